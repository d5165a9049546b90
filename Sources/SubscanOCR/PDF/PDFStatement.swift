import CPDFShim
import Foundation
import SubscanCore

/// A PDF document opened with Poppler: its pages' text-layer words, with boxes, ink and type, for
/// the layout engine, and its scanned pages rendered to images for OCR.
///
/// A page whose text layer holds words is read from it exactly: no OCR, no quota. A page without
/// one (a scan: one picture, no text) is rendered at `scanDPI` and recognised like a screenshot.
///
/// Word boxes are in points × `pixelsPerPoint`, so a statement's 9 pt text is about as tall as a
/// phone screenshot's at 3x, the scale the layout engine's gaps and heights were measured at.
///
///     let pdf = try PDFStatement(bytes: data, password: nil, file: "nov.pdf")
///     pdf.pageCount        // 3
///     pdf.words(page: 0)   // [OCRWord("11/03", …), OCRWord("NETFLIX.COM", …), …]
public final class PDFStatement {
    /// Layout pixels per PDF point (288 dpi).
    public static let pixelsPerPoint = 4.0
    /// Resolution scanned pages are rendered at for Tesseract.
    public static let scanDPI = 300.0

    private let document: OpaquePointer
    public let file: String
    public let pageCount: Int

    /// Opens `bytes`; `password` unlocks an encrypted document. Throws `.encrypted` when a password
    /// is needed (or wrong) and `.corrupt` when Poppler cannot read the file.
    public init(bytes: Data, password: String?, file: String) throws(OCRError) {
        self.file = file
        var error: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let opened: OpaquePointer? = bytes.withUnsafeBytes { raw in
            subscan_pdf_open(raw.baseAddress, raw.count, password, &error, &message, message.count)
        }
        guard let opened else {
            if error == Int32(SUBSCAN_PDF_ENCRYPTED) {
                throw OCRError(
                    .encrypted, file: file,
                    password == nil
                        ? "the PDF is encrypted: pass --password or export an unlocked copy"
                        : "the PDF is encrypted and the password given does not open it")
            }
            throw OCRError(.corrupt, file: file, "the PDF cannot be read (damaged or truncated file)")
        }
        document = opened
        pageCount = Int(subscan_pdf_page_count(opened))
    }

    deinit { subscan_pdf_close(document) }

    /// What a page holds: words in a text layer, or a scan (pictures and no text) to recognise.
    public enum Page {
        case text([OCRWord])
        case scanned
        /// No words and no picture (an empty page, vector drawings).
        case blank
    }

    /// Reads the page's text layer, or says it is scanned: a page is text when some word holds
    /// two letters or digits.
    public func page(_ index: Int) -> Page {
        let words = words(page: index)
        if words.contains(where: { LineBuilder.lettersAndDigits(in: $0.text) >= 2 }) { return .text(words) }
        return subscan_pdf_page_images(document, Int32(index)) > 0 ? .scanned : .blank
    }

    /// The words of the page's text layer, in reading order, boxes in layout pixels; empty for a
    /// page without a text layer.
    public func words(page: Int) -> [OCRWord] {
        var chars: UnsafeMutablePointer<subscan_pdf_char>?
        let n = subscan_pdf_page_chars(document, Int32(page), &chars)
        defer { free(chars) }
        guard n > 0, let chars else { return [] }
        return Self.words(from: UnsafeBufferPointer(start: chars, count: n))
    }

    /// Characters to words: a word ends at a space or line end, where the next character is not on
    /// the same line, or where a gap wider than a third of the type's size opens between two
    /// characters (table columns that Poppler joined without a space). One space beside a Chinese
    /// character does not end it: the space is part of the printed text, which the layout engine
    /// would otherwise drop between Chinese words.
    static func words(from chars: UnsafeBufferPointer<subscan_pdf_char>) -> [OCRWord] {
        var words: [OCRWord] = []
        var scalars = String.UnicodeScalarView()
        var run: [subscan_pdf_char] = []
        // The spaces kept beside Chinese in this run: where they stand in `scalars`, and the gap.
        var kept: [(offset: Int, gap: Float)] = []

        func flush() {
            defer {
                scalars = String.UnicodeScalarView()
                run.removeAll(keepingCapacity: true)
                kept.removeAll(keepingCapacity: true)
            }
            guard !run.isEmpty else { return }
            if let spaced = Self.withoutTracking(scalars, kept: kept, pairs: run.count - 1) { scalars = spaced }
            let k = Self.pixelsPerPoint
            let left = run.map(\.x1).min()!, right = run.map(\.x2).max()!
            let top = run.map(\.y1).min()!, bottom = run.map(\.y2).max()!
            // The word's ink: its most common colour (a coloured currency sign does not decide it).
            var counts: [UInt32: Int] = [:]
            for c in run { counts[UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue), default: 0] += 1 }
            let rgb = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!.key
            let r = UInt8(rgb >> 16 & 0xFF), g = UInt8(rgb >> 8 & 0xFF), b = UInt8(rgb & 0xFF)
            let weighted: Int = Int(r) * 299 + Int(g) * 587 + Int(b) * 114
            let luminance = UInt8((weighted + 500) / 1000)
            words.append(
                OCRWord(
                    text: String(scalars), left: Int((Double(left) * k).rounded(.down)), top: Int((Double(top) * k).rounded(.down)),
                    right: Int((Double(right) * k).rounded(.up)), bottom: Int((Double(bottom) * k).rounded(.up)), confidence: 100,
                    ink: InkColor(red: r, green: g, blue: b, background: 255, luminance: luminance)))
        }

