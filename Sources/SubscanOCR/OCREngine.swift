import CTesseractShim
import Foundation

// Every call into Tesseract is in this file (Leptonica's are in PageImage.swift). C buffers are freed
// in the function that received them; an engine frees itself in deinit.

/// Page segmentation modes subscan uses.
public enum PageSegmentation: Int32, Sendable {
    /// Tesseract's automatic layout analysis (reads columns separately).
    case automatic = 3
    /// One uniform block of text: keeps a statement row's date, description and amount together.
    case singleBlock = 6
    /// Sparse text: every word found on its own, in no order (the layout engine orders them).
    case sparse = 11
}

/// One Tesseract engine for one language, used by one thread at a time and reused across pages.
final class OCREngine {
    let language: String
    /// Each recognition is stopped after this many seconds (0: no limit).
    let timeLimit: Double
    private var handle: OpaquePointer?

    /// Applies the OpenMP limit once, before the first engine (see ARCHITECTURE.md, OCR).
    private static let openMPLimited: Bool = {
        if ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == "1" { return true }
        return subscan_limit_openmp() != 0
    }()

    init(language: String, timeLimit: Double = 0) throws(OCRError) {
        _ = Self.openMPLimited
        self.language = language
        self.timeLimit = timeLimit
        guard let h = TessBaseAPICreate() else { throw OCRError(.engine, file: language, "Tesseract could not be created") }
        handle = h
        // Tesseract prints warnings ("Empty page!!", resolution estimates) through its debug file.
        _ = TessBaseAPISetVariable(h, "debug_file", "/dev/null")
        if TessBaseAPIInit3(h, nil, language) != 0 {
            TessBaseAPIDelete(h)
            handle = nil
            throw OCRError(
                .engine, file: language,
                "Tesseract has no language data for '\(language)' (install tesseract-ocr-\(language.replacingOccurrences(of: "_", with: "-")) or set TESSDATA_PREFIX)"
            )
        }
        _ = TessBaseAPISetVariable(h, "preserve_interword_spaces", "1")
        _ = TessBaseAPISetVariable(h, "debug_file", "/dev/null")
        // Tesseract 5 reads a line it is unsure of a second time inverted. Pages are inverted here
        // when dark (Preprocessor), so that second reading only finds light text on a dark badge:
        // without it the tuning pages read as many rows (seed 1 551/562, seed 2 494 from 492 of
        // 528) and Chinese pages 7–15% faster.
        _ = TessBaseAPISetVariable(h, "tessedit_do_invert", "0")
    }

    deinit { close() }

    /// Ends and deletes the engine (else Tesseract reports a leak at exit).
    func close() {
        guard let h = handle else { return }
        TessBaseAPIEnd(h)
        TessBaseAPIDelete(h)
        handle = nil
    }

