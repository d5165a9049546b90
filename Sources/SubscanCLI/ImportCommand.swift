import Foundation
import SubscanCore
import SubscanIngest
import SubscanStore

/// `subscan import FILE...`: read exports and store their transactions, each exactly once.
enum ImportCommand {
    static let spec = CommandSpec(
        name: "import",
        abstract: "Read bank exports, screenshots and text statements; store their transactions, each exactly once.",
        usage:
            "subscan import FILE... [--db PATH] [--lang LANG] [--as-of DATE] [--format table|json] [--encoding NAME] [--profile ID] [--mapping FILE] [--currency CODE] [--account LABEL] [--max-file-size SIZE]",
        discussion: """
            Each file is one database transaction: a file that fails adds nothing, and the other files
            still import (exit status 3). Screenshots (.png .jpg .tif .webp .bmp .gif) are read by OCR, each
            page counted against the monthly OCR quota ('subscan quota'); PDF statements (.pdf) from their
            text layer, their scanned pages by OCR (counted likewise); .txt files are statement text. The same transaction in two overlapping exports is stored once;
            two identical charges on one day of one file are both kept.
            """,
        options: [
            OptionSpec(name: "db", value: "PATH", help: "The store. Default: $XDG_DATA_HOME/subscan/subscan.sqlite."),
            OptionSpec(name: "format", value: "FORMAT", help: "table (default) or json."),
            IngestOptions.asOfSpec,
        ] + IngestOptions.specs,
        minPositionals: 1, maxPositionals: nil)

    static func run(_ parsed: ParsedArguments, environment: [String: String], console: Console) throws -> Int32 {
        let format = parsed.value("format") ?? "table"
        guard ["table", "json"].contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for import (table, json)", usage: spec.usage)
        }
        let options = try IngestOptions.resolve(parsed, usage: spec.usage, environment: environment)
        let settings = try IngestOptions.statementSettings(parsed, options: options, usage: spec.usage, environment: environment)
        let store = try Store(path: parsed.value("db") ?? Store.defaultPath(environment: environment))

        let outcome = Ingestor.ingest(
            parsed.positionals, options: options, settings: settings, store: store, console: console, json: format == "json", toStdout: true
        )
        if format == "json" {
            console.out(JSON.object([("files", JSON.array(outcome.jsonFiles)), ("added", String(outcome.added))]) + "\n")
        } else if parsed.positionals.count > 1 {
            console.out(outcome.summary + "\n")
        }
        return outcome.exitCode
    }
}

/// Ingests files into the store, one SQL transaction each, reporting one line per file.
enum Ingestor {
    struct Outcome {
        var files = 0
        var failed = 0
        var added = 0
        var jsonFiles: [String] = []

        var exitCode: Int32 {
            if failed == 0 { return ExitCode.ok }
            return failed == files ? ExitCode.failure : ExitCode.partial
        }

        var summary: String { "\(files) files: \(files - failed) imported, \(failed) failed; \(added) new transactions" }
    }

    /// Imports one file as one SQL transaction: committed whole, or rolled back and thrown.
    static func importOne(_ path: String, options: ImportOptions, store: Store) throws -> (ImportReport, FileImportResult) {
        let (report, session) = try ImportPipeline.run(path: path, options: options, store: store, name: path.fileName)
        do {
            let started = DispatchTime.now().uptimeNanoseconds
            let result = try session.commit(
                sha256: report.sha256.hex, profile: report.profileID, byteCount: report.byteCount, rowsRead: report.transactions)
            if ProcessInfo.processInfo.environment["SUBSCAN_PIPELINE_TIMINGS"] != nil {
                FileHandle.standardError.write(
                    Data(String(format: "pipeline: commit %.2f s\n", Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9).utf8))
            }
            return (report, result)
        } catch {
            session.rollback()
            throw error
        }
    }

