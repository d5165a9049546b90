/// A piece of recognised text with its box in the recognised image's pixels and a confidence
/// (0–100): a word as Tesseract returns it, or a line `LineBuilder` rebuilt from words (whose
/// confidence is then its lowest word's).
///
/// Words also carry the colour of their ink, measured on the original (colour) page: the layout
/// engine tells a grey category line from a black merchant name, and a green credit from a charge,
/// by it.
///
/// Lines and words are kept in the store as JSON (the OCR quota's page cache), hence `Codable`.
public struct OCRText: Sendable, Equatable, Codable {
    public var text: String
    public var left: Int
    public var top: Int
    public var right: Int
    public var bottom: Int
    public var confidence: Float
    public var ink: InkColor?

    public init(text: String, left: Int, top: Int, right: Int, bottom: Int, confidence: Float, ink: InkColor? = nil) {
        self.text = text
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
        self.confidence = confidence
        self.ink = ink
    }

    /// The box around `words` (not empty), their texts joined without spaces and the lowest of
    /// their confidences: the pieces of one broken word read again as one.
    init(enclosing words: [OCRText]) {
        self.init(
            text: words.map(\.text).joined(), left: words.map(\.left).min()!, top: words.map(\.top).min()!,
            right: words.map(\.right).max()!, bottom: words.map(\.bottom).max()!, confidence: words.map(\.confidence).min()!)
    }

    public var height: Int { bottom - top }
    public var width: Int { right - left }
}

/// The colour of a word's glyphs and of the background behind them, from the original page.
public struct InkColor: Sendable, Equatable, Codable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Luminance (0 black … 255 white) of the background around the glyphs.
    public var background: UInt8
    /// Luminance of the glyphs.
    public var luminance: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, background: UInt8, luminance: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.background = background
        self.luminance = luminance
    }

    /// How far the glyphs stand out from their background, 0–255: black on white is about 230,
    /// the grey of a category line 100–160.
    public var contrast: Int { abs(Int(background) - Int(luminance)) }

    /// Clearly green ink: the colour apps print money coming in with.
    public var isGreen: Bool {
        let r = Int(red), g = Int(green), b = Int(blue)
        return g >= r + 40 && g >= b + 15
    }

    /// Clearly red ink: the colour some apps print charges with.
    public var isRed: Bool {
        let r = Int(red), g = Int(green), b = Int(blue)
        return r >= g + 60 && r >= b + 50
    }
}

/// One word from Tesseract.
public typealias OCRWord = OCRText
/// One line rebuilt from words.
public typealias OCRLine = OCRText
