import SubscanCore

// Stages 9 and 10 of `Detector.detect`: duplicates, and what deserves a second look.
extension Detector {
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
