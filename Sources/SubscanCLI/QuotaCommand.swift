import Foundation
import SubscanCore
import SubscanStore

/// `subscan quota`: OCR pages used this month against the limit; `--limit N` changes the limit.
enum QuotaCommand {
    static let spec = CommandSpec(
        name: "quota",
        abstract: "Show the OCR pages used this month and the limit; --limit N sets the limit.",
        usage: "subscan quota [--limit N] [--format table|json] [--db PATH]",
        discussion: """
            Every screenshot page recognised counts once (ocrUsageCount) in the calendar month it was read.
            A page that fails or holds no transaction is not counted, and an image read before is never
            read or counted again. The limit (default 100 pages a month) is 'ocrLimit' in the config file;
            --limit writes it there. JSON: {"used":3,"limit":100,"period":"2026-11","resetsOn":"2026-12-01"}
            """,
        options: [
            OptionSpec(name: "limit", value: "N", help: "Set the monthly limit (0 stops OCR) in the config file."),
            OptionSpec(name: "format", value: "FORMAT", help: "table (default) or json."),
            OptionSpec(name: "db", value: "PATH", help: "The store. Default: $XDG_DATA_HOME/subscan/subscan.sqlite."),
        ],
        minPositionals: 0, maxPositionals: 0)

    /// `2026-11` for any day of November 2026.
    static func period(of day: LocalDate) -> String {
        String(format: "%04d-%02d", day.year, day.month)
    }

    /// The first day of the next month.
    static func resetDate(after day: LocalDate) -> LocalDate {
        day.month == 12 ? LocalDate(year: day.year + 1, month: 1, day: 1)! : LocalDate(year: day.year, month: day.month + 1, day: 1)!
    }

    static func run(_ parsed: ParsedArguments, environment: [String: String], console: Console) throws -> Int32 {
        let format = parsed.value("format") ?? "table"
        guard ["table", "json"].contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for quota (table, json)", usage: spec.usage)
        }
        var config = try Config.load(environment: environment)
        if let text = parsed.value("limit") {
            guard let limit = Int(text), limit >= 0, limit <= 1_000_000 else {
                throw UsageError(message: "--limit needs a whole number of pages from 0 to 1000000, not '\(text)'", usage: spec.usage)
            }
            try Config.set("ocrLimit", to: limit, environment: environment)
            config.ocrLimit = limit
        }
        let store = try Store(path: parsed.value("db") ?? Store.defaultPath(environment: environment))
        let today = ScanCommand.today()
        let period = period(of: today)
        let used = try store.ocrUsageCount(period: period)
        let resets = resetDate(after: today).iso
        if format == "json" {
            console.out(
                JSON.object([
                    ("used", String(used)), ("limit", String(config.ocrLimit)), ("period", JSON.string(period)),
                    ("resetsOn", JSON.string(resets)),
                ]) + "\n")
        } else {
            let left = max(0, config.ocrLimit - used)
            console.out("OCR pages in \(period): \(used) of \(config.ocrLimit) used, \(left) left; resets on \(resets)\n")
            if parsed.value("limit") != nil { console.out("The limit is now \(config.ocrLimit) pages a month (\(config.path)).\n") }
        }
        return ExitCode.ok
    }
}
