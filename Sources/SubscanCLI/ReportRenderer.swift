import SubscanApp
import SubscanCore
import SubscanDetect

/// Turns detected subscriptions into the report formats: table, JSON (the contract in
/// docs/output.md), CSV.
enum ReportRenderer {

    /// Sum of monthly equivalents of active subscriptions (the user's share), per currency, never
    /// across currencies. A group counts the larger of its cap and the sum of its members.
    static func monthlyTotals(_ subs: [Subscription], caps: GroupCaps = [:]) -> [Money] {
        totals(subs, caps: caps) { s in
            s.monthlyShare.minorUnits
        } cap: { c in
            c.cycle.monthlyEquivalent(of: c.cap).minorUnits
        }
    }

    /// `monthlyTotals` of one kind's streams.
    static func monthlyTotals(_ subs: [Subscription], kind: StreamKind, caps: GroupCaps = [:]) -> [Money] {
        monthlyTotals(subs.filter { $0.kind == kind }, caps: caps)
    }

    /// The recurring outflows that are neither subscriptions nor bills, per kind with their monthly totals.
    static func apart(_ subs: [Subscription]) -> [(StreamKind, [Money])] {
        [StreamKind.loan, .rent, .transfer].compactMap { k in
            let totals = monthlyTotals(subs, kind: k)
            return totals.isEmpty ? nil : (k, totals)
        }
    }

    /// `153.95 USD a month  ·  1,847.40 USD a year` for one kind's counted streams, or nil when none counts.
    static func kindCost(_ subs: [Subscription], _ kind: StreamKind, caps: GroupCaps) -> String? {
        let members = subs.filter { $0.kind == kind }
        let monthly = monthlyTotals(members, caps: caps)
        guard !monthly.isEmpty else { return nil }
        return monthly.map(\.description).joined(separator: "  ·  ") + " a month  ·  "
            + yearlyTotals(members, caps: caps).map(\.description).joined(separator: "  ·  ") + " a year"
    }

    /// `loans 2,140.37 USD; rent 950.00 EUR a month`, or nil when nothing recurs apart.
    static func apartCost(_ subs: [Subscription]) -> String? {
        let totals = apart(subs)
        guard !totals.isEmpty else { return nil }
        return totals.map { k, t in "\(k.plural) " + t.map(\.description).joined(separator: " + ") }.joined(separator: "; ") + " a month"
    }

    /// What a year of the active subscriptions costs, per currency: each charge times its count per year.
    static func yearlyTotals(_ subs: [Subscription], caps: GroupCaps = [:]) -> [Money] {
        func perYear(_ c: BillingCycle) -> Int64 {
            switch c {
            case .weekly: return 52
            case .biweekly: return 26
            case .monthly: return 12
            case .quarterly: return 4
            case .semiannual: return 2
            case .yearly: return 1
            }
        }
        return totals(subs, caps: caps) { s in
            let year = s.lastAmount.minorUnits * perYear(s.cycle)
            return s.members > 1 ? (year + Int64(s.members) / 2) / Int64(s.members) : year
        } cap: { c in
            c.cap.minorUnits * perYear(c.cycle)
        }
    }

    private static func totals(
        _ subs: [Subscription], caps: GroupCaps, _ value: (Subscription) -> Int64, cap: ((cap: Money, cycle: BillingCycle)) -> Int64
    ) -> [Money] {
        var totals: [Currency: Int64] = [:]
        var grouped: [String: Int64] = [:]
        for s in subs where s.counts {
            if let g = s.group, caps[g] != nil {
                grouped[g, default: 0] += value(s)
            } else {
                totals[s.currency, default: 0] += value(s)
            }
        }
        for (g, sum) in grouped {
            let c = caps[g]!
            totals[c.cap.currency, default: 0] += max(sum, cap(c))
        }
        return totals.keys.sorted().map { Money(minorUnits: totals[$0]!, currency: $0) }
    }

    /// Groups whose members cost more than the cap: (group, members' sum, cap), per cycle.
    static func overCap(_ subs: [Subscription], caps: GroupCaps) -> [(String, Money, Money)] {
        var sums: [String: Int64] = [:]
        for s in subs where s.counts { if let g = s.group, caps[g] != nil { sums[g, default: 0] += s.lastAmount.minorUnits } }
        return sums.keys.sorted().compactMap { g in
            let c = caps[g]!
            return sums[g]! > c.cap.minorUnits ? (g, Money(minorUnits: sums[g]!, currency: c.cap.currency), c.cap) : nil
        }
    }

