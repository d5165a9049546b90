import SubscanCore

/// What stream finding needs of a transaction: no strings, so copies are cheap.
struct Charge {
    var date: LocalDate
    /// Money out is negative, as in the transaction.
    var amount: Money
    /// Position in the merchant group's transactions.
    var index: Int
}

/// A run of charges that recur on one cycle.
struct Stream {
    var charges: [Charge]
    var cycle: BillingCycle
    var anchorDay: Int
    /// 0…1: the share of intervals that fit the cycle exactly (missed and doubled periods lower it).
    var regularity: Double
    var variable: Bool
    /// (date the price took effect, price), oldest first.
    var priceSteps: [(LocalDate, Money)]
    /// Indexes of charges that were a trial (a 0 or token charge before the first full one).
    var trialIDs: Set<Int>
}

/// Splits one merchant's charges (sorted by date) into recurring streams.
///
/// First the whole group is tried as one stream (fixed price, a price step, or, for monthly and
/// longer cycles, a variable bill). If it does not hold together, charges are split into amount
/// bands (two plans of one service are two streams), bands that follow each other in time are
/// joined as price steps, and each is tested alone. Bands cut out of a busy merchant (groceries,
/// coffee) must be exact repeats on a near-perfect cadence, which habitual purchases are not.
enum StreamFinder {
    /// Merchants that are never subscriptions, however regular: cash machines.
    static let neverRecurring = ["ATM", "CASH WITHDRAWAL", "GELDAUTOMAT", "CAJERO", "RETIRADA", "取现", "ATM WITHDRAWAL"]
    static let variableCategories: Set<String> = ["utilities", "telecom", "insurance"]
    /// Catalog categories whose brands sell nothing but subscriptions: two charges of theirs a year
    /// apart are a renewal, not two purchases (a railway's or a shop's are not).
    static let serviceCategories: Set<String> = [
        "streaming", "music", "cloud", "software", "news", "ai", "gaming", "fitness", "education", "dating",
    ]
    static let variableWords = [
        "ELECTRIC", "ENERGY", "POWER", "GAS", "WATER", "UTILIT", "INSURANCE", "MOBILE", "WIRELESS", "BROADBAND",
        "ENDESA", "IBERDROLA", "NATURGY", "EDF", "E.ON", "OCTOPUS", "电费", "水费", "燃气", "话费", "STROM", "AGUA", "LUZ",
        "AUTOPAY", "AUTO PAY", "BILLPAY", "BILL PAY",
    ]
    /// Store-front brands whose statement line covers one-off purchases too (App Store, Google Play):
    /// a stream inside them must be exact repeats on a near-perfect cadence, like a busy merchant's.
    static let umbrellaBrands: Set<String> = ["apple-services", "google-play", "microsoft", "amazon", "paypal", "douyin"]

    /// Matched as whole words (" ATM " in " SUBSVC AATM " is not a cash machine).
    static let neverRecurringBytes = neverRecurring.map { Array(" \($0) ".utf8) }
    static let variableWordBytes = variableWords.map { Array($0.utf8) }

    /// True when any needle occurs in `haystack` (byte search; keys are short).
    static func containsAny(_ haystack: [UInt8], _ needles: [[UInt8]]) -> Bool {
        for needle in needles where needle.count <= haystack.count {
            var i = 0
            while i + needle.count <= haystack.count {
                if haystack[i] == needle[0] {
                    var k = 1
                    while k < needle.count && haystack[i + k] == needle[k] { k += 1 }
                    if k == needle.count { return true }
                }
                i += 1
            }
        }
        return false
    }