    /// `toStdout`: per-file lines are the command's output (import); otherwise they are progress on stderr (scan).
    ///
    /// Screenshots of the batch are recognised first, all together (pages spread over the cores);
    /// then every file is stored in the order given, one SQL transaction each.
    static func ingest(
        _ paths: [String], options: ImportOptions, settings: StatementSettings, store: Store, console: Console, json: Bool,
        toStdout: Bool
    ) -> Outcome {
        var outcome = Outcome()
        outcome.files = paths.count
        let images = paths.filter { InputKind(path: $0).readsPages }
        let read = StatementReader.readImages(images, settings: settings, store: store, console: console)
        for path in paths {
            do {
                let kind = InputKind(path: path, options: options)
                switch kind {
                case .export:
                    let (report, result) = try importOne(path, options: options, store: store)
                    outcome.added += result.added
                    for warning in report.warnings { console.err("subscan: warning: \(path): \(warning)\n") }
                    if json {
                        outcome.jsonFiles.append(
                            JSON.object([
                                ("file", JSON.string(path)), ("status", JSON.string("imported")),
                                ("profile", JSON.string(report.profileID)), ("encoding", JSON.string(report.encoding.rawValue)),
                                ("transactions", String(report.transactions)), ("added", String(result.added)),
                                ("alreadyStored", String(result.alreadyStored)), ("skippedRows", String(report.skippedRows)),
                                (
                                    "skipped",
                                    JSON.object(SkipReason.allCases.compactMap { r in report.skipped[r].map { (r.rawValue, String($0)) } })
                                ),
                                ("sha256", JSON.string(report.sha256.hex)),
                                ("warnings", JSON.array(report.warnings.map(JSON.string))),
                            ]))
                    } else {
                        var line =
                            "\(path): \(report.transactions) transactions, \(result.added) new, \(result.alreadyStored) already stored"
                        if let skipped = report.skippedSummary { line += ", \(skipped)" }
                        line += " (\(report.profileName), \(report.encoding.rawValue))"
                        if let before = result.previousImports.first {
                            line += "; this file was imported before on \(before.importedAt.prefix(10))"
                        }
                        if toStdout { console.out(line + "\n") } else { console.err(line + "\n") }
                    }
                case .textStatement, .image, .pdf:
                    let statement = kind.readsPages ? try read[path]!.get() : try StatementReader.readText(path, settings: settings)
                    for warning in statement.warnings { console.err("subscan: warning: \(path): \(warning)\n") }
                    let result = try StatementReader.store(statement, into: store)
                    outcome.added += result.added
                    if json {
                        outcome.jsonFiles.append(
                            JSON.object([
                                ("file", JSON.string(path)), ("status", JSON.string("imported")),
                                ("profile", JSON.string(statement.profile)),
                                ("transactions", String(statement.transactions.count)), ("added", String(result.added)),
                                ("alreadyStored", String(result.alreadyStored)), ("pages", String(statement.pages)),
                                ("pagesRecognised", String(statement.reservedPages.count)),
                                ("sha256", JSON.string(statement.sha256)),
                            ]))
                    } else {
                        let line =
                            "\(path): \(statement.transactions.count) transactions, \(result.added) new, \(result.alreadyStored) already stored"
                            + statement.howRead(timed: true)
                        if toStdout { console.out(line + "\n") } else { console.err(line + "\n") }
                    }
                }
            } catch {
                outcome.failed += 1
                console.err("subscan: error: \(error)\n")
                if json {
                    outcome.jsonFiles.append(
                        JSON.object([
                            ("file", JSON.string(path)), ("status", JSON.string("failed")), ("error", JSON.string("\(error)")),
                        ]))
                }
            }
        }
        return outcome
    }
}

/// `subscan extract FILE...`: print what the importer reads, store nothing.
enum ExtractCommand {
    static let spec = CommandSpec(
        name: "extract",
        abstract: "Print the transactions read from files; nothing is stored.",
        usage:
            "subscan extract FILE... [--format table|json|csv] [--db PATH] [--lang LANG] [--as-of DATE] [--encoding NAME] [--profile ID] [--mapping FILE] [--currency CODE] [--account LABEL] [--max-file-size SIZE]",
        discussion: """
            JSON: {"transactions":[{"date":"2026-10-03","amount":"-15.49","currency":"USD","description":"NETFLIX.COM",...}]}
            Amounts are decimal strings with '.', negative for money leaving the account (docs/output.md).
            Screenshots and scanned PDF pages are recognised (and metered) like 'subscan import' does; their text
            is kept in the store so reading the same image again costs nothing.
            """,
        options: [
            OptionSpec(name: "format", value: "FORMAT", help: "table (default), json or csv."),
            OptionSpec(name: "db", value: "PATH", help: "The store that meters OCR (screenshots only; no transaction is stored)."),
            IngestOptions.asOfSpec,
        ] + IngestOptions.specs,
        minPositionals: 1, maxPositionals: nil)

