/// The error type of the model module: what could not be read, and why.
public struct CoreError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable { case invalidAmount, invalidDate, invalidCurrency }
    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