    /// `plans`: for an umbrella brand, the plans of the services it bills (`Catalog.planPrices`); a band
    /// at one of their prices needs only a plain cadence, as a brand's would, when the strict test finds
    /// nothing in it, and the cycle found must be that plan's (Prime's 95.00 a year under `AMZN Digital`
    /// is a stream; two 0.99 App Store purchases six months apart are not).
    static func streams(in charges: [Charge], brand: Brand?, merchantKey: String, plans: Set<PlanPrice> = []) -> [Stream] {
        guard !charges.isEmpty else { return [] }
        let keyBytes = Array(merchantKey.utf8)
        if brand == nil && containsAny(Array(" \(merchantKey) ".utf8), neverRecurringBytes) { return [] }
        if charges.count == 1 && brand == nil { return [] }
        let variableOK =
            brand.map { variableCategories.contains($0.category) } ?? false
            || containsAny(keyBytes, variableWordBytes)

        // Trials: token charges at the start are set aside, then attached to the stream they precede.
        let (trials, paid) = splitTrials(charges)

        if paid.isEmpty { return [] }
        let umbrella = brand.map { umbrellaBrands.contains($0.id) } ?? false
        if !umbrella, let whole = fit(paid, variableOK: variableOK, strict: false, brand: brand, wholeGroup: true) {
            return [attach(trials, to: whole)]
        }

        // Amount bands, then bands joined in time; a lone charge cannot recur (unless it is a brand's).
        let allBands = amountBands(paid)
        let relaxed = brand != nil && !umbrella
        let bands = allBands.filter { $0.count >= 2 || relaxed }  // a lone charge only counts for a brand
        var streams: [Stream] = []
        var used = Set<Int>()
        // A few lone charges beside a band of four or more (one per six of its charges) are
        // one-offs from the same payee (a landlord's yearly service-charge settlement, a
        // correction), not a busy merchant's purchases: the band keeps its price steps (`Miete`
        // 498.20 then 512.80, with `Betriebskostennachzahlung` 45.29).
        // Bands of two or more that follow each other in time (each starts after the one before
        // ends, at less than half again its price) are one service's prices, 61.00 then 67.00:
        // joined below as price steps. Bands that overlap in time are purchases at several
        // prices, or two plans.
        let multi = allBands.filter { $0.count >= 2 }.sorted { $0.first!.date < $1.first!.date }
        let lone = allBands.count - multi.count
        let largest = multi.map(\.count).max() ?? 0
        let loneForgiven = lone == 0 || largest >= 4 && lone * 6 <= largest
        // (a step of half the price or more is another service billed under the same name: 10.00
        // then 16.99 through one PayPal mandate)
        let sequential = zip(multi, multi.dropFirst()).allSatisfy { a, b in
            let (x, y) = (a.last!.amount.minorUnits.magnitude, b.first!.amount.minorUnits.magnitude)
            return b.first!.date > a.last!.date && max(x, y) * 2 < min(x, y) * 3
        }
        let busy = umbrella || allBands.count > 1 && !(loneForgiven && sequential && multi.count <= 3)
        let strict = busy && !relaxed
        if strict {
            // exact repeats on a near-perfect cadence, at least four of them; no price steps
            var streams: [Stream] = []
            for band in bands {
                if band.count >= 4, let stream = fit(band, variableOK: false, strict: true, brand: brand) {
                    streams.append(stream)
                } else if band.count >= 4, let core = monthlyCore(band),
                    let stream = fit(core, variableOK: false, strict: true, brand: brand)
                {
                    streams.append(stream)
                } else if umbrella, let price = band.first?.amount.magnitude, band.allSatisfy({ $0.amount.magnitude == price }),
                    let stream = fit(band, variableOK: false, strict: false, brand: brand)
                        ?? monthlyCore(band, planPriced: true).flatMap({ fit($0, variableOK: false, strict: false, brand: brand) }),
                    plans.contains(PlanPrice(cycle: stream.cycle, amount: price))
                {
                    streams.append(stream)
                }
            }
            return streams.map { attach(trials, to: $0) }
        }
        let orderedBands = bands.indices.sorted { bands[$0].first!.date < bands[$1].first!.date }
        for (pos, i) in orderedBands.enumerated() where !used.contains(i) {
            var best = fit(bands[i], variableOK: false, strict: false, brand: brand)
            var members = bands[i]
            // a price step: the next band in time starts after this one ends
            // (a price step keeps the cycle a band of two charges or more shows: a yearly fee of
            // 49.00 is not the first price of the monthly dues that follow it; a lone charge's cycle
            // is only its brand's usual one)
            for j in orderedBands[(pos + 1)...] where !used.contains(j) {
                guard let lastDate = members.last?.date, let firstDate = bands[j].first?.date, firstDate > lastDate else { continue }
                let joined = members + bands[j]
                if let step = fit(joined, variableOK: false, strict: false, brand: brand), step.priceSteps.count >= 2,
                    bands[i].count < 2 || best.map({ $0.cycle == step.cycle }) ?? true
                {
                    best = step
                    members = joined
                    used.insert(j)
                }
            }
            if let stream = best {
                used.insert(i)
                streams.append(stream)
            }
        }
        return streams.map { attach(trials, to: $0) }
    }

