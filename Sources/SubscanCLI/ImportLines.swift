import Foundation
import SubscanApp
import SubscanCore
import SubscanIngest
import SubscanStore

/// How `import` and `scan` show a batch of files being stored: one line (or one JSON object) per
/// file, a summary, and the exit status of the batch.
struct ImportBatch {
    var files = 0
    var failed = 0
    var added = 0
    var jsonFiles: [String] = []

    var exitCode: Int32 {
        if failed == 0 { return ExitCode.ok }
        return failed == files ? ExitCode.failure : ExitCode.partial
    }

    var summary: String { "\(files) files: \(files - failed) imported, \(failed) failed; \(added) new transactions" }

    /// Imports `paths` (screenshots and PDFs recognised first, all together), one SQL transaction
    /// each. `toStdout`: the per-file lines are the command's output (import); otherwise they are
    /// progress on stderr (scan).
    static func run(_ paths: [String], importer: Importer, invocation: Invocation, json: Bool, toStdout: Bool) -> ImportBatch {
        let console = invocation.console
        var batch = ImportBatch()
        batch.files = paths.count
        let pages = importer.readPages(paths, progress: invocation.recognitionProgress())
        for path in paths {
            do {
                let imported = try importer.importFile(path, pages: pages)
                batch.added += imported.stored.added
                for warning in imported.warnings { console.err("subscan: warning: \(path): \(warning)\n") }
                if json {
                    batch.jsonFiles.append(imported.json(path: path))
                } else {
                    let line = imported.line(path: path)
                    if toStdout { console.out(line + "\n") } else { console.err(line + "\n") }
                }
            } catch {
                batch.failed += 1
                console.err("subscan: error: \(error)\n")
                if json {
                    batch.jsonFiles.append(
                        JSON.object([("file", JSON.string(path)), ("status", JSON.string("failed")), ("error", JSON.string("\(error)"))]))
                }
            }
        }
        return batch
    }
}

extension ImportedFile {
    var warnings: [String] {
        switch self {
        case .export(let report, _): return report.warnings
        case .statement(let statement, _): return statement.warnings
        }
    }

    /// `chase.csv: 15 transactions, 15 new, 0 already stored (Chase credit card, utf-8)`.
    func line(path: String) -> String {
        switch self {
        case .export(let report, let result):
            var line = "\(path): \(report.transactions) transactions, \(result.added) new, \(result.alreadyStored) already stored"
            if let skipped = report.skippedSummary { line += ", \(skipped)" }
            line += " (\(report.profileName), \(report.encoding.rawValue))"
            if let before = result.previousImports.first { line += "; this file was imported before on \(before.importedAt.prefix(10))" }
            return line
        case .statement(let statement, let result):
            return "\(path): \(statement.transactions.count) transactions, \(result.added) new, \(result.alreadyStored) already stored"
                + statement.howRead(timed: true)
        }
    }

    /// The file's object in `import --format json` (docs/output.md).
    func json(path: String) -> String {
        switch self {
        case .export(let report, let result):
            return JSON.object([
                ("file", JSON.string(path)), ("status", JSON.string("imported")),
                ("profile", JSON.string(report.profileID)), ("encoding", JSON.string(report.encoding.rawValue)),
                ("transactions", String(report.transactions)), ("added", String(result.added)),
                ("alreadyStored", String(result.alreadyStored)), ("skippedRows", String(report.skippedRows)),
                ("skipped", JSON.object(SkipReason.allCases.compactMap { r in report.skipped[r].map { (r.rawValue, String($0)) } })),
                ("sha256", JSON.string(report.sha256.hex)),
                ("warnings", JSON.array(report.warnings.map(JSON.string))),
            ])
        case .statement(let statement, let result):
            return JSON.object([
                ("file", JSON.string(path)), ("status", JSON.string("imported")),
                ("profile", JSON.string(statement.profile)),
                ("transactions", String(statement.transactions.count)), ("added", String(result.added)),
                ("alreadyStored", String(result.alreadyStored)), ("pages", String(statement.pages)),
                ("pagesRecognised", String(statement.reservedPages.count)),
                ("sha256", JSON.string(statement.sha256)),
            ])
        }
    }
}

extension ReadStatement {
    /// How the file was read, for its line on the terminal: ` (screenshot, eng, 0.8 s; 1 OCR page used)`
    /// (`timed`), ` (screenshot, eng, 1 OCR page)`, ` (screenshot read before: no OCR page used)`,
    /// ` (text statement)`.
    func howRead(timed: Bool) -> String {
        if format == .pdf { return howReadPDF(timed: timed) }
        guard format == .screenshot else { return " (text statement)" }
        let n = reservedPages.count
        guard n > 0 else { return " (screenshot read before: no OCR page used)" }
        let pages = "\(n) OCR page\(n == 1 ? "" : "s")"
        return timed
            ? String(format: " (screenshot, %@, %.1f s; %@ used)", language ?? "?", seconds, pages)
            : " (screenshot, \(language ?? "?"), \(pages))"
    }
}

extension ReadStatement {
    /// ` (PDF, 3 pages, text layer)`, ` (PDF, 2 pages, 2 scanned, 1.9 s; 2 OCR pages used)`,
    /// ` (PDF, 2 pages, 2 scanned read before: no OCR page used)`.
    func howReadPDF(timed: Bool) -> String {
        let scanned = pages - textLayerPages
        var text = " (PDF, \(pages) page\(pages == 1 ? "" : "s")"
        if scanned == 0 { return text + ", text layer)" }
        text += ", \(scanned) scanned"
        let n = reservedPages.count
        if n == 0 { return text + " read before: no OCR page used)" }
        if timed { text += String(format: ", %@, %.1f s", language ?? "?", seconds) }
        return text + "; \(n) OCR page\(n == 1 ? "" : "s") used)"
    }
}
