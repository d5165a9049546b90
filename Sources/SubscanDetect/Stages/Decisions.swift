import SubscanCore

// Stages 6 to 8 of `Detector.detect`: manual entries, stable ids, and the user's decisions.
extension Detector {
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
}
