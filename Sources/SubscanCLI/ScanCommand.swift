import Foundation
import SubscanCore
import SubscanDetect
import SubscanIngest
import SubscanStore

/// `subscan scan FILE...` (also `subscan FILE...`) and `subscan report`: find the subscriptions.
enum ScanCommand {
    static let reportOptions: [OptionSpec] = [
        OptionSpec(name: "db", value: "PATH", help: "The store. Default: $XDG_DATA_HOME/subscan/subscan.sqlite."),
        OptionSpec(
            name: "format", value: "FORMAT",
            help: "table (default), json, csv, html (one self-contained page), or ics (reminders for the next 90 days)."),
        OptionSpec(name: "as-of", value: "DATE", help: "Treat this date (YYYY-MM-DD) as today. Default: today."),
        OptionSpec(name: "include-income", value: nil, help: "Also list recurring inflows (salary, rent received)."),
        OptionSpec(
            name: "kind", value: "KINDS",
            help: "Only these kinds, comma-separated: subscription, bill, loan, rent, transfer, income. Default: all."),
        OptionSpec(name: "timings", value: nil, help: "Print how long loading, detecting and rendering took (stderr)."),
    ]

    /// `--kind subscription,bill`: the kinds asked for, or nil for all.
    static func kinds(_ parsed: ParsedArguments, usage: String) throws -> Set<StreamKind>? {
        guard let text = parsed.value("kind") else { return nil }
        var kinds = Set<StreamKind>()
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
            guard let k = StreamKind(code: word) else {
                throw UsageError(
                    message: "--kind takes subscription, bill, loan, rent, transfer or income (comma-separated), not '\(word)'",
                    usage: usage)
            }
            kinds.insert(k)
        }
        guard !kinds.isEmpty else { throw UsageError(message: "--kind needs at least one kind", usage: usage) }
        return kinds
    }

    static let scanSpec = CommandSpec(
        name: "scan",
        abstract: "Import bank exports, then report every subscription found in the store.",
        usage:
            "subscan scan FILE... [--db PATH] [--format table|json|csv|html|ics] [--as-of DATE] [--kind KINDS] [--include-income] [--lang LANG] [import options]",
        discussion: """
            'subscan FILE...' is the same. FILE is a bank export (.csv and the like), a screenshot (.png .jpg
            .tif .webp .bmp .gif, read by OCR and counted against 'subscan quota'), a PDF statement (.pdf; only
            scanned pages are counted), or a text statement (.txt).
            Files go into the store first (each once; see 'subscan import --help'), then the report covers
            everything stored, so overlapping exports never count twice. --as-of is also what "Today" and
            year-less dates on screenshots mean (default: each file's modification date).
            """,
        options: reportOptions + IngestOptions.specs, minPositionals: 1, maxPositionals: nil)

    static let reportSpec = CommandSpec(
        name: "report",
        abstract: "Report the subscriptions found in the store, without importing anything.",
        usage: "subscan report [--db PATH] [--format table|json|csv|html|ics] [--as-of DATE] [--kind KINDS] [--include-income]",
        discussion: """
            The table leads with the subscriptions' monthly total, then the bills' (per currency each);
            loans, rent and transfers are listed apart, in neither total. Early (too few charges) and
            ended ones are listed apart and not counted. 'subscan kind NAME KIND' corrects a kind.
            JSON and CSV: see docs/output.md.
            """,
        options: reportOptions, minPositionals: 0, maxPositionals: 0)

    static func run(_ parsed: ParsedArguments, ingest: Bool, environment: [String: String], console: Console) throws -> Int32 {
        let spec = ingest ? scanSpec : reportSpec
        let format = parsed.value("format") ?? "table"
        guard ["table", "json", "csv", "ics", "html"].contains(format) else {
            throw UsageError(message: "unknown format '\(format)' (table, json, csv, ics, html)", usage: spec.usage)
        }
        let asOf = try resolveAsOf(parsed.value("as-of"), usage: spec.usage)
        let onlyKinds = try kinds(parsed, usage: spec.usage)
        let options = ingest ? try IngestOptions.resolve(parsed, usage: spec.usage, environment: environment) : ImportOptions()
        let store = try Store(path: parsed.value("db") ?? Store.defaultPath(environment: environment))

        var exit = ExitCode.ok
        if ingest {
            let settings = try IngestOptions.statementSettings(parsed, options: options, usage: spec.usage, environment: environment)
            let outcome = Ingestor.ingest(
                parsed.positionals, options: options, settings: settings, store: store, console: console, json: false, toStdout: false)
            exit = outcome.exitCode
            if exit == ExitCode.failure { return exit }  // nothing was read: a report would only repeat the old state
        }

        let clock = ContinuousClock()
        let t0 = clock.now
        let (loaded, fromStatement) = try store.transactionsWithOrigin()
        let tLoaded = clock.now
        let reconciled = StatementReconciler.reconcile(loaded, fromStatement: fromStatement, catalog: Catalog.shared)
        let transactions = reconciled.transactions
        let t1 = clock.now
        let detectorOptions = try LifecycleCommands.detectorOptions(asOf: asOf, store: store, includeIncome: parsed.has("include-income"))
        var subscriptions = Detector(catalog: Catalog.shared, options: detectorOptions).detect(transactions)
        if let onlyKinds { subscriptions = subscriptions.filter { onlyKinds.contains($0.kind) } }
        let t2 = clock.now
        let caps = try LifecycleCommands.caps(store)
        let text: String
        switch format {
        case "json": text = ReportRenderer.json(subscriptions, caps: caps)
        case "csv": text = ReportRenderer.csv(subscriptions)
        case "html": text = HTMLReport.render(subscriptions, asOf: asOf, caps: caps)
        case "ics":
            let config = try Config.load(environment: environment)
            text = ICalendar.document(
                ICalendar.upcoming(subscriptions, asOf: asOf, days: 90), alarmDays: config.reminderDays, stamp: SummaryCommands.stamp())
        default: text = ReportRenderer.table(subscriptions, asOf: asOf, caps: caps)
        }
        console.out(text)
        if reconciled.copies > 0 {
            let rows =
                reconciled.copies == 1
                ? "1 charge read from screenshots or statements is"
                : "\(reconciled.copies) charges read from screenshots or statements are"
            console.err("note: \(rows) also in your exports; each is counted once\n")
        }
        let t3 = clock.now
        if parsed.has("timings") {
            func ms(_ d: Duration) -> String {
                let c = d.components
                return String(c.seconds * 1000 + c.attoseconds / 1_000_000_000_000_000)
            }
            console.err(
                "timings: load \(ms(tLoaded - t0)) ms (\(transactions.count) transactions), reconcile \(ms(t1 - tLoaded)) ms, detect \(ms(t2 - t1)) ms (\(subscriptions.count) subscriptions), render \(ms(t3 - t2)) ms\n"
            )
        }
        return exit
    }

    /// `--as-of` or today's date (UTC).
    static func resolveAsOf(_ text: String?, usage: String) throws -> LocalDate {
        if let text {
            guard let date = LocalDate(iso: text) else {
                throw UsageError(message: "--as-of needs a date like 2026-11-29, not '\(text)'", usage: usage)
            }
            return date
        }
        return today()
    }

    /// Today's date (UTC), for everything that has no --as-of, and the month OCR pages are charged to.
    ///
    /// `SUBSCAN_TODAY=YYYY-MM-DD` in the environment replaces the clock: the tests use it to cross
    /// a month boundary (the OCR quota resetting under a running watcher) without waiting for one.
    static func today() -> LocalDate {
        if let text = ProcessInfo.processInfo.environment["SUBSCAN_TODAY"], let day = LocalDate(iso: text) { return day }
        return LocalDate(dayNumber: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down)))
    }
}

