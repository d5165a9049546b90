import CLeptonicaOverrides
import CTesseractShim
import Foundation

// Every call into Leptonica is in this file (Tesseract's are in OCREngine.swift). C buffers are freed
// in the function that received them; an image frees itself in deinit.

/// What the header of an image file says, read without decoding pixels.
struct ImageHeader {
    var width: Int
    var height: Int
    var pages: Int
}

/// An 8-bit grayscale page image owned by Leptonica.
final class PageImage {
    /// The Leptonica image, for the engine (`OCREngine`) only.
    var pix: UnsafeMutablePointer<PIX>

    private init(_ pix: UnsafeMutablePointer<PIX>) { self.pix = pix }

    deinit {
        var p: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&p)
    }

    var width: Int { Int(pixGetWidth(pix)) }
    var height: Int { Int(pixGetHeight(pix)) }

    static func quietLibraries() { subscan_leptonica_quiet() }

    /// Freed page buffers stay in the heap for the next page (`subscan_keep_freed_memory`): a
    /// 20-page batch spent 0.5 s of system time mapping and zeroing fresh ones, 0.35 s with this.
    static let keepFreedMemory: Void = subscan_keep_freed_memory()

    /// Gives the free heap back to the kernel (`subscan_release_freed_memory`): after a batch.
    static func releaseFreedMemory() { subscan_release_freed_memory() }

    /// How many text-line images Tesseract has stored uncompressed (Leptonica's spix) through
    /// subscan's `pixWriteMem` (Sources/CLeptonicaOverrides): more than 0 once a page was read, or the override is lost.
    static var lineImagesWritten: Int { subscan_line_images_written() }

    /// How many binary openings (Leptonica's pixOpenBrick, as Tesseract's ruling-line search calls
    /// it) subscan has computed itself (Sources/CLeptonicaOverrides/open_brick.c).
    static var fastOpenings: Int { subscan_fast_openings() }

    /// Reads the header only: dimensions and page count, no pixel decoded.
    static func header(path: String, file: String) throws(OCRError) -> ImageHeader {
        var format: Int32 = 0, w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, cmap: Int32 = 0
        guard pixReadHeader(path, &format, &w, &h, &bps, &spp, &cmap) == 0, w > 0, h > 0 else {
            throw OCRError(.corrupt, file: file, "the image header cannot be read (corrupt or truncated image)")
        }
        var pages = 1
        let tiffs = [IFF_TIFF, IFF_TIFF_PACKBITS, IFF_TIFF_RLE, IFF_TIFF_G3, IFF_TIFF_G4, IFF_TIFF_LZW, IFF_TIFF_ZIP, IFF_TIFF_JPEG]
        if tiffs.contains(Int(format)) {
            let n = subscan_tiff_page_count(path)
            guard n > 0 else { throw OCRError(.corrupt, file: file, "the TIFF's pages cannot be counted (corrupt TIFF)") }
            pages = Int(n)
        }
        return ImageHeader(width: Int(w), height: Int(h), pages: pages)
    }

    /// Decodes page `page` (0-based; TIFF only beyond 0), flattened onto white and converted to 8-bit gray.
    static func load(path: String, page: Int, file: String) throws(OCRError) -> PageImage {
        try loadWithColor(path: path, page: page, file: file, keepColor: false).gray
    }

    /// As `load`, and with `keepColor` also a 32-bit colour copy of the same pixels (the layout
    /// engine samples the ink of each word on it; nil when the conversion fails).
    static func loadWithColor(path: String, page: Int, file: String, keepColor: Bool) throws(OCRError) -> (
        gray: PageImage, color: PageImage?
    ) {
        let raw: UnsafeMutablePointer<PIX>?
        if page > 0 { raw = pixReadTiff(path, Int32(page)) } else { raw = pixRead(path) }
        guard var source = raw else {
            throw OCRError(.corrupt, file: file, "the image cannot be decoded (truncated or corrupt file)")
        }
        defer {
            var s: UnsafeMutablePointer<PIX>? = source
            pixDestroy(&s)
        }
        if pixGetSpp(source) == 4, let flat = pixAlphaBlendUniform(source, 0xFFFF_FF00) {
            var s: UnsafeMutablePointer<PIX>? = source
            pixDestroy(&s)
            source = flat
        }
        guard let gray = pixConvertTo8(source, 0) else {
            throw OCRError(.corrupt, file: file, "the image's pixel format cannot be converted to grayscale")
        }
        // (a 32-bit source is the colour copy itself, shared rather than copied: nothing writes to it)
        let color = keepColor ? (pixGetDepth(source) == 32 ? pixClone(source) : pixConvertTo32(source)).map(PageImage.init) : nil
        return (PageImage(gray), color)
    }

    /// The ink of the glyphs inside a box of this 32-bit image (nil when the box holds none).
    func ink(left: Int, top: Int, right: Int, bottom: Int) -> InkColor? {
        var out = [Int32](repeating: 0, count: 5)
        let found = out.withUnsafeMutableBufferPointer {
            subscan_ink(pix, Int32(left), Int32(top), Int32(right), Int32(bottom), $0.baseAddress)
        }
        guard found != 0 else { return nil }
        func byte(_ v: Int32) -> UInt8 { UInt8(clamping: v) }
        return InkColor(red: byte(out[0]), green: byte(out[1]), blue: byte(out[2]), background: byte(out[3]), luminance: byte(out[4]))
    }

    /// A copy of a rectangle, scaled by `factor` and framed in a white border: a cell cut out to be
    /// read again on its own.
    func crop(left: Int, top: Int, width: Int, height: Int, factor: Double, border: Int) -> PageImage? {
        var box: UnsafeMutablePointer<BOX>? = boxCreate(Int32(left), Int32(top), Int32(width), Int32(height))
        defer { boxDestroy(&box) }
        var clipped: UnsafeMutablePointer<PIX>? = pixClipRectangle(pix, box, nil)
        defer { pixDestroy(&clipped) }
        var scaled: UnsafeMutablePointer<PIX>? = factor == 1 ? nil : pixScaleGrayLI(clipped, Float(factor), Float(factor))
        defer { pixDestroy(&scaled) }
        guard box != nil, clipped != nil, let framed = pixAddBorder(scaled ?? clipped, Int32(border), 255) else { return nil }
        return PageImage(framed)
    }

    /// The rectangle `left`…`right`, `top`…`bottom` (margins included) clipped to the image, cut
    /// out, scaled by `factor` and framed: a word or a span read again on its own. Nil when nothing
    /// of it lies on the image.
    func crop(clippedFrom left: Int, top: Int, right: Int, bottom: Int, factor: Double, border: Int = 10) -> PageImage? {
        let l = max(0, left)
        let t = max(0, top)
        let w = min(width, right) - l
        let h = min(height, bottom) - t
        guard w > 0, h > 0 else { return nil }
        return crop(left: l, top: t, width: w, height: h, factor: factor, border: border)
    }

    /// Writes the image in another format (tests make JPEG, TIFF, WebP and BMP copies of the
    /// fixtures with it, and degrade them); `appendPage` adds a page to an existing TIFF,
    /// `quality` (1–100) applies to JPEG.
    func write(to path: String, format: ImageFormat, appendPage: Bool = false, quality: Int = 75) -> Bool {
        switch format {
        case .tiff: return pixWriteTiff(path, pix, Int32(IFF_TIFF_ZIP), appendPage ? "a" : "w") == 0
        case .jpeg: return pixWriteJpeg(path, pix, Int32(quality), 0) == 0
        case .webp: return pixWrite(path, pix, Int32(IFF_WEBP)) == 0
        case .bmp: return pixWrite(path, pix, Int32(IFF_BMP)) == 0
        case .png: return pixWrite(path, pix, Int32(IFF_PNG)) == 0
        case .gif: return pixWrite(path, pix, Int32(IFF_GIF)) == 0
        case .pnm: return pixWrite(path, pix, Int32(IFF_PNM)) == 0
        }
    }

    /// Whether a short flat bar of dark ink (a minus sign) stands left of a word's box, close to it
    /// and at the height of its middle: `-¥14,557.00` read as `¥14,557.00`, its thin minus lost.
    /// Looks at the strip one word-height wide before `left` on this gray image (dark ink on light).
    /// Ink is what is darker than 110, or for a word printed in a light colour (green credits, gray
    /// 100 to 130 here) than a third of the way from the word's own darkest ink to white.
    func hasMinusBefore(left: Int, top: Int, bottom: Int) -> Bool {
        let h = bottom - top
        guard h >= 8, left - h >= 0, top >= 0, bottom < height, left + h <= width else { return false }
        var value: l_uint32 = 0
        var darkest: l_uint32 = 255
        for y in top..<bottom {
            for x in left..<(left + h) where pixGetPixel(pix, Int32(x), Int32(y), &value) == 0 { darkest = min(darkest, value) }
        }
        let ink = max(110, min(170, darkest + (255 - darkest) / 3))
        var x0 = Int.max, x1 = Int.min, y0 = Int.max, y1 = Int.min, count = 0
        for y in top..<bottom {
            for x in (left - h)..<(left - 1) where pixGetPixel(pix, Int32(x), Int32(y), &value) == 0 && value < ink {
                x0 = min(x0, x)
                x1 = max(x1, x)
                y0 = min(y0, y)
                y1 = max(y1, y)
                count += 1
            }
        }
        guard count > 0 else { return false }
        let w = x1 - x0 + 1, t = y1 - y0 + 1
        let middle = (y0 + y1) / 2
        // as wide as a fifth to four fifths of the word's height, at most a fifth as thick, half filled or more,
        // close to the word, and in the middle band (not an underscore, not a dot, not a rule)
        return w * 5 >= h && w * 5 <= h * 4 && t * 5 <= h && count * 2 >= w * t && left - x1 <= h / 2
            && middle > top + h / 3 && middle < bottom - h / 5
    }

    /// Mean gray level, 0 (black) to 255 (white).
    func meanGray() -> Double { subscan_mean_gray(pix, Int32(max(1, min(width, height) / 256))) }

    /// How many times each row crosses `threshold` (strokes of text; a frame counts only its edges).
    func rowEdges(threshold: Int) -> [Int32] {
        var rows = [Int32](repeating: 0, count: height)
        rows.withUnsafeMutableBufferPointer { subscan_row_edges(pix, Int32(threshold), $0.baseAddress) }
        return rows
    }

    /// The page's skew in degrees (how far its text lines are turned from horizontal) and
    /// Leptonica's confidence in it; nil when it cannot be measured.
    /// `sweepStep`: nil for Leptonica's default search (a sweep over ±7° in 1° steps, then a
    /// binary search round the best); else the sweep's step in degrees, over the same range.
    func skew(sweepStep: Float? = nil) -> (degrees: Double, confidence: Double)? {
        var binary: UnsafeMutablePointer<PIX>? = pixConvertTo1(pix, 140)
        guard binary != nil else { return nil }
        defer { pixDestroy(&binary) }
        var angle: Float = 0
        var confidence: Float = 0
        let status =
            sweepStep.map { pixFindSkewSweepAndSearch(binary, &angle, &confidence, 4, 2, 7, $0, 0.01) }
            ?? pixFindSkew(binary, &angle, &confidence)
        guard status == 0 else { return nil }
        return (Double(angle), Double(confidence))
    }

    /// A copy turned by `degrees` about its centre, same size, white brought in at the corners.
    func rotated(degrees: Double) -> PageImage? {
        guard let p = pixRotate(pix, Float(degrees * .pi / 180), Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE), 0, 0) else {
            return nil
        }
        return PageImage(p)
    }

    /// The median height of the glyphs (connected components) darker than `threshold`; nil when too few.
    func glyphHeight(threshold: Int) -> Int? {
        let h = Int(subscan_glyph_height(pix, Int32(threshold)))
        return h > 0 ? h : nil
    }

    /// Whether a short mark (a minus, a plus) may stand before the word in this box: false only
    /// when the word's first glyph is tall and nothing short is printed left of it.
    func signMark(left: Int, top: Int, right: Int, bottom: Int) -> Bool {
        subscan_sign_mark(pix, Int32(left), Int32(top), Int32(right), Int32(bottom)) != 0
    }

    func invert() { pixInvert(pix, pix) }

    /// Turns light-on-dark bands (a table header printed white on a bar) dark on light; how many.
    @discardableResult
    func invertDarkBands(minHeight: Int, maxHeight: Int) -> Int {
        Int(subscan_invert_dark_bands(pix, Int32(minHeight), Int32(maxHeight)))
    }

    /// Whitens a table's ruling lines (dark runs at least `length` pixels long down, twice that
    /// across); true when any were found.
    @discardableResult
    func removeRulings(length: Int) -> Bool { subscan_remove_rulings(pix, Int32(length)) != 0 }

    /// A copy of the page.
    func copy() -> PageImage? { pixCopy(nil, pix).map(PageImage.init) }

    /// How a scanned page's paper was levelled: from which shade pixels became white, and
    /// whether the page was too faded to level and was stretched instead (its ink's core to black,
    /// its paper to white, the grain kept).
    struct Levelling: Equatable {
        var white: Int
        var stretched: Bool
    }

    /// Turns a scan's paper and its grain white, keeping the ink and its grey edges; a faded page
    /// (its ink's core more than `faded` shades lighter than the shade levelling turns black) is
    /// stretched instead (`subscan_level_paper`). Nil when the page has no light paper.
    func levelPaper(faded: Int = 10) -> Levelling? {
        let high = Int(subscan_level_paper(pix, Int32(faded)))
        return high == 0 ? nil : Levelling(white: abs(high), stretched: high < 0)
    }

    /// Whitens dot leaders: rows of dots `gap` pixels apart at most, `length` long at least, thinner
    /// than `thin` pixels; true when any were found.
    func removeDotLeaders(gap: Int, length: Int, thin: Int) -> Bool {
        subscan_remove_dot_leaders(pix, Int32(gap), Int32(length), Int32(thin)) != 0
    }

    /// `luminance` (this colour image's gray, same size) where each vivid pixel (colour channels
    /// `spread` or more apart) outside solid patches of `brick` pixels takes its brightest channel
    /// (`subscan_vivid_gray`); nil unless this is a 32-bit colour image.
    func vividGray(luminance: PageImage, spread: Int, brick: Int) -> PageImage? {
        guard let p = subscan_vivid_gray(pix, luminance.pix, Int32(spread), Int32(brick)) else { return nil }
        return PageImage(p)
    }

    /// Scales by `factor` with linear interpolation (smooth upscaling for small text).
    func scaled(by factor: Double) -> PageImage? {
        guard let p = pixScaleGrayLI(pix, Float(factor), Float(factor)) else { return nil }
        return PageImage(p)
    }

    /// Scaled up by `factor` with linear interpolation and framed in a white border of `border`
    /// pixels, in one pass (`subscan_scale_gray_framed`: the pixels of `scaled(by:)` then
    /// `bordered(_:)`, made in half the time: 3.2% of a 20-page batch's CPU before, 1.6% after).
    func scaledFramed(by factor: Double, border: Int) -> PageImage? {
        guard let p = subscan_scale_gray_framed(pix, Float(factor), Int32(border)) else { return nil }
        return PageImage(p)
    }

    /// Whether both images hold the same pixels (same size and depth).
    func samePixels(as other: PageImage) -> Bool {
        var same: Int32 = 0
        return pixEqual(pix, other.pix, &same) == 0 && same == 1
    }

    /// Scales by `factor` (tests shrink fixtures like a messenger would).
    func resized(by factor: Double) -> PageImage? {
        guard let p = pixScale(pix, Float(factor), Float(factor)) else { return nil }
        return PageImage(p)
    }

    /// Adds a white border of `pixels` on every side (Tesseract misses text touching the edge).
    func bordered(_ pixels: Int) -> PageImage? {
        guard let p = pixAddBorder(pix, Int32(pixels), 255) else { return nil }
        return PageImage(p)
    }
}
