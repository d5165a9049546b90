/// The error type of the store: what failed, with SQLite's code and message, while doing what.
///
/// Reads like `SQLite error 19: UNIQUE constraint failed: files.sha256 - while executing "INSERT INTO files…"`.
/// Bound values (amounts, descriptions) are never part of the message.
public struct StoreError: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable { case open, sqlite, schemaTooNew, permission, busy }
    public var kind: Kind
    public var code: Int32
    public var message: String

    public init(_ kind: Kind, code: Int32 = 0, _ message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