    static func json(_ subs: [Subscription], caps: GroupCaps = [:]) -> String {
        let candidates = subs.map(candidateJSON)
        let totals = monthlyTotals(subs, caps: caps).map {
            JSON.object([("currency", JSON.string($0.currency.code)), ("amount", JSON.string($0.decimalString))])
        }
        let byKind = StreamKind.allCases.filter { $0 != .income }.map { k in
            (
                k.rawValue,
                JSON.array(
                    monthlyTotals(subs, kind: k, caps: caps).map {
                        JSON.object([("currency", JSON.string($0.currency.code)), ("amount", JSON.string($0.decimalString))])
                    })
            )
        }
        return JSON.object([
            ("candidates", JSON.array(candidates)), ("monthlyTotals", JSON.array(totals)),
            ("monthlyTotalsByKind", JSON.object(byKind)),
        ]) + "\n"
    }

    static func candidateJSON(_ s: Subscription) -> String {
        JSON.object([
            ("id", JSON.string(s.id)), ("merchant", JSON.string(s.merchant)),
            ("catalogId", s.catalogID.map(JSON.string) ?? "null"), ("cycle", JSON.string(s.cycle.code)),
            ("currency", JSON.string(s.currency.code)), ("lastAmount", JSON.string(s.lastAmount.decimalString)),
            ("averageAmount", JSON.string(s.averageAmount.decimalString)),
            ("monthlyEquivalent", JSON.string(s.monthlyEquivalent.decimalString)),
            ("firstDate", JSON.string(s.firstDate.iso)), ("lastDate", JSON.string(s.lastDate.iso)),
            ("nextDate", JSON.string(s.nextDate.iso)), ("occurrences", String(s.occurrences)),
            ("status", JSON.string(s.status.rawValue)), ("confidence", confidenceText(s.confidence)),
            ("risk", JSON.string(s.risk.rawValue)), ("flags", JSON.array(s.flags.map { JSON.string($0.rawValue) })),
            (
                "charges",
                JSON.array(
                    s.charges.map { t in
                        JSON.object([
                            ("date", JSON.string(t.date.iso)), ("amount", JSON.string(t.amount.decimalString)),
                            ("description", JSON.string(t.description)),
                        ])
                    })
            ),
            ("riskReasons", JSON.array(s.riskReasons.map(JSON.string))),
            ("killed", s.killedOn == nil ? "false" : "true"), ("killedOn", s.killedOn.map { JSON.string($0.iso) } ?? "null"),
            ("members", String(s.members)), ("monthlyShare", JSON.string(s.monthlyShare.decimalString)),
            ("group", s.group.map(JSON.string) ?? "null"), ("trialEnds", s.trialEnds.map { JSON.string($0.iso) } ?? "null"),
            ("category", s.category.map(JSON.string) ?? "null"), ("kind", JSON.string(s.kind.rawValue)),
            ("cancelUrl", s.cancelURL.map(JSON.string) ?? "null"),
            (
                "priceHistory",
                JSON.array(
                    s.priceHistory.map {
                        JSON.object([("from", JSON.string($0.0.iso)), ("amount", JSON.string($0.1.decimalString))])
                    })
            ),
        ])
    }

