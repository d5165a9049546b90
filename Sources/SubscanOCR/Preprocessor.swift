/// What was done to a page before recognition, kept for diagnostics and the benchmark.
public struct Preprocessing: Sendable, Equatable {
    /// The page was dark (dark mode) and was inverted to dark text on light.
    public var inverted = false
    /// The upscaling factor applied (1 when none).
    public var scale = 1.0
    /// The median height in pixels of the text lines measured before scaling, if any were found.
    public var lineHeight: Int?
    /// The page was turned by this many degrees to level its text lines (a photo of paper).
    public var deskew = 0.0
    /// The median glyph height in pixels (connected components), measured before scaling.
    public var glyphHeight: Int?

    public init() {}
}

/// Prepares a page for Tesseract: grayscale (done when loading), dark pages inverted, small text
/// upscaled to a comfortable size, a white border.
///
/// Measured on the fixtures (ARCHITECTURE.md, OCR; scripts/bench-ocr): dark pages read without
/// inverting but about 60% slower; upscaling full-size phone screenshots (text lines ≥ ~38 px) never
/// helped and doubled the time; statement tables with 21–24 px lines read as well unscaled (16/16
/// rows) and 1.3× faster than upscaled 2×; a 390 px-wide screenshot (12 px lines) loses minus signs
/// and letters unless upscaled. So the decision comes from the measured line height, not the image size.
enum Preprocessor {
    /// Pages whose mean gray is below this are treated as dark mode.
    static let darkMeanGray = 110.0
    /// Text lines shorter than this (in pixels, ascender to descender) are upscaled…
    static let minLineHeight = 18
    /// …to about this height.
    static let targetLineHeight = 28
    static let border = 16

    /// Below this skew (degrees) a page is read as it is: screenshots are level.
    static let minSkew = 0.3

    /// Glyphs (the median height of the words read with confidence) under this many pixels are read
    /// again upscaled: the row profile can overestimate text size where two-line rows touch.
    static let minWordHeight = 15

    /// The factor that brings words of `height` pixels to about 30, in quarter steps up to 3×.
    static func wordUpscale(height: Int) -> Double? {
        guard height > 0, height < minWordHeight else { return nil }
        return min(3.0, (Double(30) / Double(height) * 4).rounded() / 4)
    }

    /// The gray page to read. On a dark page a vivid pixel takes its brightest colour channel, so
    /// coloured ink keeps its contrast: luminance makes the red of a Chinese app's income
    /// (`+¥15,553.74`) or the green of a credit a dim gray on near black, which recognition passes
    /// over (3 of 12 rows lost on a tuning page; all read from the brightest channel). Solid
    /// coloured patches (avatar discs, badges) keep their luminance: made white, they became black
    /// discs once the page was inverted and moved Tesseract's threshold past the gray date lines
    /// beside them (a shrunk dark Alipay bill: 2 of 9 rows read, 8 with the discs gray). Gray,
    /// the initials on them are read; the layout engine knows them for avatars.
    ///
    /// A light page keeps luminance. Its darkest channel was tried too: it turns a blue balance
    /// card black, which moves Tesseract's global threshold, and light pages lost 21 rows while
    /// gaining 2 on the tuning pages.
    static func grayscale(_ luminance: PageImage, color: PageImage?) -> PageImage {
        guard let color, luminance.meanGray() < darkMeanGray,
            // a patch: wider than the strokes of bold money at 3x, narrower than an avatar at 1x
            let channels = color.vividGray(luminance: luminance, spread: 40, brick: max(7, min(21, color.width / 80)) | 1),
            channels.meanGray() < darkMeanGray
        else { return luminance }
        return channels
    }

    /// The page's tilt in degrees, when it is worth turning level (nil for a level page, or one
    /// whose lines say no angle clearly).
    static func skewToCorrect(_ image: PageImage) -> Double? {
        guard let coarse = image.skew(), abs(coarse.degrees) >= minSkew, coarse.confidence >= unsureSkew else { return nil }
        return skewToCorrect(coarse: coarse, fine: image.skew(sweepStep: 0.2))
    }

    /// Leptonica's confidence in a page's skew, below which a second sweep must agree.
    static let sureSkew = 2.5
    /// …and below which no angle is taken: level screenshots with avatars measured up to 1.78
    /// (−2.09° at 1.64, the finer sweep agreeing).
    static let unsureSkew = 2.0

