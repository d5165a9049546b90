import Foundation
import SubscanCore

/// What the detector needs to know besides the transactions.
public struct DetectorOptions: Sendable {
    /// "Today" for status, next dates and risk.
    public var asOf: LocalDate
    /// Also report recurring inflows (salary, rent received): off by default, they are not subscriptions.
    public var includeIncome = false
    /// When the user last confirmed using a subscription, by id (feeds the medium-risk rule).
    public var confirmedOn: [String: LocalDate] = [:]
    /// Subscriptions the user marked cancelled, by id, with the day.
    public var killedOn: [String: LocalDate] = [:]
    /// Usage tags by id: `often`, `sometimes`, `rarely` (rarely → high risk).
    public var usage: [String: UsageLevel] = [:]
    /// People sharing a subscription's cost, by id.
    public var members: [String: Int] = [:]
    /// Group names by subscription id.
    public var groups: [String: String] = [:]
    /// Kinds the user set (`subscan kind`), by subscription id: they replace `KindClassifier`'s.
    public var kinds: [String: StreamKind] = [:]
    /// Subscriptions entered by hand: merged with detected ones of the same service and currency
    /// (never counted twice), listed on their own otherwise. Their `id` is ignored (assigned here).
    public var manual: [Subscription] = []

    public init(asOf: LocalDate) { self.asOf = asOf }
}

/// Finds recurring charges in transactions and names them.
///
/// Pipeline: key each descriptor (`MerchantNormalizer`) and name it from the catalog (once per
/// key) → group outflows by (merchant, currency, account) → find streams in each group (the whole
/// group if its cadence and amounts hold together, else amount bands, with consecutive bands joined
/// as price steps) → infer the cycle from the intervals → status, next date, flags, confidence, risk.
///
/// - Complexity: O(n log n) in the transactions (one sort per group); catalog matching is
///   O(distinct merchant keys).
public struct Detector: Sendable {
    public let catalog: Catalog
    public let options: DetectorOptions

    public init(catalog: Catalog, options: DetectorOptions) {
        self.catalog = catalog
        self.options = options
    }

    /// The brand of a descriptor whose key gave `keyBrand`. CJK descriptors have no word
    /// boundaries, so when the key names no brand the whole line is tried.
    static func brand(keyBrand: Brand?, description: String, catalog: Catalog) -> Brand? {
        keyBrand ?? (description.utf8.contains { $0 >= 0xE0 } ? catalog.match(descriptor: description)?.brand : nil)
    }

    struct GroupKey: Hashable {
        var merchant: Int  // index into `named`
        var currency: Int  // index into the currencies seen
        var account: Int  // index into `accounts`
        var inflow: Bool
    }

    struct Named: Sendable {
        var key: String
        var brand: Brand?
        var display: String { brand?.name ?? Detector.displayName(key) }
    }

