import SubscanApp
import SubscanCore

/// `subscan extract FILE...`: print what the importers read, store nothing.
enum ExtractCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "extract", arguments: "FILE...", summary: "Print the transactions read from files; store nothing.",
            abstract: "Print the transactions read from files; nothing is stored.",
            discussion: """
                JSON: {"transactions":[{"date":"2026-10-03","amount":"-15.49","currency":"USD","description":"NETFLIX.COM",...}]}
                Amounts are decimal strings with '.', negative for money leaving the account (docs/output.md).
                Screenshots and scanned PDF pages are recognised (and metered) like 'subscan import' does; their text
                is kept in the store so reading the same image again costs nothing.
                """,
            options: [
                OptionSpec(.db, value: "PATH", help: "The store that meters OCR (screenshots only; no transaction is stored)."),
                SharedOptions.statementAsOf,
            ] + SharedOptions.reading, formats: ["table", "json", "csv"], grouped: SharedOptions.readingNames, positionals: (1, nil)),
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let format = try invocation.format()
        let console = invocation.console
        let paths = invocation.positionals
        let reading = try invocation.reading()
        // a store only to meter OCR pages
        let store = paths.contains { FileFormat.byName($0).readsPages } ? try invocation.store() : nil
        let importer = Importer(store: store, options: reading.options, settings: reading.settings)
        let pages = importer.readPages(paths, progress: invocation.recognitionProgress())
        var all: [Transaction] = []
        var failed = 0
        for path in paths {
            do {
                let read = try importer.extract(path, pages: pages)
                for warning in read.warnings { console.err("subscan: warning: \(path): \(warning)\n") }
                all += read.transactions
            } catch {
                failed += 1
                console.err("subscan: error: \(error)\n")
            }
        }
        if failed == paths.count { return ExitCode.failure }
        switch format {
        case "json":
            console.out(JSON.object([("transactions", JSON.array(all.map(transactionJSON)))]) + "\n")
        case "csv":
            var text = "date,amount,currency,description,status,account,file,line,counterparty\n"
            for t in all {
                text +=
                    [
                        t.date.iso, t.amount.decimalString, t.amount.currency.code, csvCell(t.description), t.status.rawValue,
                        csvCell(t.account), csvCell(t.source.file), String(t.source.line), csvCell(t.counterparty),
                    ].joined(separator: ",") + "\n"
            }
            console.out(text)
        default:
            // a COUNTERPARTY column when a statement printed one
            let parties = all.contains { !$0.counterparty.isEmpty }
            let rows = all.map {
                [$0.date.iso, $0.amount.decimalString, $0.amount.currency.code, $0.description] + (parties ? [$0.counterparty] : [])
            }
            let header = ["DATE", "AMOUNT", "CUR", "DESCRIPTION"] + (parties ? ["COUNTERPARTY"] : [])
            console.out(renderTable(header: header, rows: rows, rightAligned: [1]))
            console.out("\(all.count) transactions\n")
        }
        return failed == 0 ? ExitCode.ok : ExitCode.partial
    }

    /// The extract contract: date, amount, currency, description first; more fields after.
    static func transactionJSON(_ t: Transaction) -> String {
        var fields = [
            ("date", JSON.string(t.date.iso)), ("amount", JSON.string(t.amount.decimalString)),
            ("currency", JSON.string(t.amount.currency.code)), ("description", JSON.string(t.description)),
            ("status", JSON.string(t.status.rawValue)), ("account", JSON.string(t.account)),
            ("file", JSON.string(t.source.file)), ("line", String(t.source.line)),
        ]
        // A counterparty printed in a column of its own (a Chinese bank's `对方户名`).
        if !t.counterparty.isEmpty { fields.append(("counterparty", JSON.string(t.counterparty))) }
        // A direct debit's mandate and creditor id printed in columns of their own (`MREF: … CRED: …`).
        if !t.references.isEmpty { fields.append(("references", JSON.string(t.references))) }
        // Rows read from pictures say how sure the reading is.
        if let confidence = t.confidence {
            fields.append(("confidence", String(confidence)))
            fields.append(("signUncertain", t.signUncertain ? "true" : "false"))
        }
        return JSON.object(fields)
    }
}