    /// The charges of a band that fall on one day of the month, one a month, when a few one-off
    /// purchases of the same price sit between them: a 2.99 storage plan on the 29th among 2.99
    /// App Store purchases on other days. It takes six months, nearly in a row (a month missed in
    /// six), and the others may be at most a third of the band, so a price bought most days (a
    /// coffee) never yields a monthly stream.
    ///
    /// `planPriced`: the band's price is a plan of a service its umbrella biller charges for (iCloud+
    /// at 2.99 under `APPLE.COM/BILL`); then four months are enough and the others may be half the band.
    static func monthlyCore(_ band: [Charge], planPriced: Bool = false) -> [Charge]? {
        func month(_ d: LocalDate) -> Int { d.year * 12 + d.month }
        let minimumCore = planPriced ? 4 : 6
        // about one charge a month: a band with more than half again (a plan price: twice) its months has no such core
        guard band.count > minimumCore, let first = band.first?.date, let last = band.last?.date else { return nil }
        let span = month(last) - month(first) + 2
        guard planPriced ? span * 2 >= band.count : span * 3 >= band.count * 2 else { return nil }
        let reach = 3  // days a charge may sit from its anchor day
        var best: (day: Int, hits: Int)? = nil
        for day in Set(band.map(\.date.day)).sorted() {
            let hits = band.filter { abs($0.date.dayNumber - nominalDate(of: $0.date, anchorDay: day).dayNumber) <= reach }.count
            if best == nil || hits > best!.hits { best = (day, hits) }
        }
        guard let anchor = best?.day else { return nil }
        // the nearest charge to each month's anchor date
        var nearest: [Int: Charge] = [:]
        for c in band {
            let due = nominalDate(of: c.date, anchorDay: anchor)
            let distance = abs(c.date.dayNumber - due.dayNumber)
            guard distance <= reach else { continue }
            if let kept = nearest[due.dayNumber], abs(kept.date.dayNumber - due.dayNumber) <= distance { continue }
            nearest[due.dayNumber] = c
        }
        let core = nearest.values.sorted { $0.date < $1.date }
        let others = band.count - core.count
        guard core.count >= minimumCore, others > 0, others * (planPriced ? 2 : 3) <= band.count else { return nil }
        // every month from the first to the last, as a plan bills: chance hits leave gaps
        let dues = nearest.keys.sorted().map { LocalDate(dayNumber: $0) }
        let months = month(dues.last!) - month(dues.first!) + 1
        guard months - core.count <= core.count / 6 else { return nil }
        return core
    }

    /// A first charge of 0 or a token amount (≤ 10% of the next), followed 5–35 days later by a full one.
    static func splitTrials(_ charges: [Charge]) -> ([Charge], [Charge]) {
        guard charges.count >= 2 else { return ([], charges) }
        let a = charges[0].amount.minorUnits.magnitude
        let b = charges[1].amount.minorUnits.magnitude
        let gap = charges[1].date.dayNumber - charges[0].date.dayNumber
        if a * 10 <= b && b > 0 && gap >= 5 && gap <= 35 {
            return ([charges[0]], Array(charges.dropFirst()))
        }
        return ([], charges.filter { $0.amount.minorUnits != 0 })
    }

    static func attach(_ trials: [Charge], to stream: Stream) -> Stream {
        guard let trial = trials.first, let first = stream.charges.first,
            first.date.dayNumber - trial.date.dayNumber >= 5, first.date.dayNumber - trial.date.dayNumber <= 35
        else { return stream }
        var s = stream
        s.charges.insert(trial, at: 0)
        s.trialIDs.insert(trial.index)
        return s
    }

    /// Magnitudes within 8% of a band's smallest member share the band.
    static func amountBands(_ charges: [Charge]) -> [[Charge]] {
        let byAmount = charges.sorted { $0.amount.minorUnits.magnitude < $1.amount.minorUnits.magnitude }
        var bands: [[Charge]] = []
        var floor: UInt64 = 0
        for t in byAmount {
            let m = t.amount.minorUnits.magnitude
            if bands.isEmpty || m * 100 > floor * 108 + 50 {
                bands.append([t])
                floor = m
            } else {
                bands[bands.count - 1].append(t)
            }
        }
        return bands.map { $0.sorted { $0.date < $1.date } }
    }

    /// Days an interval may differ from the cycle: two charges' jitter (±3 days each, weekends
    /// included) plus the spread of month lengths (28–31 days).
    static func tolerance(_ c: BillingCycle) -> Double {
        switch c {
        case .weekly: return 2
        case .biweekly: return 4
        case .monthly: return 8.5
        case .quarterly: return 10
        case .semiannual: return 15
        case .yearly: return 20
        }
    }

