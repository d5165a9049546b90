import SubscanApp

/// `subscan scan FILE...` (also `subscan FILE...`): import, then report every subscription.
enum ScanCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "scan", arguments: "FILE...",
            summary: "Import bank exports or screenshots, then report every subscription (same as 'subscan FILE...').",
            abstract: "Import bank exports, then report every subscription found in the store.",
            discussion: """
                'subscan FILE...' is the same. FILE is a bank export (.csv and the like), a screenshot (.png .jpg
                .tif .webp .bmp .gif, read by OCR and counted against 'subscan quota'), a PDF statement (.pdf; only
                scanned pages are counted), or a text statement (.txt).
                Files go into the store first (each once; see 'subscan import --help'), then the report covers
                everything stored, so overlapping exports never count twice. --as-of is also what "Today" and
                year-less dates on screenshots mean (default: each file's modification date).
                """,
            options: ReportOutput.options + SharedOptions.reading, formats: ReportOutput.formats, grouped: SharedOptions.readingNames,
            positionals: (1, nil)),
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let request = try ReportOutput.Request(invocation)
        let reading = try invocation.reading()
        let store = try invocation.store()
        let importer = Importer(store: store, options: reading.options, settings: reading.settings)
        let batch = ImportBatch.run(invocation.positionals, importer: importer, invocation: invocation, json: false, toStdout: false)
        if batch.exitCode == ExitCode.failure { return batch.exitCode }  // nothing was read: a report would only repeat the old state
        try ReportOutput.print(request, store: store, invocation: invocation)
        return batch.exitCode
    }
}
