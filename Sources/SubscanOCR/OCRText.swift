/// A piece of recognised text with its box in the recognised image's pixels and a confidence
/// (0–100): a word as Tesseract returns it, or a line `LineBuilder` rebuilt from words (whose
/// confidence is then its lowest word's).
///
/// Lines are kept in the store as JSON (the OCR quota's page cache), hence `Codable`.
public struct OCRText: Sendable, Equatable, Codable {
    public var text: String
    public var left: Int
    public var top: Int
    public var right: Int
    public var bottom: Int
    public var confidence: Float

    public init(text: String, left: Int, top: Int, right: Int, bottom: Int, confidence: Float) {
        self.text = text
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
        self.confidence = confidence
    }

    public var height: Int { bottom - top }
    public var width: Int { right - left }
}

/// One word from Tesseract.
public typealias OCRWord = OCRText
/// One line rebuilt from words.
public typealias OCRLine = OCRText
