/// The error type of the OCR module: which file, and what was wrong with it, in one line.
///
/// `shots/oct.png: not an image (the bytes start like a text file)`. Recognised text is never
/// echoed: it is the user's statement.
public struct OCRError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case unreadable, empty, notAnImage, tooLarge, corrupt, noText, engine, tooManyPages, encrypted, tooSlow
    }

    public var kind: Kind
    public var file: String
    public var message: String

    public init(_ kind: Kind, file: String, _ message: String) {
        self.kind = kind
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
