import Foundation
import SubscanCore

@testable import SubscanIngest

/// The package root, found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let fixtures = packageRoot.appendingPathComponent("Fixtures/csv")

/// A fresh temporary folder per test.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("subscan-test-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `bytes` to a temporary file named `name` and returns its path.
func writeTemp(_ name: String, _ bytes: [UInt8]) -> String {
    let url = temporaryDirectory().appendingPathComponent(name)
    try! Data(bytes).write(to: url)
    return url.path
}

func writeTemp(_ name: String, _ text: String) -> String { writeTemp(name, Array(text.utf8)) }

/// Reads a file into transactions.
func extract(_ path: String, _ options: ImportOptions = ImportOptions()) throws -> (report: ImportReport, rows: [Transaction]) {
    var rows: [Transaction] = []
    let report = try CSVImporter.read(path: path, options: options) { rows.append($0) }
    return (report, rows)
}

/// The IngestError thrown by reading `path`, or nil.
func ingestError(_ path: String, _ options: ImportOptions = ImportOptions()) -> IngestError? {
    do {
        _ = try extract(path, options)
        return nil
    } catch let e as IngestError {
        return e
    } catch {
        return nil
    }
}

/// Options with a fallback currency (`nil`: none).
func withCurrency(_ code: String?) -> ImportOptions {
    var options = ImportOptions()
    options.currency = code.flatMap { Currency(code: $0) }
    return options
}

/// A transaction as one comparable line, `2026-10-03 -15.49 USD NETFLIX.COM [account]`, with ` :LINE` when `line` is set.
func summary(_ t: Transaction, line: Bool = false) -> String {
    "\(t.date.iso) \(t.amount.decimalString) \(t.amount.currency.code) \(t.description) [\(t.account)]" + (line ? " :\(t.source.line)" : "")
}

/// Reads `path` into `summary` lines.
func extractSummaries(_ path: String, _ options: ImportOptions = ImportOptions(), line: Bool = false) throws -> (
    report: ImportReport, rows: [String]
) {
    let (report, rows) = try extract(path, options)
    return (report, rows.map { summary($0, line: line) })
}