    /// `0.97`: two decimals, no exponent.
    static func confidenceText(_ c: Double) -> String {
        let hundredths = Int((c * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    static let csvHeader =
        "id,merchant,catalogId,cycle,currency,lastAmount,averageAmount,monthlyEquivalent,firstDate,lastDate,nextDate,occurrences,status,confidence,risk,flags,kind\n"

    static func csv(_ subs: [Subscription]) -> String {
        var text = csvHeader
        for s in subs {
            text +=
                [
                    csvCell(s.id), csvCell(s.merchant), csvCell(s.catalogID ?? ""), s.cycle.code, s.currency.code,
                    s.lastAmount.decimalString, s.averageAmount.decimalString, s.monthlyEquivalent.decimalString, s.firstDate.iso,
                    s.lastDate.iso, s.nextDate.iso, String(s.occurrences), s.status.rawValue, confidenceText(s.confidence),
                    s.risk.rawValue, csvCell(s.flags.map(\.rawValue).joined(separator: ";")), s.kind.rawValue,
                ].joined(separator: ",") + "\n"
        }
        return text
    }

    /// The subscriptions' total first, then the bills' (one number per currency each), then what
    /// recurs but is in neither (loans, rent, transfers); then one table per kind; early, ended,
    /// income and killed apart.
    static func table(_ subs: [Subscription], asOf: LocalDate, caps: GroupCaps = [:]) -> String {
        var text = ""
        let counted = subs.filter(\.counts)
        if counted.isEmpty {
            text += "No active subscriptions found (as of \(asOf.iso)).\n"
        } else {
            text += "Subscriptions: " + (kindCost(subs, .subscription, caps: caps) ?? "none") + "   (as of \(asOf.iso))\n"
            text += "Bills:         " + (kindCost(subs, .bill, caps: caps) ?? "none") + "\n"
            if let apart = apartCost(subs) { text += "Also recurring, in neither total: " + apart + "\n" }
        }
        let header = ["ID", "NAME", "CYCLE", "PRICE", "PER MONTH", "NEXT", "STATUS", "RISK", "FLAGS"]
        func row(_ s: Subscription) -> [String] {
            var flags = s.flags.map(\.rawValue)  // the table words some of them
            if let i = flags.firstIndex(of: SubscriptionFlag.priceIncrease.rawValue), s.priceHistory.count >= 2 {
                let old = s.priceHistory[s.priceHistory.count - 2].1
                flags[i] = "price \(old.decimalString)→\(s.lastAmount.decimalString)"
            }
            if s.members > 1 { flags.append("shared by \(s.members): \(s.monthlyShare.decimalString) each") }
            if let killed = s.killedOn { flags.append("killed \(killed.iso)") }
            if let g = s.group { flags.append("group \(g)") }
            flags.removeAll { $0 == SubscriptionFlag.shareable.rawValue }  // said once, below the tables
            if let t = s.trialEnds { flags.append("trial ends \(t.iso)") }
            return [
                s.id, s.merchant, s.cycle.code, s.lastAmount.description, s.monthlyEquivalent.decimalString, s.nextDate.iso,
                s.status.rawValue, s.risk.rawValue, flags.joined(separator: ", "),
            ]
        }
        func byCycle(_ list: [Subscription]) -> [Subscription] {
            list.sorted { ($0.cycle, $0.merchant, $0.id) < ($1.cycle, $1.merchant, $1.id) }
        }
        let sections: [(String, [StreamKind])] = [
            ("SUBSCRIPTIONS", [.subscription]), ("BILLS", [.bill]),
            ("LOANS, RENT AND TRANSFERS (recurring; in neither total)", [.loan, .rent, .transfer]),
        ]
        for (title, kinds) in sections {
            let members = byCycle(counted.filter { kinds.contains($0.kind) })
            guard !members.isEmpty else { continue }
            var h = header
            var rows = members.map(row)
            if kinds.count > 1 {  // say which
                h.insert("KIND", at: 2)
                rows = zip(members, rows).map { s, r in
                    var r = r
                    r.insert(s.kind.rawValue, at: 2)
                    return r
                }
            }
            text += "\n\(title)\n"
            text += renderTable(header: h, rows: rows, rightAligned: kinds.count > 1 ? [4, 5] : [3, 4])
        }
        let early = subs.filter { $0.status == .early && $0.killedOn == nil }
        if !early.isEmpty {
            text += "\nEARLY (too few charges to be sure; not counted)\n"
            text += renderTable(header: header, rows: early.map(row), rightAligned: [3, 4])
        }
        let ended = subs.filter { $0.status == .ended && $0.killedOn == nil }
        if !ended.isEmpty {
            text += "\nENDED (no charge when one was due; not counted)\n"
            text += renderTable(header: header, rows: ended.map(row), rightAligned: [3, 4])
        }
        let income = subs.filter { $0.flags.contains(.income) && $0.status == .active && $0.killedOn == nil }
        if !income.isEmpty {
            text += "\nINCOME (recurring inflows; not counted)\n"
            text += renderTable(header: header, rows: income.map(row), rightAligned: [3, 4])
        }
        let killed = subs.filter { $0.killedOn != nil }
        if !killed.isEmpty {
            text += "\nKILLED (cancelled by you; not counted)\n"
            text += renderTable(header: header, rows: killed.map(row), rightAligned: [3, 4])
        }
        let shareable = subs.filter { $0.counts && $0.members == 1 && $0.flags.contains(.shareable) }
        if !shareable.isEmpty {
            text +=
                "\nShared plans exist for " + shareable.map(\.merchant).joined(separator: ", ")
                + ": if you split one, 'subscan share NAME --members N' counts only your part.\n"
        }
        for (g, sum, cap) in overCap(subs, caps: caps) {
            text += "\nGroup \(g): its members cost \(sum) per cycle, over the cap of \(cap).\n"
        }
        let risky = subs.filter { $0.risk != .low && ($0.status != .ended || $0.killedOn != nil) }
        if !risky.isEmpty {
            text += "\nWORTH A SECOND LOOK\n"
            for s in risky.sorted(by: { ($0.risk, $1.merchant) > ($1.risk, $0.merchant) }) {
                text += "  [\(s.risk.rawValue)] \(s.merchant): \(s.riskReasons.joined(separator: "; "))\n"
            }
        }
        return text
    }
}