    /// Reads each rectangle of `image` as one line restricted to `characters` (money cells
    /// re-read with a Latin model). Returns one string per rectangle ("" when nothing was read).
    func readRegions(_ image: PageImage, regions: [(left: Int, top: Int, width: Int, height: Int)], characters: String) -> [String] {
        guard let h = handle, !regions.isEmpty else { return regions.map { _ in "" } }
        _ = TessBaseAPISetVariable(h, "tessedit_char_whitelist", characters)
        defer {
            _ = TessBaseAPISetVariable(h, "tessedit_char_whitelist", "")
            TessBaseAPIClear(h)
        }
        TessBaseAPISetPageSegMode(h, PSM_SINGLE_LINE)
        TessBaseAPISetImage2(h, image.pix)
        TessBaseAPISetSourceResolution(h, 300)
        var texts: [String] = []
        for r in regions {
            TessBaseAPISetRectangle(h, Int32(r.left), Int32(r.top), Int32(r.width), Int32(r.height))
            guard let cText = TessBaseAPIGetUTF8Text(h) else {
                texts.append("")
                continue
            }
            texts.append(String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines))
            TessDeleteText(cText)
        }
        return texts
    }

    /// Reads a small image (a cell cut out of a page) as one line of text restricted to
    /// `characters` (all characters when empty). Returns the text and its mean confidence.
    func readLine(_ image: PageImage, characters: String, singleWord: Bool = false) -> (text: String, confidence: Float) {
        guard let h = handle else { return ("", 0) }
        if !characters.isEmpty { _ = TessBaseAPISetVariable(h, "tessedit_char_whitelist", characters) }
        defer {
            if !characters.isEmpty { _ = TessBaseAPISetVariable(h, "tessedit_char_whitelist", "") }
            TessBaseAPIClear(h)
        }
        TessBaseAPISetPageSegMode(h, singleWord ? PSM_SINGLE_WORD : PSM_SINGLE_LINE)
        TessBaseAPISetImage2(h, image.pix)
        TessBaseAPISetSourceResolution(h, 300)
        guard let cText = TessBaseAPIGetUTF8Text(h) else { return ("", 0) }
        let text = String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines)
        TessDeleteText(cText)
        return (text, Float(TessBaseAPIMeanTextConf(h)))
    }

    /// Recognises `image` (or one rectangle of it, read as a single line) and returns its words
    /// with boxes, in the page's pixels, and confidences.
    /// `characters`: restricts recognition to these characters (all when empty).
    func recognize(
        _ image: PageImage, segmentation: PageSegmentation, resolution: Int = 300,
        line region: (left: Int, top: Int, width: Int, height: Int)? = nil, characters: String = ""
    ) throws(OCRError) -> [OCRWord] {
        guard let h = handle else { throw OCRError(.engine, file: language, "the engine was closed") }
        TessBaseAPISetPageSegMode(h, region == nil ? TessPageSegMode(UInt32(segmentation.rawValue)) : PSM_SINGLE_LINE)
        TessBaseAPISetImage2(h, image.pix)
        TessBaseAPISetSourceResolution(h, Int32(resolution))
        if let r = region { TessBaseAPISetRectangle(h, Int32(r.left), Int32(r.top), Int32(r.width), Int32(r.height)) }
        if !characters.isEmpty { _ = TessBaseAPISetVariable(h, "tessedit_char_whitelist", characters) }
        defer {
            if !characters.isEmpty { _ = TessBaseAPISetVariable(h, "tessedit_char_whitelist", "") }
            TessBaseAPIClear(h)
        }
        // (Tesseract's monitor: its deadline is checked before each word it recognises)
        let monitor = timeLimit > 0 ? TessMonitorCreate() : nil
        defer { if let monitor { TessMonitorDelete(monitor) } }
        let milliseconds = Int32(clamping: Int64(max(1, (timeLimit * 1000).rounded())))
        if let monitor { TessMonitorSetDeadlineMSecs(monitor, milliseconds) }
        let started = DispatchTime.now().uptimeNanoseconds
        guard TessBaseAPIRecognize(h, monitor) == 0 else {
            let elapsed = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            if monitor != nil, elapsed >= UInt64(milliseconds) {
                let limit = timeLimit.rounded() == timeLimit ? String(Int(timeLimit)) : String(timeLimit)
                throw OCRError(
                    .tooSlow, file: language,
                    "recognition stopped after \(limit) s (--max-ocr-seconds): the page reads as noise or is far larger than a statement page"
                )
            }
            throw OCRError(.engine, file: language, "Tesseract failed to recognise the page")
        }
        guard let iterator = TessBaseAPIGetIterator(h) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let pageIterator = TessResultIteratorGetPageIterator(iterator)
        var words: [OCRWord] = []
        repeat {
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: cText)
            TessDeleteText(cText)
            var l: Int32 = 0, t: Int32 = 0, r: Int32 = 0, b: Int32 = 0
            guard TessPageIteratorBoundingBox(pageIterator, RIL_WORD, &l, &t, &r, &b) != 0 else { continue }
            let confidence = TessResultIteratorConfidence(iterator, RIL_WORD)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            words.append(OCRWord(text: trimmed, left: Int(l), top: Int(t), right: Int(r), bottom: Int(b), confidence: confidence))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return words
    }
}
