import Foundation
import SubscanCore
import SubscanIngest

/// One page to recognise: an image file, the page within it (TIFFs may hold several), and the
/// languages to read it with (nil: chosen automatically).
public struct PageRequest: Sendable, Equatable {
    public var path: String
    /// The name errors use (the path as the user typed it).
    public var file: String
    public var page: Int
    public var language: String?
    /// A page rendered from a PDF at a resolution fit for recognition: never upscaled.
    public var rendered = false

    public init(path: String, file: String, page: Int = 0, language: String? = nil, rendered: Bool = false) {
        self.path = path
        self.file = file
        self.page = page
        self.language = language
        self.rendered = rendered
    }
}

/// A recognised page: its text lines rebuilt from word boxes, and how it was read.
public struct RecognizedPage: Sendable, Equatable, Codable {
    public var lines: [OCRLine]
    /// The words with their boxes, confidences and ink: what the layout engine reads.
    public var layout = LayoutPage(words: [])
    public var language: String
    public var words: Int
    /// Mean word confidence, 0–100.
    public var confidence: Float
    public var inverted: Bool
    public var scale: Double
    public var seconds: Double

    public init(lines: [OCRLine], language: String, words: Int, confidence: Float, inverted: Bool, scale: Double, seconds: Double) {
        self.lines = lines
        self.language = language
        self.words = words
        self.confidence = confidence
        self.inverted = inverted
        self.scale = scale
        self.seconds = seconds
    }
}

/// Recognises pages on a pool of worker threads, one Tesseract engine per thread and language,
/// each initialised once and reused across pages.
///
/// Pages are spread over the cores (Tesseract itself runs single-threaded: OpenMP is limited,
/// see ARCHITECTURE.md). With no language given, a page is read with English first; a page whose
/// words come back mostly unreadable is read again with Simplified Chinese, and one showing Spanish
/// words with Spanish, keeping whichever reading is more confident.
public final class OCRService: @unchecked Sendable {
    public static let supportedLanguages = ["eng", "chi_sim", "spa"]
    static let debug = ProcessInfo.processInfo.environment["SUBSCAN_OCR_DEBUG"] != nil

    /// `SUBSCAN_OCR_DEBUG`: one line on standard error (the user's own data, on their terminal).
    static func trace(_ message: @autoclosure () -> String) {
        guard debug else { return }
        FileHandle.standardError.write(Data((message() + "\n").utf8))
    }
    public let limits: ImageLimits
    public let workers: Int
    private let lock = NSLock()
    private var idle: [String: [OCREngine]] = [:]
    private var created = 0

    /// The languages an automatic choice picks from (the config's `languages`).
    public let candidates: [String]

    public init(
        limits: ImageLimits = ImageLimits(), candidates: [String] = OCRService.supportedLanguages,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.limits = limits
        self.candidates = candidates.isEmpty ? ["eng"] : candidates
        self.workers = max(1, workers)
        PageImage.quietLibraries()
        PageImage.keepFreedMemory
    }

    deinit { shutdown() }

    /// Ends and deletes every engine.
    public func shutdown() {
        lock.lock()
        let engines = idle.values.flatMap { $0 }
        idle = [:]
        lock.unlock()
        for e in engines { e.close() }
    }

    /// The currency a page's language suggests when its amounts carry no symbol: eng → USD,
    /// spa → EUR, chi_sim → CNY (the parser's last resort, with a warning).
    public static func assumedCurrency(language: String?) -> Currency? {
        guard let language else { return nil }
        if language.hasPrefix("chi") { return Currency.cny }
        if language.hasPrefix("spa") { return Currency.eur }
        if language.hasPrefix("eng") { return Currency.usd }
        return nil
    }

