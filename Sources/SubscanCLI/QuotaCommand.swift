import SubscanApp

/// `subscan quota`: OCR pages used this month against the limit; `--limit N` changes the limit.
enum QuotaCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "quota", summary: "OCR pages used this month and the limit (--limit N sets it).",
            abstract: "Show the OCR pages used this month and the limit; --limit N sets the limit.",
            discussion: """
                Every screenshot page recognised counts once (ocrUsageCount) in the calendar month it was read.
                A page that fails or holds no transaction is not counted, and an image read before is never
                read or counted again. The limit (default 100 pages a month) is 'ocrLimit' in the config file;
                --limit writes it there. JSON: {"used":3,"limit":100,"period":"2026-11","resetsOn":"2026-12-01"}
                """,
            options: [
                OptionSpec(.limit, value: "N", help: "Set the monthly limit (0 stops OCR) in the config file."), SharedOptions.db,
            ], formats: ["table", "json"]),
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let console = invocation.console
        let format = try invocation.format()
        var config = try invocation.config()
        let limitText = invocation.value(.limit)
        if let text = limitText {
            guard let limit = Int(text), limit >= 0, limit <= 1_000_000 else {
                throw invocation.usageError("--limit needs a whole number of pages from 0 to 1000000, not '\(text)'")
            }
            try Config.set("ocrLimit", to: limit, environment: invocation.environment.variables)
            config.ocrLimit = limit
        }
        let store = try invocation.store()
        let today = invocation.environment.today()
        let period = OCRQuota.period(of: today)
        let used = try store.ocrUsageCount(period: period)
        let resets = OCRQuota.resetDate(after: today).iso
        if format == "json" {
            console.out(
                JSON.object([
                    ("used", String(used)), ("limit", String(config.ocrLimit)), ("period", JSON.string(period)),
                    ("resetsOn", JSON.string(resets)),
                ]) + "\n")
        } else {
            let left = max(0, config.ocrLimit - used)
            console.out("OCR pages in \(period): \(used) of \(config.ocrLimit) used, \(left) left; resets on \(resets)\n")
            if limitText != nil { console.out("The limit is now \(config.ocrLimit) pages a month (\(config.path)).\n") }
        }
        return ExitCode.ok
    }
}
