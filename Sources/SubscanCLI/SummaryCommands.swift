import Foundation
import SubscanApp
import SubscanCore
import SubscanDetect
import SubscanStore

/// `summary`, `upcoming` and `config`.
enum SummaryCommands {
    static let summary = Command(
        spec: CommandSpec(
            name: "summary", summary: "Cost per month and year, what to look at, what you saved.",
            abstract: "What your subscriptions cost, what to look at, what you saved.",
            discussion:
                "Monthly and yearly cost per currency, counts by status, the five most expensive, high-risk items with why, killed savings, price increases in the last 90 days.",
            options: SharedOptions.lifecycle + [SharedOptions.kinds], formats: ["table", "json"]),
        run: { try run("summary", $0) })
    static let upcoming = Command(
        spec: CommandSpec(
            name: "upcoming", summary: "Charges due soon (--days N), or an iCalendar file of reminders (--format ics).",
            abstract: "Charges due in the next days, as a list or an iCalendar file with reminders.",
            discussion:
                "ICS: one all-day event per charge with alarms before it (reminderDays in the config, default 7, 3 and 1 days); event UIDs are stable, so importing again updates the calendar instead of doubling it.",
            options: SharedOptions.lifecycle + [OptionSpec(.days, value: "N", help: "How far ahead (default 30)."), SharedOptions.kinds],
            formats: ["table", "ics"]),
        run: { try run("upcoming", $0) })
    static let config = Command(
        spec: CommandSpec(
            name: "config", summary: "Show the settings and where each comes from.",
            abstract: "Show the effective settings and where each comes from.",
            discussion:
                "Settings live in $XDG_CONFIG_HOME/subscan/config.json (else ~/.config/subscan/config.json): reminderDays, ocrLimit, defaultCurrency, languages.",
            options: [], formats: ["table", "json"]),
        run: { try run("config", $0) })

    static func run(_ name: String, _ invocation: Invocation) throws -> Int32 {
        let console = invocation.console
        let format = try invocation.format()
        let config = try invocation.config()
        if name == "config" { return show(config, format: format, console: console) }
        var days = 30
        if name == "upcoming", let text = invocation.value(.days) {
            guard let n = Int(text), n >= 0, n <= 3650 else {
                throw invocation.usageError("--days must be a whole number from 0 to 3650, not '\(text)'")
            }
            days = n
        }
        let onlyKinds = try invocation.kinds()
        var ctx = try invocation.subscriptions()
        if let onlyKinds { ctx.list = ctx.list.filter { onlyKinds.contains($0.kind) } }
        if name == "upcoming" {
            let events = ICalendar.upcoming(ctx.list, asOf: ctx.asOf, days: days)
            if format == "ics" {
                console.out(ICalendar.document(events, alarmDays: config.reminderDays, stamp: ICalendar.stamp()))
            } else if events.isEmpty {
                console.out("No charges due in the next \(days) days (as of \(ctx.asOf.iso)).\n")
            } else {
                let rows = events.map { s, d in [d.iso, s.merchant, s.lastAmount.description, s.id, s.risk == .low ? "" : s.risk.rawValue] }
                console.out(renderTable(header: ["DATE", "NAME", "AMOUNT", "ID", "RISK"], rows: rows, rightAligned: [2]))
            }
            return ExitCode.ok
        }
        return printSummary(ctx.list, asOf: ctx.asOf, store: ctx.store, format: format, console: console)
    }

    static func show(_ config: Config, format: String, console: Console) -> Int32 {
        let rows: [(String, String)] = [
            ("reminderDays", config.reminderDays.map(String.init).joined(separator: ", ")),
            ("ocrLimit", String(config.ocrLimit)),
            ("defaultCurrency", config.defaultCurrency?.code ?? "(none: files must name theirs, else USD)"),
            ("languages", config.languages.joined(separator: ", ")),
        ]
        if format == "json" {
            let items = rows.map { key, value in
                JSON.object([
                    ("key", JSON.string(key)), ("value", JSON.string(value)), ("source", JSON.string(config.sources[key] ?? "default")),
                ])
            }
            console.out(JSON.object([("file", JSON.string(config.path)), ("settings", JSON.array(items))]) + "\n")
        } else {
            console.out("config file: \(config.path)\(FileManager.default.fileExists(atPath: config.path) ? "" : " (not present)")\n\n")
            console.out(
                renderTable(header: ["SETTING", "VALUE", "FROM"], rows: rows.map { [$0.0, $0.1, config.sources[$0.0] ?? "default"] }))
        }
        return ExitCode.ok
    }