    /// Which of two measures of a page's tilt to turn it by: `coarse` from Leptonica's default
    /// search, `fine` from a sweep in 0.2° steps (each with Leptonica's confidence).
    ///
    /// The default search sweeps ±7° in 1° steps, then searches round the best step. On a scanned
    /// ruled grid tilted −1.47° its sweep settled near +2° and the search on +1.75°: the page was
    /// turned the wrong way, twice as tilted, and lost every row (a tuning Chinese journal). When
    /// the default would turn the page, the finer sweep measures again, and where the two disagree
    /// by more than a quarter degree the finer one stands, when it is sure.
    ///
    /// A page of a few sparse lines with no rules (a ledger printout in small type) leaves Leptonica
    /// unsure of an angle that is there: 1.08° at confidence 2.45 went uncorrected, and each row's
    /// amounts, 27 px higher than its date across the page, made a line of their own. An unsure
    /// angle is taken when the finer sweep finds it too, within a tenth of a degree.
    static func skewToCorrect(coarse: (degrees: Double, confidence: Double), fine: (degrees: Double, confidence: Double)?) -> Double? {
        let angle = coarse.degrees
        guard abs(angle) >= minSkew, coarse.confidence >= unsureSkew else { return nil }
        if coarse.confidence < sureSkew {
            guard let fine, abs(fine.degrees - angle) <= 0.1 else { return nil }
            return angle
        }
        if let fine, abs(fine.degrees - angle) > 0.25, fine.confidence >= sureSkew {
            return abs(fine.degrees) >= minSkew ? fine.degrees : nil
        }
        return angle
    }

    /// `upscale: false` for a page whose resolution is known to be fit for recognition (a PDF page
    /// rendered at 300 dpi): a ruled grid misleads the glyph measurements into upscaling it.
    static func prepare(_ image: PageImage, upscale: Bool = true) -> (PageImage, Preprocessing) {
        var done = Preprocessing()
        if image.meanGray() < darkMeanGray {
            image.invert()
            done.inverted = true
        }
        var level = image
        // A photographed statement is rarely level; rows of a tilted page run into each other.
        if let angle = skewToCorrect(image), let rotated = image.rotated(degrees: angle) {
            done.deskew = angle
            level = rotated
        }
        let image = level
        // A page rendered at a known resolution is not measured: nothing would use the figures.
        guard upscale else { return (framed(image, scale: 1, done: &done), done) }
        // Rows are measured by their stroke edges, not their dark pixels: a dark frame around the
        // page (a PDF viewer, a desk under a photographed statement) would make every row "ink".
        done.lineHeight = medianLineHeight(rowInk: image.rowEdges(threshold: 140), width: image.width, minimum: 6)
        done.glyphHeight = image.glyphHeight(threshold: 140)
        // Glyphs are about 0.85 of a line; when the row profile says much more (avatars or two-line
        // rows joining its bands), the glyphs decide, so small text is upscaled before the first
        // reading rather than after it.
        var lineHeight = done.lineHeight
        if let glyphs = done.glyphHeight, let lines = lineHeight, glyphs * 5 / 4 < lines { lineHeight = glyphs * 5 / 4 }
        return (framed(image, scale: lineHeight.flatMap(upscaleFactor(lineHeight:)) ?? 1, done: &done), done)
    }

    /// The page `prepare` returned `first` for (already inverted if dark, and level), at another
    /// scale: nothing is measured again.
    static func rescaled(_ image: PageImage, by factor: Double, after first: Preprocessing) -> (PageImage, Preprocessing) {
        var done = first
        done.scale = 1
        return (framed(image, scale: factor, done: &done), done)
    }

    /// Scaled by `factor` (recorded in `done`) and given its white border.
    private static func framed(_ image: PageImage, scale factor: Double, done: inout Preprocessing) -> PageImage {
        if factor != 1, let bigger = image.scaledFramed(by: factor, border: border) {
            done.scale = factor
            return bigger
        }
        return image.bordered(border) ?? image
    }

    /// The factor that brings `lineHeight` to about `targetLineHeight`, in quarter steps up to 4×;
    /// nil when the text is already large enough.
    ///
    ///     upscaleFactor(lineHeight: 12) // 3.0
    ///     upscaleFactor(lineHeight: 40) // nil
    static func upscaleFactor(lineHeight: Int) -> Double? {
        guard lineHeight > 0, lineHeight < minLineHeight else { return nil }
        let raw = Double(targetLineHeight) / Double(lineHeight)
        return min(3.0, (raw * 4).rounded() / 4)
    }

    /// The median height of the horizontal bands that hold ink: text lines, from the row projection.
    ///
    /// A row holds ink when at least `max(2, width / 300)` of its pixels are dark; bands under
    /// 4 px (rules, specks) are ignored. Icons and avatars make a few tall bands; the median is
    /// robust to them. O(height).
    static func medianLineHeight(rowInk: [Int32], width: Int, minimum: Int32? = nil) -> Int? {
        let minInk = minimum ?? Int32(max(2, width / 300))
        var bands: [Int] = []
        var run = 0
        for ink in rowInk {
            if ink >= minInk {
                run += 1
            } else {
                if run >= 4 { bands.append(run) }
                run = 0
            }
        }
        if run >= 4 { bands.append(run) }
        guard !bands.isEmpty else { return nil }
        bands.sort()
        return bands[bands.count / 2]
    }
}