        // The whitespace characters since the run's last character.
        var spaces = 0
        for c in chars {
            guard let scalar = Unicode.Scalar(c.scalar), c.x2 > c.x1 || c.y2 > c.y1 || scalar.properties.isWhitespace else {
                flush()
                spaces = 0
                continue
            }
            if scalar.properties.isWhitespace {
                spaces += scalar == "\n" || scalar == "\r" ? 2 : 1
                continue
            }
            if let last = run.last {
                let height = max(last.y2 - last.y1, 1)
                let middle = (c.y1 + c.y2) / 2
                let sameLine = middle > last.y1 && middle < last.y2
                let gap = c.x1 - last.x2
                let size = max(last.size, height * 0.8)
                if spaces == 1 && sameLine && gap >= 0 && gap <= size * 0.8
                    && (TextClass.isCJK(Unicode.Scalar(last.scalar)) || TextClass.isCJK(scalar))
                    && !Self.isFigure(scalars) && !(scalar.properties.numericType != nil && scalar.isASCII)
                {
                    // One printed space beside Chinese: the words stay one, space kept. Joined as
                    // two words they would lose it, as Chinese written without spaces does
                    // (`快捷支付 财付通-瑞幸咖啡`, `快捷支付 APPLE.COM/BILL`).
                    kept.append((scalars.count, gap))
                    scalars.append(" ")
                } else if spaces > 0 || !sameLine || gap > size / 3 || gap < -height {
                    flush()
                }
            }
            spaces = 0
            run.append(c)
            scalars.append(scalar)
        }
        flush()
        return words
    }

    /// Whether `scalars` is a figure (digits, separators, a sign or currency sign): a balance set one
    /// space before a counterparty's name (`29,352.37 财付通-全家便利店`) is a word of its own.
    static func isFigure(_ scalars: String.UnicodeScalarView) -> Bool {
        scalars.contains { $0.properties.numericType != nil }
            && scalars.allSatisfy { ($0.isASCII && $0.properties.numericType != nil) || ",.+-¥￥$".unicodeScalars.contains($0) }
    }

    /// A run of Chinese printed letter-spaced (a statement renderer that sets every character
    /// apart, `快 捷 支 付`): Poppler puts a space at nearly every gap, and the layout engine
    /// would read the spaces as printed. When spaces stand at two or more and at least 6 in 10
    /// of the run's gaps, those no wider than one and a half times their median are the
    /// tracking and go; a wider one is a printed space and stays (`快捷支付 财付通`). Nil when
    /// the run is not letter-spaced.
    static func withoutTracking(_ scalars: String.UnicodeScalarView, kept: [(offset: Int, gap: Float)], pairs: Int)
        -> String.UnicodeScalarView?
    {
        guard kept.count >= 2, kept.count * 10 >= pairs * 6 else { return nil }
        let gaps = kept.map(\.gap).sorted()
        let limit = gaps[gaps.count / 2] * 1.5
        let drop = Set(kept.filter { $0.gap <= limit }.map(\.offset))
        var result = String.UnicodeScalarView()
        for (i, scalar) in scalars.enumerated() where !drop.contains(i) { result.append(scalar) }
        return result
    }

    /// Renders a page to an 8-bit gray PGM at `dpi` (at most `maxPixels`), for OCR.
    public func renderGray(page: Int, dpi: Double = PDFStatement.scanDPI, maxPixels: Int, to path: String) throws(OCRError) {
        guard subscan_pdf_render_gray(document, Int32(page), dpi, maxPixels, path) == 0 else {
            throw OCRError(.corrupt, file: file, "page \(page + 1) of the PDF cannot be rendered")
        }
    }
}