/// `subscan catalog QUERY`: which brands a name matches, with scores.
enum CatalogCommand {
    static let spec = CommandSpec(
        name: "catalog", abstract: "Look a service up in the brand catalog.",
        usage: "subscan catalog QUERY [--format table|json]",
        discussion: "Shows the best matches with scores (1.00 = an exact name or alias), their category, usual cycle and prices.",
        options: [OptionSpec(name: "format", value: "FORMAT", help: "table (default) or json.")],
        minPositionals: 1, maxPositionals: nil)

    static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
        let format = parsed.value("format") ?? "table"
        guard ["table", "json"].contains(format) else {
            throw UsageError(message: "unknown format '\(format)' (table, json)", usage: spec.usage)
        }
        let query = parsed.positionals.joined(separator: " ")
        let catalog = Catalog.shared
        var matches = catalog.search(query)
        if let byDescriptor = catalog.match(descriptor: query), !matches.contains(where: { $0.brand.id == byDescriptor.brand.id }) {
            matches.insert(CatalogMatch(brand: byDescriptor.brand, score: 0.95), at: 0)
        }
        if format == "json" {
            let items = matches.map { m in
                JSON.object([
                    ("id", JSON.string(m.brand.id)), ("name", JSON.string(m.brand.name)), ("score", ReportRenderer.confidenceText(m.score)),
                    ("category", JSON.string(m.brand.category)), ("cycle", JSON.string(m.brand.defaultCycle.code)),
                    ("prices", JSON.object((m.brand.prices ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) })),
                    ("cancelUrl", m.brand.cancelUrl.map(JSON.string) ?? "null"),
                ])
            }
            console.out(JSON.object([("query", JSON.string(query)), ("matches", JSON.array(items))]) + "\n")
        } else if matches.isEmpty {
            console.out("No brand in the catalog matches '\(query)' (\(catalog.brands.count) brands).\n")
        } else {
            let rows = matches.map { m in
                [
                    ReportRenderer.confidenceText(m.score), m.brand.id, m.brand.name, m.brand.category, m.brand.defaultCycle.code,
                    (m.brand.prices ?? [:]).sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "),
                ]
            }
            console.out(renderTable(header: ["SCORE", "ID", "NAME", "CATEGORY", "CYCLE", "USUAL PRICE"], rows: rows))
        }
        return matches.isEmpty ? ExitCode.failure : ExitCode.ok
    }
}