    public func detect(_ transactions: [Transaction]) -> [Subscription] {
        let clock = ContinuousClock()
        var marks: [(String, ContinuousClock.Instant)] = [("start", clock.now)]
        defer {
            if ProcessInfo.processInfo.environment["SUBSCAN_DETECT_TIMINGS"] != nil {
                marks.append(("end", clock.now))
                let parts = zip(marks, marks.dropFirst()).map {
                    "\($1.0) \(($1.1 - $0.1).components.attoseconds / 1_000_000_000_000_000 + ($1.1 - $0.1).components.seconds * 1000) ms"
                }
                FileHandleWriter.stderr("detect phases: " + parts.joined(separator: ", ") + "\n")
            }
        }
        // 1. Merchant keys, on all cores (the costly per-transaction step). Each core also numbers
        //    the distinct keys of its chunk, so the million string hashes happen in parallel too.
        struct KeyedChunk: Sendable {
            var range: Range<Int>
            var localIDs: [Int32]  // per transaction of the chunk; -1: not grouped (an inflow)
            var keys: [String]  // the chunk's distinct keys, by local id
        }
        let includeIncome = options.includeIncome
        let chunks: [KeyedChunk] = Parallel.chunks(transactions.count) { range in
            var ids: [Int32] = []
            ids.reserveCapacity(range.count)
            var local: [String: Int32] = [:]
            var keys: [String] = []
            for i in range {
                if !includeIncome && transactions[i].amount.minorUnits > 0 {
                    ids.append(-1)
                    continue
                }
                let key = MerchantNormalizer.key(transactions[i].description)
                if let id = local[key] {
                    ids.append(id)
                } else {
                    let id = Int32(keys.count)
                    local[key] = id
                    keys.append(key)
                    ids.append(id)
                }
            }
            return KeyedChunk(range: range, localIDs: ids, keys: keys)
        }
        marks.append(("keys", clock.now))
        // 2. Each distinct key named once from the catalog, also on all cores.
        var keyIndex: [String: Int] = [:]
        var distinct: [String] = []
        var firstOfKey: [Int] = []  // a transaction carrying each key (for the CJK fallback below)
        var keyOf = [Int32](repeating: -1, count: transactions.count)
        for chunk in chunks {
            var remap: [Int32] = []
            remap.reserveCapacity(chunk.keys.count)
            for key in chunk.keys {
                if let k = keyIndex[key] {
                    remap.append(Int32(k))
                } else {
                    keyIndex[key] = distinct.count
                    remap.append(Int32(distinct.count))
                    distinct.append(key)
                    firstOfKey.append(-1)
                }
            }
            for (offset, id) in chunk.localIDs.enumerated() where id >= 0 {
                let k = remap[Int(id)]
                keyOf[chunk.range.lowerBound + offset] = k
                if firstOfKey[Int(k)] < 0 { firstOfKey[Int(k)] = chunk.range.lowerBound + offset }
            }
        }
        let catalog = self.catalog
        let distinctKeys = distinct
        let brands: [Brand?] = Parallel.map(distinctKeys.count, minimum: 2_000) { k in catalog.match(descriptor: distinctKeys[k])?.brand }

        // Name each key: its brand, or itself.
        var named: [Named] = []
        var namedIndex: [String: Int] = [:]  // brand id or merchant key → index in `named`
        var keyToNamed = [Int](repeating: 0, count: distinct.count)
        for k in distinct.indices {
            let description = transactions[firstOfKey[k]].description
            let brand = Detector.brand(keyBrand: brands[k], description: description, catalog: catalog)
            let groupKey = brand?.id ?? distinct[k]
            if let existing = namedIndex[groupKey] {
                keyToNamed[k] = existing
            } else {
                keyToNamed[k] = named.count
                namedIndex[groupKey] = named.count
                named.append(Named(key: groupKey, brand: brand))
            }
        }
        marks.append(("catalog", clock.now))

        // 3. Group transaction indexes (not copies) by merchant, currency, account, direction.
        //    Accounts and currencies become small integers packed into one Int key.
        var accounts: [String] = []
        var currencies: [Currency] = []
        var groupOfCode: [Int: Int] = [:]
        var groupOfKey: [GroupKey: Int] = [:]
        var groupKeys: [GroupKey] = []
        var groupMembers: [[Int]] = []
        var refundsByGroup: [Int: [Transaction]] = [:]
        var currencyCounts: [[Int]] = []  // [account][currency] → transactions
        var lastAccount = -1
        var lastCurrency = -1
        transactions.withUnsafeBufferPointer { tx in
            for i in 0..<tx.count {
                if lastAccount < 0 || accounts[lastAccount] != tx[i].account {
                    let name = tx[i].account
                    lastAccount =
                        accounts.firstIndex(of: name)
                        ?? {
                            accounts.append(name)
                            currencyCounts.append(Array(repeating: 0, count: currencies.count))
                            return accounts.count - 1
                        }()
                }
                if lastCurrency < 0 || currencies[lastCurrency] != tx[i].amount.currency {
                    let currency = tx[i].amount.currency
                    lastCurrency =
                        currencies.firstIndex(of: currency)
                        ?? {
                            currencies.append(currency)
                            for a in currencyCounts.indices { currencyCounts[a].append(0) }
                            return currencies.count - 1
                        }()
                }
                currencyCounts[lastAccount][lastCurrency] += 1
                let k = Int(keyOf[i])
                if k < 0 { continue }
                let merchant = keyToNamed[k]
                let inflow = tx[i].amount.minorUnits > 0
                let key = GroupKey(merchant: merchant, currency: lastCurrency, account: lastAccount, inflow: inflow)
                // one Int key while accounts and currencies fit their bit fields (always, in practice)
                let code =
                    lastAccount < 4096 && lastCurrency < 1024
                    ? ((merchant << 12 | lastAccount) << 10 | lastCurrency) << 1 | (inflow ? 1 : 0) : -1
                let group: Int
                if let g = code >= 0 ? groupOfCode[code] : groupOfKey[key] {
                    group = g
                } else {
                    group = groupKeys.count
                    if code >= 0 { groupOfCode[code] = group } else { groupOfKey[key] = group }
                    groupKeys.append(key)
                    groupMembers.append([])
                }
                if tx[i].status == .refunded {
                    refundsByGroup[group, default: []].append(tx[i])
                } else {
                    groupMembers[group].append(i)
                }
            }
        }
        // An account's home currency is the one most of its transactions are in (ties: by code).
        var homes: [Int: Currency] = [:]
        for (a, counts) in currencyCounts.enumerated() {
            let best = counts.indices.max { (counts[$0], currencies[$1].code) < (counts[$1], currencies[$0].code) }
            if let best { homes[a] = currencies[best] }
        }
        let home = homes
        var accountIndex: [String: Int] = [:]
        for (a, name) in accounts.enumerated() { accountIndex[name] = a }

        marks.append(("group", clock.now))
        // 4. Streams per group, on all cores.
        let work = groupKeys.indices.filter { groupMembers[$0].count > 1 || named[groupKeys[$0].merchant].brand != nil }
            .map { (groupKeys[$0], groupMembers[$0], refundsByGroup[$0] ?? []) }
        let allNamed = named
        let perGroup: [[Subscription]] = Parallel.map(work.count, minimum: 500) { w in
            let (gk, indexes, groupRefunds) = work[w]
            let who = allNamed[gk.merchant]
            // Charges point into `transactions` by index: no transaction (and none of its strings) is copied.
            var light: [Charge] = []
            light.reserveCapacity(indexes.count)
            for i in indexes { light.append(Charge(date: transactions[i].date, amount: transactions[i].amount, index: i)) }
            if !zip(light, light.dropFirst()).allSatisfy({ $0.0.date <= $0.1.date }) {  // the store hands them over by date
                light.sort { ($0.date, $0.index) < ($1.date, $1.index) }
            }
            var subs: [Subscription] = []
            for stream in StreamFinder.streams(in: light, brand: who.brand, merchantKey: who.key) {
                if var sub = finish(stream, transactions: transactions, named: who, refunds: groupRefunds, home: home[gk.account]) {
                    if gk.inflow { sub.flags.append(.income) }
                    subs.append(sub)
                }
            }
            return subs
        }
        var found = perGroup.flatMap { $0 }
        marks.append(("streams", clock.now))
        mergeRenamedStreams(&found, home: home, accountIndex: accountIndex)
        mergeManual(&found)
        marks.append(("merge", clock.now))
        assignIDs(&found)
        applyDecisions(&found)
        marks.append(("ids", clock.now))
        flagDuplicates(&found)
        assessRisk(&found)
        marks.append(("risk", clock.now))
        return found.sorted {
            ($0.status == .ended ? 1 : 0, $0.cycle, $0.merchant, $0.id) < ($1.status == .ended ? 1 : 0, $1.cycle, $1.merchant, $1.id)
        }
    }