    static func run(_ parsed: ParsedArguments, environment: [String: String], console: Console) throws -> Int32 {
        let format = parsed.value("format") ?? "table"
        guard ["table", "json", "csv"].contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for extract (table, json, csv)", usage: spec.usage)
        }
        let options = try IngestOptions.resolve(parsed, usage: spec.usage, environment: environment)
        let settings = try IngestOptions.statementSettings(parsed, options: options, usage: spec.usage, environment: environment)
        let images = parsed.positionals.filter { InputKind(path: $0).readsPages }
        var read: [String: Result<ReadStatement, Error>] = [:]
        if !images.isEmpty {
            let store = try Store(path: parsed.value("db") ?? Store.defaultPath(environment: environment))
            read = StatementReader.readImages(images, settings: settings, store: store, console: console)
        }
        var all: [Transaction] = []
        var failed = 0
        for path in parsed.positionals {
            var rows: [Transaction] = []
            do {
                switch InputKind(path: path, options: options) {
                case .export:
                    let report = try CSVImporter.read(path: path, options: options) { rows.append($0) }
                    for warning in report.warnings { console.err("subscan: warning: \(path): \(warning)\n") }
                case .textStatement: rows = try StatementReader.readText(path, settings: settings).transactions
                case .image, .pdf:
                    let statement = try read[path]!.get()
                    for warning in statement.warnings { console.err("subscan: warning: \(path): \(warning)\n") }
                    rows = statement.transactions
                }
                all += rows
            } catch {
                failed += 1
                console.err("subscan: error: \(error)\n")
            }
        }
        if failed == parsed.positionals.count { return ExitCode.failure }
        switch format {
        case "json":
            console.out(JSON.object([("transactions", JSON.array(all.map(transactionJSON)))]) + "\n")
        case "csv":
            var text = "date,amount,currency,description,status,account,file,line\n"
            for t in all {
                text +=
                    [
                        t.date.iso, t.amount.decimalString, t.amount.currency.code, csvCell(t.description), t.status.rawValue,
                        csvCell(t.account), csvCell(t.source.file), String(t.source.line),
                    ].joined(separator: ",") + "\n"
            }
            console.out(text)
        default:
            let rows = all.map { [$0.date.iso, $0.amount.decimalString, $0.amount.currency.code, $0.description] }
            console.out(renderTable(header: ["DATE", "AMOUNT", "CUR", "DESCRIPTION"], rows: rows, rightAligned: [1]))
            console.out("\(all.count) transactions\n")
        }
        if failed == 0 { return ExitCode.ok }
        return failed == parsed.positionals.count ? ExitCode.failure : ExitCode.partial
    }

    /// The extract contract: date, amount, currency, description first; more fields after.
    static func transactionJSON(_ t: Transaction) -> String {
        var fields = [
            ("date", JSON.string(t.date.iso)), ("amount", JSON.string(t.amount.decimalString)),
            ("currency", JSON.string(t.amount.currency.code)), ("description", JSON.string(t.description)),
            ("status", JSON.string(t.status.rawValue)), ("account", JSON.string(t.account)),
            ("file", JSON.string(t.source.file)), ("line", String(t.source.line)),
        ]
        // Rows read from pictures say how sure the reading is.
        if let confidence = t.confidence {
            fields.append(("confidence", String(confidence)))
            fields.append(("signUncertain", t.signUncertain ? "true" : "false"))
        }
        return JSON.object(fields)
    }
}

/// `subscan profiles`: the layouts recognised by name.
enum ProfilesCommand {
    static let spec = CommandSpec(
        name: "profiles", abstract: "List the bank export layouts subscan recognises from their header.",
        usage: "subscan profiles",
        discussion: "Any other export with common column names is read by the generic profile; describe the rest with --mapping.",
        options: [], minPositionals: 0, maxPositionals: 0)

    static var ids: [String] { Array(Set(ImportProfiles.list.map(\.id))).sorted() + ["generic", "wells-fargo", "headerless"] }

    static func run(_ parsed: ParsedArguments, console: Console) -> Int32 {
        var seen = Set<String>()
        var rows: [[String]] = []
        for p in ImportProfiles.list where !seen.contains(p.name) {
            seen.insert(p.name)
            rows.append([p.id, p.name])
        }
        rows.append(["wells-fargo", "Wells Fargo (no header row)"])
        rows.append(["headerless", "Any export without a header: columns read from the rows"])
        rows.append(["generic", "Any header naming a date and an amount (EN/ES/DE/FR/NL/ZH)"])
        console.out(renderTable(header: ["ID", "LAYOUT"], rows: rows))
        return ExitCode.ok
    }
}
