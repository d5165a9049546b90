import SubscanApp

/// `subscan import FILE...`: read exports and store their transactions, each exactly once.
enum ImportCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "import", arguments: "FILE...",
            summary: "Read exports, screenshots (OCR) and text statements; store their transactions (each once).",
            abstract: "Read bank exports, screenshots and text statements; store their transactions, each exactly once.",
            discussion: """
                Each file is one database transaction: a file that fails adds nothing, and the other files
                still import (exit status 3). Screenshots (.png .jpg .tif .webp .bmp .gif) are read by OCR, each
                page counted against the monthly OCR quota ('subscan quota'); PDF statements (.pdf) from their
                text layer, their scanned pages by OCR (counted likewise); .txt files are statement text. The same transaction in two overlapping exports is stored once;
                two identical charges on one day of one file are both kept.
                """,
            options: [SharedOptions.db, SharedOptions.statementAsOf] + SharedOptions.reading, formats: ["table", "json"],
            grouped: SharedOptions.readingNames, positionals: (1, nil)),
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let format = try invocation.format()
        let reading = try invocation.reading()
        let store = try invocation.store()
        let importer = Importer(store: store, options: reading.options, settings: reading.settings)
        let batch = ImportBatch.run(
            invocation.positionals, importer: importer, invocation: invocation, json: format == "json", toStdout: true)
        if format == "json" {
            invocation.console.out(JSON.object([("files", JSON.array(batch.jsonFiles)), ("added", String(batch.added))]) + "\n")
        } else if invocation.positionals.count > 1 {
            invocation.console.out(batch.summary + "\n")
        }
        return batch.exitCode
    }
}