    /// The Tesseract languages installed (from `TESSDATA_PREFIX` or Debian's tessdata folder).
    public static func installedLanguages() -> Set<String> {
        var folders = ["/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata", "/usr/share/tessdata"]
        if let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] { folders.insert(prefix, at: 0) }
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            let langs = names.filter { $0.hasSuffix(".traineddata") }.map { String($0.dropLast(".traineddata".count)) }
            if !langs.isEmpty { return Set(langs) }
        }
        return []
    }

    /// An image file that passed `inspect`: its page count and its bytes (read once: the caller
    /// hashes them for the OCR quota).
    public struct InspectedImage: Sendable {
        public var pages: Int
        public var bytes: Data
    }

    /// Checks that `path` is an image within the limits from its size, its first bytes, its
    /// container and its header, and returns how many pages it holds. No pixel is decoded and
    /// nothing is charged.
    public func inspect(path: String, file: String) throws(OCRError) -> InspectedImage {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw OCRError(.unreadable, file: file, "no such file")
        }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        if size == 0 { throw OCRError(.empty, file: file, "the file is empty") }
        if size > limits.maxFileBytes {
            throw OCRError(
                .tooLarge, file: file,
                "the image file is \(size >> 20) MiB; the limit is \(limits.maxFileBytes >> 20) MiB (--max-file-size)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OCRError(.unreadable, file: file, "cannot be read (permission denied?)")
        }
        let bytes = [UInt8](data)
        let magic = Array(bytes.prefix(16))
        guard let format = ImageFormat(magic: magic) else { throw OCRError(.notAnImage, file: file, ImageFormat.describeNonImage(magic)) }
        if let problem = ImageFormat.truncation(of: bytes, format: format) { throw OCRError(.corrupt, file: file, problem) }
        let header = try PageImage.header(path: path, file: file)
        if header.width > limits.maxSide || header.height > limits.maxSide || header.width * header.height > limits.maxPixels {
            throw OCRError(
                .tooLarge, file: file,
                "the image is \(header.width) × \(header.height) pixels; the limit is \(limits.maxPixels / 1_000_000) megapixels (--max-pixels)"
            )
        }
        if header.pages > limits.maxPages {
            throw OCRError(.tooManyPages, file: file, "the image has \(header.pages) pages; the limit is \(limits.maxPages) (--max-pages)")
        }
        return InspectedImage(pages: header.pages, bytes: data)
    }

    /// Recognises `requests` in parallel; results come back in the order of the requests.
    /// `progress` is called (from a worker thread) after each page with the number done so far.
    public func recognize(_ requests: [PageRequest], progress: (@Sendable (Int) -> Void)? = nil) -> [Result<RecognizedPage, OCRError>] {
        let results = ResultBox(count: requests.count)
        let width = min(workers, requests.count)
        guard width > 0 else { return [] }
        let next = ResultBox.Counter()
        // Biggest files first (a page's bytes say roughly how long it takes), so a batch does not
        // end with one core reading a large page while the others wait.
        let bytes = requests.map { r in ((try? FileManager.default.attributesOfItem(atPath: r.path))?[.size] as? NSNumber)?.int64Value ?? 0
        }
        let order = requests.indices.sorted { (bytes[$0], $1) > (bytes[$1], $0) }
        // `width` threads pull pages from a shared counter, so a slow page does not hold others back.
        DispatchQueue.concurrentPerform(iterations: width) { _ in
            while let k = next.take(below: requests.count) {
                let i = order[k]
                let result: Result<RecognizedPage, OCRError>
                do throws(OCRError) { result = .success(try recognizeOne(requests[i])) } catch { result = .failure(error) }
                results.set(i, result)
                progress?(results.doneCount)
            }
        }
        // (the page buffers kept for the next page during the batch are not kept after it)
        PageImage.releaseFreedMemory()
        return results.values
    }

    /// Recognises one page on the calling thread.
    public func recognizeOne(_ request: PageRequest) throws(OCRError) -> RecognizedPage {
        do throws(OCRError) {
            return try recognizePage(request)
        } catch {
            // (the engine names its language; a page over the time limit is the page's file's fault)
            guard error.kind == .tooSlow else { throw error }
            throw OCRError(.tooSlow, file: request.file, error.message)
        }
    }

    private func recognizePage(_ request: PageRequest) throws(OCRError) -> RecognizedPage {
        let start = DispatchTime.now().uptimeNanoseconds
        let (luminance, original) = try PageImage.loadWithColor(path: request.path, page: request.page, file: request.file, keepColor: true)
        let image = Preprocessor.grayscale(luminance, color: original)
        var (prepared, done) = Preprocessor.prepare(image, upscale: !request.rendered)
        // A table header printed white on a coloured bar is read only dark on light (and the
        // ruling removal below would take the bar, header and all, for a thick line): at 300 dpi a
        // bar of a line or a few (25–200 px) is turned.
        if request.rendered, prepared.invertDarkBands(minHeight: 25, maxHeight: 200) > 0 {
            Self.trace("ocr \(request.file): light-on-dark bands turned")
        }
        // A scanned statement's ruled grid reads as characters (`人`, `1`, `|`) and splits rows:
        // lines longer than a sixth of an inch down (50 px at 300 dpi), a third across, go before
        // recognition.
        if request.rendered, prepared.removeRulings(length: 50) { Self.trace("ocr \(request.file): ruling lines removed") }
        // Dot leaders from a name to its money (`NETFLIX.COM ........ 15.49`) make Tesseract misread
        // the name: at 300 dpi dots of 7-10 pt type stand 7-12 px apart and 2-4 px high, and a
        // leader of a dozen dots or more (80 px) goes.
        if request.rendered, prepared.removeDotLeaders(gap: 14, length: 80, thin: 7) {
            Self.trace("ocr \(request.file): dot leaders removed")
        }
        // SUBSCAN_OCR_PREPARED=DIR: the page as Tesseract is given it, to see what the steps above did.
        if let folder = ProcessInfo.processInfo.environment["SUBSCAN_OCR_PREPARED"] {
            _ = prepared.write(to: "\(folder)/\((request.file as NSString).lastPathComponent)-\(request.page).png", format: .png)
        }
        let prepareSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // The colour page is turned like the gray one, so word boxes fall on the same ink.
        let color = done.deskew == 0 ? original : original?.rotated(degrees: done.deskew)
        Self.trace(
            "ocr \(request.file): \(image.width)x\(image.height), text lines \(done.lineHeight.map(String.init) ?? "?") px, glyphs \(done.glyphHeight.map(String.init) ?? "?") px, inverted \(done.inverted), deskewed \(String(format: "%.2f", done.deskew))°, scale \(done.scale), loaded and prepared in \(String(format: "%.3f", prepareSeconds)) s"
        )
        // A scan's paper grain made the English model misread clean figures (`1,153.75` as
        // `1,1D5:75`): Latin readings get the page with its paper levelled. (The Chinese model reads
        // it as it is: levelled, two tuning pages in AR PL UKai and UMing lost their column titles.)
        // A faded page (grey ink on dark paper) is stretched rather than levelled.
        var levelled: PageImage? = nil
        var stretched = false
        if request.rendered, let copy = prepared.copy(), let done = copy.levelPaper() {
            levelled = copy
            stretched = done.stretched
            Self.trace(
                "ocr \(request.file): paper \(done.stretched ? "faded, stretched up to" : "levelled from") \(done.white)\(done.stretched ? "" : " for Latin readings")"
            )
            if let folder = ProcessInfo.processInfo.environment["SUBSCAN_OCR_PREPARED"] {
                _ = copy.write(to: "\(folder)/\((request.file as NSString).lastPathComponent)-\(request.page)-levelled.png", format: .png)
            }
        }
        // A faded page, stretched, is read stretched in every language: left as it was, the
        // Chinese model found no table on three faded tuning pages in AR PL UMing and UKai.
        var page = try readChoosingLanguage(stretched ? levelled ?? prepared : prepared, levelled: levelled, request: request)
        // Glyphs smaller than the row profile suggested (a phone page at 1x, a messenger copy):
        // read again upscaled, once. The page is still charged once.
        // (Reading Chinese pages again at a larger scale was tried: 40 px targets lost 7–11 rows of
        // 112 on the tuning Chinese layouts at 2x–3x density, so only unscaled pages are read again.)
        let confident = page.layout.words.filter { $0.confidence >= 60 }.map(\.height).sorted()
        if !request.rendered, done.scale == 1, done.deskew == 0, confident.count >= 5,
            let factor = Preprocessor.wordUpscale(height: confident[confident.count / 2])
        {
            (prepared, done) = Preprocessor.rescaled(image, by: factor, after: done)
            Self.trace("ocr \(request.file): small glyphs, read again at scale \(factor) (words \(confident[confident.count / 2]) px)")
            page = try readChoosingLanguage(prepared, request: request)
        }
        page.inverted = done.inverted
        page.scale = done.scale
        if let color {
            // Ink is measured on the original pixels: the prepared page is gray, maybe inverted and scaled.
            let border = Preprocessor.border
            for i in page.layout.words.indices {
                let w = page.layout.words[i]
                page.layout.words[i].ink = color.ink(
                    left: Int(Double(w.left - border) / done.scale), top: Int(Double(w.top - border) / done.scale),
                    right: Int((Double(w.right - border) / done.scale).rounded(.up)),
                    bottom: Int((Double(w.bottom - border) / done.scale).rounded(.up)))
            }
        }
        page.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Sparse mode finds "words" in any picture: a page is text when some word is read with
        // confidence and holds two letters or digits.
        let readable = page.layout.words.contains { w in
            w.confidence >= 60 && LineBuilder.lettersAndDigits(in: w.text) >= 2
        }
        if page.words == 0 || !readable {
            throw OCRError(.noText, file: request.file, "no text was found in the image")
        }
        return page
    }

    /// Reads a prepared page in the requested language, or chooses one: English first, Chinese
    /// when the English reading is mostly unreadable, Spanish when Spanish words show.
    /// `levelled`: the page with its paper levelled, for the Latin readings (a scanned page).
    private func readChoosingLanguage(_ prepared: PageImage, levelled: PageImage? = nil, request: PageRequest) throws(OCRError)
        -> RecognizedPage
    {
        let forLatin = levelled ?? prepared
        if let language = request.language {
            return try read(language.hasPrefix("chi") ? prepared : forLatin, language: language, file: request.file, levelled: levelled)
        }
        let latin = candidates.first { !$0.hasPrefix("chi") } ?? candidates[0]
        var page = try read(latin.hasPrefix("chi") ? prepared : forLatin, language: latin, file: request.file)
        // (A page whose English reading shows Spanish words is in Latin script however doubtful its
        // reading: a shrunk JPEG of a Spanish app read at confidence 60 lost every amount in Chinese.)
        if LanguageGuess.looksUnreadable(page), !LanguageGuess.clearlySpanish(page),
            let han = candidates.first(where: { $0.hasPrefix("chi") }), han != latin
        {
            let chinese = try read(prepared, language: han, file: request.file, latin: page.layout.words, levelled: levelled)
            if chinese.confidence > page.confidence { page = chinese }
        } else if latin != "spa", candidates.contains("spa"), LanguageGuess.looksSpanish(page) {
            var spanish = try read(forLatin, language: "spa", file: request.file)
            if spanish.confidence >= page.confidence - 2 {
                // Amounts are the same glyphs in both languages: where the two readings disagree on
                // one, the far more confident reading of it stands (`-55,17` at 90 in English, `-99,17`
                // at 78 in Spanish, on a degraded Spanish app: a wrong number, silently).
                let words = Self.surerOfOtherReading(page.layout.words, in: spanish.layout.words)
                if words != spanish.layout.words {
                    spanish.layout = LayoutPage(words: words)
                    spanish.lines = LineBuilder.lines(from: words)
                }
                page = spanish
            }
        }
        return page
    }

    /// `words` with each amount replaced by the other reading's amount in the same box (overlapping
    /// it by half or more both ways) when the two differ and the other was read 10 points more
    /// confidently; and each word read doubtfully (confidence under 50) by the other reading's word
    /// there when that one was read surely (80 or more) and differs in more than its accents: the
    /// Spanish model read `-24,65` as `24605.` at 42 and `N°` as `NO` at 19 where the English one
    /// read them at 91, and lost the row's amount and the name's second line with them.
    ///
    /// A doubtful word the other reading read as two or more words inside its box, all 10 points
    /// surer and one of them sure, is those words: `O7abr` at 16 in Spanish was `07` (71) and `abr`
    /// (95) in English, and taking `abr` alone had left the row undated.
    static func surerOfOtherReading(_ other: [OCRWord], in words: [OCRWord]) -> [OCRWord] {
        guard !other.isEmpty else { return words }
        return words.flatMap { w -> [OCRWord] in
            let money = LayoutCell.isMoney(w.text)
            guard money || w.confidence < 50 else { return [w] }
            if !money {
                let inside = other.filter { o in
                    let (x, y) = overlap(o, w)
                    return x * 2 >= o.width && y * 2 >= max(o.height, w.height) && o.confidence >= w.confidence + 10
                }.sorted { $0.left < $1.left }
                let covered = inside.reduce(0) { $0 + $1.width }
                if inside.count >= 2, inside.contains(where: { $0.confidence >= 80 }), covered * 3 >= w.width * 2 {
                    // (words that spell the doubtful one, accents apart, leave it as read)
                    return sameLetters(inside.map(\.text).joined(), w.text) ? [w] : inside
                }
            }
            return [surerWord(of: other, for: w, money: money)]
        }
    }

    /// How far two boxes overlap across and down (negative where they do not).
    private static func overlap(_ a: OCRWord, _ b: OCRWord) -> (x: Int, y: Int) {
        (min(a.right, b.right) - max(a.left, b.left), min(a.bottom, b.bottom) - max(a.top, b.top))
    }

    /// Whether two readings differ in their accents at most (`Gomez`, `Gómez`).
    private static func sameLetters(_ a: String, _ b: String) -> Bool {
        a.folding(options: .diacriticInsensitive, locale: nil) == b.folding(options: .diacriticInsensitive, locale: nil)
    }

    /// `w`, or the other reading's word in its box when that one is surer (`surerOfOtherReading`).
    private static func surerWord(of other: [OCRWord], for w: OCRWord, money: Bool) -> OCRWord {
        let same = other.first { o in
            let (x, y) = overlap(o, w)
            return x > 0 && y > 0 && x * 2 >= max(o.width, w.width) && y * 2 >= max(o.height, w.height)
                && (money ? LayoutCell.isMoney(o.text) : o.confidence >= 80)
        }
        guard let o = same, o.text != w.text, o.confidence >= w.confidence + 10 else { return w }
        // (`Gomez` at 90 in English is no better than `Gómez` at 40 in Spanish)
        if !money, sameLetters(o.text, w.text) { return w }
        // (its box too: the doubtful word's may hold a speck the sure one left out, `——REWE` 60 px
        // wider than `REWE`, and a wrapped name's line starting there no longer starts under the name)
        var replaced = w
        replaced.text = o.text
        replaced.confidence = o.confidence
        (replaced.left, replaced.top, replaced.right, replaced.bottom) = (o.left, o.top, o.right, o.bottom)
        return replaced
    }

    /// `latin`: the English reading of the same page, when a Chinese reading follows it; its Latin
    /// words are merged in (`ReadingMerge`). `levelled`: the page with its paper levelled (a scan),
    /// which a Chinese page read doubtfully is read from again (`doubtfulForGrain`).
    private func read(_ image: PageImage, language: String, file: String, latin: [OCRWord]? = nil, levelled: PageImage? = nil)
        throws(OCRError) -> RecognizedPage
    {
        let engine = try checkout(language)
        var clock = DispatchTime.now().uptimeNanoseconds
        // SUBSCAN_OCR_DEBUG=1: how long each step took.
        func timed(_ step: String) {
            guard Self.debug else { return }
            let now = DispatchTime.now().uptimeNanoseconds
            Self.trace("ocr \(file) [\(language)]: \(step) \(String(format: "%.3f", Double(now - clock) / 1e9)) s")
            clock = now
        }
        let segmentation = Self.segmentation(for: language, width: image.width, height: image.height)
        var words = try engine.recognize(image, segmentation: segmentation)
        timed("page read (\(image.width)x\(image.height))")
        // Read as one block, a table whose cells sit at different heights in a row (a two-line
        // counterparty beside one-line cells) gives the Chinese model lines that cut through the
        // characters: half the words doubtful, `网上支付` read `网 于 支付`. Such a page is read
        // again word by word (sparse), and the surer reading stands.
        if language.hasPrefix("chi"), segmentation == .singleBlock, Self.mostlyDoubtful(words) {
            let sparse = try engine.recognize(image, segmentation: .sparse)
            timed("doubtful page (\(Int(Self.meanConfidence(words)))) read again word by word (\(Int(Self.meanConfidence(sparse))))")
            words = Self.surerReading(words, or: sparse)
        }
        // A scan's paper grain breaks a thin face's strokes (AR PL UMing: `支付宝-淘宝` read `文体至=海王`
        // at 0, the row clean to the eye): a Chinese page read doubtfully is read again from the
        // page with its paper levelled, and that reading stands when 5 points surer. (Levelled
        // first, two tuning pages lost their column titles; see `recognizePage`.)
        // (a faded page is read stretched, the levelled page itself: not read twice)
        if language.hasPrefix("chi"), let levelled, levelled !== image, Self.doubtfulForGrain(words) {
            let other = try engine.recognize(levelled, segmentation: segmentation)
            timed("doubtful page (\(Int(Self.meanConfidence(words)))) read levelled (\(Int(Self.meanConfidence(other))))")
            words = Self.surerReading(words, or: other, by: 5)
        }
        checkin(engine)
        var fromLatin: Set<ReadingMerge.Box> = []
        if let latin { (words, fromLatin) = ReadingMerge.merge(han: words, latin: latin) }
        words = try rereadMissingAmounts(words, in: image, language: language)
        timed("missing amounts")
        if language.hasPrefix("chi") {
            words = Self.fittingTallAmounts(Self.fittingStretchedHanBoxes(Self.fittingFlatHanBoxes(words)))
            words = try rereadAmounts(words, in: image, language: language, skipping: fromLatin)
            timed("amounts")
            words = try rereadMissingNames(words, in: image, language: language)
            timed("missing names")
            words = try rereadStretchedGlyphs(words, in: image, language: language)
            timed("stretched glyphs")
            words = try rereadDoubtfulNames(words, in: image, language: language)
            timed("doubtful names")
            words = try rereadLateNames(words, in: image, language: language)
            timed("late names")
            words = try rereadBrokenDates(words, in: image, language: language)
            words = try rereadBlankDates(words, in: image, language: language)
            timed("broken dates")
            words = try rereadMissingDates(words, in: image, language: language)
            timed("missing dates")
            words = try rereadFadedHeader(words, in: image, language: language)
            timed("faded header")
            words = Self.joiningTrackedHan(Self.withoutNarrowHanSpecks(words))
        } else {
            words = Self.fittingTallLatinWords(Self.sectionSignsAsFives(Self.joinSplitAmounts(words)))
            words = try splitTallAmounts(words, in: image, language: language)
            timed("tall amounts")
            words = try rereadDoubtfulAmounts(words, in: image, language: language)
            timed("doubtful amounts")
            words = try rereadColumnAmounts(words, in: image, language: language)
            words = try rereadBlankAmounts(words, in: image, language: language)
            timed("column amounts")
            words = try rereadBrokenDates(words, in: image, language: language)
            words = try rereadBlankDates(words, in: image, language: language)
            timed("broken dates")
            words = Self.joinSplitDays(Self.monthsWithoutTrailingMarks(words))
            words = try rereadBrokenDays(words, in: image, language: language)
            words = try rereadCutMonths(words, in: image, language: language)
            words = try rereadGlitchedShortDates(words, in: image, language: language)
            words = try rereadBrokenYearDates(words, in: image, language: language)
            timed("broken days")
            words = try rereadDoubtfulLatinNames(words, in: image, language: language)
            words = try rereadLateLatinNames(words, in: image, language: language)
            timed("doubtful names")
            words = Self.monthTailsAsMonths(words, width: image.width)
            words = try rereadStackedDays(words, in: image, language: language)
            timed("stacked days")
            words = try rereadStackedMonths(words, in: image, language: language)
            timed("stacked months")
        }
        words = Self.withoutSpecksAfterAmounts(words)
        words = Self.pointsReadAsColons(words)
        words = Self.thousandsReadAsPoints(words)
        words = try rereadLostMinus(words, in: image, language: language)
        words = Self.minusesReadAsQuotes(words, in: image)
        timed("lost minus signs")
        let lines = LineBuilder.lines(from: words)
        if Self.debug {
            // SUBSCAN_OCR_DEBUG=1: every word with its box and confidence (the user's own data, on their terminal).
            var dump = "ocr \(file) [\(language)]\n"
            if ProcessInfo.processInfo.environment["SUBSCAN_OCR_DEBUG"] == "lines" {
                for l in lines { dump += "  \(l.left),\(l.top)-\(l.bottom) |\(l.text)|\n" }
            } else {
                for w in words { dump += "  \(w.left),\(w.top)-\(w.right),\(w.bottom) \(Int(w.confidence)) \(w.text)\n" }
            }
            Self.trace(String(dump.dropLast()))
        }
        let confidence = words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Float(words.count)
        var page = RecognizedPage(
            lines: lines, language: language, words: words.count, confidence: confidence, inverted: false, scale: 1, seconds: 0)
        page.layout = LayoutPage(words: words)
        return page
    }

    /// A page reading whose words' mean confidence (by characters) is under 65, fifty words at
    /// least: the Chinese model read the two pages of a tuning UMing history of two-line rows as
    /// one block at 43 and 46, word by word at 66 and 73; a tuning UMing world ledger's page at 61,
    /// word by word at 77.
    static func mostlyDoubtful(_ words: [OCRWord]) -> Bool {
        words.count >= 50 && meanConfidence(words) < 65
    }

    /// A Chinese page reading whose words' mean confidence (by characters) is under 75: on the 50
    /// scanned Chinese pages of four tuning seeds, the levelled reading was 5 points surer on three
    /// (66–74, AR PL UMing, rows read `文体至=海王` for `支付宝-淘宝`), all under 75.
    static func doubtfulForGrain(_ words: [OCRWord]) -> Bool {
        !words.isEmpty && meanConfidence(words) < 75
    }

    /// The other reading of a page when its mean confidence is `margin` points higher, else the first.
    static func surerReading(_ first: [OCRWord], or other: [OCRWord], by margin: Float = 10) -> [OCRWord] {
        meanConfidence(other) >= meanConfidence(first) + margin ? other : first
    }

    /// Re-reads the money cells of a Chinese page, one line each, restricted to money characters.
    ///
    /// Measured on the Chinese fixtures: in a full-page reading chi_sim gets the digits of amounts but
    /// not their signs (a minus read as "." or "_" or dropped, "+200.00" read as "4200.00"), and the
    /// sign decides charge versus income. Re-read alone and limited to `+-.,0-9¥Y`, the same model
    /// reads them right (19/19 amounts; the English model did as well, but costs a second model load).
    /// Only words right of the page's middle ending in two decimals are re-read (about one per row).
    /// Words whose box is in `skipping` (read by the English model, merged in) are not re-read.
    private func rereadAmounts(_ input: [OCRWord], in image: PageImage, language: String, skipping: Set<ReadingMerge.Box>) throws(OCRError)
        -> [OCRWord]
    {
        let middle = image.width * 45 / 100
        // chi_sim splits some amounts before the decimals ("Y15", ".00"): glue them back first.
        var words: [OCRWord] = []
        for w in input {
            if var last = words.last, w.text.count == 3, w.text.first == "." || w.text.first == ",",
                w.text.dropFirst().allSatisfy(\.isNumber),
                last.text.last?.isNumber == true, w.left - last.right < w.height, min(w.bottom, last.bottom) - max(w.top, last.top) > 0
            {
                last.text += w.text
                last.right = w.right
                last.top = min(last.top, w.top)
                last.bottom = max(last.bottom, w.bottom)
                last.confidence = min(last.confidence, w.confidence)
                words[words.count - 1] = last
            } else {
                words.append(w)
            }
        }
        var targets: [Int] = []
        for (i, w) in words.enumerated()
        where w.left > middle && (Self.looksLikeAmount(w.text) || Self.lostDecimalPoint(w.text)) && !skipping.contains(ReadingMerge.Box(w))
        {
            targets.append(i)
        }
        guard !targets.isEmpty else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        let regions = targets.map { i -> (left: Int, top: Int, width: Int, height: Int) in
            let w = words[i]
            let pad = max(4, w.height / 3)
            let left = max(0, w.left - w.height - pad)  // room for a sign the first reading lost
            let top = max(0, w.top - pad)
            return (left, top, min(image.width, w.right + pad) - left, min(image.height, w.bottom + pad) - top)
        }
        let texts = engine.readRegions(image, regions: regions, characters: "+-.,0123456789¥Y")
        var result = words
        for (i, text) in zip(targets, texts) {
            let compact = text.replacingOccurrences(of: " ", with: "")
            if Self.isCleanAmount(compact) { result[i].text = compact }
        }
        return result
    }

    /// An unsigned amount with a short bar of ink just left of it, at its middle's height (a thin
    /// minus the page reading dropped: `-¥14,557.00`, green on a dark card bill, read `¥14,557.00`):
    /// read again with the bar, in money characters. Taken only when that reading has the minus
    /// and the same digits; a sign is never added from the picture alone.
    private func rereadLostMinus(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let targets = words.indices.filter { i in
            let w = words[i]
            guard Self.looksLikeAmount(w.text), let first = w.text.first, !"-+−–(".contains(first), LayoutCell.isMoney(w.text) else {
                return false
            }
            return !Self.signWordBefore(words, i) && image.hasMinusBefore(left: w.left, top: w.top, bottom: w.bottom)
        }
        guard !targets.isEmpty, targets.count <= 20 else { return words }
        let engine = try checkoutForDigits(language)
        defer { checkin(engine) }
        var result = words
        for i in targets {
            let w = words[i]
            guard let crop = Self.amountCrop(w, in: image) else { continue }
            let (text, confidence) = engine.readLine(crop, characters: "+-.,0123456789$€£¥")
            let compact = text.replacingOccurrences(of: " ", with: "")
            Self.trace("ocr: minus before \(w.text) (\(Int(w.confidence))): read \(compact) (\(Int(confidence)))")
            guard compact.hasPrefix("-"), LayoutCell.isMoney(compact), compact.filter(\.isNumber) == w.text.filter(\.isNumber),
                confidence >= 70
            else { continue }
            result[i].text = "-" + w.text
            result[i].left = max(0, w.left - w.height / 2)
        }
        return result
    }

    /// An amount read after a quote mark (`"35.99`: a minus with a speck over it, the charge then
    /// read as money in) on a page whose charges carry a minus: where its figures start, at the
    /// pitch of the page's signed amounts (the box's left is the speck's), a minus shows in the
    /// pixels (`PageImage.hasMinusBefore`): the amount is signed. Nothing else is changed. Not
    /// where a running balance stands right of it on its line: the balance says the row's sign
    /// and, where the speck took a figure too (`"46.76` for `-16.76`), its amount
    /// (`LayoutStatementParser`), which a sign read here would stop it from doing.
    static func minusesReadAsQuotes(_ words: [OCRWord], in image: PageImage) -> [OCRWord] {
        let signed = words.filter { ($0.text.hasPrefix("-") || $0.text.hasPrefix("−")) && LayoutCell.isMoney($0.text) }
        guard signed.count >= 2, let pitch = signed.map({ $0.width * 100 / $0.text.count }).median else { return words }
        return words.map { w in
            let marks = w.text.prefix { LayoutCell.quotes.contains($0) }
            let figures = String(w.text.dropFirst(marks.count))
            guard !marks.isEmpty, figures.first?.isNumber == true, LayoutCell.isMoney(figures),
                !words.contains(where: { $0.left > w.right && onOneLine($0, w) && LayoutCell.isMoney($0.text) })
            else { return w }
            // (from a little before there: the estimate may fall on the first figure's edge)
            let start = w.right - figures.count * pitch / 100
            guard start > w.left,
                stride(from: start, through: max(w.left + 1, start - pitch / 200), by: -1).contains(where: {
                    image.hasMinusBefore(left: $0, top: w.top, bottom: w.bottom)
                })
            else { return w }
            var minus = w
            minus.text = "-" + figures
            minus.left = max(w.left, start - pitch / 100)
            return minus
        }
    }

    /// Whether the word before `words[i]` is a sign read on its own, set close to it (`-` `£6.99`).
    static func signWordBefore(_ words: [OCRWord], _ i: Int) -> Bool {
        i > 0 && ["-", "+", "−", "–"].contains(words[i - 1].text) && words[i].left - words[i - 1].right < words[i].height
    }

    /// Re-reads the amounts recognition was unsure of, each cut out alone, upscaled, as one line of
    /// money characters: words read with confidence under 80, and unsigned amounts on a page whose
    /// other amounts carry a sign (a minus lost next to a currency sign turns a charge into income).
    /// The crop reaches one word height left of the word, where a lost sign would be.
    ///
    /// A re-reading replaces the word only when it is a clean amount and either has the same digits
    /// (it may add the sign) or the first reading was doubtful and the second is more confident.
    /// The page is charged once whatever is re-read (the quota counts pages, not readings).
    private func rereadDoubtfulAmounts(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        // Charges printed with a minus: an unsigned amount may have lost its own. (A page that marks
        // only credits, `+£133.60` among `£6.99`, prints its charges unsigned: nothing was lost.)
        let signed = words.contains { w in Self.looksLikeAmount(w.text) && (w.text.hasPrefix("-") || w.text.hasPrefix("−")) }
        var targets: [Int] = []
        for (i, w) in words.enumerated() where Self.looksLikeAmount(w.text) {
            let unsigned = !(w.text.hasPrefix("-") || w.text.hasPrefix("+") || w.text.hasPrefix("−") || w.text.hasPrefix("("))
            // An unsigned amount is read again only when its pixels show a mark before it: a
            // card statement's unsigned charges beside its signed payments cost a reading each.
            let lostSign =
                signed && unsigned && !Self.signWordBefore(words, i)
                && image.signMark(left: w.left, top: w.top, right: w.right, bottom: w.bottom)
            if w.confidence < 80 || lostSign || Self.letterForSymbol(w.text) != nil {
                targets.append(i)
            }
        }
        // `+255/10 €`, `£13;:55`: a slash or colon read for the decimal point. Not an amount as
        // read, so a target of its own; replaced below only by a reading with the same digits.
        for (i, w) in words.enumerated() where w.left > image.width / 2 && Self.oddDecimalSeparator(w.text) && !targets.contains(i) {
            targets.append(i)
        }
        // `-$47719` for `-$477.19`: a point lost between digits, on a page whose amounts all
        // print cents. Replaced below only by a reading with the same digits and a decimal mark.
        let cents = words.filter { $0.left > image.width / 2 && Self.looksLikeAmount($0.text) }.count
        if cents >= 3 {
            for (i, w) in words.enumerated() where w.left > image.width / 2 && Self.markedWithoutPoint(w.text) && !targets.contains(i) {
                targets.append(i)
            }
        }
        guard !targets.isEmpty, targets.count <= 40 else { return words }
        // The currency signs the page's amounts were read with: a letter read for a sign is
        // replaced only by one of these (`-E7.99` among `-£33.00`, `-£3.61` → `-£7.99`).
        let pageMoney = words.filter { LayoutCell.isMoney($0.text) }
        let pageSymbols = Set(pageMoney.flatMap { $0.text.filter { "$€£¥".contains($0) } })
        // The page's decimal mark, from its clean amounts (`12,99 €`): a comma when most end so.
        let marks = pageMoney.compactMap { w in
            w.text.filter { $0.isNumber || $0 == "," || $0 == "." }.dropLast(2).last
        }
        let commaPage = marks.filter { $0 == "," }.count * 2 > marks.count
        let engine = try checkout(language)
        defer { checkin(engine) }
        var result = words
        var pageLines: [LayoutLine]? = nil  // the page's lines, once a balance must speak
        for i in targets {
            let w = words[i]
            guard let crop = Self.amountCrop(w, in: image) else { continue }
            let (text, confidence) = engine.readLine(crop, characters: "+-.,0123456789$€£¥()")
            let compact = text.replacingOccurrences(of: " ", with: "")
            Self.trace("ocr: doubtful amount \(w.text) (\(Int(w.confidence))): read \(compact) (\(Int(confidence)))")
            // `£13;:55` read again as `£1355`: the whitelist loses the point, but both readings agree
            // on every digit and the first saw a separator before the last two: the number is known.
            // (Not from a first reading under 50: `£2:95` at 33 was a £2.99.)
            if !LayoutCell.isMoney(compact), Self.oddDecimalSeparator(w.text), w.confidence >= 50,
                compact.filter(\.isNumber) == w.text.filter(\.isNumber)
            {
                result[i].text = Self.withDecimalMark(w.text, pageComma: commaPage)
                result[i].confidence = w.confidence
                continue
            }
            guard LayoutCell.isMoney(compact) else { continue }
            // A minus read as a 7 (`757.48` for `-57.48`, Times): on a page of charges printed with a
            // minus, a reading restricted to money's characters that sees a minus where the first saw
            // the 7, and agrees on every other character, is the amount.
            if signed, Self.minusReadAsSeven(first: w.text, again: compact) {
                result[i].text = compact
                result[i].confidence = max(w.confidence, confidence)
                continue
            }
            let sameDigits = compact.filter(\.isNumber) == w.text.filter(\.isNumber)
            // A slash or a letter where the first reading is not money: only the same digits
            // replace it, and a letter only by a currency sign the page uses, with the same sign;
            // else the word stays as read, which is not money, and the row is not invented.
            let odd = Self.oddDecimalSeparator(w.text)
            let lost = Self.markedWithoutPoint(w.text)
            if sameDigits, odd || lost || Self.letterForSymbol(w.text) != nil {
                let sameSigns = compact.filter({ "+-−".contains($0) }) == w.text.filter({ "+-−".contains($0) })
                let signOK =
                    odd || lost && sameSigns
                    || compact.first(where: { "$€£¥".contains($0) }).map(pageSymbols.contains) == true
                        && sameSigns
                if signOK {
                    result[i].text = compact
                    result[i].confidence = min(w.confidence, confidence)
                }
                continue
            }
            // Other digits (`-513.65` at 0 read again `-313.65` at 83): the first reading stays when
            // the running balance beside it moved by exactly it, and not by the second.
            if !sameDigits, LayoutCell.isMoney(w.text) {
                if pageLines == nil { pageLines = PageLayout.lines(from: words) }
                if let lines = pageLines, Self.balanceKeeps(w, over: compact, in: lines) {
                    Self.trace("ocr: doubtful amount \(w.text) kept: the running balance moved by it")
                    // (the arithmetic vouches for its digits: as sure as a clean reading, so the
                    // Chinese reading of a page does not pass over it)
                    result[i].confidence = max(w.confidence, ReadingMerge.minimumConfidence)
                    continue
                }
            }
            if sameDigits || (w.confidence < 60 && confidence > w.confidence + 10) {
                // Keep what the first reading had around the digits (a currency code or sign it saw).
                var text = w.text
                if sameDigits {
                    text = Self.sameDigitsAmount(first: w.text, again: compact)
                } else {
                    text = compact
                    // Digits gained before the first reading's (`837.72` read again `3,837.72`): the
                    // amount starts further left than the crop, where its sign and currency sign
                    // are (`-¥3,837.72`, on a page of `-¥` charges, else read as income). Read
                    // again from four heights to the left; taken when it ends in the same digits.
                    let first = w.text.filter(\.isNumber)
                    let second = compact.filter(\.isNumber)
                    if !first.isEmpty, second.count > first.count, second.hasSuffix(first), !compact.hasPrefix("-"),
                        let wide = Self.amountCrop(w, in: image, reach: 4)
                    {
                        let (again, sure) = engine.readLine(wide, characters: "+-.,0123456789$€£¥()")
                        let wider = again.replacingOccurrences(of: " ", with: "")
                        Self.trace("ocr: amount's head \(compact): read \(wider) (\(Int(sure)))")
                        if LayoutCell.isMoney(wider), wider.filter(\.isNumber) == second, sure >= 60 { text = wider }
                    }
                }
                result[i].text = text
                result[i].confidence = max(w.confidence, confidence)
            }
        }
        return result
    }

    /// Whether `again`, an amount read again, is `first` with its leading 7 a minus: `-57.48` for
    /// `757.48`. (Not a 7 that was a figure: `757.48` read again as `757.48` or `-757.48`.)
    static func minusReadAsSeven(first: String, again: String) -> Bool {
        guard first.count >= 4, first.hasPrefix("7"), again.hasPrefix("-") || again.hasPrefix("−") else { return false }
        let rest = String(first.dropFirst())
        return String(again.dropFirst()) == rest && LayoutCell.isMoney(rest) && rest.first?.isNumber == true
    }

    /// A doubtful amount (`first`) read again with the same digits (`again`, a clean amount): the
    /// first reading with the sign the second saw, when it is an amount (a currency code or sign
    /// only it saw is kept); else the second (`-¥83..02`, a doubled point, read again `-¥83.02`;
    /// `.72.89`, a minus read as a point, read again `-72.89`: the point stood where the sign is).
    /// (A quote speck before the first, `"21.00` read again `-21.00` at 0, keeps the speck: the
    /// sign may be the speck's, and the column's reading decides.)
    static func sameDigitsAmount(first: String, again: String) -> String {
        guard LayoutCell.isMoney(first) else { return again }
        if let sign = again.first, sign == "-" || sign == "+", !(first.hasPrefix("-") || first.hasPrefix("+")) {
            if first.hasPrefix(".") || first.hasPrefix(",") { return again }
            return String(sign) + first
        }
        return first
    }

    /// The head of an amount Tesseract cut off as a word of its own, right before the rest (`-1.`
    /// `062,74` for `-1.062,74 €`, `$1` `9.18` for `$19.18` over a cashback `2%`): a sign, a
    /// currency sign and one to three digits (a separator after them), no decimals of its own.
    static func amountHead(_ text: String) -> Bool {
        var t = Substring(text)
        if let c = t.first, "+-−".contains(c) { t = t.dropFirst() }
        if let c = t.first, "$€£¥".contains(c) { t = t.dropFirst() }
        if let c = t.last, c == "." || c == "," { t = t.dropLast() }
        return (1...3).contains(t.count) && t.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The word on `w`'s line that ends right before it (a gap of at most a third of its height, or
    /// `wide`: three quarters) and is the head of an amount (`amountHead`); nil when there is none.
    static func headBefore(_ w: OCRWord, top: Int, bottom: Int, in words: [OCRWord], wide: Bool = false) -> Int? {
        words.indices.first { j in
            let h = words[j]
            let overlap = min(h.bottom, bottom) - max(h.top, top)
            let gap = w.left - h.right
            return h.right <= w.left && gap * (wide ? 4 : 9) <= max(6, h.height) * 3 && overlap * 5 >= min(h.height, bottom - top) * 3
                && amountHead(h.text)
        }
    }

    /// A scan's speck read as a mark after a bare amount's cents (`162.03.`, `2,055.30:`) in a
    /// column of amounts (`mendedInAmountColumn`, within a character): the amount. A figure with a
    /// currency sign may end a sentence (`totaling $1,245.87.`), and so may a bare rate beside no
    /// column (`Interés aplicado 1,50.`); a text layer's words are never changed: only a scan's
    /// bare figures in a column lose the mark.
    /// A word standing apart (no word ends within two heights before it: no sentence) is no full
    /// stop's either, after a currency sign too (`€81.73.`), nor when the speck lies further off
    /// (`$17.02.`, `57.83.`: the box runs up to two heights past the column's right edge): the
    /// amount, its box ending at the column's edge.
    static func withoutSpecksAfterAmounts(_ words: [OCRWord]) -> [OCRWord] {
        let mended = mendedInAmountColumn(words, halfHeights: 2) { text in
            speckAfterCents(text, currencySign: false)
        }
        let moneyRights = mended.filter { LayoutCell.isMoney($0.text) }.map(\.right)
        return mended.map { w in
            guard let amount = speckAfterCents(w.text, currencySign: true) else { return w }
            let h = w.height
            let edges = moneyRights.filter { $0 > w.left + h && $0 <= w.right && $0 >= w.right - 2 * h }
            guard let edge = edges.median, edges.filter({ abs($0 - edge) <= h / 2 }).count >= 3,
                !mended.contains(where: { o in
                    o.right <= w.left && o.right > w.left - 2 * h && min(o.bottom, w.bottom) - max(o.top, w.top) > 0
                })
            else { return w }
            var copy = w
            copy.text = amount
            copy.right = edge
            return copy
        }
    }

    /// `text` without the mark after its cents (`162.03.` → `162.03`), when that is an amount of
    /// figures (a minus, and a currency sign when `currencySign`, before them); else nil.
    private static func speckAfterCents(_ text: String, currencySign: Bool) -> String? {
        guard text.utf8.count >= 5, let last = text.last, ".,:;".contains(last) else { return nil }
        var figures = Substring(text.dropLast())
        let cents = figures.suffix(3)
        guard cents.first == "." || cents.first == ",", cents.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        if currencySign {
            figures = figures.drop { "-$€£¥".contains($0) }
        }
        guard figures.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," || $0 == "-" }) else { return nil }
        let amount = String(text.dropLast())
        return LayoutCell.isMoney(amount) ? amount : nil
    }

    /// A word of letters boxed far taller than the words beside it on its line (`MKT` 47 px high
    /// in `WHOLEFDS MKT 10234`, 24 px type, on a scan in Roboto): the stretched box reached down to
    /// the row under the name, and the name line went to the row above it (a register printing
    /// each name over its row). Its box takes its neighbours' band: the median top and bottom of
    /// the words, two at least and on both its sides, whose middles lie within its box, a few
    /// heights away (a title in large type beside small print has them on one side only).
    static func fittingTallLatinWords(_ words: [OCRWord]) -> [OCRWord] {
        words.map { w in
            guard w.text.contains(where: \.isLetter), !w.text.contains(where: \.isNumber) else { return w }
            let beside = words.filter { o in
                let middle = (o.top + o.bottom) / 2
                return o != w && middle > w.top && middle < w.bottom && o.height * 3 <= w.height * 2
                    && o.left < w.right + 4 * o.height && o.right > w.left - 4 * o.height
            }
            // (one line's words: a box over two lines' words, `NEPT` over `NEFT` and `..4471`, is
            // a reading of both lines, not a stretched glyph)
            guard beside.count >= 2, beside.contains(where: { $0.left < w.left }), beside.contains(where: { $0.right > w.right }),
                beside.map(\.top).max()! < beside.map(\.bottom).min()!,
                let top = beside.map(\.top).median, let bottom = beside.map(\.bottom).median,
                w.height * 2 >= (bottom - top) * 3
            else { return w }
            var fitted = w
            (fitted.top, fitted.bottom) = (top, bottom)
            return fitted
        }
    }

    /// An amount whose 5 a scan read as a section sign (`§3,99-` for `53,99-`, a light face's 5 on
    /// a faded page; read again restricted to figures it came back `93,99-`), set in a column of
    /// amounts (`mendedInAmountColumn`, within a character): the sign is the figure. Not on a page
    /// whose amounts print a dollar sign, which a scan could read as one too.
    static func sectionSignsAsFives(_ words: [OCRWord]) -> [OCRWord] {
        guard words.contains(where: { $0.text.contains("§") }),
            !words.contains(where: { $0.text.contains("$") && LayoutCell.isMoney($0.text) })
        else { return words }
        return mendedInAmountColumn(words, halfHeights: 2) { t in
            let chars = Array(t)
            let figure = { (i: Int) in chars.indices.contains(i) && chars[i].isASCII && chars[i].isNumber }
            guard let at = chars.firstIndex(of: "§"), chars.filter({ $0 == "§" }).count == 1, figure(at + 1) || figure(at - 1)
            else { return nil }
            var figures = chars
            figures[at] = "5"
            let amount = String(figures)
            return LayoutCell.isMoney(amount) && LayoutCell.showsCents(amount) ? amount : nil
        }
    }

    /// An amount whose decimal point a scan read as a colon (`96:30` for `96.30`; no clock reads
    /// 96 hours), set in a column of amounts (`mendedInAmountColumn`, within half a character): the
    /// amount. A time (`14:30`) stays a time.
    static func pointsReadAsColons(_ words: [OCRWord]) -> [OCRWord] {
        mendedInAmountColumn(words, halfHeights: 1) { t in
            let u = Array(t.utf8)
            guard u.count >= 4, u.count <= 10, u[u.count - 3] == UInt8(ascii: ":"), !LayoutCell.isTime(t),
                u.filter({ $0 == UInt8(ascii: ":") }).count == 1
            else { return nil }
            let point = String(t.dropLast(3)) + "." + String(t.suffix(2))
            return LayoutCell.isMoney(point) && !point.contains(where: { "$€£¥".contains($0) }) ? point : nil
        }
    }

    /// An amount whose thousands separators a scan read as points (`，2.222.18` for `2,222.18`, a
    /// speck before it): every group of three figures after a point, and two after the last, so
    /// the last point is the decimal one. In a column of amounts (`mendedInAmountColumn`), on a
    /// page whose amounts mark their decimals with a point, the others become commas; with a comma,
    /// the last becomes one (`2.222,18`). The figures are the ones read; a speck at either end goes.
    static func thousandsReadAsPoints(_ words: [OCRWord]) -> [OCRWord] {
        let specks = LayoutCell.quotes.union(["，", ",", "、"])
        var mark: Character?
        return mendedInAmountColumn(words, halfHeights: 2) { text in
            let core = text.drop { specks.contains($0) }.reversed().drop { specks.contains($0) }.reversed()
            var body = Substring(String(core))
            var head = ""
            while let c = body.first, "+-−$€£¥".contains(c) {
                head.append(c)
                body = body.dropFirst()
            }
            let groups = body.split(separator: ".", omittingEmptySubsequences: false)
            guard groups.count >= 3, let first = groups.first, (1...3).contains(first.count), let cents = groups.last, cents.count == 2,
                groups.dropFirst().dropLast().allSatisfy({ $0.count == 3 }),
                groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
            else { return nil }
            if mark == nil { mark = decimalMark(words) }
            let whole = groups.dropLast().joined(separator: mark == "," ? "." : ",")
            let amount = head + whole + String(mark ?? ".") + cents
            return LayoutCell.isMoney(amount) ? amount : nil
        }
    }

    /// The words whose text `mend` gives an amount for (a mark misread), mended where the word
    /// stands in a column of amounts: three or more whose right edges lie within `halfHeights` halves
    /// of its height (4 px at least) of its own.
    static func mendedInAmountColumn(_ words: [OCRWord], halfHeights: Int, _ mend: (String) -> String?) -> [OCRWord] {
        let mended = words.map { mend($0.text) }
        guard mended.contains(where: { $0 != nil }) else { return words }
        let moneyRights = words.filter { LayoutCell.isMoney($0.text) }.map(\.right)
        return zip(words, mended).map { word, amount in
            let reach = max(4, word.height * halfHeights / 2)
            guard let amount, moneyRights.filter({ abs($0 - word.right) <= reach }).count >= 3 else { return word }
            var copy = word
            copy.text = amount
            return copy
        }
    }

    /// Chinese set letter-spaced (a statement renderer's tracking, `快 捷 支 付`): read from a scan,
    /// its words stand a glyph's letter-spacing apart, and a word of two characters set 26 px after
    /// another in 31 px type (`快捷` `支付`, a Kai face in tracked type whose box Tesseract starts
    /// 12 px right of its ink) was kept apart by the line's gap rules, which know a face's spacing,
    /// not a renderer's. A page is tracked when the single Han characters read beside each other
    /// stand 1.2 heights or more apart, centre to centre, in the median (1.26–1.33 on a tuning
    /// LXGW WenKai ledger tracked 0.4 em; 0.83–1.11 on untracked tuning pages in five faces), over
    /// forty such pairs at least. On such a page two words of a row are one where Chinese meets
    /// Chinese (or a hyphen between two, or a Latin letter) less than the row's median word height apart (26–28 px
    /// in 30–31 px type there): a space there is two letter-spacings and a space's width, a
    /// column gap twice a height or more.
    static func joiningTrackedHan(_ words: [OCRWord]) -> [OCRWord] {
        let lines = LineBuilder.groups(from: words).map { $0.words.sorted { $0.left < $1.left } }
        var pitches: [Int] = []  // centre to centre, in hundredths of the taller's height
        for line in lines {
            for (a, b) in zip(line, line.dropFirst()) where a.text.count == 1 && b.text.count == 1 {
                guard let x = a.text.unicodeScalars.first, let y = b.text.unicodeScalars.first, TextClass.isHan(x), TextClass.isHan(y)
                else { continue }
                let h = max(a.height, b.height)
                guard h > 0, b.left - a.right < h else { continue }
                pitches.append(((b.left + b.right) - (a.left + a.right)) * 50 / h)
            }
        }
        guard pitches.count >= 40, let pitch = pitches.median, pitch >= 120 else { return words }
        struct Key: Hashable {
            var box: ReadingMerge.Box
            var text: String
            init(_ w: OCRWord) { (box, text) = (ReadingMerge.Box(w), w.text) }
        }
        let han = { (c: Unicode.Scalar?) in c.map(TextClass.isHan) ?? false }
        let hanOrDash = { (c: Unicode.Scalar?) in c.map { TextClass.isHan($0) || $0 == "-" } ?? false }
        let letter = { (c: Unicode.Scalar?) in c.map { $0.isASCII && Character($0).isLetter } ?? false }
        let holdsHan = { (w: OCRWord) in w.text.unicodeScalars.contains(where: TextClass.isHan) }
        // (Chinese meets Chinese or a hyphen between two; or a Latin letter, `视频` `VIP`)
        let meet = { (a: OCRWord, b: OCRWord) in
            let (x, y) = (a.text.unicodeScalars.last, b.text.unicodeScalars.first)
            return hanOrDash(x) && hanOrDash(y) && (holdsHan(a) || holdsHan(b)) || han(x) && letter(y) || letter(x) && han(y)
        }
        var joined: [Key: OCRWord] = [:]  // a run's first word → the run
        var dropped = Set<Key>()  // the run's other words
        // (only a line that holds figures, a row's: a header's titles stand a letter-spacing apart
        // too, `记账日期` `币种` over narrow columns, and are read title by title)
        for line in lines where line.contains(where: { $0.text.contains(where: \.isNumber) }) {
            guard let h = line.map(\.height).median else { continue }
            var run = line[0]
            var parts = [line[0]]
            // (the joined word stands at its parts' median top and bottom: a union of boxes a few
            // pixels apart in height would be taller than the row's type, and the row's cells are
            // cut by their words' median height)
            func flush() {
                guard parts.count > 1, let top = parts.map(\.top).median, let bottom = parts.map(\.bottom).median else { return }
                run.top = top
                run.bottom = max(top + 1, bottom)
                joined[Key(parts[0])] = run
                for p in parts.dropFirst() { dropped.insert(Key(p)) }
            }
            for b in line.dropFirst() {
                if meet(run, b) && b.left - run.right < h {
                    // (its top and bottom are set when the run ends, `flush`)
                    run = OCRWord(
                        text: run.text + b.text, left: run.left, top: run.top, right: max(run.right, b.right), bottom: run.bottom,
                        confidence: min(run.confidence, b.confidence), ink: run.ink ?? b.ink)
                    parts.append(b)
                } else {
                    flush()
                    (run, parts) = (b, [b])
                }
            }
            flush()
        }
        guard !joined.isEmpty else { return words }
        return words.compactMap { w in joined[Key(w)] ?? (dropped.contains(Key(w)) ? nil : w) }
    }

    /// Joins an amount Tesseract read as two words, its head and the rest, when the two written
    /// together are one amount (`-1.` + `062,74` → `-1.062,74`, `$1` + `9.18` → `$19.18`): the
    /// digits are the ones read, in their order, so nothing is guessed; only the space between
    /// them, no wider than a third of the head's height, goes. The rest must not carry a sign or
    /// currency sign of its own (two amounts side by side stay two).
    /// A rest that is the cents with their point (`-¥477` + `.24`, `-467` + `.99`, a typewriter
    /// face) may stand up to three quarters of a height apart: a point's box starts where its dot
    /// is, in the middle of the width a fixed-width face gives it.
    static func joinSplitAmounts(_ words: [OCRWord]) -> [OCRWord] {
        var result = words
        var drop = Set<Int>()
        for i in words.indices {
            let w = words[i]
            let cents =
                w.text.count == 3 && (w.text.first == "." || w.text.first == ",")
                && w.text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
            guard let first = w.text.first, first.isASCII, first.isNumber || cents, !drop.contains(i),
                let j = headBefore(w, top: w.top, bottom: w.bottom, in: words, wide: cents), !drop.contains(j)
            else { continue }
            let joined = words[j].text + w.text
            guard LayoutCell.isMoney(joined), joined.contains(where: { $0 == "." || $0 == "," }) else { continue }
            let h = words[j]
            result[i] = OCRWord(
                text: joined, left: h.left, top: min(h.top, w.top), right: w.right, bottom: max(h.bottom, w.bottom),
                confidence: min(h.confidence, w.confidence), ink: w.ink ?? h.ink)
            drop.insert(j)
        }
        return result.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
    }

    /// An amount and the smaller balance printed right under it, read as one word twice as tall as
    /// the page's words (`22`, `“12,99` for `-11,99 €` over `2.840,90 €` on a shrunk Spanish app;
    /// `37,20€` for `-57,20 €` when a text line starts under the row's name beside its lower half):
    /// each half is read again as a line of money characters, at two sizes. A half replaces the
    /// word only when both sizes read the same amount with confidence 80 or more; otherwise the
    /// word stays as read (and its row is lost rather than given a guessed number). A currency sign
    /// read apart right after the word, as a letter (`t` for `€`), goes with the replaced word.
    private func splitTallAmounts(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        guard let typical = words.filter({ $0.text.contains(where: \.isLetter) }).map(\.height).median else { return words }
        let targets = Self.tallAmountTargets(words, width: image.width, typical: typical)
        guard !targets.isEmpty, targets.count <= 40 else { return words }
        let engine = try checkoutForDigits(language)
        defer { checkin(engine) }
        var added: [OCRWord] = []
        var drop = Set<Int>()
        for i in targets {
            let w = words[i]
            var halves: [OCRWord] = []
            // The amount's head cut off before it (`$28` before a tall `93` over `1%`): read with it.
            let head = Self.headBefore(w, top: w.top, bottom: w.top + w.height / 2, in: words)
            // Its currency sign after it, read apart as a letter (`t`, `e` for `€`): it goes with the
            // amount read again (read with it, the line's confidence drops to 0).
            let tail = words.indices.first { j in
                let v = words[j]
                return j != i && v.left >= w.right - 2 && v.left - w.right <= typical * 2 / 3 && v.text.count <= 2
                    && !v.text.contains(where: \.isNumber) && v.height * 10 <= typical * 13 && v.top < w.top + w.height / 2
                    && v.bottom > w.top
            }
            for (top, bottom) in [(w.top, w.top + w.height / 2), (w.top + w.height / 2, w.bottom)] {
                let pad = max(3, (bottom - top) / 6)
                let start = top == w.top ? head.map { words[$0].left - pad } ?? w.left : w.left
                let left = max(0, min(start, w.left - typical))
                let y = max(0, top - pad)
                let width = min(image.width, w.right + pad) - left
                let height = min(image.height, bottom + pad) - y
                guard width > 0, height > 0 else { continue }
                let readings = [2.0, 3.0].compactMap { factor -> (String, Float)? in
                    guard let crop = image.crop(left: left, top: y, width: width, height: height, factor: factor, border: 10) else {
                        return nil
                    }
                    let (text, confidence) = engine.readLine(crop, characters: "+-.,0123456789$€£¥")
                    return (text.replacingOccurrences(of: " ", with: ""), confidence)
                }
                Self.trace("ocr: tall amount \(w.text) (\(Int(w.confidence))): half read \(readings.map { "\($0.0)(\(Int($0.1)))" })")
                guard Self.tallHalfTaken(readings, upper: top == w.top, page: w) else { continue }
                // With a head, the upper half must read its digits first (they were read twice).
                let withHead = top == w.top ? head : nil
                if let withHead, !TextClass.asciiDigits(readings[0].0).hasPrefix(TextClass.asciiDigits(words[withHead].text)) { continue }
                halves.append(
                    OCRWord(
                        text: readings[0].0, left: withHead.map { words[$0].left } ?? w.left, top: top,
                        right: top == w.top ? tail.map { words[$0].right } ?? w.right : w.right, bottom: bottom,
                        confidence: min(readings[0].1, readings[1].1), ink: w.ink))
            }
            // The amount is the upper half; without it the word stays as read.
            guard let first = halves.first, first.top == w.top else { continue }
            drop.insert(i)
            if let head { drop.insert(head) }  // (the upper half was read with it: its digits came first)
            if let tail { drop.insert(tail) }
            added += halves
        }
        return words.enumerated().filter { !drop.contains($0.offset) }.map(\.element) + added
    }

    /// Whether a half of a tall word, read at two sizes, replaces it: both readings the same
    /// amount, each read with confidence 80 or more; or, for the upper half, read unsurely at both
    /// sizes but with the digits the page reading of the word had, three or more, read at 80 or more
    /// (`$968.00` at 95 over a grey `May 28`, its half read `-$968.00` twice at confidence 0: the
    /// minus, set apart by a space, is what the page reading lost).
    static func tallHalfTaken(_ readings: [(String, Float)], upper: Bool, page w: OCRWord) -> Bool {
        guard readings.count == 2, readings[0].0 == readings[1].0, LayoutCell.isMoney(readings[0].0) else { return false }
        if readings.allSatisfy({ $0.1 >= 80 }) { return true }
        let digits = TextClass.asciiDigits(readings[0].0)
        return upper && digits.count >= 3 && TextClass.asciiDigits(w.text) == digits && w.confidence >= 80
    }

    /// The words `splitTallAmounts` reads again by halves: right of the page's middle, 1.7 times
    /// the height of the page's words or more, holding a digit, and not money, or money beside a
    /// second line of text. Read as money, a word may still be two lines: the amount and the
    /// balance under it, beside a name and the category line under the name (`37,20€` for
    /// `-57,20 €` over `7.728,54 €`, at 1x). A big amount alone in its band (a balance at the top)
    /// is one.
    static func tallAmountTargets(_ words: [OCRWord], width: Int, typical: Int) -> [Int] {
        words.indices.filter { i in
            let w = words[i]
            guard w.left > width / 2 && w.height * 10 >= typical * 17 && w.text.contains(where: \.isNumber) else { return false }
            let secondLine = words.contains { v in
                v.right < width / 2 && v.top > w.top + typical / 2 && v.top >= w.top + w.height / 2 - typical / 2
                    && v.top < w.bottom && v.text.contains(where: \.isLetter)
            }
            return !LayoutCell.isMoney(w.text) || secondLine
        }
    }

    /// A money word cut out to be read again: `reach` word heights to its left (where a lost sign
    /// would be), a quarter height of margin elsewhere, twice the size when its type is under 40 px.
    static func amountCrop(_ w: OCRWord, in image: PageImage, reach: Int = 1) -> PageImage? {
        let pad = max(4, w.height / 4)
        return image.crop(
            clippedFrom: w.left - reach * w.height, top: w.top - pad, right: w.right + pad, bottom: w.bottom + pad,
            factor: w.height < 40 ? 2.0 : 1.0)
    }

    /// Reads again, restricted to digits and date separators, what stands in a date column where
    /// a date should be but none was read: `08/07` read as `os/o7` and `08/09` as `o8/a9` on a
    /// tuning card statement (four of its nine rows lost), `05-09` read as `鸣 -3` on a Chinese
    /// bank app (the row then took the date of the row above). The words of one line inside the
    /// column (`brokenDates`) are read again together, as one word of `0-9/-.`; the reading
    /// replaces them only when it is a date shaped like the column's (same separator, same
    /// length), read confidently or changing nothing but the first reading's letters (the model
    /// restricted to digits is unsure of a glyph it would rather read as a letter: `08/07` at
    /// confidence 41). The new word keeps the lower confidence, so the row's confidence shows it.
    private func rereadBrokenDates(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let (groups, shape) = Self.brokenDates(words)
        guard let shape, !groups.isEmpty, groups.count <= 40 else { return words }
        let engine = try checkoutForDigits(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        let columnDates = Self.datesOfShape(words, shape: (shape.separator, shape.length))  // once, not per group
        for group in groups {
            let parts = group.map { words[$0] }
            // As high as the column's dates: a glyph box stretched over the weekday under the date
            // (`鸣` over `05-09` and `周六`) made the crop two lines, read as nothing.
            let normal = parts.filter { $0.height * 2 <= shape.height * 3 }
            let basis = normal.isEmpty ? parts : normal
            var box = OCRWord(enclosing: parts)
            let core = OCRWord(enclosing: basis)
            box.top = core.top
            box.bottom = min(core.bottom, core.top + shape.height * 5 / 4)
            // Across the column's width too, out to its dates' middle left and right edges, and a
            // reading that took the row's number before the date (`3s5202412503`, read again
            // `3  2024-12-03`) gives its last word. (A date whose first digits went into no word,
            // `本` `2227` for `2024-12-27`, reads `24-12-27` so, `-12-27` before: still not whole.)
            let column = Self.dateColumn(over: box, among: columnDates)
            if let column {
                box.left = min(box.left, column.left)
                box.right = max(box.right, column.right)
            }
            let pad = max(4, (box.bottom - box.top) / 4)
            let left = max(0, box.left - pad)
            let cropTop = max(0, box.top - pad)
            guard
                // Half a height to the right: a last digit read as `:` can fall outside its box.
                let crop = image.crop(
                    left: left, top: cropTop, width: min(image.width, box.right + max(pad, shape.height / 2)) - left,
                    height: min(image.height, box.bottom + pad) - cropTop, factor: 1, border: 10)
            else { continue }
            let (read, confidence) = engine.readLine(crop, characters: "0123456789/-.")
            let text = Self.withoutTrailingMarks(
                column != nil ? Self.lastDateToken(read, length: shape.length) : read, length: shape.length)
            let agrees =
                text.count == box.text.count
                && zip(box.text, text).allSatisfy { old, new in old.isLetter ? new.isNumber : old == new }
            var taken =
                (confidence >= 60 || agrees) && text.count == shape.length && text.first(where: { "/-.".contains($0) }) == shape.separator
                && LayoutCell.isDate(text) && !Self.impossibleMonthDay(text)
            var date = text
            // `7127126` twice for `7/27/26`: both readings saw the same glyphs, slashes as ones.
            if !taken, text == box.text, shape.separators == 2,
                let fixed = Self.slashesReadAsOnes(text, separator: shape.separator, lengths: shape.lengths)
            {
                (date, taken) = (fixed, true)
            }
            Self.trace(
                "ocr: broken date \(parts.map(\.text)): read \(text) (\(Int(confidence))) \(taken ? "taken as \(date)" : "not taken")")
            guard taken else { continue }
            drop.formUnion(parts.map(ReadingMerge.Box.init))
            box.text = date
            box.confidence = min(box.confidence, confidence)
            added.append(box)
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// The middle left and right edges of the page's dates of the column's shape (`datesOfShape`,
    /// found once a page) that share some width with `box`: three such dates at least, else nil.
    static func dateColumn(over box: OCRWord, among shaped: [OCRWord]) -> (left: Int, right: Int)? {
        let dates = shaped.filter { w in min(w.right, box.right) > max(w.left, box.left) }
        guard dates.count >= 3, let left = dates.map(\.left).median, let right = dates.map(\.right).median else { return nil }
        return (left, right)
    }

    /// The words that are dates of the column's shape: its `length`, with its `separator`.
    static func datesOfShape(_ words: [OCRWord], shape: (separator: Character, length: Int)) -> [OCRWord] {
        words.filter { w in w.text.count == shape.length && w.text.contains(shape.separator) && LayoutCell.isDate(w.text) }
    }

    /// The last word of a reading across a date column when it has the column's `length` (the
    /// crop can hold the row's number before the date: `3  2024-12-03`), else the whole reading.
    static func lastDateToken(_ read: String, length: Int) -> String {
        guard let last = read.split(separator: " ").last, last.count == length else { return read }
        return String(last)
    }

    /// A date read again without the marks after its last digit beyond the column's `length` (a
    /// speck in the half height the crop reaches past the box: `2025/03/10-`): no part of the date.
    static func withoutTrailingMarks(_ text: String, length: Int) -> String {
        var text = text
        while text.count > length, let last = text.last, "/-.".contains(last) { text.removeLast() }
        return text
    }

    /// Reads again the date cell a table row shows blank: on a scanned printout Tesseract leaves
    /// out whole dates of a column (7 of 16 rows of a Chinese debit-card history), and a row
    /// without its date is skipped. A line with an amount and a name right of a column of three or
    /// more dates of one shape (`2024-12-05`), with no word over the column, is read again there
    /// (restricted to digits and the column's separator, at twice the size); a date of the
    /// column's shape read with confidence 60 or more becomes a word of its own.
    private func rereadBlankDates(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let (targets, shape) = Self.blankDateCells(words)
        guard let shape, !targets.isEmpty, targets.count <= 30 else { return words }
        let engine = try checkoutForDigits(language)
        defer { checkin(engine) }
        var added: [OCRWord] = []
        var drop = Set<ReadingMerge.Box>()
        for cell in targets {
            guard
                let crop = image.crop(
                    left: cell.left, top: cell.top, width: min(image.width, cell.right) - cell.left,
                    height: min(image.height, cell.bottom) - cell.top, factor: 2, border: 10)
            else { continue }
            let (read, confidence) = engine.readLine(crop, characters: "0123456789" + String(shape.separator))
            let text = read.replacingOccurrences(of: " ", with: "")
            let taken =
                confidence >= 60 && shape.lengths.contains(text.count) && text.filter({ $0 == shape.separator }).count == shape.separators
                && LayoutCell.isDate(text) && (text.count != 5 || LayoutCell.isNumericMonthDay(text))
            Self.trace("ocr: date blank at \(cell.top): read \(text) (\(Int(confidence))) \(taken ? "taken" : "not taken")")
            guard taken else { continue }
            drop.formUnion(Self.dateMisreadIn(cell, among: words).map(ReadingMerge.Box.init))
            added.append(
                OCRWord(
                    text: text, left: cell.left + shape.height / 2, top: cell.top + shape.height / 4, right: cell.right - shape.height / 2,
                    bottom: cell.bottom - shape.height / 4, confidence: confidence))
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// The words a blank date cell's reading replaces: digit debris whose middle stands over the
    /// cell, and a word of figures and letters read there with confidence under 50 (`W/12,—` at 0
    /// for `11/12` under a speck: kept beside the date read again, the row's date cell read
    /// `W/12,— 11/12` and the row was left out).
    static func dateMisreadIn(_ cell: OCRWord, among words: [OCRWord]) -> [OCRWord] {
        words.filter { w in
            (!w.text.contains(where: \.isLetter) || w.confidence < 50 && w.text.contains(where: \.isNumber))
                && (w.left + w.right) / 2 > cell.left && (w.left + w.right) / 2 < cell.right && w.bottom > cell.top && w.top < cell.bottom
        }
    }

    /// The blank date cells `rereadBlankDates` reads: each the column's span (widened by half a
    /// date's height) over a line holding an amount and a name right of the column and no date or
    /// word over the column (digit debris may be there), between the column's first and last dates
    /// (three rows' worth beyond them).
    static func blankDateCells(_ words: [OCRWord]) -> (
        cells: [OCRWord], shape: (separator: Character, length: Int, height: Int, separators: Int, lengths: Set<Int>)?
    ) {
        let (_, found) = brokenDates(words)
        guard let shape = found else { return ([], nil) }
        let dates = words.filter { w in
            LayoutCell.isDate(w.text) && shape.lengths.contains(w.text.count)
                && w.text.filter({ $0 == shape.separator }).count == shape.separators
        }
        let h = shape.height
        guard dates.count >= 3, let left = dates.map(\.left).median, let right = dates.map(\.right).median,
            dates.filter({ abs($0.left - left) <= h }).count >= 3
        else { return ([], shape) }
        let span = (left: left - h / 2, right: right + h / 2)
        let top = dates.map(\.top).min()! - 3 * h * 2
        let bottom = dates.map(\.bottom).max()! + 3 * h * 2
        let lines = PageLayout.lines(from: words)
        // A table's column: its dates on the lines of their amounts (an app centres a date beside a
        // row's two lines, on neither line for sure).
        let inLine = lines.filter { line in
            line.cells.contains { $0.isDate && $0.left >= span.left && $0.right <= span.right }
                && line.cells.contains { $0.money != nil && $0.left > span.right }
        }
        guard inLine.count >= 3 else { return ([], shape) }
        var cells: [OCRWord] = []
        for line in lines where line.top >= top && line.bottom <= bottom {
            // a date of the column beside the line, a little higher or lower, is the row's
            let middle = (line.top + line.bottom) / 2
            if dates.contains(where: { $0.right > span.left && $0.left < span.right && abs(($0.top + $0.bottom) / 2 - middle) < h * 3 / 2 })
            {
                continue
            }
            let money = line.cells.contains { $0.money != nil && $0.left > span.right }
            let name = line.cells.contains { $0.isText && $0.left > span.right && $0.text.contains(where: \.isLetter) }
            // (a word over it that is no date is the date's debris: `957024.15503` for `3  2024-12-03`)
            let over = line.cells.flatMap(\.words).filter { $0.right > span.left && $0.left < span.right }
            let dated = over.contains {
                LayoutCell.isDate($0.text) || $0.text.contains(where: \.isLetter) && !$0.text.contains(where: \.isNumber)
            }
            guard money, name, !dated else { continue }
            cells.append(
                OCRWord(text: "", left: max(0, span.left), top: max(0, middle - h), right: span.right, bottom: middle + h, confidence: 0))
        }
        return (cells, shape)
    }

    /// Reads again the day of a `09 Aug` date whose day was misread (`©9 Aug`, `@1 Aug`), in a
    /// column of three or more such dates: a word of one to three glyphs, not a number, just left
    /// of a month name and lined up with the column's days. Restricted to digits; taken when it
    /// reads a day of one or two digits confidently, or changes nothing but the first reading's
    /// letters and signs (`©9` → `09`).
    private func rereadBrokenDays(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let targets = Self.brokenDays(words)
        guard !targets.isEmpty, targets.count <= 20 else { return words }
        let engine = try checkoutForDigits(language)
        defer { checkin(engine) }
        var result = words
        for (w, month) in targets {
            // the day with its month: alone, two glyphs read as nothing at all
            let pad = max(4, w.height / 4)
            guard
                let crop = image.crop(
                    clippedFrom: w.left - w.height / 2, top: min(w.top, month.top) - pad, right: month.right + w.height / 3,
                    bottom: max(w.bottom, month.bottom) + pad, factor: w.height < 40 ? 2.0 : 1.0)
            else { continue }
            let (line, confidence) = engine.readLine(crop, characters: "0123456789" + Self.monthLetters)
            // the digits before the month, as read, and the month
            let compact = line.replacingOccurrences(of: " ", with: "")
            let text = String(compact.prefix { $0.isNumber })
            let monthRead = String(compact.dropFirst(text.count))
            let monthKnown = Self.isMonthName(month.text)
            let monthText = monthKnown ? month.text : monthRead
            guard monthKnown || Self.isMonthName(monthRead) else {
                Self.trace("ocr: broken day \(w.text) \(month.text): read \(compact) (\(Int(confidence))) not taken")
                continue
            }
            let taken = Self.dayTaken(text, confidence: confidence, over: w.text)
            Self.trace("ocr: broken day \(w.text): read \(text) (\(Int(confidence))) \(taken ? "taken" : "not taken")")
            guard taken, let m = result.firstIndex(where: { ReadingMerge.Box($0) == ReadingMerge.Box(month) }) else { continue }
            result[m].text = monthText
            if w.text.isEmpty && w.right <= w.left {  // the day inside the month's box
                result[m].text = text + " " + monthText
                result[m].confidence = min(month.confidence, confidence)
            } else if w.text.isEmpty {  // a day not read at all: a word of its own
                var day = w
                day.text = text
                day.confidence = confidence
                result.append(day)
            } else if let k = result.firstIndex(where: { ReadingMerge.Box($0) == ReadingMerge.Box(w) }) {
                result[k].text = text
                result[k].confidence = min(w.confidence, confidence)
            }
        }
        return result
    }

    /// Whether a broken day's reading (`read`, figures) is taken over what the page read
    /// (`first`): a day of the month, read with confidence 60 or more, or agreeing with the figures
    /// read first (the others read as figures), or being them with one dropped (a speck read as a
    /// figure: `217` read again `27`, at 0 as readings restricted to figures often are).
    static func dayTaken(_ read: String, confidence: Float, over first: String) -> Bool {
        guard (1...2).contains(read.count), let day = Int(read), (1...31).contains(day) else { return false }
        let agrees =
            read.count == first.count && zip(first, read).allSatisfy { old, new in old.isNumber ? old == new : new.isNumber }
            || read.count + 1 == first.count && first.allSatisfy(\.isNumber)
                && first.indices.contains { first[..<$0] + first[first.index(after: $0)...] == read }
        return confidence >= 60 || agrees
    }

    /// The letters (ASCII, both cases) of the month names and abbreviations the date parser reads, for a whitelist.
    static let monthLetters = String(
        Set(DateParser.monthNames.keys.joined().filter { $0.isASCII && $0.isLetter }.flatMap { [Character($0.uppercased()), $0] }).sorted())

    /// The words `rereadBrokenDays` reads again, each with the month word right of it.
    /// A month name or abbreviation the date parser reads (`Aug`, `dic`), outer punctuation aside.
    static func isMonthName(_ text: String) -> Bool {
        DateParser.monthNames[text.lowercased().trimmingCharacters(in: .punctuationCharacters)] != nil
    }

    /// A day read as two words of one figure each (`1` `8` `Jan` for `18 Jan`, a scan's speck
    /// stretching the `8`'s box), a third of a height apart at most, right before a month name and
    /// starting where a column of three or more days read whole (`17` `Jan`) starts: one day, its
    /// figures the ones read.
    static func joinSplitDays(_ words: [OCRWord]) -> [OCRWord] {
        let figure = { (w: OCRWord) in w.text.count == 1 && w.text.allSatisfy { $0.isASCII && $0.isNumber } }
        let candidates = words.indices.filter { figure(words[$0]) }
        guard candidates.count >= 2 else { return words }
        let monthAfter = { (w: OCRWord) in
            words.contains { m in isMonthName(m.text) && m.left > w.right && m.left - w.right < 2 * w.height && onOneLine(m, w) }
        }
        let days = words.filter { w in
            w.text.count == 2 && w.text.allSatisfy { $0.isASCII && $0.isNumber } && monthAfter(w)
        }
        guard days.count >= 3 else { return words }
        var result = words
        var drop = Set<Int>()
        for i in candidates where !drop.contains(i) {
            let first = words[i]
            guard
                let j = candidates.first(where: { j in
                    let w = words[j]
                    return j != i && !drop.contains(j) && w.left > first.right && w.left - first.right <= max(4, first.height / 3)
                        && onOneLine(w, first)
                }),
                monthAfter(words[j]),
                days.filter({ abs($0.left - first.left) <= first.height / 2 }).count >= 3,
                let day = Int(first.text + words[j].text), (1...31).contains(day)
            else { continue }
            let second = words[j]
            result[i] = OCRWord(
                text: first.text + second.text, left: first.left, top: max(first.top, second.top), right: second.right,
                bottom: max(first.bottom, second.bottom), confidence: min(first.confidence, second.confidence), ink: first.ink ?? second.ink
            )
            drop.insert(j)
        }
        return result.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
    }

    /// A month read with a scan's speck after it as a mark (`abr-` in `20 abr-`, the date then
    /// unread and its row left out) is the month, when a day stands right before it on its line.
    /// A point after the letters is the abbreviation's and stays (`abr.-` → `abr.`).
    static func monthsWithoutTrailingMarks(_ words: [OCRWord]) -> [OCRWord] {
        words.map { w in
            let letters = w.text.prefix { $0.isLetter }
            let point = w.text.dropFirst(letters.count).first == "." ? 1 : 0
            let marks = w.text.dropFirst(letters.count + point)
            guard !marks.isEmpty, marks.count <= 2, marks.allSatisfy({ "-_~'’‘\"”“`,;:—–".contains($0) }),
                DateParser.monthNames[letters.lowercased()] != nil,
                words.contains(where: { d in
                    d.text.count <= 2 && d.text.allSatisfy(\.isNumber) && (Int(d.text).map { (1...31).contains($0) } ?? false)
                        && d.right <= w.left
                        && w.left - d.right < 2 * w.height && onOneLine(d, w)
                })
            else { return w }
            var month = w
            month.text = String(w.text.prefix(letters.count + point))
            return month
        }
    }

    static func brokenDays(_ words: [OCRWord]) -> [(OCRWord, OCRWord)] {
        let isMonth = isMonthName
        let sameLine = onOneLine
        func overlaps(_ a: OCRWord, _ b: OCRWord) -> Bool { min(a.right, b.right) - max(a.left, b.left) > 0 }
        func monthRight(of i: Int, where good: (OCRWord) -> Bool) -> OCRWord? {
            let w = words[i]
            return words.first { m in good(m) && m.left > w.right && m.left - w.right < 2 * w.height && sameLine(m, w) }
        }
        let days = words.indices.filter { i in
            let t = words[i].text
            return (1...2).contains(t.count) && t.allSatisfy { $0.isASCII && $0.isNumber }
                && monthRight(of: i, where: { isMonth($0.text) }) != nil
        }
        guard days.count >= 3 else { return [] }
        let months = days.compactMap { monthRight(of: $0, where: { isMonth($0.text) }) }
        let inDayColumn = { (w: OCRWord) in days.filter({ overlaps(words[$0], w) }).count >= 2 }
        let inMonthColumn = { (w: OCRWord) in months.filter({ overlaps($0, w) }).count >= 2 }
        // the month right of a broken day: a month, or a word in the column of months read with little confidence (`Ly ic`)
        let monthLike = { (m: OCRWord) in isMonth(m.text) || m.confidence < 60 && inMonthColumn(m) && !m.text.contains(where: \.isNumber) }
        var found: [(OCRWord, OCRWord)] = words.indices.compactMap { i in
            let w = words[i]
            // (figures that are no day, `217` for `27`: a speck read as a figure between its own)
            let figures = w.text.allSatisfy { $0.isASCII && $0.isNumber }
            guard (1...3).contains(w.text.count), !figures || !(1...31).contains(Int(w.text) ?? 0), !isMonth(w.text),
                let month = monthRight(of: i, where: monthLike), inDayColumn(w)
            else { return nil }
            return (w, month)
        }
        // A date whose day was not read at all (`17 dic` read as `dic`): one word over the columns of
        // days and months, or a month alone in its column, with nothing left of it on its line.
        for m in words where !months.contains(where: { ReadingMerge.Box($0) == ReadingMerge.Box(m) }) {
            guard !m.text.contains(where: \.isNumber), inMonthColumn(m), isMonth(m.text) || m.confidence < 60,
                !words.contains(where: { $0.right <= m.left && m.left - $0.right < 3 * m.height && sameLine($0, m) }),
                !found.contains(where: { ReadingMerge.Box($0.1) == ReadingMerge.Box(m) })
            else { continue }
            if inDayColumn(m) {
                // the box holds the day too, read as nothing: a zero-width word says so
                found.append((OCRWord(text: "", left: m.left, top: m.top, right: m.left, bottom: m.bottom, confidence: 0), m))
            } else if isMonth(m.text) {
                let day = OCRWord(
                    text: "", left: max(0, m.left - m.height * 3 / 2), top: m.top, right: m.left - m.height / 4, bottom: m.bottom,
                    confidence: 0)
                if inDayColumn(day) { found.append((day, m)) }
            }
        }
        return found
    }

    /// What `rereadBrokenDates` reads again: for each line, the words inside a date column (where
    /// three or more numeric dates of one shape are stacked) that are not a date but could be a
    /// broken one (a digit, a date separator, or a word read with confidence under 60), on a line
    /// with no date in that column; and the column's date shape (separator, length, median height).
    static func brokenDates(_ words: [OCRWord]) -> (
        groups: [[Int]], shape: (separator: Character, length: Int, height: Int, separators: Int, lengths: Set<Int>)?
    ) {
        // (`61/05` for `01/05`, a zero read as a six: no month and day in either order, so no date)
        let isDate = words.map { LayoutCell.isDate($0.text) && !impossibleMonthDay($0.text) }
        // Numeric dates of the most common shape (`08/07`, `05-17`): the column's.
        let numeric = words.indices.filter { i in
            isDate[i] && words[i].text.allSatisfy { $0.isASCII && ($0.isNumber || "/-.".contains($0)) }
                && words[i].text.contains(where: { "/-.".contains($0) })
        }.map { words[$0] }
        var shapes: [String: Int] = [:]
        for w in numeric { shapes["\(w.text.first { "/-.".contains($0) }!)\(w.text.count)", default: 0] += 1 }
        // (ties broken by the key, not by the dictionary's order, which changes from run to run)
        guard let (key, count) = shapes.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }), count >= 3 else { return ([], nil) }
        let (separator, length) = (key.first!, Int(key.dropFirst())!)
        let dates = numeric.filter { $0.text.count == length && $0.text.contains(separator) }
        let counts = dates.map { $0.text.filter { $0 == separator }.count }
        let separators = counts.max { a, b in (counts.filter { $0 == a }.count, a) < (counts.filter { $0 == b }.count, b) } ?? 1
        // (`8/8/26` beside `7/29/26`: the lengths of the column's dates with as many separators)
        let lengths = Set(numeric.filter { $0.text.filter { $0 == separator }.count == separators }.map(\.text.count))
        let shape = (
            separator: separator, length: length, height: dates.map(\.height).median ?? 0, separators: separators, lengths: lengths
        )
        func inColumn(_ w: OCRWord) -> Bool {
            dates.filter { d in min(d.right, w.right) - max(d.left, w.left) > min(d.width, w.width) / 2 }.count >= 2
        }
        var groups: [[Int]] = []
        for (i, w) in words.enumerated() where !isDate[i] && inColumn(w) {
            // A digit or a separator, or one or two glyphs read with little confidence (`鸣`).
            guard w.text.count <= shape.length + 2, !LayoutCell.isTime(w.text),
                w.text.contains(where: { $0.isASCII && $0.isNumber || "/-.".contains($0) }) || w.confidence < 60 && w.text.count <= 2
            else { continue }
            // Its line's date in this column was read: the word is something else.
            let sameLine = { (o: OCRWord) in (min(o.bottom, w.bottom) - max(o.top, w.top)) * 2 > min(o.height, w.height) }
            if dates.contains(where: { d in sameLine(d) && min(d.right, w.right) - max(d.left, w.left) > 0 }) { continue }
            // One group per line and column: words of one broken date sit less than a height apart.
            let near = { (o: OCRWord) in sameLine(o) && max(o.left - w.right, w.left - o.right) < max(o.height, w.height) }
            if let g = groups.indices.last(where: { g in groups[g].contains { near(words[$0]) } }) {
                groups[g].append(i)
            } else {
                groups.append([i])
            }
        }
        return (groups.map { $0.sorted { words[$0].left < words[$1].left } }, shape)
    }

    /// Two or three runs of one to four letters or digits joined by date separators (`oo/ll`,
    /// `og/11`, `l2-0S-26`): a date as a page reading breaks it.
    static func dateShaped(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "/-.".contains($0) })
        return (2...3).contains(parts.count)
            && parts.allSatisfy { (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A numeric date whose first two numbers make no month and day in either order (`61/05`,
    /// `00/12`, `13/45`): a digit misread, never a date.
    static func impossibleMonthDay(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "/-.".contains($0) })
        guard parts.count >= 2, parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts[0].count <= 2, parts[1].count <= 2, let a = Int(parts[0]), let b = Int(parts[1])
        else { return false }
        let fits = { (month: Int, day: Int) in (1...12).contains(month) && (1...31).contains(day) }
        return !fits(a, b) && !fits(b, a)
    }

    /// A date of the column's shape whose separators were read as ones (`7127126` for `7/27/26`,
    /// `/` and `1` being one stroke apart): the ones that, turned back into separators, give the
    /// only date of that shape with two separators, none first or last and no two side by side.
    /// Nil when no choice or more than one gives a date (`1111126`).
    static func slashesReadAsOnes(_ text: String, separator: Character, lengths: Set<Int>) -> String? {
        let glyphs = Array(text)
        guard lengths.contains(glyphs.count), glyphs.count >= 5, glyphs.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let ones = glyphs.indices.filter { $0 > 0 && $0 < glyphs.count - 1 && glyphs[$0] == "1" }
        var found: [String] = []
        for (n, a) in ones.enumerated() {
            for b in ones[(n + 1)...] where b > a + 1 {
                var candidate = glyphs
                (candidate[a], candidate[b]) = (separator, separator)
                if LayoutCell.isDate(String(candidate)) { found.append(String(candidate)) }
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Reads the right half of rows that show a name but no amount: recognition misses amounts
    /// printed in colour (the orange or green of money coming in), most of all on dark pages, and
    /// small ones set close over a running balance (a phone screenshot at 1x). A row is a line with a
    /// date and a name, or a name line like the page's rows that have an amount (under day headers):
    /// starting where they start, as tall, and not right under another line. Such a line's band is
    /// its own height (the running balance is close below); a reading under confidence 60 is taken
    /// when the band read twice as large gives the same amount. The band of the line, from the page's middle
    /// to its right edge, is read again as one line of money characters; a clean amount found there
    /// becomes a word of its own.
    private func rereadMissingAmounts(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let lines = PageLayout.lines(from: words)
        let middle = image.width / 2
        let moneyNear = { (line: LayoutLine, reach: Int) in
            words.contains { w in
                Self.looksLikeAmount(w.text) && w.left > middle && w.bottom > line.top - reach && w.top < line.bottom + reach
            }
        }
        // The name lines of rows whose amount was read: where a row's name starts, its size and ink.
        let rowNames = lines.filter { line in
            guard let first = line.cells.first, first.isText, first.right < middle, !line.cells.contains(where: \.isDate) else {
                return false
            }
            return line.cells.contains { $0.money != nil && $0.left > middle }
        }.map(\.cells[0])
        let rowLeft = rowNames.map(\.left).median
        let rowHeight = rowNames.map(\.height).median
        var targets: [LayoutLine] = []
        for line in lines {
            let hasDate = line.cells.contains(where: \.isDate)
            let hasName = line.cells.contains { $0.isText && $0.text.count >= 2 }
            guard hasName, line.right < image.width * 3 / 4 else { continue }
            if hasDate {
                if !moneyNear(line, line.height) { targets.append(line) }
                continue
            }
            // a name line like the rows' (three rows or more say what that is), nothing to its right,
            // and no line just over it (a row's second line, its category or a running balance
            // beside it, sits a gap smaller than its height under the name)
            guard rowNames.count >= 3, let rowLeft, let rowHeight, let first = line.cells.first,
                line.cells.count == 1, first.isText, abs(first.left - rowLeft) <= rowHeight / 2,
                abs(first.height - rowHeight) * 4 <= rowHeight,
                !lines.contains(where: { $0.bottom <= line.top && $0.bottom > line.top - line.height && $0.left < middle })
            else { continue }
            if !moneyNear(line, line.height / 2) { targets.append(line) }
        }
        let undated = Set(targets.filter { !$0.cells.contains(where: \.isDate) }.map(\.top))
        guard !targets.isEmpty, targets.count <= 30 else { return words }
        let engine = try checkoutForDigits(language)
        defer { checkin(engine) }
        var result = words
        for line in targets {
            // (a row's name line under a day header has its running balance close below: the band
            // is the line's own)
            let pad = undated.contains(line.top) ? line.height / 8 : line.height / 2
            let top = max(0, line.top - pad)
            let height = min(image.height, line.bottom + pad) - top
            let left = max(line.right + line.height, middle)
            let width = image.width - left
            guard width > line.height * 3, height > 4,
                let crop = image.crop(left: left, top: top, width: width, height: height, factor: line.height < 30 ? 2 : 1, border: 10)
            else { continue }
            let (text, confidence) = engine.readLine(crop, characters: "+-.,0123456789$€£¥")
            let compact = text.replacingOccurrences(of: " ", with: "")
            // Unsure (a small amount over a running balance reads at 0 however right it is), it is
            // taken when the band read again twice as large gives the same amount.
            var agreed = false
            if LayoutCell.isMoney(compact), confidence < 60, undated.contains(line.top),
                Self.looksLikeAmount(compact.filter { $0.isNumber || $0 == "," || $0 == "." }),
                let larger = image.crop(left: left, top: top, width: width, height: height, factor: line.height < 30 ? 4 : 2, border: 10)
            {
                agreed = engine.readLine(larger, characters: "+-.,0123456789$€£¥").text.replacingOccurrences(of: " ", with: "") == compact
            }
            Self.trace("ocr: amount missing beside \(line.text): read \(compact) (\(Int(confidence)))\(agreed ? " agreeing" : "")")
            guard LayoutCell.isMoney(compact), confidence >= 60 || agreed else { continue }
            result.append(
                OCRWord(
                    text: compact, left: left, top: line.top, right: image.width - line.height, bottom: line.bottom, confidence: confidence)
            )
        }
        return result
    }

    /// Reads again, as money, a cell that is not money but stands in a column of amounts on a row
    /// with a date and no amount of its own in that column: a statement's `61.27` in its Deposits
    /// column read as `Gl.2r` at confidence 99, beside the row's running balance; a scanned card
    /// statement's `22,17` read as two words `22 xl,`, and its `56,85` as `0/95`, a date (on a row
    /// whose date is already read, further left). A column is two or more amounts right of the
    /// page's middle whose right edges line up. The cell (one to three words) must hold a digit,
    /// and is replaced, as one word, only by an amount `columnAmount` takes.
    private func rereadColumnAmounts(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let lines = PageLayout.lines(from: words)
        var targets = Self.columnAmountTargets(words, lines: lines, middle: image.width / 2)
        // (and a left-hand panel's amounts, left of the page's middle, in its own right half: a
        // statement printing its deposits and withdrawals side by side, `Panels`)
        if let cut = lines.lazy.compactMap(Panels.cuts).first?.first, cut <= image.width / 2 + image.width / 10 {
            targets += Self.columnAmountTargets(words, lines: lines, middle: cut / 2, before: min(cut, image.width / 2))
        }
        guard !targets.isEmpty, targets.count <= 20 else { return words }
        let mark = Self.decimalMark(words.filter { $0.left > image.width / 2 })
        let engine = try checkoutForDigits(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        var unsure: [(span: OCRWord, cell: [OCRWord], amount: String)] = []
        for cell in targets {
            var span = cell[0]
            span.text = cell.map(\.text).joined(separator: " ")
            span.right = cell.map(\.right).max()!
            span.top = cell.map(\.top).min()!
            span.bottom = cell.map(\.bottom).max()!
            guard let crop = Self.amountCrop(span, in: image) else { continue }
            let (text, confidence) = engine.readLine(crop, characters: "+-.,0123456789$€£¥")
            let before = span.text.replacingOccurrences(of: " ", with: "")
            let taken = Self.columnAmount(read: text, confidence: confidence, before: before, mark: mark) { amount in
                Self.balanceMoved(by: amount, beside: span, in: lines)
            }
            Self.trace(
                "ocr: \(span.text) in a column of amounts: read \(text) (\(Int(confidence)))\(taken.map { " taken as \($0)" } ?? "")")
            guard let compact = taken else {
                if let amount = Self.pointedAmount(read: text, before: before, mark: mark) {
                    span.confidence = confidence
                    unsure.append((span, cell, amount))
                }
                continue
            }
            drop.formUnion(cell.map(ReadingMerge.Box.init))
            span.text = compact
            span.confidence = confidence
            added.append(span)
        }
        // Amounts no reading settled, confirmed together by the total printed under their list.
        if !unsure.isEmpty {
            let confirmed = Self.totalConfirms(
                unsure.map { ($0.span, $0.amount) }, settled: added.map { ($0, $0.text) }, in: lines)
            for (span, cell, amount) in unsure where confirmed.contains(ReadingMerge.Box(span)) {
                Self.trace("ocr: \(span.text) taken as \(amount): the list's total confirms it")
                drop.formUnion(cell.map(ReadingMerge.Box.init))
                var word = span
                word.text = amount
                added.append(word)
            }
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// The amount a cell of a column of amounts may stand for when no reading is sure of it: the
    /// reading again when it is a clean amount (its sign dropped), else whole digits (`400`, `689 98`
    /// read as two words) with the column's decimal `mark` put before their last two.
    static func pointedAmount(read: String, before: String, mark: Character) -> String? {
        let again = read.replacingOccurrences(of: " ", with: "").filter { !"+-".contains($0) }
        if LayoutCell.isMoney(again) { return again }
        return pointed(before, mark: mark) ?? pointed(again, mark: mark)
    }

    /// Whole digits (three or more) with `mark` put before their last two (`499` → `4.99`); nil for
    /// anything else.
    static func pointed(_ digits: String, mark: Character) -> String? {
        guard digits.count >= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return "\(digits.dropLast(2))\(mark)\(digits.suffix(2))"
    }

    /// Which of the `unsure` amounts (each a cell's box and the amount it may be) the total printed
    /// under their list confirms: a line below them starting `Total` (`Total Atm & Debit Card
    /// Withdrawals  $1,735.71`) whose amount ends where they do, and which equals, to the cent, the
    /// magnitudes of the amounts in that column between it and the list's head (a title in the
    /// column, or the total above) with the unsure ones read as given (and the cells read again
    /// and `settled`, as settled). All of a list's unsure amounts are taken together, or none.
    static func totalConfirms(
        _ unsure: [(span: OCRWord, amount: String)], settled: [(span: OCRWord, amount: String)] = [], in lines: [LayoutLine]
    ) -> Set<ReadingMerge.Box> {
        func minor(_ text: String) -> Int64? {
            guard case .money(let m) = LayoutCell.kind(of: text), m.scale == 2 else { return nil }
            return abs(m.mantissa)
        }
        func isTotal(_ line: LayoutLine) -> Bool {
            guard let first = line.cells.first(where: \.isText) else { return false }
            let t = first.text.lowercased()
            return t.hasPrefix("total") || t.hasPrefix("subtotal") || ["合计", "小计", "总计"].contains { t.hasPrefix($0) }
        }
        // (a cell's box on a line: over half its height within the line's)
        func on(_ line: LayoutLine, _ span: OCRWord) -> Bool { (min(line.bottom, span.bottom) - max(line.top, span.top)) * 2 > span.height }
        var confirmed = Set<ReadingMerge.Box>()
        var tried = Set<Int>()
        for item in unsure {
            let h = max(item.span.height, 4)
            let inColumn = { (c: LayoutCell) in abs(c.right - item.span.right) <= h }
            guard let at = lines.firstIndex(where: { on($0, item.span) }),
                let end = lines[(at + 1)...].firstIndex(where: isTotal), !tried.contains(end),
                let total = lines[end].cells.last(where: { $0.money != nil && inColumn($0) }).flatMap({ minor($0.text) })
            else { continue }
            tried.insert(end)
            var sum: Int64 = 0
            var taken: [ReadingMerge.Box] = []
            var index = end - 1
            while index >= 0 {
                let line = lines[index]
                if isTotal(line) { break }
                let onLine = { (u: (span: OCRWord, amount: String)) in abs(u.span.right - item.span.right) <= h && on(line, u.span) }
                if let pending = unsure.first(where: onLine) {
                    guard let value = minor(pending.amount) else { break }
                    sum += value
                    taken.append(ReadingMerge.Box(pending.span))
                } else if let read = settled.first(where: onLine) {
                    guard let value = minor(read.amount) else { break }
                    sum += value
                } else if let cell = line.cells.last(where: inColumn) {
                    if cell.money == nil { break }  // the column's title
                    guard let value = minor(cell.text) else { break }
                    sum += value
                }
                index -= 1
            }
            if sum == total { confirmed.formUnion(taken) }
        }
        return confirmed
    }

    /// The amount a cell of a column of amounts, read again as money (`read`, with `confidence`;
    /// `before`: the first reading, spaces taken out), stands for; nil when nothing is sure.
    ///
    /// A clean amount read with confidence 60 or more is taken. Less sure, it is taken when both
    /// readings saw the same digits and the first had a wrong mark where the decimal one stands
    /// (`9:99` read again as `9.99` at 59), or when `balanceConfirms` it: the running balance beside
    /// it moved by just that much from the line above or below, however unsure the reading (a
    /// photographed statement's `9.91` read `$51`, read again `9.91` at 28, between balances
    /// 3,599.85 and 3,589.94; `110.87°` read again `110.87` at 0, between 3,162.51 and 3,273.38).
    /// A speck read as a mark after a whole amount with its cents (`45.18.`, twice at 92) is no part
    /// of it; such an amount is taken only when the digits or the balance confirm it. A sign read
    /// under 20 is dropped. Whole digits in a column that prints cents (`499`, read twice, a faded
    /// scan's `4.99` whose point left no ink) take the column's decimal `mark` before their last two
    /// digits only when the balance confirms that amount.
    static func columnAmount(
        read: String, confidence: Float, before: String, mark: Character = ".", balanceConfirms: (String) -> Bool
    ) -> String? {
        var compact = read.replacingOccurrences(of: " ", with: "")
        let cents = { (t: Substring) in t.count >= 4 && ".,".contains(t.dropLast(2).last!) && t.suffix(2).allSatisfy(\.isNumber) }
        let speck =
            !LayoutCell.isMoney(compact) && compact.last.map { ".,'°`".contains($0) } == true && cents(compact.dropLast())
            && LayoutCell.isMoney(String(compact.dropLast()))
        if speck { compact.removeLast() }
        if let pointed = pointed(compact, mark: mark) { return balanceConfirms(pointed) ? pointed : nil }
        guard LayoutCell.isMoney(compact) else { return nil }
        if confidence >= 60 && !speck { return compact }
        let decimalSlot = before.count >= 4 && !before.dropLast(2).last!.isNumber && before.suffix(2).allSatisfy(\.isNumber)
        let digits = TextClass.asciiDigits(compact)
        let sameDigits = TextClass.asciiDigits(before) == digits && digits.count >= 3
        if sameDigits && (speck ? confidence >= 60 : confidence >= 40 && decimalSlot) { return compact }
        // The balance vouches for the digits, not for a sign read under 20 (`-"21.00`, a speck
        // before a charge, read again `-21.00` at 0 and taken for a credit): that sign is dropped,
        // and the row's direction comes from its column and its balance.
        if confidence < 20 { compact.removeAll { "+-".contains($0) } }
        return balanceConfirms(compact) ? compact : nil
    }

    /// The mark most amounts among `words` print before their two cents (`.` when none does).
    static func decimalMark(_ words: [OCRWord]) -> Character {
        let marks = words.compactMap { w -> Character? in
            guard LayoutCell.isMoney(w.text), w.text.count >= 4, w.text.suffix(2).allSatisfy(\.isNumber) else { return nil }
            return w.text.dropLast(2).last.flatMap { ".,".contains($0) ? $0 : nil }
        }
        return marks.filter { $0 == "," }.count > marks.filter { $0 == "." }.count ? "," : "."
    }

    /// A speck read as a Han character (`人` at 70, 13 px wide in 32 px type, touching `快捷` of
    /// `快捷支付`: the name read `人快捷支付`): a one-character word, read with confidence under 80,
    /// in a box narrower than 45% of its height (a Han glyph is about square; a narrow one such as
    /// `卜` still over half), set within a quarter height of a Han word on its line whose
    /// characters are each more than twice as wide, goes. (Both: Tesseract stretches a line's
    /// boxes, `了` and `么` 27 px wide in 58 px boxes, and the box's height alone dropped `么`; and
    /// it boxes real glyphs narrow beside wide words, `通` in `财付通-叮咚买菜`, which the
    /// neighbour's width alone dropped.)
    static func withoutNarrowHanSpecks(_ words: [OCRWord]) -> [OCRWord] {
        let specks = Set(
            words.indices.filter { i in
                let w = words[i]
                guard w.text.count == 1, TextClass.containsHan(w.text), w.confidence < 80, w.width * 100 < w.height * 45 else {
                    return false
                }
                return words.indices.contains { j in
                    let o = words[j]
                    guard j != i, TextClass.containsHan(o.text), w.width * 2 * o.text.count < o.width, onOneLine(o, w) else {
                        return false
                    }
                    return (o.left >= w.right - 2 && o.left - w.right <= w.height / 4)
                        || (o.right <= w.left + 2 && w.left - o.right <= w.height / 4)
                }
            })
        return specks.isEmpty ? words : words.indices.filter { !specks.contains($0) }.map { words[$0] }
    }

    /// A word of two Han characters or more (a scan's quote mark beside them aside) in a box a few
    /// pixels high (`支付`, 4 px, after `快捷` in 31 px type; `“快捷`, 3 px, before `支付`): the
    /// Chinese model read it and lost its box, which the line builder drops as a speck (`快捷` for
    /// `快捷支付`). Beside a word of the line's type that ends right before it, or else starts right
    /// after it (a gap of at most that word's height, the middles within it), it takes that
    /// word's band; when its box is as wide as its characters.
    static func fittingFlatHanBoxes(_ words: [OCRWord]) -> [OCRWord] {
        guard let typical = words.filter({ $0.text.unicodeScalars.contains(where: TextClass.isHan) }).map(\.height).median
        else { return words }
        var fitted = words
        for (i, w) in words.enumerated() {
            let scalars = w.text.unicodeScalars
            guard LineBuilder.isFlatterThanText(w, typical: typical), scalars.filter(TextClass.isHan).count >= 2,
                scalars.allSatisfy({ TextClass.isHan($0) || LayoutCell.quotes.contains(Character($0)) })
            else { continue }
            let middle = (w.top + w.bottom) / 2
            let beside = { (b: OCRWord) in b.height * 10 >= typical * 7 && abs((b.top + b.bottom) / 2 - middle) <= b.height }
            let before = words.filter { b in beside(b) && b.right <= w.left + b.height / 2 && w.left - b.right <= b.height }
                .max { $0.right < $1.right }
            let after = words.filter { b in beside(b) && b.left >= w.right - b.height / 2 && b.left - w.right <= b.height }
                .min { $0.left < $1.left }
            // (its width must hold its characters, half a height each at least: `“上海` in a 4 px
            // sliver is no word's box)
            guard let b = before ?? after, w.width * 2 >= scalars.filter(TextClass.isHan).count * b.height else { continue }
            fitted[i].top = b.top
            fitted[i].bottom = b.bottom
        }
        return fitted
    }

    /// An amount the Chinese model read at 60 or more in a box stretched up to a speck above it
    /// (`-355.17`, 70 px high on a 30 px line), which the line builder drops as an icon: when the
    /// words whose middles lie inside its box are those of one line (each overlapping the others'
    /// band), it takes that line's band. (Over two lines, an amount and the balance under it on a
    /// phone, it stays as boxed.)
    static func fittingTallAmounts(_ words: [OCRWord]) -> [OCRWord] {
        guard let typical = words.map(\.height).median else { return words }
        var fitted = words
        for (i, w) in words.enumerated() where LineBuilder.isTallerThanText(w, typical: typical) && w.height <= typical * 3 {
            guard w.confidence >= 60, LayoutCell.isMoney(w.text) else { continue }
            let inside = words.filter { o in
                o != w && !LineBuilder.isTallerThanText(o, typical: typical) && !LineBuilder.isFlatterThanText(o, typical: typical)
                    && (o.top + o.bottom) / 2 > w.top && (o.top + o.bottom) / 2 < w.bottom
            }
            let tops = inside.map(\.top), bottoms = inside.map(\.bottom)
            // (one line: every word's band overlaps every other's)
            guard let lowestTop = tops.max(), let highestBottom = bottoms.min(), lowestTop < highestBottom,
                let top = tops.min(), let bottom = bottoms.max()
            else { continue }
            fitted[i].top = top
            fitted[i].bottom = bottom
        }
        return fitted
    }

    /// A Han word boxed far wider than its characters (`上海`: two characters in 335 px of 30 px
    /// type, at 38) over the Han words after it (`拉扎斯信息科`, from 716): the Chinese model ran its
    /// box over the rest of the name, and from 87 px left of the name's column, so the name's first
    /// characters went to the summary. The word is set right before the first of them, as wide as
    /// its characters at Chinese type's pitch (1.15 heights each).
    static func fittingStretchedHanBoxes(_ words: [OCRWord]) -> [OCRWord] {
        var fitted = words
        for (i, w) in words.enumerated() {
            let n = w.text.count
            guard n >= 1, w.width > 3 * n * w.height, w.text.unicodeScalars.allSatisfy(TextClass.isHan) else { continue }
            let next = words.filter { o in
                o.left > w.left + n * w.height && o.left < w.right && ReadingMerge.sharesLine(o, w)
                    && o.text.unicodeScalars.first.map(TextClass.isHan) == true
            }.map(\.left).min()
            guard let right = next else { continue }
            fitted[i].right = right
            fitted[i].left = max(w.left, right - n * w.height * 23 / 20)
        }
        return fitted
    }

    /// Whether the first reading of an amount (`first`, money) stands against a second one with
    /// other digits (`again`): the running balance beside it moved by exactly the first, and not
    /// by the second (`-513.65` read at 0, again `-313.65` at 83, between balances 513.65 apart).
    static func balanceKeeps(_ first: OCRWord, over again: String, in lines: [LayoutLine]) -> Bool {
        balanceMoved(by: first.text, beside: first, in: lines) && !balanceMoved(by: again, beside: first, in: lines)
    }

    /// Whether the running balance right of `cell` on its line differs from the balance in the same
    /// column on the nearest line above or below by exactly `amount` (its magnitude).
    static func balanceMoved(by amount: String, beside cell: OCRWord, in lines: [LayoutLine]) -> Bool {
        guard case .money(let read) = LayoutCell.kind(of: amount) else { return false }
        let sameLine = { (l: LayoutLine) in (min(l.bottom, cell.bottom) - max(l.top, cell.top)) * 2 > cell.height }
        guard let at = lines.firstIndex(where: sameLine),
            let balance = lines[at].cells.last(where: { $0.money != nil && $0.left > cell.right }), let b = balance.money
        else { return false }
        let h = max(balance.height, 4)
        func value(_ m: ParsedAmount) -> Int64? {
            m.scale == read.scale ? m.mantissa : nil
        }
        guard let here = value(b) else { return false }
        for step in [-1, 1] {
            var i = at + step
            while lines.indices.contains(i) {
                if let other = lines[i].cells.first(where: { $0.money != nil && abs($0.right - balance.right) <= h }) {
                    if let there = other.money.flatMap(value), abs(here - there) == abs(read.mantissa) { return true }
                    break
                }
                i += step
            }
        }
        return false
    }

    /// Reads again a row's amount the page reading lost in a ledger with a running balance: a
    /// dated line that shows its balance and nothing in a column of amounts (tuning bench-pdf
    /// --seed 5 bank-ledger-01, a faded Courier scan: `26 Feb 2025  POS PURCHASE HELLOFRESH …  DR`
    /// `2,645.78`, its `71.94` read as `Sa` at 14 and dropped). The line's band under each column of
    /// amounts (`blankAmountTargets`) is read again, restricted to money's characters; a reading
    /// is taken only when the running balance beside it moved by exactly it, from one column only.
    private func rereadBlankAmounts(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let lines = PageLayout.lines(from: words)
        let targets = Self.blankAmountTargets(lines, middle: image.width / 2)
        guard !targets.isEmpty, targets.count <= 20 else { return words }
        let engine = try checkoutForDigits(language)
        defer { checkin(engine) }
        var added: [OCRWord] = []
        var drop = Set<ReadingMerge.Box>()
        for line in targets {
            var found: [OCRWord] = []
            for band in line {
                let h = band.bottom - band.top
                guard
                    let crop = image.crop(
                        clippedFrom: band.left - h, top: band.top - h / 4, right: band.right + h / 2, bottom: band.bottom + h / 4,
                        factor: h < 40 ? 2 : 1)
                else { continue }
                let (text, confidence) = engine.readLine(crop, characters: "+-.,0123456789$€£¥")
                let compact = text.replacingOccurrences(of: " ", with: "")
                var word = band
                word.text = compact
                word.confidence = confidence
                let moved = LayoutCell.isMoney(compact) && Self.balanceMoved(by: compact, beside: word, in: lines)
                Self.trace(
                    "ocr: blank amount at \(band.top): read \(compact) (\(Int(confidence)))\(moved ? " taken: the running balance moved by it" : "")"
                )
                if moved { found.append(word) }
            }
            guard found.count == 1, var word = found.first else { continue }
            // (the arithmetic vouches for it; the specks read there go)
            word.confidence = max(word.confidence, ReadingMerge.minimumConfidence)
            let h = word.bottom - word.top
            drop.formUnion(
                words.filter { $0.left >= word.left - h && $0.right <= word.right + h / 2 && $0.top < word.bottom && $0.bottom > word.top }
                    .map(ReadingMerge.Box.init))
            added.append(word)
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// For each dated line of a ledger that shows its running balance and nothing under a column of
    /// amounts, the bands to read again there: one per column of amounts left of the balances',
    /// from its widest amount's left to its right edge, the line's height (read with a margin). A
    /// ledger: most dated lines with money hold two amounts or more right of `middle`; a column:
    /// three amounts or more whose right edges lie within a height of each other. Summary lines
    /// (`CLOSING BALANCE`) are not read again.
    static func blankAmountTargets(_ lines: [LayoutLine], middle: Int) -> [[OCRWord]] {
        let dated = lines.filter { $0.cells.contains(where: \.isDate) }
        // each dated line's amounts right of the middle
        let amounts = dated.map { $0.cells.filter { $0.money != nil && $0.left > middle } }
        let money = amounts.flatMap { $0 }
        guard let h = money.map(\.height).median, h > 0 else { return [] }
        let holding = amounts.map(\.count).filter { $0 > 0 }
        guard holding.filter({ $0 >= 2 }).count * 2 > holding.count else { return [] }
        // columns by right edge, left to right: (left, right)
        var columns: [(left: Int, right: Int)] = []
        for cell in money.sorted(by: { $0.right < $1.right }) {
            if let last = columns.last, cell.right - last.right <= h {
                continue
            }
            let members = money.filter { $0.right >= cell.right && $0.right - cell.right <= h }
            guard members.count >= 3 else { continue }
            columns.append((members.map(\.left).min()!, members.map(\.right).max()!))
        }
        guard columns.count >= 2, let balances = columns.last else { return [] }
        var targets: [[OCRWord]] = []
        for (line, cells) in zip(dated, amounts) {
            let name = line.cells.filter(\.isText).map(\.text).joined(separator: " ")
            guard cells.count == 1, abs(cells[0].right - balances.right) <= h,
                !StatementTextParser.isSummary(name), !StatementTextParser.isOpeningBalance(name)
            else { continue }
            let bands = columns.dropLast().compactMap { column -> OCRWord? in
                // nothing read there but specks and letters (no date, no figure)
                let occupied = line.cells.contains { c in
                    c.right > column.left - h && c.left < column.right + h / 2
                        && (c.money != nil || c.isDate || c.text.contains(where: \.isNumber))
                }
                guard !occupied else { return nil }
                return OCRWord(text: "", left: column.left, top: line.top, right: column.right, bottom: line.bottom, confidence: 0)
            }
            if !bands.isEmpty { targets.append(bands) }
        }
        return targets
    }

    /// An amount with a quote between its sign and its figures (`-“17.25`: the sign a doubtful
    /// amount's second reading saw, before the first reading's speck): read as money, but the
    /// column's reading of it decides, as for a cell that is no amount.
    static func quoteAfterSign(_ cell: LayoutCell) -> Bool { cell.money != nil && LayoutCell.quoteAfterSign(cell.text) }

    /// The cells `rereadColumnAmounts` reads again, each as its words from left to right: right of
    /// `middle`, and ending before `end` (a left-hand panel's).
    static func columnAmountTargets(_ words: [OCRWord], lines: [LayoutLine]? = nil, middle: Int, before end: Int = .max) -> [[OCRWord]] {
        let money = words.filter { $0.left > middle && $0.right <= end && LayoutCell.isMoney($0.text) }
        guard money.count >= 2 else { return [] }
        let h = money.map(\.height).median ?? 0
        // right edges shared by at least two amounts
        let columns = money.map(\.right).filter { r in money.filter { abs($0.right - r) <= h }.count >= 2 }
        var targets: [[OCRWord]] = []
        for line in lines ?? PageLayout.lines(from: words) {
            guard let firstDate = line.cells.firstIndex(where: \.isDate) else { continue }
            for (c, cell) in line.cells.enumerated()
            where cell.left > middle && cell.right <= end
                && (cell.isText || cell.kind == .time || cell.isDate && c > firstDate || Self.quoteAfterSign(cell))
            {
                // (or, ending in a mark, past it by up to three heights, a speck's way off: `544.`
                // for `5.44` and a speck, 64 px past its column's edge in 26 px type)
                let speck = cell.text.last.map { ".,:;'`".contains($0) } == true
                guard (1...3).contains(cell.words.count), cell.text.contains(where: \.isNumber),
                    columns.contains(where: {
                        abs($0 - cell.right) <= h || speck && $0 < cell.right && cell.right - $0 <= 3 * h && $0 > cell.left + h
                    }),
                    !line.cells.contains(where: { $0.money != nil && !Self.quoteAfterSign($0) && abs($0.right - cell.right) <= h })
                else { continue }
                targets.append(cell.words.sorted { $0.left < $1.left })
            }
        }
        return targets
    }

    /// Reads the middle of Chinese rows that show a date and an amount but no name: in block mode
    /// the Chinese model sometimes passes over a whole line (on a tuning page, 3 of 16 rows lost
    /// their merchant, `财付通-滴滴出行`, while the English reading still had the date and amount).
    /// The band between the date and the amount is read again as one line; the words found there
    /// join the page.
    private func rereadMissingNames(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let regions = Self.missingNameRegions(words, pageHeight: image.height)
        guard !regions.isEmpty, regions.count <= 30 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var result = words
        for region in regions {
            let found = try engine.recognize(image, segmentation: .singleBlock, line: region)
            Self.trace("ocr: name missing at \(region.top): read \(found.map { "\($0.text)(\(Int($0.confidence)))" })")
            // A Han character read with little confidence still holds its place in the name.
            result += found.filter { ($0.confidence >= 30 || TextClass.containsHan($0.text)) && $0.left >= region.left - 2 }
        }
        return result
    }

    /// The bands `rereadMissingNames` reads again: on each line with a date and an amount after
    /// it, from the date to the amount when no name stands between; or, when the first name
    /// between starts far right of the date (a place column's `北京` after a summary the reading
    /// lost, `转账支出`: tuning bench-pdf --seed 6 world-ledger-10, WenQuanYi Zen Hei), from the
    /// date to that name, where three or more other such lines start a name. Only a blank band;
    /// those of the second kind only when there are 30 bands or fewer in all.
    static func missingNameRegions(_ words: [OCRWord], pageHeight: Int) -> [(left: Int, top: Int, width: Int, height: Int)] {
        // each dated money line with its date, the first name between, and its last amount
        let rows = PageLayout.lines(from: words).compactMap {
            line -> (line: LayoutLine, date: LayoutCell, name: LayoutCell?, money: LayoutCell)? in
            guard let date = line.cells.firstIndex(where: \.isDate),
                let money = line.cells.lastIndex(where: { $0.money != nil }), money > date
            else { return nil }
            return (line, line.cells[date], line.cells[(date + 1)..<money].first { $0.isText && $0.text.count >= 2 }, line.cells[money])
        }
        let nameStarts = rows.compactMap { $0.name?.left }
        var regions: [(left: Int, top: Int, width: Int, height: Int)] = []
        var late: [(left: Int, top: Int, width: Int, height: Int)] = []  // the bands before a name far right
        for (line, date, name, money) in rows {
            let h = date.height
            let left = date.right + h / 2
            let right = (name ?? money).left - h
            if name != nil, nameStarts.filter({ $0 > left && $0 < right }).count < 3 { continue }
            let top = max(0, line.top - h / 2)
            let bottom = min(pageHeight, line.bottom + h / 4)
            // Only a blank band: a name printed above or below a date centred on a two-line row
            // is there already. (A speck read as a mark, `，`, is no name; nor is one box over two
            // lines, `人` 68 px high for `转账支出` over `张伟` in 24 px type.)
            let blank = !words.contains { w in
                w.right > left && w.left < right && (min(w.bottom, bottom) - max(w.top, top)) * 3 > w.height
                    && w.text.contains(where: { $0.isLetter || $0.isNumber }) && w.height <= 2 * h
            }
            guard right - left > h * 3, blank else { continue }
            if name == nil {
                regions.append((left, top, right - left, bottom - top))
            } else {
                late.append((left, top, right - left, bottom - top))
            }
        }
        // (more than 30 bands in all are not read again (`rereadMissingNames`): the late ones go
        // first, so a page's bands with nothing between date and amount are read as before)
        return regions.count + late.count > 30 ? regions : (regions + late).sorted { $0.top < $1.top }
    }

    /// Reads again, as one block, a table header the page reading half lost: on a page with no
    /// table header, the line of titles over the first dated money line (three cells or more, two
    /// of them known titles, no money) whose words on a faded scan came back broken (`交易日期  货币
    /// 交易额  交易  收  赤` for `… 本次余额  交易类型  收/付款人`: no balance, no description title, and
    /// every row named by its currency column). The new words replace the line's when they make a
    /// table header (`RowAssembler.isTableHeader`).
    private func rereadFadedHeader(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let lines = PageLayout.lines(from: words)
        guard let line = Self.fadedHeader(lines) else { return words }
        // The band of the titles' own type, short of the line under it: boxes a scan stretched over
        // two lines widen the line, and the tops of the next line's glyphs in the band made the
        // reading debris again.
        let h = line.cells.map(\.height).median ?? line.height
        guard let typeTop = line.cells.map(\.top).median, let typeBottom = line.cells.map(\.bottom).median else { return words }
        let below = lines.first { $0.top > typeBottom }?.top ?? image.height
        let left = max(0, line.left - h)
        let top = max(0, typeTop - h / 3)
        let region = (
            left: left, top: top, width: min(image.width, line.right + 4 * h) - left,
            height: min(image.height, below - 2, typeBottom + h / 3) - top
        )
        let engine = try checkout(language)
        defer { checkin(engine) }
        let found = try engine.recognize(image, segmentation: .singleBlock, line: region)
        let again = PageLayout.lines(from: found).filter { !$0.cells.isEmpty }.max { $0.cells.count < $1.cells.count }
        let taken = again.map(RowAssembler.isTableHeader) ?? false
        Self.trace("ocr: faded header \(line.text): read \(again?.text ?? "nothing") \(taken ? "taken" : "not taken")")
        guard taken, let again else { return words }
        let band = (left: region.left, top: line.top, width: region.width, height: line.bottom - line.top)
        return words.filter { !Self.centred($0, in: band) } + again.cells.flatMap(\.words)
    }

    /// The line `rereadFadedHeader` reads again: on a page where no line is a table header, the
    /// nearest line over the first line that opens with a date and holds money, within three of its
    /// heights, with three titles or more, two of them known, and no money or date.
    static func fadedHeader(_ lines: [LayoutLine]) -> LayoutLine? {
        guard !lines.contains(where: RowAssembler.isTableHeader),
            let first = lines.firstIndex(where: { l in RowAssembler.opensWithDate(l) && l.cells.contains { $0.money != nil } })
        else { return nil }
        for line in lines[..<first].reversed() {
            if lines[first].top - line.bottom > 3 * lines[first].height { return nil }
            let (titles, known) = RowAssembler.headerTitles(line)
            if titles >= 3, known >= 2, line.cells.allSatisfy({ $0.money == nil && !$0.isDate }) { return line }
        }
        return nil
    }

    /// A list's names start where the list starts (`地铁出行`, `美团外卖` at x 50). A name on an
    /// amount's line that starts a character or more further right, with nothing before it, lost
    /// its first characters (`资` at x 82 for `工资`): that line is read again from where the names
    /// start. The reading replaces the name when it is the same name with one to three Han
    /// characters before it, or when the cell was debris with a digit or a mark in it (`-页 2 多`)
    /// and the line reads whole as Han characters each read more surely (`工资`, 96).
    private func rereadLateNames(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let lines = PageLayout.lines(from: words)
        // The first cell of each line with money on it, when it is Han text.
        let names: [(line: LayoutLine, cell: LayoutCell)] = lines.compactMap { line in
            guard let first = line.cells.first, first.isText, TextClass.containsHan(first.text),
                line.cells.dropFirst().contains(where: { $0.money != nil })
            else { return nil }
            return (line, first)
        }
        // (where names start is told by names of two characters or more: an avatar's letter read
        // as a name of one, `腾` left of the list, is not a name)
        let whole = names.filter { $0.cell.text.count >= 2 }
        guard whole.count >= 4, let start = whole.map(\.cell.left).median else { return words }
        // Most names start together (within a third of a character), or there is no list edge.
        let together = whole.filter { abs($0.cell.left - start) * 3 <= $0.cell.height }.count
        guard together * 10 >= whole.count * 7 else { return words }
        let late = names.filter { n in
            let gap = n.cell.left - start
            return gap * 10 >= n.cell.height * 7 && gap <= n.cell.height * 3 && n.cell.text.count <= 6
        }
        let h = whole.map(\.cell.height).median ?? 0
        let nameless = Self.namelessAmountLines(lines, start: start, height: h)
        guard !late.isEmpty || !nameless.isEmpty, late.count + nameless.count <= 10 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var result = words
        for (line, money) in nameless {
            let top = max(0, min(line.top, money.top) - h / 4)
            let region = (
                left: max(0, start - h / 3), top: top, width: money.left - h - max(0, start - h / 3),
                height: min(image.height, money.bottom + h / 4) - top
            )
            guard region.width > h * 2 else { continue }
            let found = try engine.recognize(image, segmentation: .singleBlock, line: region)
            let text = found.map(\.text).joined()
            // (a Han character read unsurely still holds its place: the row has no other name, and
            // `腾讯宙频VIP会员` is one misread from the name, at a mean of 77 per character)
            let sure = found.filter { $0.confidence >= 60 }.reduce(0) { $0 + $1.text.count }
            let taken = text.unicodeScalars.filter(TextClass.isCJK).count >= 2 && sure * 2 >= text.count && Self.meanConfidence(found) >= 60
            Self.trace(
                "ocr: no name beside \(money.text): read \(found.map { "\($0.text)(\(Int($0.confidence)))" }) \(taken ? "taken" : "not taken")"
            )
            guard taken else { continue }
            // debris where the name is (`上`) goes, and so do words the new ones stand over (a
            // `VIP会员` the page reading set on a line of its own)
            let span = region.left...(region.left + region.width)
            result.removeAll { w in
                span.contains(w.left) && w.top < money.bottom && w.bottom > money.top && w.text.count == 1
                    || found.contains { f in min(f.right, w.right) > max(f.left, w.left) && Self.onOneLine(f, w) }
            }
            result += found
        }
        for (line, cell) in late {
            let h = cell.height
            let region = (
                left: max(0, start - h / 3), top: max(0, line.top - h / 4), width: cell.right + h / 3 - max(0, start - h / 3),
                height: min(image.height, line.bottom + h / 4) - max(0, line.top - h / 4)
            )
            let found = try engine.recognize(image, segmentation: .singleBlock, line: region)
            Self.trace(
                "ocr: name starts late \(cell.words.map { "\($0.text)(\(Int($0.confidence)))" }): read \(found.map { "\($0.text)(\(Int($0.confidence)))" })"
            )
            guard Self.replacesLateName(cell.words, with: found) else { continue }
            let boxes = Set(cell.words.map { ReadingMerge.Box($0) })
            result.removeAll { boxes.contains(ReadingMerge.Box($0)) }
            result += found
        }
        return result
    }

    /// Amount lines of a list whose names start at `start` (in type `height` high) with no name:
    /// nothing of two characters in the name's size before the amount, nor left of where the names
    /// start (a month's summary line), the amount well right of it. The page reading missed
    /// `腾讯视频VIP会员` whole on a 3x Alipay bill, and left a `上` two lines tall where it stands.
    static func namelessAmountLines(_ lines: [LayoutLine], start: Int, height h: Int) -> [(line: LayoutLine, money: LayoutCell)] {
        lines.compactMap { line in
            // (an avatar left of the names is debris: one glyph, or a box taller than the type)
            let sized = { (c: LayoutCell) in c.text.count >= 2 && c.height * 2 <= h * 3 }
            guard let m = line.cells.firstIndex(where: { $0.money != nil }), line.cells[m].left > start + h * 4,
                !line.cells[..<m].contains(where: { $0.isText && sized($0) }),
                !line.cells[..<m].contains(where: { $0.left < start - h / 2 && sized($0) })
            else { return nil }
            return (line, line.cells[m])
        }
    }

    /// Whether the reading of a late name's line (`found`, from where the list's names start)
    /// replaces the name's cell (`words`): the same name with one to three Han characters before
    /// it, each word read with confidence 60 or more; or, when the cell was debris with a digit or
    /// a mark in it (`-页 2 多` for `工资`, its start cut in the page reading), two to eight Han
    /// characters each read with confidence 85 or more, above the cell's weakest word and 15
    /// points over the cell's mean.
    static func replacesLateName(_ words: [OCRWord], with found: [OCRWord]) -> Bool {
        guard !found.isEmpty, !words.isEmpty else { return false }
        let cell = words.map(\.text).joined()
        let text = found.map(\.text).joined()
        let han = { (s: Substring) in s.allSatisfy { c in c.unicodeScalars.allSatisfy(TextClass.isCJK) } }
        let added = text.dropLast(cell.count)
        if text.hasSuffix(cell), (1...3).contains(added.count), han(added), found.allSatisfy({ $0.confidence >= 60 }) { return true }
        let weakest = words.map(\.confidence).min()!
        let mean = words.map(\.confidence).reduce(0, +) / Float(words.count)
        return (2...8).contains(text.count) && han(text[...])
            && cell.contains(where: { $0.isNumber || $0.isPunctuation || $0.isSymbol })
            && found.allSatisfy({ $0.confidence >= 85 && $0.confidence > weakest }) && mean + 15 <= found.map(\.confidence).min()!
    }

    /// Reads again, as one line, Chinese words whose last characters came back in boxes stretched
    /// over a shaded band: a scanned ledger's column titles set letter-spaced on a grey bar (`记账日期`
    /// `交易说明` `附言` `对方户名`) read as `记 账日` `”交易` `附` `对 方`, with `期`, `说`, `明`, `言` and
    /// `户名` each in a box 68 px high on a 31 px line, which the line builder drops as icons: the
    /// counterparty's column went untitled and every name of the statement took it in. The cells
    /// are `stretchedGlyphCells`; the reading replaces a cell's words when `replacesStretched`.
    private func rereadStretchedGlyphs(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let cells = Self.stretchedGlyphCells(words)
        guard !cells.isEmpty, cells.count <= 30 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        for cell in cells {
            // the band of the cell's words of ordinary height, not the stretched boxes
            let plain = cell.filter { !$0.stretched }.map(\.word)
            let h = plain.map(\.height).max()!
            let left = max(0, cell.map(\.word.left).min()! - h / 2)
            let top = max(0, plain.map(\.top).min()! - h / 4)
            let region = (
                left: left, top: top, width: min(image.width, cell.map(\.word.right).max()! + h / 2) - left,
                height: min(image.height, plain.map(\.bottom).max()! + h / 4) - top
            )
            let found = try engine.recognize(image, segmentation: .singleBlock, line: region)
            let taken = Self.replacesStretched(plain, with: found)
            Self.trace(
                "ocr: stretched glyphs \(cell.map { "\($0.word.text)\($0.stretched ? "↕" : "")" }): read \(found.map { "\($0.text)(\(Int($0.confidence)))" }) \(taken ? "taken" : "not taken")"
            )
            guard taken else { continue }
            drop.formUnion(cell.map { ReadingMerge.Box($0.word) })
            added += found
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// The cells `rereadStretchedGlyphs` reads again, each as its words left to right with whether
    /// the word's box is stretched: a word holding a Han character, over 2.2 and at most 3 times the
    /// page's typical word height (what `LineBuilder` drops), whose box spans the middle of a word of
    /// ordinary height set within one line height of it, side by side; the cell runs on through
    /// words of either kind so set (a title's letter-spaced characters, gaps under a line height).
    static func stretchedGlyphCells(_ words: [OCRWord]) -> [[(word: OCRWord, stretched: Bool)]] {
        let heights = words.filter { LineBuilder.lettersAndDigits(in: $0.text) > 0 }.map(\.height).sorted()
        guard !heights.isEmpty else { return [] }
        let typical = max(1, heights[heights.count / 2])
        let isStretched = { (w: OCRWord) in
            TextClass.containsHan(w.text) && LineBuilder.isTallerThanText(w, typical: typical) && w.height <= typical * 3
        }
        let isPlain = { (w: OCRWord) in
            LineBuilder.lettersAndDigits(in: w.text) > 0 && w.height * 10 <= typical * 15 && w.height * 10 >= typical * 5
        }
        // one step along a cell: side by side, a gap under the ordinary word's height, and the
        // stretched box (if any) spanning the ordinary word's middle
        func next(_ a: OCRWord, _ b: OCRWord) -> Bool {
            let plainOne = isPlain(a) ? a : b
            let gap = max(a.left, b.left) - min(a.right, b.right)
            let middle = (plainOne.top + plainOne.bottom) / 2
            let spans = [a, b].allSatisfy { w in w.top <= middle && w.bottom >= middle }
            return gap < plainOne.height && spans && (isPlain(a) || isPlain(b))
        }
        var cells: [[(word: OCRWord, stretched: Bool)]] = []
        var used = Set<ReadingMerge.Box>()
        for seed in words where isStretched(seed) && !used.contains(ReadingMerge.Box(seed)) {
            var cell = [seed]
            var grew = true
            while grew {
                grew = false
                for w in words
                where (isStretched(w) || isPlain(w)) && !cell.contains(where: { ReadingMerge.Box($0) == ReadingMerge.Box(w) }) {
                    // (the ordinary words of one line: a box stretched over two lines, `人` for
                    // `转账支出` over `张伟`, is read again with one line's words only)
                    let otherLine = isPlain(w) && cell.contains { isPlain($0) && !onOneLine($0, w) }
                    if !otherLine, cell.contains(where: { next($0, w) }) {
                        cell.append(w)
                        grew = true
                    }
                }
            }
            guard cell.contains(where: isPlain) else { continue }
            used.formUnion(cell.map(ReadingMerge.Box.init))
            cells.append(cell.sorted { $0.left < $1.left }.map { ($0, isStretched($0)) })
        }
        return cells
    }

    /// Whether a stretched cell's reading as one line (`found`) replaces its words: Han characters
    /// (and whatever else the line holds), more of them than the cell's ordinary words held, read
    /// with a mean confidence of 60 or more per character.
    static func replacesStretched(_ plain: [OCRWord], with found: [OCRWord]) -> Bool {
        let han = { (ws: [OCRWord]) in ws.reduce(0) { $0 + $1.text.unicodeScalars.filter(TextClass.isCJK).count } }
        return !found.isEmpty && han(found) > han(plain) && meanConfidence(found) >= 60
    }

    /// Reads again, as one line, the Chinese text cells the page reading was unsure of: a cell
    /// holding a Han character and a word read with confidence under 60. In block or sparse mode
    /// the Chinese model breaks some names into debris (`肯德基` read as `JE 7 而 髓 1 全 败 基`, seven
    /// words, two at confidence 0); cut out alone, the line reads whole. The new reading replaces
    /// the cell's words when its own words are all more confident than the cell's weakest word and
    /// its mean confidence (per character) is no lower, or when that mean is 15 points higher.
    private func rereadDoubtfulNames(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        var cells: [LayoutCell] = []
        for line in PageLayout.lines(from: words) {
            for cell in line.cells
            where cell.isText && TextClass.containsHan(cell.text)
                && cell.words.contains(where: { $0.confidence < 60 && LineBuilder.lettersAndDigits(in: $0.text) > 0 })
            {
                cells.append(cell)
            }
        }
        guard !cells.isEmpty, cells.count <= 30 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        for cell in cells {
            let h = cell.height
            let left = max(0, cell.left - h / 2)
            let top = max(0, cell.top - h / 4)
            let region = (
                left: left, top: top, width: min(image.width, cell.right + h / 2) - left,
                height: min(image.height, cell.bottom + h / 4) - top
            )
            let found = try engine.recognize(image, segmentation: .singleBlock, line: region)
            let old = cell.words.filter { LineBuilder.lettersAndDigits(in: $0.text) > 0 }
            let weakest = old.map(\.confidence).min() ?? 0
            let (before, after) = (Self.meanConfidence(old), Self.meanConfidence(found))
            let better =
                !found.isEmpty && TextClass.containsHan(found.map(\.text).joined())
                && (found.allSatisfy { $0.confidence > weakest } && after >= before || after >= before + 15)
            Self.trace(
                "ocr: doubtful name \(cell.text): read \(found.map { "\($0.text)(\(Int($0.confidence)))" }) \(better ? "taken" : "not taken")"
            )
            guard better else { continue }
            drop.formUnion(cell.words.map(ReadingMerge.Box.init))
            added += Self.keptToBand(found, top: cell.top, bottom: cell.bottom)
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// Words a line reading found in a cell's band, kept to the cell's own top and bottom. Read
    /// alone, a line comes back with some boxes stretched to the region's edges (a Chinese date's
    /// `年` and `03` 81 px tall over a 33 px line, in Noto Sans CJK): left so, they were taken for an
    /// icon's, as taller than text, and the date was lost with them (`2025` left of `快捷支付`).
    static func keptToBand(_ found: [OCRWord], top: Int, bottom: Int) -> [OCRWord] {
        found.map { word in
            var kept = word
            kept.top = max(word.top, top)
            kept.bottom = min(word.bottom, bottom)
            return kept.bottom > kept.top ? kept : word
        }
    }

    /// Reads again, as one line, a row's name that the page reading was unsure of: a text cell
    /// left of the row's money with a word of two letters or more read with confidence under 50
    /// (`EE LIMITED` at 0, with `EE` then lost; `_—sNeetflix` at 40 for `Netflix`). The band runs
    /// from any word just left of the cell on its line (debris the page reading dropped) to the
    /// cell's end. The new words replace every word in the band when they are all more confident
    /// than the weakest old one and no less confident on average, or 15 points more on average.
    private func rereadDoubtfulLatinNames(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        var regions: [(left: Int, top: Int, width: Int, height: Int)] = []
        for line in PageLayout.lines(from: words) {
            guard let money = line.cells.lastIndex(where: { $0.money != nil }) else { continue }
            for cell in line.cells[..<money]
            where cell.isText && !cell.isDate
                // (a word with digits is a reference code more often than a name: not worth the time;
                // `oo/ll` is a date read as letters, left to the date passes: read as a name it came
                // back `og/11`, and the row took its posting date)
                && cell.words.contains(where: {
                    $0.confidence < 50 && $0.text.filter(\.isLetter).count >= 2 && !$0.text.contains(where: \.isNumber)
                        && !Self.dateShaped($0.text)
                })
            {
                let h = cell.height
                let sameLine = { (w: OCRWord) in (min(w.bottom, cell.bottom) - max(w.top, cell.top)) * 2 > min(w.height, h) }
                let debris = words.filter { w in sameLine(w) && w.right <= cell.left && cell.left - w.right < h && w.confidence < 50 }
                let left = max(0, (debris.map(\.left).min() ?? cell.left) - h / 2)
                let top = max(0, cell.top - h / 4)
                regions.append((left, top, min(image.width, cell.right + h / 2) - left, min(image.height, cell.bottom + h / 4) - top))
            }
        }
        guard !regions.isEmpty, regions.count <= 12 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        for region in regions {
            let inside = { (w: OCRWord) in Self.centred(w, in: region) }
            let old = words.filter { inside($0) && $0.text.contains(where: \.isLetter) }
            let found = try engine.recognize(image, segmentation: .singleBlock, line: region)
            let weakest = old.map(\.confidence).min() ?? 0
            let (before, after) = (Self.meanConfidence(old), Self.meanConfidence(found))
            let better =
                !found.isEmpty && found.contains(where: { $0.text.contains(where: \.isLetter) })
                && (found.allSatisfy { $0.confidence > weakest } && after >= before || after >= before + 15)
            Self.trace(
                "ocr: doubtful name \(old.map(\.text)): read \(found.map { "\($0.text)(\(Int($0.confidence)))" }) \(better ? "taken" : "not taken")"
            )
            guard better else { continue }
            drop.formUnion(words.filter(inside).map(ReadingMerge.Box.init))
            added += found
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// Reads again a dated row's name that starts well right of where the list's names start, with
    /// nothing before it: the page reading passed over its first word (`TO ZELLE PAYMENT TO MIKE
    /// ROSS` at x 536 where the names start at 350: `TRANSFER` lost, and the `CONF#` under it, no
    /// longer under the name's start, went too). The rows are `lateLatinNames`; the band from where
    /// the names start to the name's end is read as one line, and replaces the name when
    /// `replacesLateLatinName`. When the page reading's unsure words before the name reach down over
    /// the line under it (a wrapped name's two lines read as debris two lines tall), that line is
    /// read with it, and its words replace the ones the debris left there when
    /// `replacesWrappedLine` (`#061` and `447` → `#0611` and `...4471`).
    private func rereadLateLatinNames(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let unsure = words.filter { $0.confidence < 50 }
        let targets = Self.lateLatinNames(PageLayout.lines(from: words), unsure: unsure)
        guard !targets.isEmpty, targets.count <= 12 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        for (cell, start) in targets {
            let h = cell.height
            let left = max(0, start - h / 2)
            let top = max(0, cell.top - h / 4)
            // the lowest unsure word before the name that reaches half a height under it
            let under = unsure.filter {
                $0.top < cell.bottom && cell.top < $0.bottom && $0.left >= start - h && $0.right <= cell.left + h / 2
                    && $0.bottom > cell.bottom + h / 2
            }.map(\.bottom).max()
            let region = (
                left: left, top: top, width: min(image.width, cell.right + h / 2) - left,
                height: min(image.height, cell.bottom + h / 4) - top
            )
            let found = try engine.recognize(image, segmentation: .singleBlock, line: region)
            let taken = Self.replacesLateLatinName(cell.words, with: found)
            Self.trace(
                "ocr: name starts late \(cell.text): read \(found.map { "\($0.text)(\(Int($0.confidence)))" }) \(taken ? "taken" : "not taken")"
            )
            guard taken else { continue }
            drop.formUnion(cell.words.map(ReadingMerge.Box.init))
            added += found
            // (read apart: the two lines read as one block came back as debris again)
            guard let under else { continue }
            let lower = (
                left: left, top: cell.bottom + h / 8, width: region.width, height: min(image.height, under + h / 4) - cell.bottom - h / 8
            )
            guard lower.height > h / 2 else { continue }
            let old = words.filter { Self.centred($0, in: lower) && $0.confidence >= 50 }
            let again = try engine.recognize(image, segmentation: .singleBlock, line: lower).filter {
                $0.text.contains { $0.isLetter || $0.isNumber }
            }
            let wrapped = Self.replacesWrappedLine(old, with: again)
            Self.trace(
                "ocr: wrapped line under \(cell.text): \(old.map(\.text)) read \(again.map { "\($0.text)(\(Int($0.confidence)))" }) \(wrapped ? "taken" : "not taken")"
            )
            if wrapped {
                drop.formUnion(old.map(ReadingMerge.Box.init))
                added += again
            }
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// Whether a wrapped name's line under a late name, read again with it, replaces what the page
    /// reading left there: its letters and digits hold the old ones' and more (`#061` → `#0611`),
    /// each word read with confidence 20 or more (two readings agree on the old part: `447` →
    /// `..4471` at 29); with nothing left there, 60 or more.
    static func replacesWrappedLine(_ old: [OCRWord], with found: [OCRWord]) -> Bool {
        let (before, after) = (lettersAndDigits(old), lettersAndDigits(found))
        guard !found.isEmpty, after.count > before.count, before.isEmpty || after.contains(before) else { return false }
        return found.allSatisfy { $0.confidence >= (before.isEmpty ? 60 : 20) }
    }

    /// Rows whose name starts late, each as its name's cell and where the list's names start: on a
    /// page whose dated money lines mostly (seven in ten or more, four or more lines) start their
    /// name (the first text cell after the date with three letters or more) within half a height
    /// of one place, a name starting two to twelve heights right of it with only dates before it (a
    /// transaction and a value date, `12 Dec 2024  14 Dec 2024`);
    /// or further right when `unsure` words (the page reading's, confidence under 50) fill the gap
    /// from where the names start: a wrapped name's first words read as debris boxes two lines tall
    /// (`08 010703 7XXXXXX1416` over `POS 007037XXXXXX1416` and the `#0611` under it), dropped from
    /// the line as taller than text, left `THE HOME DEPOT` seventeen heights in.
    static func lateLatinNames(_ lines: [LayoutLine], unsure: [OCRWord] = []) -> [(cell: LayoutCell, start: Int)] {
        let named: [(line: LayoutLine, date: Int, name: Int)] = lines.compactMap { line in
            guard let date = line.cells.firstIndex(where: \.isDate), line.cells.contains(where: { $0.money != nil }),
                let name = line.cells.indices.first(where: {
                    $0 > date && line.cells[$0].isText && line.cells[$0].text.filter(\.isLetter).count >= 3
                }),
                line.cells[name].money == nil
            else { return nil }
            return (line, date, name)
        }
        guard named.count >= 4, let start = named.map({ $0.line.cells[$0.name].left }).median else { return [] }
        // Unsure words on the name's band, the first within a height of the names' start, the last
        // ending by the name's start.
        func debrisFills(_ cell: LayoutCell, from start: Int) -> Bool {
            let h = cell.height
            let gap = unsure.filter { $0.top < cell.bottom && cell.top < $0.bottom && $0.right <= cell.left + h / 2 && $0.right > start }
            guard let first = gap.map(\.left).min(), let last = gap.map(\.right).max() else { return false }
            return abs(first - start) <= h && cell.left - last <= h * 2
        }
        let together = named.filter { abs($0.line.cells[$0.name].left - start) * 2 <= $0.line.cells[$0.name].height }.count
        guard together * 10 >= named.count * 7 else { return [] }
        return named.compactMap { n in
            let cell = n.line.cells[n.name]
            let gap = cell.left - start
            // (only dates before it: a transaction date and a value date, `12 Dec 2024  14 Dec 2024`)
            guard gap >= cell.height * 2, gap <= cell.height * 12 || debrisFills(cell, from: start),
                n.line.cells[n.date..<n.name].allSatisfy(\.isDate), n.line.cells[n.name - 1].right < start
            else { return nil }
            return (cell, start)
        }
    }

    /// Words compared as their letters and digits, case aside (`#061` as `061`, `..4471` as `4471`).
    static func lettersAndDigits(_ words: some Sequence<OCRWord>) -> String {
        words.map { $0.text.filter { $0.isLetter || $0.isNumber }.uppercased() }.joined()
    }

    /// Whether a word's centre lies in `region` (edges included): the words a region read again replaces.
    static func centred(_ w: OCRWord, in region: (left: Int, top: Int, width: Int, height: Int)) -> Bool {
        let (x, y) = ((w.left + w.right) / 2, (w.top + w.bottom) / 2)
        return x >= region.left && x <= region.left + region.width && y >= region.top && y <= region.top + region.height
    }

    /// Whether a late name's line read again (`found`) replaces the name's words: it ends with the
    /// name's words (letters and digits compared, case aside) and adds one to three words before
    /// them, each holding a letter and read with confidence 60 or more. The name's first word may
    /// be the end of the first word found (`ER` of `TRANSFER`: the page reading took `TRANSF`, and
    /// `CO` under it, as one word two lines tall).
    static func replacesLateLatinName(_ words: [OCRWord], with found: [OCRWord]) -> Bool {
        let old = lettersAndDigits(words), new = lettersAndDigits(found)
        guard !old.isEmpty, new.count > old.count, new.hasSuffix(old) else { return false }
        let added = new.count - old.count
        // the words found before the name's, reaching at least over what was added
        guard let k = (1...3).first(where: { $0 < found.count && lettersAndDigits(found[..<$0]).count >= added }) else { return false }
        // (what the last of them holds past that is the name's whole first word, or nothing)
        let overlap = lettersAndDigits(found[..<k]).count - added
        guard overlap == 0 || overlap == lettersAndDigits(words.prefix(1)).count else { return false }
        return found[..<k].allSatisfy { $0.confidence >= 60 && $0.text.contains(where: \.isLetter) }
    }

    /// Reads again, restricted to the characters of a date, the grey line under a Chinese row's
    /// name when the row has no date: small grey dates on a dark page come back broken
    /// (`2月15日 06:11` read as `月15日06:11`, `半这18:11`, `月7纪11`), and a row without its date is
    /// skipped. The line right under a row holding a Han name and an amount, starting near the
    /// name (its first characters may be the ones lost), with no date and no amount of its own, is read again as one line of
    /// `0-9年月日:-/.`; the new words replace the line's only when they read as a whole date
    /// (`2月15日`, with a day and a month), so a time line (`06:11`) or a `昨天` stays as it was.
    /// A month and day in digits read unsurely is taken when the page reading had the same digits
    /// (`交易日0624，` read again as `06-24` at confidence 0: two readings agree).
    private func rereadMissingDates(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let targets = Self.missingDateLines(words, width: image.width)
        let middle = image.width / 2
        guard !targets.isEmpty, targets.count <= 30 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        for (line, name) in targets {
            // A line of a few broken glyphs can be lower than the date's type: pad by the name's.
            let h = max(line.height, name.height * 2 / 3)
            // From the name's start: the date's first digit is what a broken reading loses.
            let left = max(0, min(line.left, name.left) - h / 2)
            let top = max(0, line.top - h / 3)
            let right = min(image.width, max(line.right + h, name.left + 10 * h), middle + middle / 2)
            let region = (left: left, top: top, width: right - left, height: min(image.height, line.bottom + h / 3) - top)
            guard region.width > h, region.height > 4 else { continue }
            let characters = "0123456789年月日:-/."
            // The digit runs of the line as the page read it (`0624` of `交易日0624，`): a month and
            // day read again unsurely that spells one of them is two readings that agree.
            let pageDigits = Set(
                String(line.text.map { $0.isASCII && ($0.isNumber || "-./".contains($0)) ? $0 : " " }).split(separator: " ")
                    .map { String($0.filter(\.isNumber)) })
            // The words up to the day's 日 make the date; a clean time after it is kept.
            func dateWords(_ found: [OCRWord]) -> (words: [OCRWord], end: Int)? {
                // A month and day in digits (`10-08`, an Alipay bill's `餐饮美食 | 10-08 17:09`).
                // (A time cut by the band's edge may run on: `10-081`, read `10-08`.)
                if let end = found.firstIndex(where: { w in
                    (w.confidence >= 50 || pageDigits.contains(String(w.text.prefix(5).filter(\.isNumber))))
                        && LayoutCell.isNumericMonthDay(String(w.text.prefix(5)))
                        && w.text.dropFirst(5).allSatisfy { $0.isASCII && ($0.isNumber || $0 == ":") }
                }) {
                    var date = found[end]
                    if date.text.count > 5 {
                        date.right = date.left + date.width * 5 / date.text.count
                        date.text = String(date.text.prefix(5))
                    }
                    return ([date], end)
                }
                guard let end = found.firstIndex(where: { $0.text.contains("日") }) else { return nil }
                let date = Array(found[...end])
                // Its digits read with confidence: a doubtful digit is a wrong date (`8月` read `6(23)`).
                let sure = date.allSatisfy { $0.confidence >= 50 || !$0.text.contains(where: \.isNumber) }
                return sure && Self.isChineseDayDate(date.map(\.text).joined()) ? (date, end) : nil
            }
            var found = try engine.recognize(image, segmentation: .singleBlock, line: region, characters: characters)
                .sorted { $0.left < $1.left }
            let crop = image.crop(left: region.left, top: region.top, width: region.width, height: region.height, factor: 2, border: 10)
            // The band alone at twice the size, its words placed back on the page.
            func readCrop(_ reader: OCREngine, _ characters: String) throws(OCRError) -> [OCRWord] {
                guard let crop else { return [] }
                return try reader.recognize(crop, segmentation: .singleBlock, line: (0, 0, crop.width, crop.height), characters: characters)
                    .map { w in
                        OCRWord(
                            text: w.text, left: region.left + (w.left - 10) / 2, top: region.top + (w.top - 10) / 2,
                            right: region.left + (w.right - 10) / 2, bottom: region.top + (w.bottom - 10) / 2, confidence: w.confidence)
                    }
                    .sorted { $0.left < $1.left }
            }
            // Then the band alone (`2月5日` read as `25 日` on the page).
            if dateWords(found) == nil { found = try readCrop(engine, characters) }
            // Then in digits only, by the engine that reads digits (the Chinese one ran `10-08 17:09`
            // together as `10-081`).
            if dateWords(found) == nil, crop != nil {
                let digits = try checkoutForDigits(language)
                defer { checkin(digits) }
                found = try readCrop(digits, "0123456789-:/ ")
            }
            let reading = dateWords(found)
            let taken = reading != nil
            Self.trace(
                "ocr: date missing under a row: \(line.text) read \(found.map { "\($0.text)(\(Int($0.confidence)))" }) \(taken ? "taken" : "not taken")"
            )
            guard let (date, end) = reading else { continue }
            drop.formUnion(line.cells.flatMap(\.words).map(ReadingMerge.Box.init))
            added.append(OCRWord(enclosing: date))
            added += found[(end + 1)...].filter { LayoutCell.isTime($0.text) }
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// The lines `rereadMissingDates` reads again, each with the name cell of the row above it.
    static func missingDateLines(_ words: [OCRWord], width: Int) -> [(line: LayoutLine, name: LayoutCell)] {
        let lines = PageLayout.lines(from: words)
        let middle = width / 2
        var targets: [(line: LayoutLine, name: LayoutCell)] = []
        for (k, row) in lines.enumerated() where k + 1 < lines.count {
            let under = lines[k + 1]
            // The name the line sits under (not an avatar's glyph read as a character left of it).
            guard
                let name = row.cells.first(where: { c in
                    c.isText && TextClass.containsHan(c.text) && under.left > c.left - c.height && under.left < c.left + 4 * c.height
                }),
                row.cells.contains(where: { $0.money != nil && $0.left > middle }), !row.cells.contains(where: \.isDate)
            else { continue }
            let h = name.height
            guard under.top >= row.bottom - h / 4, under.top - row.bottom < h,
                !under.cells.contains(where: { $0.isDate || ($0.money != nil && $0.left > middle) }),
                under.text.contains(where: \.isNumber) || under.text.contains("月") || under.text.contains("日"),
                !Self.isChineseDayDate(under.text),  // read already, with its time glued on (`9月6日12:20`)
                // or read already after a category (`日用百货| 08-19 06:19`)
                !under.text.split(whereSeparator: { " |｜·•".contains($0) }).contains(where: { LayoutCell.isNumericMonthDay(String($0)) }),
                !["今天", "昨天", "前天", "星期", "周"].contains(where: under.text.contains)
            else { continue }
            targets.append((under, name))
        }
        return targets
    }

    /// `2月15日`, `2026年2月15日 06:11`: a month and a day, both in range.
    static func isChineseDayDate(_ text: String) -> Bool {
        let t = text.replacingOccurrences(of: " ", with: "")
        guard let m = t.firstIndex(of: "月"), let d = t[m...].firstIndex(of: "日") else { return false }
        let month = t[..<m].reversed().prefix { $0.isNumber }
        let day = t[t.index(after: m)..<d]
        guard (1...2).contains(month.count), (1...2).contains(day.count), day.allSatisfy(\.isNumber),
            let mm = Int(String(month.reversed())), let dd = Int(day)
        else { return false }
        return (1...12).contains(mm) && (1...31).contains(dd)
    }

    /// Mean word confidence, each word weighted by its characters.
    static func meanConfidence(_ words: [OCRWord]) -> Float {
        let chars = words.reduce(0) { $0 + $1.text.count }
        return chars == 0 ? 0 : words.reduce(Float(0)) { $0 + $1.confidence * Float($1.text.count) } / Float(chars)
    }

    /// Finds the day of a date printed in a column as a month over (or under) a large day number
    /// (`FEB` / `9`): sparse recognition often misses a lone digit. For each month abbreviation
    /// with no number above or below it, the space under it (then over it) is read again as one
    /// word of digits; a day 1–31 found there becomes a word of its own.
    private func rereadStackedDays(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        // Not a month that is part of a date on its line (`26 Feb 2026`, `Feb 26`: a number right
        // beside it): the printed statement re-read two bands for each of its 30 such months.
        let months = words.filter { w in
            Self.isMonthAbbreviation(w) && !Self.hasNeighbour(w, in: words, left: true, where: { $0.text.contains(where: \.isNumber) })
                && !Self.hasNeighbour(w, in: words, left: false, where: { $0.text.contains(where: \.isNumber) })
        }
        guard !months.isEmpty, months.count <= 40 else { return words }
        var result = words
        var engine: OCREngine? = nil
        defer { if let engine { checkin(engine) } }
        for month in months {
            let h = month.height
            let spanLeft = month.left - h
            let spanRight = month.right + h
            let hasDay = words.contains { w in
                let centre = (w.left + w.right) / 2
                guard centre >= spanLeft, centre <= spanRight, w.text.allSatisfy(\.isNumber), w.text.count <= 2 else { return false }
                return (w.top >= month.bottom - h / 2 && w.top <= month.bottom + 2 * h)
                    || (w.bottom <= month.top + h / 2 && w.bottom >= month.top - 2 * h)
            }
            if hasDay { continue }
            if engine == nil { engine = try checkout(language) }
            for (top, bottom, below) in [(month.bottom, month.bottom + h * 5 / 2, true), (month.top - h * 5 / 2, month.top, false)] {
                let left = max(0, spanLeft)
                let y = max(0, top)
                let width = min(image.width, spanRight) - left
                let height = min(image.height, bottom) - y
                guard width > 4, height > 4, let crop = image.crop(left: left, top: y, width: width, height: height, factor: 1, border: 10),
                    let engine
                else { continue }
                // As one word (a lone digit is often missed as a line) and as a line; the more
                // confident day wins: as a word `2` was read `20` at 51 and `4` as `47`, both
                // read right as a line at 96.
                func day(_ reading: (text: String, confidence: Float)) -> (String, Float)? {
                    guard reading.confidence >= 50, (1...2).contains(reading.text.count), reading.text.allSatisfy(\.isNumber),
                        let d = Int(reading.text), (1...31).contains(d)
                    else { return nil }
                    return (reading.text, reading.confidence)
                }
                let word = engine.readLine(crop, characters: "0123456789", singleWord: true)
                let readings = [day(word), day(engine.readLine(crop, characters: "0123456789"))]
                var best = readings.compactMap({ $0 }).max(by: { $0.1 < $1.1 })
                // Unsure as a word (a bold `8` over `Jan` read at 0), a day is taken when the band
                // read twice as large says the same.
                let unsure = word.text
                if best == nil, (1...2).contains(unsure.count), let d = Int(unsure), (1...31).contains(d),
                    let larger = image.crop(left: left, top: y, width: width, height: height, factor: 2, border: 10)
                {
                    let again = engine.readLine(larger, characters: "0123456789", singleWord: true)
                    Self.trace(
                        "ocr: stacked day \(below ? "under" : "over") \(month.text): \(unsure) unsure, read larger \(again.text) (\(Int(again.confidence)))"
                    )
                    if again.text == unsure { best = (unsure, again.confidence) }
                }
                guard let (digits, confidence) = best else { continue }
                // A box the size of a day number next to the month, not the whole band read: a box
                // over twice a line's height is taken for an icon and dropped (three days were).
                let dayTop = below ? month.bottom + h / 4 : month.top - h / 4 - h * 6 / 5
                result.append(
                    OCRWord(
                        text: digits, left: left + h / 2, top: dayTop, right: left + width - h / 2, bottom: dayTop + h * 6 / 5,
                        confidence: confidence))
                break
            }
        }
        return result
    }

    /// The other way round: a day number printed large in a left column (`1`, `27`) with the
    /// month small and pale above or below it (`JUL`, `JUN`), where recognition read the day and
    /// missed the month (a messenger copy of a 1x screenshot lost every month of a tuning page,
    /// and with them every row). For each lone day of 1–31 in the left fifth of the page with no
    /// word over or under it (or only a letter's debris), the space over it (then under it) is read again as one word of
    /// letters; a month name found there becomes a word of its own.
    private func rereadStackedMonths(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        // Not a day that is part of a date on its line (`26 Feb 2026`: a word right beside it),
        // and not at all on a page whose months were read (most pages with dates).
        guard words.filter(Self.isMonthAbbreviation).count < 3 else { return words }
        let days = words.filter { w in
            w.right < image.width / 5 && (1...2).contains(w.text.count) && w.text.allSatisfy { $0.isASCII && $0.isNumber }
                && (1...31).contains(Int(w.text) ?? 0)
                && !Self.hasNeighbour(w, in: words, left: false, where: { _ in true })
        }
        guard days.count >= 3, days.count <= 40 else { return words }
        var result = words
        var engine: OCREngine? = nil
        defer { if let engine { checkin(engine) } }
        for day in days {
            let h = day.height
            let spanLeft = max(0, day.left - h)
            let spanRight = min(image.width, day.right + h)
            let over = words.filter { w in
                w != day && w.right > spanLeft && w.left < spanRight
                    && (w.top >= day.bottom - h / 3 && w.top <= day.bottom + h || w.bottom <= day.top + h / 3 && w.bottom >= day.top - h)
            }
            // A single letter there is what is left of a pale month (`N` for `JUN`): read again,
            // and dropped when the month is found.
            let debris = over.filter { LineBuilder.lettersAndDigits(in: $0.text) <= 1 && !$0.text.contains(where: \.isNumber) }
            if over.count > debris.count { continue }
            if engine == nil { engine = try checkout(language) }
            for (top, bottom, above) in [(day.top - h * 6 / 5, day.top, true), (day.bottom, day.bottom + h * 6 / 5, false)] {
                let y = max(0, top)
                let height = min(image.height, bottom) - y
                guard height > 4, let engine,
                    let crop = image.crop(left: spanLeft, top: y, width: spanRight - spanLeft, height: height, factor: 1, border: 10)
                else { continue }
                let (text, confidence) = engine.readLine(
                    crop, characters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", singleWord: true)
                let t = text.lowercased()
                Self.trace("ocr: month beside day \(day.text) at \(day.top): read \(text) (\(Int(confidence)))")
                guard confidence >= 45, let month = Self.stackedMonth(t) else { continue }
                let monthTop = above ? day.top - h * 3 / 4 : day.bottom + h / 8
                result.append(
                    OCRWord(
                        text: month, left: day.left, top: monthTop, right: day.right, bottom: monthTop + h * 5 / 8, confidence: confidence))
                result.removeAll { w in debris.contains(w) }
                break
            }
        }
        return result
    }

    /// Reads again a month cut to its first two letters before its day (`Ma 28` for `May 28`, a grey
    /// date under the amount on a 1x feed: `Ma` is March or May, and the row had no date). The
    /// pair is read again twice as large as one line of letters and digits; the reading replaces it
    /// when it is a month that starts with the letters read and a day, read with confidence 60 or
    /// more or with the day the page read.
    private func rereadCutMonths(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let targets = Self.cutMonths(words)
        guard !targets.isEmpty, targets.count <= 30 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        for (m, d) in targets {
            let (month, day) = (words[m], words[d])
            let box = OCRWord(enclosing: [month, day])
            let pad = max(4, box.height / 3)
            guard
                let crop = image.crop(
                    clippedFrom: box.left - pad, top: box.top - pad, right: box.right + pad, bottom: box.bottom + pad, factor: 2)
            else { continue }
            let (text, confidence) = engine.readLine(
                crop, characters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ")
            let parts = text.split(separator: " ")
            let taken =
                parts.count == 2 && DateParser.monthNames[parts[0].lowercased()] != nil && (3...4).contains(parts[0].count)
                && parts[0].lowercased().hasPrefix(month.text.lowercased()) && (1...31).contains(Int(parts[1]) ?? 0)
                && (confidence >= 60 || String(parts[1]) == day.text)
            Self.trace("ocr: cut month \(month.text) \(day.text): read \(text) (\(Int(confidence))) \(taken ? "taken" : "not taken")")
            guard taken else { continue }
            drop.formUnion([ReadingMerge.Box(month), ReadingMerge.Box(day)])
            var newMonth = month
            newMonth.text = String(parts[0])
            newMonth.confidence = min(month.confidence, confidence)
            var newDay = day
            newDay.text = String(parts[1])
            newDay.confidence = min(day.confidence, confidence)
            added += [newMonth, newDay]
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// Reads again a grey `Jan 5` under a name that came out glued or garbled (`jan5`, `Jans`,
    /// `jJan4`, `jan` beside a sliver of its `J`, `Dec` `5` read at 33 for `Dec 28`; a dark card
    /// app at 2x lost 5 of 11 rows so). `glitchedShortDates` finds them among whole dates of that
    /// shape in one column; the span is read again twice as large (then three times) as one line
    /// of letters and digits, and replaces the words over it when it reads the same month and a
    /// day with confidence 60 or more, or 40 or more with the day the first reading had or the
    /// other re-reading read too.
    private func rereadGlitchedShortDates(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let targets = Self.glitchedShortDates(words)
        guard !targets.isEmpty, targets.count <= 30 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        for target in targets {
            let box = target.span
            let pad = max(4, box.height / 3)
            // the first reading's digits (`jan5`, `jJan4`): read again the same, the day is taken at a lower confidence
            let firstDigits = target.words.map { words[$0].text.filter(\.isNumber) }.joined()
            var found: (day: Int, confidence: Float)? = nil
            var earlier: (day: Int, confidence: Float)? = nil
            // twice as large, else three times (a grey `Jan 3` on black read `jan 3` at 0 at twice);
            // the two readings agreeing on the day at 40 or more are taken too (`jJan5` at 51, then 55)
            for factor in [2.0, 3.0] where found == nil {
                guard
                    let crop = image.crop(
                        clippedFrom: box.left - pad, top: box.top - pad, right: box.right + pad, bottom: box.bottom + pad, factor: factor)
                else { continue }
                let (text, confidence) = engine.readLine(
                    crop, characters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ")
                let read = Self.shortDate(text, month: target.month)
                let agreed = { (day: Int) in earlier.map { $0.day == day && $0.confidence >= 40 } ?? false }
                let taken = read.map { confidence >= 60 || confidence >= 40 && (String($0) == firstDigits || agreed($0)) } ?? false
                Self.trace(
                    "ocr: glitched date \(target.words.map { words[$0].text }) at \(factor): read \(text) (\(Int(confidence))) \(taken ? "taken" : "not taken")"
                )
                if taken, let read { found = (read, confidence) }
                earlier = read.map { ($0, confidence) }
            }
            guard let (day, confidence) = found else { continue }
            drop.formUnion(target.words.map { ReadingMerge.Box(words[$0]) })
            let lowest = target.words.map { words[$0].confidence }.min() ?? confidence
            let split = box.left + (box.right - box.left) * 3 / 5
            let month = target.month.prefix(1).uppercased() + target.month.dropFirst()
            added.append(
                OCRWord(
                    text: month, left: box.left, top: box.top, right: split - box.height / 4, bottom: box.bottom,
                    confidence: min(lowest, confidence)))
            added.append(
                OCRWord(
                    text: String(day), left: split, top: box.top, right: box.right, bottom: box.bottom, confidence: min(lowest, confidence))
            )
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// The day of a re-read `Mon D` of `month` (lower case): `Jan 5`, `jan5`, or with one stray letter
    /// first (`jJan4`, a sliver of the J read as a letter of its own); nil for anything else.
    static func shortDate(_ text: String, month: String) -> Int? {
        var t = Substring(text.replacingOccurrences(of: " ", with: ""))
        if t.count >= 5, t.first!.isLetter, t.dropFirst().lowercased().hasPrefix(month), t.dropFirst(4).first?.isNumber == true {
            t = t.dropFirst()
        }
        guard t.count >= 4, t.prefix(3).lowercased() == month else { return nil }
        let day = t.dropFirst(3)
        guard (1...2).contains(day.count), day.allSatisfy({ $0.isASCII && $0.isNumber }), let d = Int(day), (1...31).contains(d) else {
            return nil
        }
        return d
    }

    /// What `rereadGlitchedShortDates` reads again: on a page with three or more dates read whole as
    /// `Mon D` (a capitalised three-letter month and a day beside it) starting in one column, a word
    /// starting there (within a date's height) that holds a month's three letters after at most one
    /// stray letter, glued to a digit or a letter or alone with no day beside it (`jan5`, `Jans`,
    /// `jJan4`, `jan`), or a month whose day beside it was read at under 50 (`Dec` `5`) or in a box
    /// under two thirds of the month's height (`Dec` `25`, the day's box cut in half). The span
    /// runs from the column's start as wide as the widest whole date, over the words' line; the words
    /// in it (a sliver of the `J` read as a letter of its own) are replaced. The month is the one
    /// the word holds, in lower case.
    static func glitchedShortDates(_ words: [OCRWord]) -> [(month: String, span: OCRWord, words: [Int])] {
        let sameLine = onOneLine
        func dayBeside(_ i: Int) -> Int? {
            let w = words[i]
            return words.indices.first { j in
                let d = words[j]
                return j != i && (1...2).contains(d.text.count) && d.text.allSatisfy({ $0.isASCII && $0.isNumber })
                    && d.left >= w.right && d.left - w.right < max(w.height, d.height) && sameLine(w, d)
            }
        }
        let months = threeLetterMonths
        var whole: [(left: Int, width: Int, height: Int)] = []
        for (i, w) in words.enumerated()
        where w.text.count == 3 && w.text.first!.isUppercase && months.contains(w.text.lowercased()) && w.confidence >= 60 {
            if let d = dayBeside(i), words[d].confidence >= 60, words[d].height * 3 >= w.height * 2,
                (1...31).contains(Int(words[d].text) ?? 0)
            {
                whole.append((w.left, words[d].right - w.left, max(w.height, words[d].height)))
            }
        }
        guard whole.count >= 3 else { return [] }
        let lefts = whole.map(\.left).sorted()
        let column = lefts[lefts.count / 2]
        let height = whole.map(\.height).sorted()[whole.count / 2]
        let width = whole.map(\.width).max()!
        var found: [(String, OCRWord, [Int])] = []
        for (i, w) in words.enumerated() where abs(w.left - column) <= height && w.height * 2 <= height * 3 {
            let lower = w.text.lowercased()
            let letters = Array(lower)
            var month: String? = nil
            for skip in 0...1 where month == nil && letters.count >= skip + 3 {
                let m = String(letters[skip..<(skip + 3)])
                guard months.contains(m), letters[..<skip].allSatisfy(\.isLetter) else { continue }
                let rest = letters[(skip + 3)...]
                // (a name that starts with a month, `Janet`, is not one: two letters after it)
                let glued = rest.contains(where: \.isNumber) || rest.count == 1 || skip == 1
                if rest.count <= 2, rest.allSatisfy({ $0.isLetter || $0.isNumber }), glued || rest.isEmpty && dayBeside(i) == nil {
                    month = m
                } else if skip == 0 && rest.isEmpty, let d = dayBeside(i), words[d].confidence < 50 || words[d].height * 3 < w.height * 2 {
                    month = m  // (a day read unsurely, or in a box cut to its lower half: `25` 11 px high beside `Dec` at 20)
                }
            }
            guard let month else { continue }
            // a date with its year after it (`Dec 10, 2025`) is another shape, not this one's
            let yearAfter = words.contains { y in
                y.left > w.right && y.left - w.right < width + height * 2 && sameLine(w, y)
                    && y.text.filter(\.isNumber).count == 4 && y.text.allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
            }
            if yearAfter { continue }
            // the line's words in the span: the word, its day, slivers of its first letter
            var span = OCRWord(
                text: "", left: min(column, w.left), top: w.top, right: min(column, w.left) + width, bottom: w.bottom, confidence: 0)
            span.top = min(span.top, w.bottom - height)
            let over = words.indices.filter { j in
                let o = words[j]
                return o.left < span.right && o.right > span.left - height / 2 && o.top < span.bottom + height / 2
                    && o.bottom > span.top - height / 2
                    && (j == i || o.text.count <= 2)
            }
            span.left = min(span.left, over.map { words[$0].left }.min() ?? span.left)
            found.append((month, span, over))
        }
        return found
    }

    /// Reads again a date printed `Jul 24, 2026` whose middle was lost (`Jul` `2` `£UzZ` `6`, a grey
    /// date on a 1x card app: every such row took a wrong day). `brokenYearDates` finds them on a
    /// page whose other dates read whole; the span is read again twice as large as one line of
    /// month letters, digits and a comma, and replaces the words when it reads a month, a day and
    /// the page's year with confidence 60 or more.
    private func rereadBrokenYearDates(_ words: [OCRWord], in image: PageImage, language: String) throws(OCRError) -> [OCRWord] {
        let (groups, year) = Self.brokenYearDates(words)
        guard let year, !groups.isEmpty, groups.count <= 30 else { return words }
        let engine = try checkout(language)
        defer { checkin(engine) }
        var drop = Set<ReadingMerge.Box>()
        var added: [OCRWord] = []
        for group in groups {
            let parts = group.map { words[$0] }
            let box = OCRWord(enclosing: [parts[0]] + parts.dropFirst().filter { $0.height * 2 <= parts[0].height * 3 })
            let pad = max(4, box.height / 3)
            // without the year's last digits read, the crop reaches on where they would stand
            let tail = parts.last!.text
            let yearTail = (1...2).contains(tail.count) && tail.allSatisfy(\.isNumber)
            let right = (parts.map(\.right).max() ?? box.right) + (yearTail ? 0 : box.height * 3 / 2)
            guard
                let crop = image.crop(
                    clippedFrom: box.left - pad, top: box.top - pad, right: right + pad, bottom: box.bottom + pad, factor: 2)
            else { continue }
            let (text, confidence) = engine.readLine(
                crop, characters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789, ")
            let read = Self.monthDayYear(text)
            let taken =
                read != nil && read!.year == year && confidence >= 60
                && read!.month.lowercased().hasPrefix(parts[0].text.lowercased().prefix(3))
            Self.trace("ocr: broken year date \(parts.map(\.text)): read \(text) (\(Int(confidence))) \(taken ? "taken" : "not taken")")
            guard taken, let read else { continue }
            drop.formUnion(parts.map(ReadingMerge.Box.init))
            var word = box
            word.right = right
            word.text = "\(read.month) \(read.day), \(read.year)"
            word.confidence = min(parts[0].confidence, confidence)
            added.append(word)
        }
        return words.filter { !drop.contains(ReadingMerge.Box($0)) } + added
    }

    /// `Jul 24, 2026` as (month word, day, year); nil for anything else.
    static func monthDayYear(_ text: String) -> (month: String, day: Int, year: Int)? {
        let parts = text.replacingOccurrences(of: ",", with: " ").split(separator: " ")
        guard parts.count == 3, DateParser.monthNames[parts[0].lowercased()] != nil, let day = Int(parts[1]), (1...31).contains(day),
            parts[2].count == 4, let year = Int(parts[2]), (1990...2100).contains(year)
        else { return nil }
        return (String(parts[0]), day, year)
    }

    /// What `rereadBrokenYearDates` reads again, and the page's year: on a page with two or more
    /// dates read whole as `Mon D, YYYY` (one year), a month's name followed on its line, word after
    /// word less than two heights apart, by a day and words that do not make such a date but end in
    /// one or two digits that end the year, or hold a word read with confidence under 60 (`Jul` `3`
    /// `£U2` `26`; `Jul` `27` `6`; `Jul` `3` `£U2`).
    static func brokenYearDates(_ words: [OCRWord]) -> (groups: [[Int]], year: Int?) {
        let sameLine = onOneLine
        var groups: [[Int]] = []
        var years: [Int] = []
        for (i, w) in words.enumerated() where DateParser.monthNames[w.text.lowercased()] != nil && w.text.first!.isUppercase {
            var group = [i]
            var last = w
            while group.count < 5,
                let next = words.indices.filter({ j in
                    !group.contains(j) && words[j].left > last.left && words[j].left - last.right < 2 * w.height
                        && sameLine(words[j], w)
                }).min(by: { words[$0].left < words[$1].left })
            {
                group.append(next)
                last = words[next]
            }
            let texts = group.map { words[$0].text }
            if let whole = monthDayYear(texts.joined(separator: " ")) {
                years.append(whole.year)
                continue
            }
            guard group.count >= 3, texts[1].first?.isNumber == true, let tail = texts.last else { continue }
            let yearTail = (1...2).contains(tail.count) && tail.allSatisfy { $0.isASCII && $0.isNumber }
            let doubtful = group.dropFirst(2).contains { words[$0].confidence < 60 }
            guard yearTail || doubtful else { continue }
            groups.append(group)
        }
        guard years.count >= 2, let year = years.first, years.allSatisfy({ $0 == year }) else { return ([], nil) }
        let suffix = String(year)
        return (
            groups.filter { g in
                let tail = words[g.last!].text
                return !(1...2).contains(tail.count) || !tail.allSatisfy(\.isNumber) || suffix.hasSuffix(tail)
            }, year
        )
    }

    /// What `rereadCutMonths` reads again: a word of two letters that starts a month's name but is
    /// none (`Ma`, `Ju`, `Se`), right before a day of 1–31 on its line (less than two heights apart:
    /// the lost letter stood between them).
    static func cutMonths(_ words: [OCRWord]) -> [(month: Int, day: Int)] {
        var found: [(Int, Int)] = []
        for (i, w) in words.enumerated() where w.text.count == 2 && w.text.allSatisfy(\.isLetter) {
            let t = w.text.lowercased()
            guard monthStarts.contains(t), w.text.first!.isUppercase else { continue }
            let day = words.indices.first { j in
                let d = words[j]
                return j != i && (1...2).contains(d.text.count) && d.text.allSatisfy({ $0.isASCII && $0.isNumber })
                    && (1...31).contains(Int(d.text) ?? 0) && d.left >= w.right && d.left - w.right < 2 * max(w.height, d.height)
                    && (min(d.bottom, w.bottom) - max(d.top, w.top)) * 2 > min(d.height, w.height)
            }
            if let day { found.append((i, day)) }
        }
        return found
    }

    /// Whether a word matching `test` sits right beside `w` on its line (to its left when `left`,
    /// else to its right): less than a word height apart, overlapping it by 70% of the smaller height.
    static func hasNeighbour(_ w: OCRWord, in words: [OCRWord], left: Bool, where test: (OCRWord) -> Bool) -> Bool {
        words.contains { n in
            guard n != w, (min(n.bottom, w.bottom) - max(n.top, w.top)) * 10 > min(n.height, w.height) * 7 else { return false }
            let gap = left ? w.left - n.right : n.left - w.right
            return gap >= 0 && gap < w.height && test(n)
        }
    }

    /// The first two letters of the three-letter month names `DateParser` knows (`ma`, `ju`, `se`, …).
    static let monthStarts = Set(threeLetterMonths.map { String($0.prefix(2)) })

    /// The three-letter month names `DateParser` knows, lower case (`jan`, `ene`, `sep`, …).
    static let threeLetterMonths = Set(DateParser.monthNames.keys.filter { $0.count == 3 })

    /// Whether two words stand on one line: they overlap by more than half the smaller height.
    static func onOneLine(_ a: OCRWord, _ b: OCRWord) -> Bool {
        (min(a.bottom, b.bottom) - max(a.top, b.top)) * 2 > min(a.height, b.height)
    }

    /// Months printed small over their days in a left column, each read without its thin first
    /// letter (`EP` for `SEP` twelve times on a dark 1x page, every row then undated): in the left
    /// fifth of a page where fewer than three months were read, three or more words of two letters
    /// stacked in one column, each the tail of only one month (`stackedMonth`), are those months.
    static func monthTailsAsMonths(_ words: [OCRWord], width: Int) -> [OCRWord] {
        guard words.filter(isMonthAbbreviation).count < 3 else { return words }
        let tails = words.indices.filter { i in
            let w = words[i]
            return w.right < width / 5 && w.text.count == 2 && w.text.allSatisfy(\.isLetter) && stackedMonth(w.text.lowercased()) != nil
        }
        var result = words
        for i in tails {
            let column = tails.filter { j in min(words[j].right, words[i].right) - max(words[j].left, words[i].left) > 0 }
            guard column.count >= 3, let month = stackedMonth(words[i].text.lowercased()) else { continue }
            result[i].text = month
        }
        return result
    }

    /// `FEB`, `Sep.`, `sept`: a month's three- or four-letter abbreviation.
    static func isMonthAbbreviation(_ w: OCRWord) -> Bool {
        let t = w.text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".,"))
        return t.count >= 3 && t.count <= 4 && DateParser.monthNames[t] != nil
    }

    /// A month label read over a day: a month name, or the last two letters of a three-letter
    /// one when only one month ends so (`UN` for `JUN`: the thin J of a pale label is lost at 1x,
    /// at any scale and contrast tried). English and Spanish abbreviations; each two-letter tail
    /// names one month in both (`ar` MAR, `go` AGO, `ic` DIC).
    static func stackedMonth(_ read: String) -> String? {
        if (3...4).contains(read.count), DateParser.monthNames[read] != nil { return read }
        guard read.count == 2 else { return nil }
        return monthTails[read]
    }

    static let monthTails: [String: String] = {
        var tails: [String: Set<String>] = [:]
        for list in [
            ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
            ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
        ] {
            for m in list { tails[String(m.suffix(2)), default: []].insert(m) }
        }
        return tails.compactMapValues { $0.count == 1 ? $0.first : nil }
    }()

    /// The letter read where an amount's currency sign is (`-E7.99`, `f12.50`: a small `£` or `€`
    /// read as a letter), or nil.
    static func letterForSymbol(_ text: String) -> Character? {
        var t = Substring(text)
        if let first = t.first, "+-−".contains(first) { t = t.dropFirst() }
        guard let letter = t.first, "EFf".contains(letter), t.count >= 5 else { return nil }
        let rest = t.dropFirst()
        guard rest.first?.isNumber == true, looksLikeAmount(String(rest)),
            rest.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," })
        else { return nil }
        return letter
    }

    /// An amount with a slash, a colon or a semicolon (one or two of them) where its decimal
    /// separator is (`+255/10`, `-1.234/56 €`, `£13;:55`): it carries a sign or a currency sign,
    /// so a date (`08/07`) or a time (`13:55`) never is one.
    static func oddDecimalSeparator(_ text: String) -> Bool {
        let (t, marked) = withoutMoneyMarks(Substring(text.replacingOccurrences(of: " ", with: "")))
        guard marked, let run = oddSeparatorRun(t) else { return false }
        // one or two of them (`£13;:55`), then two digits
        let head = t[..<run.lowerBound]
        let tail = t[run.upperBound...]
        guard t.distance(from: run.lowerBound, to: run.upperBound) <= 2, tail.count == 2, tail.allSatisfy(\.isNumber),
            let first = head.first, first.isNumber
        else { return false }
        return head.allSatisfy { $0.isNumber || $0 == "." || $0 == "," } && head.last?.isNumber == true
    }

    /// A money word with its sign or currency symbol and only digits after it, three or more
    /// (`-$47719`, `+£2550`): an amount whose decimal point was not read.
    static func markedWithoutPoint(_ text: String) -> Bool {
        let (t, marked) = withoutMoneyMarks(Substring(text))
        return marked && t.count >= 3 && t.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `text` without a leading sign and a currency sign before or after it, and whether it had any.
    static func withoutMoneyMarks(_ text: Substring) -> (rest: Substring, marked: Bool) {
        var t = text
        var marked = false
        if let first = t.first, "+-−".contains(first) { (t, marked) = (t.dropFirst(), true) }
        if let first = t.first, "$€£¥".contains(first) { (t, marked) = (t.dropFirst(), true) }
        if let last = t.last, "$€£¥".contains(last) { (t, marked) = (t.dropLast(), true) }
        return (t, marked)
    }

    /// `£13;:55` → `£13.55` (`,` on a page whose amounts end in a decimal comma): the run of odd
    /// separators before the last two digits becomes the page's decimal mark.
    static func withDecimalMark(_ text: String, pageComma: Bool) -> String {
        guard let run = oddSeparatorRun(text) else { return text }
        return text.replacingCharacters(in: run, with: pageComma ? "," : ".")
    }

    /// The first run of `/`, `:` and `;` in `text`.
    static func oddSeparatorRun<S: StringProtocol>(_ text: S) -> Range<S.Index>? {
        let odd: (Character) -> Bool = { "/:;".contains($0) }
        guard let start = text.firstIndex(where: odd) else { return nil }
        return start..<(text[start...].firstIndex(where: { !odd($0) }) ?? text.endIndex)
    }

    /// A signed number with no decimal point (`+198` for `+1.98`): the point was lost.
    static func lostDecimalPoint(_ text: String) -> Bool {
        guard let first = text.first, first == "+" || first == "-" else { return false }
        let rest = text.dropFirst()
        return rest.count >= 3 && rest.allSatisfy(\.isNumber)
    }

    /// Digits with two decimals at the end, possibly glued to a sign or a yen sign misread.
    static func looksLikeAmount(_ text: String) -> Bool {
        let digits = text.filter(\.isNumber).count
        guard digits >= 3 else { return false }
        let tail = text.suffix(3)
        return (tail.first == "." || tail.first == ",") && tail.dropFirst().allSatisfy(\.isNumber)
    }

    /// `-25.00`, `+200.00`, `-¥28.16`, `-Y1,234.50`.
    static func isCleanAmount(_ text: String) -> Bool {
        var t = Substring(text)
        if t.first == "+" || t.first == "-" { t = t.dropFirst() }
        if t.first == "¥" || t.first == "Y" { t = t.dropFirst() }
        guard t.count >= 4, let dot = t.dropLast(2).last, dot == "." || dot == "," else { return false }
        let body = t.dropLast(3)
        return !body.isEmpty && body.allSatisfy { $0.isNumber || $0 == "," } && body.first!.isNumber && t.suffix(2).allSatisfy(\.isNumber)
    }

    /// Single block keeps a table's rows intact. Measured on the Chinese fixtures, the automatic
    /// layout (mode 3) dropped whole right-hand amount columns of app screenshots, so it is not used.
    static func segmentation(for language: String, width: Int, height: Int) -> PageSegmentation {
        // A phone screen (tall) is scattered text: avatars, two-line rows, amounts centred beside
        // them. Read as one block, Tesseract stretches words over two lines and joins the avatar to
        // the name; sparse mode finds each word on its own and the layout engine orders them.
        // Chinese too: block mode lost signs and whole rows of two-line Chinese rows; sparse mode
        // reads them, and the figures it reads worse come from the English reading (ReadingMerge).
        // On the 10 tuning Chinese pages: 131 of 134 rows read in sparse mode, 116 in block mode.
        height * 10 >= width * 16 ? .sparse : .singleBlock
    }

    /// An engine to read digits with: the English one when the page's language choice has it (the
    /// Chinese model restricted to digits read `+¥15,553.74` as `+15.553.174`, and nothing of a
    /// `05-09`), else the page's own.
    private func checkoutForDigits(_ language: String) throws(OCRError) -> OCREngine {
        try checkout(candidates.contains("eng") ? "eng" : language)
    }

    private func checkout(_ language: String) throws(OCRError) -> OCREngine {
        lock.lock()
        if var list = idle[language], let engine = list.popLast() {
            idle[language] = list
            lock.unlock()
            return engine
        }
        created += 1
        lock.unlock()
        return try OCREngine(language: language, timeLimit: limits.maxRecognitionSeconds)
    }

    private func checkin(_ engine: OCREngine) {
        lock.lock()
        idle[engine.language, default: []].append(engine)
        lock.unlock()
    }

    /// Engines created so far (the benchmark checks that pages reuse them).
    public var enginesCreated: Int {
        lock.lock()
        defer { lock.unlock() }
        return created
    }
}

/// Heuristics that pick the language a page is written in from a first English reading.
enum LanguageGuess {
    /// Han text read with the English model comes back as short, low-confidence fragments. On a
    /// page of figures (a scanned bank statement: dates, amounts and account numbers read well in
    /// any model) the words with letters tell it alone.
    static func looksUnreadable(_ page: RecognizedPage) -> Bool {
        guard page.words > 0 else { return false }
        if page.confidence < 70 { return true }
        let lettered = page.layout.words.filter { w in w.text.unicodeScalars.contains { $0.properties.isAlphabetic } }
        guard lettered.count >= 12 else { return false }
        return lettered.reduce(Float(0)) { $0 + $1.confidence } / Float(lettered.count) < 55
    }

    static let spanishWords: Set<String> = [
        "saldo", "movimientos", "recibo", "compra", "transferencia", "fecha", "concepto", "importe", "hoy", "ayer",
        "ene", "abr", "ago", "dic", "sept", "periodo", "suscripción", "suscripcion", "nómina", "nomina", "bizum", "cuenta",
        "tarjeta", "pago", "recibido", "enviado", "comisión", "comision", "cargo", "abono", "de",
    ]

    /// Two or more different Spanish words of four letters or more, each read with confidence 70 or
    /// more: a page in Latin script, however doubtful the rest of its reading. (Han read with the
    /// English model comes back as short fragments, `de` and `ene` among them.)
    static func clearlySpanish(_ page: RecognizedPage) -> Bool {
        let found = page.layout.words.filter { $0.confidence >= 70 }.flatMap { w in
            w.text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init).filter {
                $0.count >= 4 && spanishWords.contains($0)
            }
        }
        return Set(found).count >= 2
    }

    /// Two or more Spanish words, or euro amounts written with a decimal comma.
    static func looksSpanish(_ page: RecognizedPage) -> Bool {
        var hits = 0
        for line in page.lines {
            for word in line.text.lowercased().split(whereSeparator: { !$0.isLetter }) where spanishWords.contains(String(word)) {
                hits += 1
            }
        }
        return hits >= 2
    }
}

/// Results written by worker threads at their own index.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<RecognizedPage, OCRError>?]
    private var done = 0

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ r: Result<RecognizedPage, OCRError>) {
        lock.lock()
        storage[i] = r
        done += 1
        lock.unlock()
    }

    var doneCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    var values: [Result<RecognizedPage, OCRError>] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }

    /// Hands out indices 0, 1, 2, … to whichever thread asks next.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