    /// Tests charges (sorted by date) as one stream: a cycle that fits the intervals and amounts
    /// that hold together. `strict`: exact repeats and a near-perfect cadence (bands cut from a busy merchant).
    static func fit(_ charges: [Charge], variableOK: Bool, strict: Bool, brand: Brand?, wholeGroup: Bool = false) -> Stream? {
        guard charges.count >= 2 else {
            // one charge: only a catalog brand is worth an early hint
            guard let only = charges.first, let brand else { return nil }
            let cycle = brand.defaultCycle
            return Stream(
                charges: charges, cycle: cycle, anchorDay: only.date.day, regularity: 0, variable: false,
                priceSteps: [(only.date, only.amount.magnitude)], trialIDs: [])
        }
        if strict && charges.count < 4 { return nil }
        let days = charges.map { $0.date.dayNumber }
        var intervals: [Double] = []
        for i in 1..<days.count { intervals.append(Double(days[i] - days[i - 1])) }

        var best: (cycle: BillingCycle, fits: Int, regularity: Double)? = nil
        for cycle in BillingCycle.allCases {
            let c = cycle.nominalDays
            let tol = tolerance(cycle)
            var fits = 0
            var doubled = 0
            var missed = 0
            var bad = 0
            for d in intervals {
                if abs(d - c) <= tol {
                    fits += 1
                } else if d < 0.35 * c {
                    doubled += 1
                } else if abs(d - 2 * c) <= 2 * tol {
                    missed += 1
                } else {
                    bad += 1
                }
            }
            let n = intervals.count
            guard fits >= 1, fits >= (n + 1) / 2 else { continue }
            let badAllowed = strict ? 0 : (n <= 3 ? 0 : n / 10)
            // short histories must be clean: a doubled or missed period needs enough charges around it
            let doubledAllowed = n >= 5 ? max(1, n / 6) : 0
            let missedAllowed = n >= 4 ? max(1, n / 5) : 0
            guard bad <= badAllowed, doubled <= doubledAllowed, missed <= missedAllowed else { continue }
            if strict && (missed + doubled) * 10 > n { continue }
            let regularity = Double(fits) / Double(n)
            if best == nil || regularity > best!.regularity || (regularity == best!.regularity && fits > best!.fits) {
                best = (cycle, fits, regularity)
            }
        }
        guard let chosen = best else { return nil }
        if strict && charges.count < 4 { return nil }
        // two charges must be an exact repeat, or a yearly or half-yearly price rise of at most 35%
        // (a subscription service's: at most 50%, Microsoft 365 at 69.00 then 99.00)
        let before = Int64(clamping: charges[0].amount.minorUnits.magnitude)
        let after = charges.count == 2 ? Int64(clamping: charges[1].amount.minorUnits.magnitude) : 0
        // (renewed on its date: within four days of the first charge's date six or twelve months
        // on, as a renewal is, a subscription service's within a week; a shop visited twice, half a
        // year or a year apart, rarely is)
        let service = brand.map { serviceCategories.contains($0.category) } ?? false
        let (riseLimit, renewalDays): (Int64, Int) = service ? (150, 7) : (135, 4)
        let longCycleRise =
            charges.count == 2 && chosen.cycle >= .semiannual && after > before && after * 100 <= before * riseLimit
            && abs(charges[1].date.dayNumber - charges[0].date.adding(months: chosen.cycle.months ?? 12).dayNumber) <= renewalDays
        // (or two bills of a biller whose amounts vary, within 30%: a hint that joins the stream of its old name)
        let twoBills =
            charges.count == 2 && variableOK && chosen.cycle >= .monthly && max(before, after) * 100 <= min(before, after) * 130
        if charges.count == 2 && charges[0].amount != charges[1].amount && !longCycleRise && !twoBills { return nil }

        // Amounts: fixed, stepped, or (monthly and longer) variable.
        let amounts = charges.map { Int64(clamping: $0.amount.minorUnits.magnitude) }
        let sortedAmounts = amounts.sorted()
        let median = sortedAmounts[sortedAmounts.count / 2]
        let spreadOK = { (tolerancePercent: Int64) -> Bool in
            sortedAmounts.first! * 100 >= median * (100 - tolerancePercent)
                && sortedAmounts.last! * 100 <= median * (100 + tolerancePercent)
        }
        var variable = false
        let steps = priceSteps(charges)
        if strict {
            guard spreadOK(1) else { return nil }
        } else if spreadOK(6) {
            variable = !spreadOK(1)
        } else if longCycleRise || (steps.count >= 2 && steps.count <= 3 && steppedRunsAreLong(charges, steps)) {
            variable = false
        } else if variableOK || (chosen.cycle >= .monthly && coefficientOfVariation(amounts) <= 0.2 && brand != nil) {
            guard chosen.cycle >= .monthly, coefficientOfVariation(amounts) <= 0.3 else { return nil }
            variable = true
        } else if wholeGroup && chosen.cycle >= .monthly && charges.count >= 4 && chosen.regularity >= 0.85
            && coefficientOfVariation(amounts) <= 0.2
        {
            // a bill with no tell-tale name ("HVE AUTOPAY"): a whole merchant, monthly or longer, like clockwork
            variable = true
        } else {
            return nil
        }

        let anchor = anchorDay(charges.map(\.date), cycle: chosen.cycle)
        return Stream(
            charges: charges, cycle: chosen.cycle, anchorDay: anchor, regularity: chosen.regularity, variable: variable,
            priceSteps: variable ? [(charges.last!.date, charges.last!.amount.magnitude)] : steps, trialIDs: [])
    }

