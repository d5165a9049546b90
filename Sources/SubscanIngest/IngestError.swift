import SubscanCore

/// The error type of the ingest module: which file, where in it, and what was wrong.
///
/// Printed like a compiler's message:
/// `Chase.csv:14: column "Transaction Date": expected a date, found "14/31/2026" (no such day)`.
/// Amounts, descriptions and account numbers from the file are not echoed; a date or a currency
/// cell may be, since it is what the reader must fix.
public struct IngestError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case unreadable, empty, binary, encoding, tooLarge, malformedCSV, noHeader, invalidDate, invalidAmount,
            invalidMapping, unsupported, noTransactions
    }

    public var kind: Kind
    public var file: String
    public var line: Int?
    public var column: String?
    public var message: String

    public init(_ kind: Kind, file: String, line: Int? = nil, column: String? = nil, _ message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let column { text += "column \"\(column)\": " }
        return text + message
    }
}
