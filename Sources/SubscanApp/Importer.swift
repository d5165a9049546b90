import Foundation
import SubscanCore
import SubscanIngest
import SubscanStore

/// One file stored: what was read, and what the store made of it.
public enum ImportedFile: Sendable {
    /// A bank export (CSV, OFX, QIF, CAMT, MT940, Norma 43).
    case export(ImportReport, FileImportResult)
    /// A screenshot, PDF or text statement.
    case statement(ReadStatement, FileImportResult)

    public var stored: FileImportResult {
        switch self {
        case .export(_, let result), .statement(_, let result): return result
        }
    }
}

/// The one way files become stored transactions, whatever their format: `import`, `scan` and the
/// watcher all go through it.
///
/// A batch is taken in two steps. `readPages` recognises the pages of every screenshot and PDF of
/// the batch at once (spread over the cores, metered against the OCR quota); then `importFile`
/// stores each file in the order given, one SQL transaction each: a file that fails adds nothing.
public struct Importer {
    /// Where files go, and where OCR pages are metered; nil for `extract` of files without pages.
    public let store: Store?
    public let options: ImportOptions
    public let settings: StatementSettings

    public init(store: Store?, options: ImportOptions, settings: StatementSettings) {
        self.store = store
        self.options = options
        self.settings = settings
    }

    /// The screenshots and PDFs of a batch, read (or failed) by path.
    public typealias PageReads = [String: Result<ReadStatement, Error>]

    /// Recognises every screenshot and PDF among `paths`; other files are read when imported.
    /// `progress` hears (pages done, pages to recognise).
    public func readPages(_ paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) -> PageReads {
        let pictures = paths.filter { FileFormat.byName($0).readsPages }
        guard !pictures.isEmpty else { return [:] }
        guard let store else { preconditionFailure("pages are metered in a store") }
        return StatementReader.readImages(pictures, settings: settings, store: store, progress: progress)
    }

    /// Stores one file as one SQL transaction: committed whole, or rolled back and thrown.
    /// Screenshots and PDFs must have gone through `readPages` first.
    public func importFile(_ path: String, pages: PageReads) throws -> ImportedFile {
        guard let store else { preconditionFailure("an importer without a store imports nothing") }
        let format = FileFormat.sniff(path, options: options)
        if format.isExport {
            let (report, result) = try Importer.importExport(path, options: options, store: store)
            return .export(report, result)
        }
        let statement = try read(statement: path, format: format, pages: pages)
        return .statement(statement, try StatementReader.store(statement, into: store))
    }

    /// The transactions of one file and the warnings reading it gave; nothing is stored (OCR pages
    /// are still metered, through `readPages`).
    public func extract(_ path: String, pages: PageReads) throws -> (transactions: [Transaction], warnings: [String]) {
        let format = FileFormat.sniff(path, options: options)
        if format.isExport {
            var rows: [Transaction] = []
            let report = try CSVImporter.read(path: path, options: options) { rows.append($0) }
            return (rows, report.warnings)
        }
        let statement = try read(statement: path, format: format, pages: pages)
        return (statement.transactions, statement.warnings)
    }

    private func read(statement path: String, format: FileFormat, pages: PageReads) throws -> ReadStatement {
        guard format.readsPages else { return try StatementReader.readText(path, settings: settings) }
        guard let read = pages[path] else { preconditionFailure("\(path): pages not read before importing") }
        return try read.get()
    }

    /// Imports one export on two threads (`ExportPipeline`) as one SQL transaction.
    static func importExport(_ path: String, options: ImportOptions, store: Store) throws -> (ImportReport, FileImportResult) {
        let (report, session) = try ExportPipeline.run(path: path, options: options, store: store, name: path.fileName)
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
}

extension String {
    /// The last path component, for messages and the store's file names.
    package var fileName: String { split(separator: "/").last.map(String.init) ?? self }
}
