import SubscanApp
import SubscanCore
import SubscanStore

/// The report of `scan` and `report`: the store's subscriptions as of a date, in one format.
enum ReportOutput {
    static let formats = ["table", "json", "csv", "html", "ics"]

    static let options: [OptionSpec] = [
        SharedOptions.db,
        OptionSpec(
            .format, value: "FORMAT",
            help: "table (default), json, csv, html (one self-contained page), or ics (reminders for the next 90 days)."),
        SharedOptions.asOf,
        OptionSpec(.includeIncome, value: nil, help: "Also list recurring inflows (salary, rent received)."),
        SharedOptions.kinds,
        OptionSpec(.timings, value: nil, help: "Print how long loading, detecting and rendering took (stderr)."),
    ]

    /// Detects and prints. Options are checked before anything is imported (`checked`), so a bad
    /// `--format` never leaves a half-done scan.
    struct Request {
        var format: String
        var asOf: LocalDate
        var kinds: Set<StreamKind>?
        var includeIncome: Bool
        var timings: Bool

        init(_ invocation: Invocation) throws {
            format = try invocation.format()
            asOf = try invocation.asOf()
            kinds = try invocation.kinds()
            includeIncome = invocation.has(.includeIncome)
            timings = invocation.has(.timings)
        }
    }

    static func print(_ request: Request, store: Store, invocation: Invocation) throws {
        let console = invocation.console
        let found = try Subscriptions.detect(store: store, asOf: request.asOf, includeIncome: request.includeIncome)
        var subscriptions = found.list
        if let kinds = request.kinds { subscriptions = subscriptions.filter { kinds.contains($0.kind) } }
        let clock = ContinuousClock()
        let started = clock.now
        let caps = try Subscriptions.caps(store)
        let text: String
        switch request.format {
        case "json": text = ReportRenderer.json(subscriptions, caps: caps)
        case "csv": text = ReportRenderer.csv(subscriptions)
        case "html": text = HTMLReport.render(subscriptions, asOf: request.asOf, caps: caps)
        case "ics":
            let config = try invocation.config()
            text = ICalendar.document(
                ICalendar.upcoming(subscriptions, asOf: request.asOf, days: 90), alarmDays: config.reminderDays, stamp: ICalendar.stamp())
        default: text = ReportRenderer.table(subscriptions, asOf: request.asOf, caps: caps)
        }
        console.out(text)
        if found.copies > 0 {
            let rows =
                found.copies == 1
                ? "1 charge read from screenshots or statements is"
                : "\(found.copies) charges read from screenshots or statements are"
            console.err("note: \(rows) also in your exports; each is counted once\n")
        }
        if request.timings {
            func ms(_ d: Duration) -> String {
                let c = d.components
                return String(c.seconds * 1000 + c.attoseconds / 1_000_000_000_000_000)
            }
            let t = found.timings
            console.err(
                "timings: load \(ms(t.load)) ms (\(found.transactions) transactions), reconcile \(ms(t.reconcile)) ms, detect \(ms(t.detect)) ms (\(subscriptions.count) subscriptions), render \(ms(clock.now - started)) ms\n"
            )
        }
    }
}
