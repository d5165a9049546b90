import SubscanApp
import SubscanCore

/// One self-contained HTML page: inline CSS and SVG, no scripts, no fonts or images from anywhere.
///
/// Top to bottom: the subscriptions' and the bills' monthly totals per currency with the yearly
/// projection, and a line for loans, rent and transfers (in neither total); per currency, a
/// stacked bar chart of subscriptions and bills per month (one colour per subscription, the
/// brand's where the catalog has one and no colour before it is alike, labels one per quarter); subscriptions, bills, then loans, rent and transfers, each by cycle; the
/// next 30 days; ended and killed ones with
/// the savings; a footer with the data range and the date. Light and dark (prefers-color-scheme),
/// a narrow phone layout, printable. Everything from a statement is escaped.
enum HTMLReport {
    static func render(_ subs: [Subscription], asOf: LocalDate, caps: GroupCaps = [:]) -> String {
        var h = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Subscriptions · subscan</title>
            <style>\(css)</style>
            </head>
            <body>
            <main>
            <header><h1>Your subscriptions</h1><p class="muted">as of \(asOf.iso)</p></header>

            """
        // 1. Totals: subscriptions, then bills (per currency each); what recurs in neither, in a line
        h += "<section class=\"totals\" aria-label=\"Totals\">\n"
        if !subs.contains(where: \.counts) { h += "<p>No active subscriptions.</p>\n" }
        for kind in [StreamKind.subscription, .bill] {
            let members = subs.filter { $0.kind == kind }
            let monthly = ReportRenderer.monthlyTotals(members, caps: caps)
            let yearly = ReportRenderer.yearlyTotals(members, caps: caps)
            for m in monthly {
                let y = yearly.first { $0.currency == m.currency }
                h += "<div class=\"total\" data-kind=\"\(kind.rawValue)\" data-currency=\"\(m.currency.code)\">"
                h += "<span class=\"label\">\(kind.plural.capitalized)</span><span class=\"big\">\(esc(grouped(m)))</span>"
                h += "<span class=\"unit\">\(m.currency.code) a month</span>"
                if let y { h += "<span class=\"muted\">\(esc(grouped(y))) \(y.currency.code) a year</span>" }
                h += "</div>\n"
            }
        }
        h += "</section>\n"
        if let apart = ReportRenderer.apartCost(subs) {
            h += "<p class=\"muted apart\">Also recurring, in neither total: \(esc(apart)).</p>\n"
        }

        // 2. Charts, one per currency
        // (subscriptions and bills: a mortgage would dwarf every bar it shares a month with)
        for currency in Set(subs.filter(\.kind.isSpending).map(\.currency)).sorted() {
            h += chart(subs.filter { $0.currency == currency && $0.status != .early && $0.kind.isSpending }, currency: currency)
        }

        // 3. By kind, each by cycle
        let sections: [(String, [StreamKind])] = [
            ("Subscriptions", [.subscription]), ("Bills", [.bill]),
            ("Loans, rent and transfers (in neither total)", [.loan, .rent, .transfer]),
        ]
        for (title, kinds) in sections {
            let members = subs.filter { $0.counts && kinds.contains($0.kind) }.sorted {
                ($0.cycle, $0.merchant, $0.id) < ($1.cycle, $1.merchant, $1.id)
            }
            guard !members.isEmpty else { continue }
            h +=
                "<section data-kinds=\"\(kinds.map(\.rawValue).joined(separator: " "))\"><h2>\(title)</h2>\n" + table(members)
                + "</section>\n"
        }
        let early = subs.filter { $0.status == .early && $0.killedOn == nil }
        if !early.isEmpty { h += "<section><h2>Early (too few charges to be sure)</h2>\n" + table(early) + "</section>\n" }

        // 4. Next 30 days
        h += strip(subs, asOf: asOf)

        // 5. Ended and killed
        let ended = subs.filter { $0.status == .ended && $0.killedOn == nil }
        if !ended.isEmpty { h += "<section><h2>Ended (not counted)</h2>\n" + table(ended) + "</section>\n" }
        let killed = subs.filter { $0.killedOn != nil }
        if !killed.isEmpty {
            var savings: [Currency: Int64] = [:]
            for s in killed { savings[s.currency, default: 0] += s.monthlyShare.minorUnits }
            let tally = savings.keys.sorted().map { "\(grouped(Money(minorUnits: savings[$0]!, currency: $0))) \($0.code)" }
            h +=
                "<section><h2>Killed</h2><p class=\"savings\">\(killed.count) killed, saving \(esc(tally.joined(separator: " + "))) a month</p>\n"
            h += table(killed) + "</section>\n"
        }

        // 6. Footer
        let dates = subs.flatMap { $0.charges.map(\.date) }
        let range = dates.isEmpty ? "no charges" : "\(dates.min()!.iso) to \(dates.max()!.iso)"
        h += "<footer class=\"muted\">Charges from \(range). Made by subscan on \(asOf.iso); nothing left this computer.</footer>\n"
        h += "</main>\n</body>\n</html>\n"
        return h
    }

    // MARK: parts

    /// Subscriptions and bills per month, one stacked bar per month, one colour per subscription.
    static func chart(_ subs: [Subscription], currency: Currency) -> String {
        var perMonth: [String: [(Subscription, Int64)]] = [:]
        for s in subs {
            var byMonth: [String: Int64] = [:]
            for t in s.charges where t.status == .posted {
                byMonth[String(t.date.iso.prefix(7)), default: 0] += Int64(clamping: t.amount.minorUnits.magnitude)
            }
            for (m, v) in byMonth { perMonth[m, default: []].append((s, v)) }
        }
        let months = perMonth.keys.sorted()
        guard !months.isEmpty else { return "" }
        let colors = distinctColors(subs.sorted { $0.id < $1.id })
        let top = perMonth.values.map { $0.reduce(0) { $0 + $1.1 } }.max() ?? 1
        let height = 180.0
        let barWidth = 18.0
        let gap = 6.0
        let width = Double(months.count) * (barWidth + gap) + 40
        var svg = "<section><h2>Subscriptions and bills per month, \(currency.code)</h2>\n"
        svg +=
            "<svg class=\"chart\" role=\"img\" aria-label=\"Subscriptions and bills per month in \(currency.code)\" viewBox=\"0 0 \(fmt(width)) \(fmt(height + 40))\" width=\"\(fmt(width))\" height=\"\(fmt(height + 40))\" data-currency=\"\(currency.code)\" data-max=\"\(top)\">\n"
        for (i, month) in months.enumerated() {
            let x = 30 + Double(i) * (barWidth + gap)
            var y = height
            for (s, v) in perMonth[month]!.sorted(by: { $0.0.id < $1.0.id }) {
                let h = Double(v) / Double(max(top, 1)) * (height - 10)
                y -= h
                svg +=
                    "<rect class=\"bar\" x=\"\(fmt(x))\" y=\"\(fmt(y))\" width=\"\(fmt(barWidth))\" height=\"\(fmt(h))\" fill=\"\(colors[s.id]!)\" data-month=\"\(month)\" data-id=\"\(esc(s.id))\" data-minor=\"\(v)\"><title>\(esc(s.merchant)) \(month): \(esc(Money(minorUnits: v, currency: currency).description))</title></rect>\n"
            }
            // one label per quarter (January, April, July, October), or the first month: never crowded
            let monthNumber = Int(month.suffix(2)) ?? 1
            let step = months.count > 36 ? 6 : 3
            if (monthNumber - 1) % step == 0 || (i == 0 && months.count <= step) {
                svg +=
                    "<text x=\"\(fmt(x + barWidth / 2))\" y=\"\(fmt(height + 18))\" text-anchor=\"middle\" class=\"axis\">\(month)</text>\n"
            }
        }
        svg += "</svg>\n<ul class=\"legend\">"
        for s in subs.sorted(by: { $0.id < $1.id }) where perMonth.values.contains(where: { $0.contains { $0.0.id == s.id } }) {
            svg += "<li><span class=\"swatch\" style=\"background:\(colors[s.id]!)\"></span>\(esc(s.merchant))</li>"
        }
        return svg + "</ul></section>\n"
    }

    static func table(_ subs: [Subscription]) -> String {
        var t =
            "<div class=\"scroll\"><table><thead><tr><th>Name</th><th>Cycle</th><th class=\"num\">Price</th><th class=\"num\">Per month</th><th>Next</th><th>Status</th><th>Risk</th><th>Notes</th></tr></thead><tbody>\n"
        for s in subs {
            var notes: [String] = []
            if s.flags.contains(.priceIncrease), s.priceHistory.count >= 2 {
                notes.append("price \(grouped(s.priceHistory[s.priceHistory.count - 2].1)) → \(grouped(s.lastAmount))")
            }
            if s.members > 1 { notes.append("shared by \(s.members): \(grouped(s.monthlyShare)) each") }
            if let k = s.killedOn { notes.append("killed \(k.iso)") }
            if s.flags.contains(.chargedAfterKill) { notes.append("CHARGED AFTER KILL") }
            if let g = s.group { notes.append("group \(g)") }
            for f in s.flags where ![SubscriptionFlag.priceIncrease, .shareable, .chargedAfterKill].contains(f) {
                notes.append(f.rawValue.replacingOccurrences(of: "_", with: " "))
            }
            // data-label names each cell when a narrow screen shows the row as a card
            t +=
                "<tr class=\"risk-\(s.risk.rawValue)\" data-kind=\"\(s.kind.rawValue)\"><td class=\"name\">\(esc(s.merchant))</td><td data-label=\"Cycle\">\(s.cycle.code)</td><td class=\"num\" data-label=\"Price\">\(esc(grouped(s.lastAmount))) \(s.currency.code)</td>"
            t +=
                "<td class=\"num\" data-label=\"Per month\">\(esc(grouped(s.monthlyEquivalent)))</td><td data-label=\"Next\">\(s.nextDate.iso)</td><td data-label=\"Status\">\(s.status.rawValue)</td>"
            t +=
                "<td data-label=\"Risk\"><span class=\"badge \(s.risk.rawValue)\">\(s.risk.rawValue)</span></td><td data-label=\"Notes\"\(notes.isEmpty ? " class=\"empty\"" : "")>\(esc(notes.joined(separator: "; ")))</td></tr>\n"
        }
        return t + "</tbody></table></div>\n"
    }

    /// The next 30 days as a strip of day cells; days with charges show them.
    static func strip(_ subs: [Subscription], asOf: LocalDate) -> String {
        let events = ICalendar.upcoming(subs, asOf: asOf, days: 29)
        var h = "<section><h2>Next 30 days</h2><ol class=\"strip\">\n"
        for offset in 0..<30 {
            let day = asOf.adding(days: offset)
            let due = events.filter { $0.1 == day }
            h +=
                "<li class=\"day\(due.isEmpty ? "" : " due")\" data-date=\"\(day.iso)\"><span class=\"d\">\(day.day)</span><span class=\"date\">\(day.iso)</span>"
            for (s, _) in due { h += "<span class=\"c\">\(esc(s.merchant)) \(esc(grouped(s.lastAmount)))</span>" }
            h += "</li>\n"
        }
        return h + "</ol></section>\n"
    }

    // MARK: helpers

    /// HTML-escapes text from statements and the catalog.
    static func esc(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }

    static func grouped(_ m: Money) -> String {
        String(m.description.dropLast(m.currency.code.count + 1))
    }

    static func fmt(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// One colour per subscription, no two alike: the brand's when it differs enough from those
    /// given before (in id order), else the palette colour farthest from all of them.
    static func distinctColors(_ subs: [Subscription]) -> [String: String] {
        func rgb(_ hex: String) -> (Int, Int, Int) {
            let v = Int(hex.dropFirst(), radix: 16) ?? 0
            return (v >> 16 & 0xFF, v >> 8 & 0xFF, v & 0xFF)
        }
        /// A perceptual distance ("redmean"): under about 150, two swatches of a legend are easily confused.
        func distance(_ a: String, _ b: String) -> Double {
            let (r1, g1, b1) = rgb(a)
            let (r2, g2, b2) = rgb(b)
            let r = Double(r1 + r2) / 2
            let dr = Double(r1 - r2)
            let dg = Double(g1 - g2)
            let db = Double(b1 - b2)
            return ((2 + r / 256) * dr * dr + 4 * dg * dg + (2 + (255 - r) / 256) * db * db).squareRoot()
        }
        var given: [String: String] = [:]
        var used: [String] = []
        for s in subs where given[s.id] == nil {
            var pick = color(for: s)
            if used.contains(where: { distance($0, pick) < 150 }) {
                // the palette colour farthest from every colour given so far
                let spread = { (c: String) in used.map { distance($0, c) }.min() ?? .infinity }
                pick = palette.filter { !used.contains($0) }.max { spread($0) < spread($1) } ?? pick
            }
            given[s.id] = pick
            used.append(pick)
        }
        return given
    }

    static let palette = ["#4E79A7", "#F28E2B", "#59A14F", "#B07AA1", "#EDC948", "#76B7B2", "#E15759", "#9C755F", "#FF9DA7", "#BAB0AC"]

    /// The brand's colour when it is a safe #RRGGBB, else one of a palette chosen by id.
    static func color(for s: Subscription) -> String {
        if let c = s.color, c.count == 7, c.hasPrefix("#"), c.dropFirst().allSatisfy(\.isHexDigit) { return c }
        let hash = s.id.unicodeScalars.reduce(UInt32(2166136261)) { ($0 ^ $1.value) &* 16777619 }
        return palette[Int(hash % UInt32(palette.count))]
    }

    static let css = """
        :root{color-scheme:light dark;--bg:#ffffff;--fg:#1b1b1f;--muted:#555a64;--line:#d9dce1;--card:#f5f6f8;--high:#b3261e;--medium:#8a5a00;--low:#2e6b34}
        @media (prefers-color-scheme:dark){:root{--bg:#121316;--fg:#eceef2;--muted:#b4b9c3;--line:#343841;--card:#1d1f24;--high:#ff8a80;--medium:#ffcc66;--low:#8fd694}}
        *{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif}
        main{max-width:980px;margin:0 auto;padding:16px}h1{margin:.2em 0}h2{font-size:1.1rem;margin:1.6em 0 .5em}
        .muted{color:var(--muted)}.totals{display:flex;flex-wrap:wrap;gap:12px}.total{background:var(--card);border-radius:12px;padding:14px 18px;display:flex;flex-direction:column;min-width:200px}
        .big{font-size:2.2rem;font-weight:700;font-variant-numeric:tabular-nums}.unit{font-weight:600}.label{font-weight:600;color:var(--muted)}
        table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--line);vertical-align:top}
        .num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.badge{font-weight:600}.badge.high{color:var(--high)}.badge.medium{color:var(--medium)}.badge.low{color:var(--low)}
        .chart{width:100%;height:auto}.chart .axis{fill:var(--muted);font-size:13px}.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:6px 14px}
        .swatch{display:inline-block;width:.9em;height:.9em;border-radius:2px;margin-right:6px;vertical-align:-1px}
        .strip{list-style:none;padding:0;display:grid;grid-template-columns:repeat(10,1fr);gap:4px}.day{background:var(--card);border-radius:6px;padding:4px;min-height:54px;font-size:12px}
        .day .d{display:block;color:var(--muted)}.day .date{display:none}.day.due{outline:2px solid var(--medium)}.day .c{display:block;font-weight:600}
        footer{margin:2em 0 1em;font-size:13px}.scroll{overflow-x:auto}
        @media (max-width:600px){.big{font-size:1.8rem}.total{min-width:0;flex:1 1 100%}
        table,tbody,tr,td{display:block}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
        tr{background:var(--card);border-radius:10px;margin:0 0 10px;padding:8px 12px}td{border:0;padding:2px 0;display:flex;justify-content:space-between;gap:12px;text-align:right}
        td::before{content:attr(data-label);color:var(--muted);text-align:left}td.name{font-weight:700;display:block;text-align:left}td.empty{display:none}td.num{white-space:normal}
        .strip{display:block}.day{display:none}.day.due{display:flex;flex-wrap:wrap;gap:4px 12px;min-height:0;margin:0 0 6px;padding:8px 10px;font-size:14px}.day .d{display:none}.day .date{display:block;color:var(--muted)}}
        @media print{:root{--bg:#fff;--fg:#000}.day{min-height:auto}}
        """
}