    /// Price levels in time order: a new level when an amount differs from the previous by more than 1%.
    static func priceSteps(_ charges: [Charge]) -> [(LocalDate, Money)] {
        var steps: [(LocalDate, Money)] = []
        for t in charges {
            let m = t.amount.magnitude
            if let last = steps.last, abs(last.1.minorUnits - m.minorUnits) * 100 <= last.1.minorUnits {
                continue
            }
            steps.append((t.date, m))
        }
        return steps
    }

    /// Each price level lasts at least two charges (a step, not noise); the newest may be a single
    /// charge only when it is a rise of at most 35% (a price increase that just happened).
    static func steppedRunsAreLong(_ charges: [Charge], _ steps: [(LocalDate, Money)]) -> Bool {
        for (i, step) in steps.enumerated() {
            let end = i + 1 < steps.count ? steps[i + 1].0 : LocalDate(dayNumber: Int.max / 2)
            let count = charges.filter { $0.date >= step.0 && $0.date < end }.count
            if count >= 2 { continue }
            guard i + 1 == steps.count, i > 0 else { return false }
            let old = steps[i - 1].1.minorUnits
            let new = step.1.minorUnits
            if !(new > old && new * 100 <= old * 135) { return false }
        }
        return true
    }

    static func coefficientOfVariation(_ values: [Int64]) -> Double {
        guard values.count > 1 else { return 0 }
        let mean = Double(values.reduce(0, +)) / Double(values.count)
        guard mean > 0 else { return 0 }
        let variance = values.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) } / Double(values.count)
        return variance.squareRoot() / mean
    }

    /// The day of month a month-based stream is anchored on.
    ///
    /// Each charge is placed relative to its month: within the last week it counts from the end
    /// (Nov 30 = −1), else from the start (Dec 2 = +1). When most charges sit at the end, the
    /// anchor is the latest end day seen (31 → Feb 28 → Mar 31 anchors on 31); otherwise the most
    /// common start day — so a bill due on the 1st that sometimes comes on the 30th stays the 1st.
    static func anchorDay(_ dates: [LocalDate], cycle: BillingCycle) -> Int {
        guard cycle.months != nil, !dates.isEmpty else { return dates.last?.day ?? 1 }
        var fromEnd: [Int] = []
        var fromStart: [Int] = []
        for d in dates {
            let length = LocalDate.daysIn(month: d.month, year: d.year)
            if d.day > length - 7 && d.day >= 25 { fromEnd.append(d.day) } else { fromStart.append(d.day) }
        }
        if fromEnd.count > fromStart.count { return fromEnd.max()! }
        var counts: [Int: Int] = [:]
        for d in fromStart { counts[d, default: 0] += 1 }
        return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }!.key
    }

    /// The anchor date a charge was meant for: the anchor day in its own month or a neighbouring
    /// one, whichever is nearest (a charge on Nov 30 for a bill due on the 1st was meant for Dec 1).
    static func nominalDate(of date: LocalDate, anchorDay: Int) -> LocalDate {
        let candidates = [-1, 0, 1].map { LocalDate(year: date.year, month: date.month, day: 1)!.adding(months: $0, anchorDay: anchorDay) }
        return candidates.min { abs($0.dayNumber - date.dayNumber) < abs($1.dayNumber - date.dayNumber) }!
    }
}
