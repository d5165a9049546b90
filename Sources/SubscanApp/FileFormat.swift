import Foundation
import SubscanIngest
import SubscanOCR
import SubscanStore

/// What a file is, and so which reader takes it.
public enum FileFormat: String, Sendable, CaseIterable {
    /// Delimited text: CSV, TSV, semicolon- or tab-separated `.txt` exports.
    case csv
    case ofx, qif, camt, mt940, norma43
    /// A statement as plain text (`.txt`): the statement text parser.
    case textStatement
    /// A screenshot or scan: OCR, then the layout engine.
    case screenshot
    /// A PDF statement: its text layer (or OCR of its scanned pages), then the layout engine.
    case pdf

    /// A bank export, read by the importers of `SubscanIngest` (streamed, two threads).
    public var isExport: Bool {
        switch self {
        case .csv, .ofx, .qif, .camt, .mt940, .norma43: return true
        case .textStatement, .screenshot, .pdf: return false
        }
    }

    /// What the store records the file as.
    public var storedKind: StoredFileKind {
        switch self {
        case .csv, .ofx, .qif, .camt, .mt940, .norma43: return .export
        case .textStatement: return .textStatement
        case .screenshot: return .screenshot
        case .pdf: return .pdf
        }
    }

    /// Read page by page into the layout engine (screenshots and PDFs), in one batch.
    public var readsPages: Bool { self == .screenshot || self == .pdf }

    /// The format by the name alone, and a PDF by its first bytes under another extension (a bank's
    /// `statement.csv` that is really a PDF). Every export is `.csv` here: enough to know which files
    /// need pages recognised, without reading them.
    public static func byName(_ path: String) -> FileFormat {
        let ext = (path as NSString).pathExtension.lowercased()
        if ImageFormat.extensions.contains(ext) { return .screenshot }
        if ext == "pdf" || (ext != "txt" && startsLikePDF(path)) { return .pdf }
        if ext == "txt" { return .textStatement }
        return .csv
    }

    /// The format of `path`, looking inside the file: an OFX, QIF, CAMT, MT940 or Norma 43 download
    /// by its first bytes, whatever its name (even broken, so that its reader's error names the record
    /// at fault); a `.txt` as an export when the CSV importer finds a header and a first transaction
    /// in it (banks also export tab- or semicolon-separated files as `.txt`).
    public static func sniff(_ path: String, options: ImportOptions) -> FileFormat {
        let named = byName(path)
        guard named == .csv || named == .textStatement else { return named }
        if let format = wholeFileFormat(path) { return format }
        if named == .csv || looksLikeExport(path, options: options) { return .csv }
        return .textStatement
    }

    private static let wholeFileFormats: [String: FileFormat] = [
        OtherFormat.ofx: .ofx, OtherFormat.qif: .qif, OtherFormat.camt: .camt, OtherFormat.mt940: .mt940, OtherFormat.norma43: .norma43,
    ]

    private static func wholeFileFormat(_ path: String) -> FileFormat? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4096)) ?? Data())
        return OtherFormat.recognise(head).flatMap { wholeFileFormats[$0] }
    }

    private static func startsLikePDF(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 5)) == Data("%PDF-".utf8)
    }

    private struct FoundOne: Error {}

    /// Whether the CSV importer reads a header and a first transaction from the file.
    private static func looksLikeExport(_ path: String, options: ImportOptions) -> Bool {
        do {
            _ = try CSVImporter.read(path: path, options: options) { _ in throw FoundOne() }
            return false
        } catch is FoundOne {
            return true
        } catch {
            return false
        }
    }
}
