import SubscanCore

/// A statement format read from the whole (small) file at once: OFX/QFX, QIF, ISO 20022 CAMT, MT940
/// and Norma 43. `CSVImporter.read` recognises the format from the file's first bytes
/// (`OtherFormat`), reads and hashes the rest, and hands the transcoded text to the format's reader;
/// CSV exports are streamed instead.
protocol WholeFileFormat: Sendable {
    static var profileID: String { get }
    static var profileName: String { get }
    /// The error for a file with no statement (account, section) at all.
    static var missingStatement: String { get }
    /// The warning for statements that list no transaction.
    static var noTransactions: String { get }

    /// Calls `onTransaction` for each transaction in file order; returns how many statements the
    /// file holds, the warnings, and the entries skipped on purpose by reason (CAMT: pending and
    /// information-only entries). Throws an `IngestError` naming the line at fault.
    static func parse(
        _ text: String, file: String, options: ImportOptions, onTransaction: (Transaction) throws -> Void
    ) throws -> WholeFileResult
}

/// What a whole-file reader found besides its transactions.
struct WholeFileResult {
    var statements: Int
    var warnings: [String]
    var skipped: [SkipReason: Int] = [:]
}

extension WholeFileFormat {
    /// `--account`, else `prefix-` and the last four characters of the file's account id, else `prefix`.
    static func accountLabel(_ prefix: String, id: String?, options: ImportOptions) -> String {
        options.account ?? id.flatMap { $0.isEmpty ? nil : prefix + "-" + String($0.suffix(4)) } ?? prefix
    }
}

/// The lines of `text`, split at LF, CRLF or a lone CR, empty ones kept (so line `i` is at `i - 1`).
func textLines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
}