    static func printSummary(_ subs: [Subscription], asOf: LocalDate, store: Store, format: String, console: Console) -> Int32 {
        let caps = (try? Subscriptions.caps(store)) ?? [:]
        let monthly = ReportRenderer.monthlyTotals(subs, caps: caps)
        let yearly = ReportRenderer.yearlyTotals(subs, caps: caps)
        let counted = subs.filter(\.counts)
        let byStatus: [(String, Int)] = [
            ("active", counted.count), ("early", subs.filter { $0.status == .early && $0.killedOn == nil }.count),
            ("ended", subs.filter { $0.status == .ended && $0.killedOn == nil }.count),
            ("killed", subs.filter { $0.killedOn != nil }.count),
        ]
        // the five most expensive subscriptions and bills of each currency (amounts of two currencies do not compare)
        let top = Dictionary(grouping: counted.filter(\.kind.isSpending), by: \.currency).sorted { $0.key < $1.key }.flatMap { _, list in
            list.sorted { ($0.monthlyShare.minorUnits, $1.id) > ($1.monthlyShare.minorUnits, $0.id) }.prefix(5)
        }
        let high = subs.filter { $0.risk == .high }
        var savings: [Currency: Int64] = [:]
        for s in subs where s.killedOn != nil && !s.flags.contains(.chargedAfterKill) {
            savings[s.currency, default: 0] += s.monthlyShare.minorUnits
        }
        let saved = savings.keys.sorted().map { Money(minorUnits: savings[$0]!, currency: $0) }
        let since = asOf.adding(days: -90)
        let increases = subs.filter { s in
            s.flags.contains(.priceIncrease) && s.priceHistory.count >= 2 && s.priceHistory.last!.0 >= since
        }
        if format == "json" {
            func money(_ list: [Money]) -> String {
                JSON.array(
                    list.map { JSON.object([("currency", JSON.string($0.currency.code)), ("amount", JSON.string($0.decimalString))]) })
            }
            console.out(
                JSON.object([
                    ("asOf", JSON.string(asOf.iso)), ("monthly", money(monthly)), ("yearly", money(yearly)),
                    (
                        "monthlyByKind",
                        JSON.object(
                            StreamKind.allCases.filter { $0 != .income }.map {
                                ($0.rawValue, money(ReportRenderer.monthlyTotals(subs, kind: $0, caps: caps)))
                            })
                    ),
                    ("counts", JSON.object(byStatus.map { ($0.0, String($0.1)) })),
                    (
                        "mostExpensive",
                        JSON.array(
                            top.map {
                                JSON.object([
                                    ("id", JSON.string($0.id)), ("merchant", JSON.string($0.merchant)),
                                    ("currency", JSON.string($0.currency.code)), ("monthly", JSON.string($0.monthlyShare.decimalString)),
                                ])
                            })
                    ),
                    (
                        "highRisk",
                        JSON.array(
                            high.map {
                                JSON.object([
                                    ("id", JSON.string($0.id)), ("merchant", JSON.string($0.merchant)),
                                    ("reasons", JSON.array($0.riskReasons.map(JSON.string))),
                                ])
                            })
                    ),
                    ("killedSavings", money(saved)),
                    (
                        "priceIncreases",
                        JSON.array(
                            increases.map { s in
                                JSON.object([
                                    ("id", JSON.string(s.id)), ("merchant", JSON.string(s.merchant)),
                                    ("from", JSON.string(s.priceHistory[s.priceHistory.count - 2].1.decimalString)),
                                    ("to", JSON.string(s.lastAmount.decimalString)), ("on", JSON.string(s.priceHistory.last!.0.iso)),
                                ])
                            })
                    ),
                ]) + "\n")
            return ExitCode.ok
        }
        var text = "Summary as of \(asOf.iso)\n\n"
        text += "Subscriptions: " + (ReportRenderer.kindCost(subs, .subscription, caps: caps) ?? "nothing") + "\n"
        text += "Bills:         " + (ReportRenderer.kindCost(subs, .bill, caps: caps) ?? "nothing") + "\n"
        if let apart = ReportRenderer.apartCost(subs) { text += "Also recurring, in neither: " + apart + "\n" }
        text +=
            "All recurring: " + (monthly.isEmpty ? "nothing" : monthly.map(\.description).joined(separator: "  ·  ") + " a month") + "\n"
        text += byStatus.map { "\($0.1) \($0.0)" }.joined(separator: ", ") + "\n"
        if !top.isEmpty {
            text += "\nMost expensive per month (top five of each currency):\n"
            for s in top { text += "  \(s.monthlyShare)  \(s.merchant) (\(s.id))\n" }
        }
        if !high.isEmpty {
            text += "\nHigh risk:\n"
            for s in high { text += "  \(s.merchant) (\(s.id)): \(s.riskReasons.joined(separator: "; "))\n" }
        }
        if !increases.isEmpty {
            text += "\nPrice increases in the last 90 days:\n"
            for s in increases {
                text +=
                    "  \(s.merchant): \(s.priceHistory[s.priceHistory.count - 2].1) → \(s.lastAmount) on \(s.priceHistory.last!.0.iso)\n"
            }
        }
        if !saved.isEmpty { text += "\nKilled: saving " + saved.map(\.description).joined(separator: " + ") + " a month\n" }
        console.out(text)
        return ExitCode.ok
    }
}