    /// `NETFLIX.COM` → `Netflix.com`; CJK text stays as it is.
    static func displayName(_ key: String) -> String {
        var words = key.split(separator: " ")
        // a legal form at the end says nothing the user recognises: "KLETTERHALLE NORD GMBH" → "Kletterhalle Nord"
        while words.count > 1, let last = words.last, legalForms.contains(String(last).trimmingCharacters(in: .punctuationCharacters)) {
            words.removeLast()
        }
        return words.map { word -> String in
            guard word.unicodeScalars.allSatisfy({ $0.isASCII }) else { return String(word) }
            return word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined(separator: " ")
    }

    /// Company forms dropped from the end of a display name (upper-case, outer punctuation removed).
    static let legalForms: Set<String> = [
        "GMBH", "AG", "KG", "SE", "LTD", "LIMITED", "PLC", "INC", "LLC", "CORP", "CO", "SA", "SL", "SLU", "SARL", "S.A.R.L",
        "S.A", "S.L", "BV", "B.V", "NV", "N.V", "AB", "OY", "SPA", "SRL", "SAS", "SCA", "S.C.A", "E.K", "EK", "UG",
    ]

    /// Status, next date, amounts, flags and confidence for a stream that passed the cadence test.
    func finish(_ s: Stream, transactions: [Transaction], named: Named, refunds: [Transaction], home: Currency?) -> Subscription? {
        let charges = s.charges.map { transactions[$0.index] }
        guard let first = charges.first, let last = charges.last else { return nil }
        let currency = first.amount.currency
        let regular = s.charges.filter { !s.trialIDs.contains($0.index) }.map { transactions[$0.index] }
        let lastAmount = (regular.last ?? last).amount.magnitude
        let total = regular.reduce(Int64(0)) { $0 + $1.amount.minorUnits.magnitude.asInt64 }
        let average = Money(minorUnits: regular.isEmpty ? 0 : (total + Int64(regular.count) / 2) / Int64(regular.count), currency: currency)

        let lastNominal = s.cycle.months == nil ? last.date : StreamFinder.nominalDate(of: last.date, anchorDay: s.anchorDay)
        var next = s.cycle.next(after: lastNominal, anchorDay: s.anchorDay)
        // the nominal date of the last charge may be before a shifted charge date; never predict the past of the last charge
        if next <= last.date { next = s.cycle.next(after: next, anchorDay: s.anchorDay) }

        let minimum = (s.cycle == .yearly || s.cycle == .semiannual) ? 2 : 3
        var status: Subscription.Status
        if regular.count < minimum {
            status = .early
        } else {
            status = options.asOf.dayNumber > next.dayNumber + s.cycle.graceDays ? .ended : .active
        }
        if status == .early && options.asOf.dayNumber > next.dayNumber + s.cycle.graceDays { return nil }  // a stale hint
        if status == .early && named.brand == nil && (regular.count < 2 || s.cycle < .monthly) { return nil }  // too thin to show

        var flags: [SubscriptionFlag] = []
        if s.priceSteps.count > 1, let old = s.priceSteps.dropLast().last, let new = s.priceSteps.last,
            new.1.minorUnits.magnitude > old.1.minorUnits.magnitude
        {
            flags.append(.priceIncrease)
        }
        if !s.trialIDs.isEmpty { flags.append(.trialConverted) }
        if s.variable { flags.append(.variableAmount) }
        if let home, currency != home { flags.append(.foreignCurrency) }
        let refunded = refunds.filter { r in
            r.amount.magnitude.minorUnits >= lastAmount.minorUnits * 9 / 10
                && r.amount.magnitude.minorUnits <= lastAmount.minorUnits * 11 / 10
                && r.date >= first.date.adding(days: -s.cycle.graceDays)
        }
        if !refunded.isEmpty { flags.append(.refunded) }
        if named.brand?.shared == true { flags.append(.shareable) }  // the service sells a plan for several people

        // Confidence: regular cadence, steady amounts, enough charges, a known brand.
        let evidence = min(1.0, Double(regular.count) / 6.0)
        var confidence = 0.4 * s.regularity + 0.2 * (s.variable ? 0.6 : 1.0) + 0.3 * evidence + (named.brand != nil ? 0.1 : 0.0)
        if status == .early { confidence = min(confidence, 0.4) }
        confidence = (min(0.99, max(0.05, confidence)) * 100).rounded() / 100

        var subscription = Subscription(
            id: "", merchant: named.display, merchantKey: named.key, catalogID: named.brand?.id, category: named.brand?.category,
            cycle: s.cycle, currency: currency, lastAmount: lastAmount, averageAmount: average,
            monthlyEquivalent: s.cycle.monthlyEquivalent(of: lastAmount), firstDate: first.date, lastDate: last.date, nextDate: next,
            status: status, confidence: confidence, flags: flags, charges: charges + refunded,
            priceHistory: s.priceSteps, cancelURL: named.brand?.cancelUrl)
        subscription.color = named.brand?.color
        return subscription
    }

    /// Joins a stream that stops with one that starts where it stopped under a slightly different
    /// name ("PAWSURE PET INSURANCE" → "PAWSURE PET INS", "LA HUERTA EN CASA" → "LAHUERTAENCASA.ES"):
    /// a biller that changed its descriptor is still one subscription.
    ///
    /// Similar, for streams without a brand: one name's letters start or end the other's, or both
    /// start with the same seven letters and no third stream does (`TV LICENCE` → `TV LICENSING`); the first two
    /// words agree; they share a word of four letters or more that names no payment method or
    /// kind of bill and no third stream carries (`PAWSURE PET INS` → `PAWSURE INSURANCE`,
    /// `ZELLE TO OAKWOOD PROPERTY` → `OAKWOOD PROPERTY MGMT ACH`); one opens with the initials of
    /// the other's first words (`HUDSON VALLEY ELEC PAYMENT` → `HVE AUTOPAY`); or, in Chinese,
    /// they share three characters in a row that no third stream has (`国网电力 电费` →
    /// `国网电费自动缴费`, `房租-王建国` → `转账-王建国 房租`).
    /// Streams whose charges carry the same payee identifier (a SEPA creditor ID, an ACH originator
    /// ID) are the same biller whatever their names (`SUMMIT POWER CO` → `CRESTLINE ENERGY`).
    /// A store-front brand's stream (`APPLE.COM/BILL`) also continues a stream of a brand of the
    /// same company (`支付宝-Apple iCloud+`): the service is billed another way, and keeps its name.
    /// - Complexity: O(n × name length): candidates come from lookups, never from all pairs.
    func mergeRenamedStreams(_ subs: inout [Subscription], home: [Int: Currency], accountIndex: [String: Int]) {
        func letters(_ key: String) -> String {
            if key.utf8.allSatisfy({ $0 < 0x80 }) {
                return String(decoding: key.utf8.filter { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }, as: UTF8.self)
            }
            return String(key.unicodeScalars.filter { CharacterSet.letters.contains($0) }.map(Character.init))
        }
        func twoWords(_ key: String) -> String? {
            let words = key.split(separator: " ")
            return words.count >= 2 ? words.prefix(2).joined(separator: " ") : nil
        }
        /// Words that can name the same thing in two unrelated streams: how it was paid, or what kind of bill it is.
        func distinctiveWords(_ key: String) -> [String] {
            key.split(separator: " ").compactMap { w in
                let word = String(w)
                guard word.utf8.count >= 4, word.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }),
                    !Detector.sharedWords.contains(word)
                else { return nil }
                return word
            }
        }
        /// `HUDSON VALLEY ELEC PAYMENT` → [`HV`, `HVE`, `HVEP`]: initials of its first words.
        func initials(_ key: String) -> [String] {
            let words = key.split(separator: " ").prefix(4)
            guard words.count >= 3, words.allSatisfy({ $0.first.map { $0 >= "A" && $0 <= "Z" } ?? false }) else { return [] }
            return (3...words.count).map { n in String(words.prefix(n).map { $0.first! }) }
        }
        /// Every three characters in a row of a name that is not in ASCII letters.
        func hanTrigrams(_ letters: String) -> [String] {
            guard !letters.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
            let chars = Array(letters)
            return chars.count < 3 ? [] : (0...(chars.count - 3)).map { String(chars[$0..<($0 + 3)]) }
        }
        func familyOf(_ id: String) -> String { String(id.split(separator: "-").first ?? Substring(id)) }
        var merged = true
        while merged {
            merged = false
            let lettersOf = subs.map { $0.catalogID == nil ? letters($0.merchantKey) : "" }
            var byLetters: [String: [Int]] = [:]
            var byTwoWords: [String: [Int]] = [:]
            var byWord: [String: [Int]] = [:]
            var byInitials: [String: [Int]] = [:]
            var byHanTrigram: [String: [Int]] = [:]
            var byStem: [String: [Int]] = [:]  // the first seven letters of Latin names
            var byFamily: [String: [Int]] = [:]
            // a payee identifier (SEPA creditor ID, ACH originator ID) where a stream ends and where it starts
            let payees: [Set<String>] = subs.map { sub in
                Set([sub.charges.first, sub.charges.last].compactMap { $0.flatMap { MerchantNormalizer.payeeID($0.description) } })
            }
            var byPayee: [String: [Int]] = [:]
            for (i, ids) in payees.enumerated() { for id in ids { byPayee[id, default: []].append(i) } }
            for (i, l) in lettersOf.enumerated() where l.count >= 4 {
                byLetters[l, default: []].append(i)
                if let w = twoWords(subs[i].merchantKey) { byTwoWords[w, default: []].append(i) }
                for w in Set(distinctiveWords(subs[i].merchantKey)) { byWord[w, default: []].append(i) }
                for x in initials(subs[i].merchantKey) { byInitials[x, default: []].append(i) }
                for t in Set(hanTrigrams(l)) { byHanTrigram[t, default: []].append(i) }
                if l.count >= 7, l.utf8.allSatisfy({ $0 < 0x80 }) { byStem[String(l.prefix(7)), default: []].append(i) }
            }
            for (i, sub) in subs.enumerated() {
                if let id = sub.catalogID, !StreamFinder.umbrellaBrands.contains(id) { byFamily[familyOf(id), default: []].append(i) }
            }
            // streams joined in this pass are looked at again in the next, with their new names
            var touched = Set<Int>()
            var removed = Set<Int>()
            for j in subs.indices where !touched.contains(j) {
                var candidates = Set<Int>()
                for id in payees[j] { candidates.formUnion(byPayee[id] ?? []) }
                if let id = subs[j].catalogID {
                    // a store-front brand's stream: the company's own brands may be the same service
                    if StreamFinder.umbrellaBrands.contains(id) { candidates.formUnion(byFamily[familyOf(id)] ?? []) }
                } else if lettersOf[j].count >= 4 {
                    let key = subs[j].merchantKey
                    let lj = Array(lettersOf[j])
                    for length in 4..<lj.count { candidates.formUnion(byLetters[String(lj[0..<length])] ?? []) }
                    if lj.count > 8 {  // `CUOTA PRESTAMO HIPOTECARIO` after `PRESTAMO HIPOTECARIO`
                        for start in 1...(lj.count - 8) { candidates.formUnion(byLetters[String(lj[start...])] ?? []) }
                    }
                    if let w = twoWords(key) { candidates.formUnion(byTwoWords[w] ?? []) }
                    for w in distinctiveWords(key) where (byWord[w]?.count ?? 0) == 2 { candidates.formUnion(byWord[w]!) }
                    if let first = key.split(separator: " ").first, (2...4).contains(first.count) {
                        candidates.formUnion(byInitials[String(first)] ?? [])
                    }
                    if lj.count >= 7, let stem = byStem[String(lj.prefix(7))], stem.count == 2 {  // `TV LICENCE` → `TV LICENSING`
                        candidates.formUnion(stem)
                    }
                    for t in hanTrigrams(lettersOf[j]) where (byHanTrigram[t]?.count ?? 0) == 2 {
                        candidates.formUnion(byHanTrigram[t]!)
                    }
                }
                candidates.remove(j)
                candidates.subtract(touched)
                for i in candidates.sorted() {
                    let (a, b, ai, bi) = subs[i].firstDate <= subs[j].firstDate ? (subs[i], subs[j], i, j) : (subs[j], subs[i], j, i)
                    guard a.currency == b.currency, a.cycle == b.cycle, a.merchantKey != b.merchantKey,
                        a.charges.first?.account == b.charges.first?.account
                    else { continue }
                    let gap = b.firstDate.dayNumber - a.lastDate.dayNumber
                    let nominal = a.cycle.nominalDays
                    guard Double(gap) >= -nominal / 2, Double(gap) <= 2.5 * nominal else { continue }
                    let before = a.lastAmount.minorUnits
                    let after = b.charges.first.map { Int64(clamping: $0.amount.minorUnits.magnitude) } ?? 0
                    let variable = a.flags.contains(.variableAmount) || b.flags.contains(.variableAmount)
                    guard variable || abs(before - after) * 10 <= max(before, after) else { continue }

                    let combined = (a.charges + b.charges).filter { $0.status == .posted }.sorted { $0.date < $1.date }
                    var light: [Charge] = []
                    for (k, t) in combined.enumerated() { light.append(Charge(date: t.date, amount: t.amount, index: k)) }
                    let named = Named(key: b.merchantKey, brand: nil)
                    let streams = StreamFinder.streams(in: light, brand: nil, merchantKey: b.merchantKey)
                    guard streams.count == 1, let stream = streams.first, stream.charges.count * 10 >= combined.count * 9,
                        let account = combined.first.map({ accountIndex[$0.account] ?? -1 }),
                        var joined = finish(stream, transactions: combined, named: named, refunds: [], home: home[account])
                    else { continue }
                    // named as the newer stream, unless only the older one names a brand, or the newer
                    // one names the store front it is billed through now, or, without brands, the older
                    // name says more (`HUDSON VALLEY ELEC` over `HVE AUTOPAY`)
                    let storeFront = { (s: Subscription) in s.catalogID.map(StreamFinder.umbrellaBrands.contains) ?? false }
                    let name: Subscription
                    if a.catalogID != nil && (b.catalogID == nil || storeFront(b)) && !storeFront(a) {
                        name = a
                    } else if a.catalogID == nil && b.catalogID == nil {
                        name = Detector.nameWeight(a.merchantKey) > Detector.nameWeight(b.merchantKey) ? a : b
                    } else {
                        name = b
                    }
                    joined.catalogID = name.catalogID
                    joined.category = name.category
                    joined.merchant = name.merchant
                    joined.cancelURL = name.cancelURL
                    joined.color = name.color
                    subs[ai] = joined
                    removed.insert(bi)
                    touched.formUnion([ai, bi])
                    merged = true
                    break
                }
            }
            if !removed.isEmpty { subs = subs.indices.filter { !removed.contains($0) }.map { subs[$0] } }
        }
    }

    /// How much a key says about whose it is: letters in words of three or more that are not
    /// payment or bill words, plus one per such word (`LA HUERTA EN CASA` over `LAHUERTAENCASA.ES`).
    static func nameWeight(_ key: String) -> Int {
        key.split(separator: " ").reduce(0) { total, w in
            let letters = w.unicodeScalars.filter { CharacterSet.letters.contains($0) }.count
            let nonASCII = w.utf8.contains { $0 >= 0x80 }
            guard letters >= (nonASCII ? 2 : 3), !sharedWords.contains(String(w)) else { return total }
            return total + letters + 1
        }
    }

    /// Words two unrelated billers' descriptors share: how the money was paid and what kind of
    /// bill it is. A renamed biller is not recognised by these alone.
    static let sharedWords: Set<String> = [
        "ACH", "AUTOPAY", "BILL", "BILLPAY", "CARD", "DEBIT", "DIRECT", "ONLINE", "ORDER", "PAYMENT", "PAYMENTS", "PURCHASE",
        "RECURRING", "STANDING", "TRANSFER", "ZELLE", "MONTHLY", "ANNUAL", "YEARLY", "SUBSCRIPTION", "MEMBERSHIP",
        "PREMIUM", "PLAN", "AUTO", "LOAN", "RENT", "MORTGAGE", "INSURANCE", "ENERGY", "ELECTRIC", "POWER", "WATER",
        "MOBILE", "WIRELESS", "TELECOM", "BROADBAND", "FIBRE", "FIBER", "FITNESS", "CREDIT", "UNION", "BANK", "SERVICES",
        "SERVICE", "GROUP", "HOME", "PROPERTY", "MGMT", "MANAGEMENT", "LIMITED", "CORP", "COMPANY", "INTERNATIONAL",
        "RECIBO", "CUOTA", "TRANSFERENCIA", "TRANSF", "PERIODICA", "DOMICILIACION", "ADEUDO", "SEGURO", "SEGUROS", "PRESTAMO", "HIPOTECA",
        "HIPOTECARIO", "ALQUILER",
        "LASTSCHRIFT", "DAUERAUFTRAG", "UEBERWEISUNG", "MIETE", "VERSICHERUNG", "STROM", "KREDIT", "PRELEVEMENT",
        "VIREMENT", "LOYER", "ASSURANCE", "ENERGIE", "MUTUELLE",
    ]

    /// `netflix-usd`; a second stream with the same base (another plan, another account) gets `-2`, ordered by first charge.
    func assignIDs(_ subs: inout [Subscription]) {
        var byBase: [String: [Int]] = [:]
        for (i, s) in subs.enumerated() {
            let base = Detector.slug(s.catalogID ?? s.merchantKey) + "-" + s.currency.code.lowercased()
            byBase[base, default: []].append(i)
        }
        for (base, indexes) in byBase {
            let ordered = indexes.sorted {
                (subs[$0].firstDate, subs[$0].lastAmount.minorUnits, subs[$0].charges.first?.account ?? "")
                    < (subs[$1].firstDate, subs[$1].lastAmount.minorUnits, subs[$1].charges.first?.account ?? "")
            }
            for (n, i) in ordered.enumerated() { subs[i].id = n == 0 ? base : "\(base)-\(n + 1)" }
        }
    }

    /// Lower-case ASCII letters and digits joined by `-`, at most three words; other scripts kept as they are.
    public static func slug(_ text: String) -> String {
        var out = ""
        var dash = false
        for ch in text.split(separator: " ").prefix(3).joined(separator: " ").lowercased() {
            if ch.isLetter || ch.isNumber {
                if dash && !out.isEmpty { out.append("-") }
                out.append(ch)
                dash = false
            } else {
                dash = true
            }
        }
        return out.isEmpty ? "merchant" : String(out.prefix(24))
    }

    /// Manual entries join the list unless a detected, not ended subscription of the same service
    /// and currency already stands for them; then that one is marked `entered` and takes the trial end.
    func mergeManual(_ subs: inout [Subscription]) {
        for entry in options.manual {
            if let i = subs.firstIndex(where: {
                $0.merchantKey == entry.merchantKey && $0.currency == entry.currency && $0.status != .ended
            }) {
                if !subs[i].flags.contains(.entered) { subs[i].flags.append(.entered) }
                if subs[i].trialEnds == nil { subs[i].trialEnds = entry.trialEnds }
                continue
            }
            var m = entry
            var next = m.nextDate
            var guardCount = 0
            while next < options.asOf && guardCount < 1000 {  // an entered next date in the past rolls forward
                next = m.cycle.next(after: next, anchorDay: m.nextDate.day)
                guardCount += 1
            }
            m.nextDate = next
            subs.append(m)
        }
    }

    /// The kind of each (`KindClassifier`, or the user's), and the user's decisions: killed (and a
    /// loud flag when it charged again after), members, groups.
    func applyDecisions(_ subs: inout [Subscription]) {
        for i in subs.indices {
            let id = subs[i].id
            if let kind = options.kinds[id] {
                subs[i].kind = kind
                subs[i].kindSetByUser = true
            } else {
                subs[i].kind = KindClassifier.classify(subs[i])
            }
            if let group = options.groups[id] { subs[i].group = group }
            if let members = options.members[id], members > 1 { subs[i].members = members }
            guard let killed = options.killedOn[id] else { continue }
            subs[i].killedOn = killed
            if subs[i].charges.contains(where: { $0.date > killed && $0.status == .posted }) {
                subs[i].flags.append(.chargedAfterKill)
            }
        }
    }

    /// The same service, same currency and price, active twice at once (two accounts, or a second sign-up).
    ///
    /// - Complexity: pairs are compared only within one merchant and currency.
    func flagDuplicates(_ subs: inout [Subscription]) {
        var byMerchant: [String: [Int]] = [:]
        for i in subs.indices where subs[i].status == .active {
            byMerchant[subs[i].merchantKey + "\u{1F}" + subs[i].currency.code, default: []].append(i)
        }
        for members in byMerchant.values where members.count > 1 {
            for (n, i) in members.enumerated() {
                for j in members[(n + 1)...] {
                    let a = subs[i].lastAmount.minorUnits
                    let b = subs[j].lastAmount.minorUnits
                    guard abs(a - b) * 100 <= max(a, b) * 6 else { continue }
                    if !subs[i].flags.contains(.duplicate) { subs[i].flags.append(.duplicate) }
                    if !subs[j].flags.contains(.duplicate) { subs[j].flags.append(.duplicate) }
                }
            }
        }
    }

    /// For subscriptions and bills only: high: a yearly charge of 100 or more within 7 days; medium:
    /// a charge within 14 days and not confirmed in use for 30 days, a price above the catalog's
    /// reference, or 3+ active services in one category.
    func assessRisk(_ subs: inout [Subscription]) {
        var perCategory: [String: Int] = [:]
        for s in subs where s.counts && s.kind.isSpending {
            if let c = s.category { perCategory[c, default: 0] += 1 }
        }
        let today = options.asOf.dayNumber
        for i in subs.indices {
            var s = subs[i]
            if let killed = s.killedOn {
                let late = s.charges.filter { $0.date > killed && $0.status == .posted }
                s.risk = late.isEmpty ? .low : .high
                s.riskReasons =
                    late.isEmpty
                    ? [] : ["charged \(late.last!.date.iso) after you killed it on \(killed.iso): the cancellation did not work"]
                subs[i] = s
                continue
            }
            // ended ones charge no more; loans, rent and transfers are not what "worth a second look" is about
            guard s.status != .ended, s.kind.isSpending else {
                s.risk = .low
                s.riskReasons = []
                subs[i] = s
                continue
            }
            var reasons: [(Subscription.Risk, String)] = []
            if options.usage[s.id] == .rarely { reasons.append((.high, "you marked it rarely used")) }
            if let trial = s.trialEnds, trial.dayNumber - today >= 0, trial.dayNumber - today <= 7 {
                reasons.append((.high, "the free trial ends on \(trial.iso) and converts to \(s.lastAmount)"))
            }
            let daysToNext = s.nextDate.dayNumber - today
            let hundred = s.currency.minorUnitsPerMajor * 100
            if s.cycle == .yearly && s.lastAmount.minorUnits >= hundred && daysToNext >= 0 && daysToNext <= 7 {
                reasons.append((.high, "yearly charge of \(s.lastAmount) \(Self.inDays(daysToNext))"))
            }
            if daysToNext >= 0 && daysToNext <= 14 {
                let confirmed = options.confirmedOn[s.id].map { today - $0.dayNumber <= 30 } ?? false
                if !confirmed { reasons.append((.medium, "charges \(Self.inDays(daysToNext)); not confirmed in use in the last 30 days")) }
            }
            // the same cycle as the catalog's plan, and within 1.5× of it (beyond that it is another tier)
            if let id = s.catalogID, let brand = catalog.brand(id: id), brand.defaultCycle == s.cycle,
                let ref = brand.referencePrice(in: s.currency),
                s.lastAmount.minorUnits * 100 > ref.minorUnits * 105, s.lastAmount.minorUnits * 2 <= ref.minorUnits * 3
            {
                reasons.append((.medium, "price \(s.lastAmount) is above the usual \(ref)"))
            }
            if let c = s.category, (perCategory[c] ?? 0) >= 3, s.counts {
                reasons.append((.medium, "\(perCategory[c]!) active \(c) services"))
            }
            s.risk = reasons.map(\.0).max() ?? .low
            s.riskReasons = reasons.filter { $0.0 == s.risk }.map(\.1)
            subs[i] = s
        }
    }

}

extension UInt64 {
    var asInt64: Int64 { Int64(clamping: self) }
}

extension Detector {
    /// `today`, `tomorrow`, `in 6 days`: when a charge comes, for risk reasons.
    static func inDays(_ n: Int) -> String {
        switch n {
        case 0: return "today"
        case 1: return "tomorrow"
        default: return "in \(n) days"
        }
    }
}
