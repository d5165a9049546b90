import Foundation
import SubscanCore
import SubscanDetect
import SubscanIngest
import SubscanOCR
import SubscanStore

/// What kind of input a path is, from its extension.
enum InputKind: Equatable {
    /// A bank export (CSV, TSV, …): the CSV importer.
    case export
    /// A statement as plain text (`.txt`): the statement text parser.
    case textStatement
    /// A screenshot or scan: OCR, then the layout engine.
    case image
    /// A PDF statement: its text layer (or OCR of its scanned pages), then the layout engine.
    case pdf

    /// Read page by page into the layout engine (screenshots and PDFs), in one batch.
    var readsPages: Bool { self == .image || self == .pdf }

    /// The kind of `path`, looking inside a `.txt` file: banks also export tab- or
    /// semicolon-separated files as `.txt`, and those are read as exports when the CSV importer
    /// finds a header and a first transaction in them.
    init(path: String, options: ImportOptions) {
        self.init(path: path)
        if self == .textStatement && InputKind.isExport(path, options: options) { self = .export }
    }

    /// A PDF under another extension (a bank's `statement.csv` that is really a PDF).
    static func startsLikePDF(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 5)) == Data("%PDF-".utf8)
    }

    private struct FoundOne: Error {}

    static func isExport(_ path: String, options: ImportOptions) -> Bool {
        // A Norma 43, OFX, QIF or CAMT file named .txt is the importer's, even when it is broken:
        // its error then names the record at fault.
        if let head = FileHandle(forReadingAtPath: path).map({ handle in
            defer { try? handle.close() }
            return [UInt8]((try? handle.read(upToCount: 4096)) ?? Data())
        }), let format = OtherFormat.recognise(head), OtherFormat.readable.contains(format) {
            return true
        }
        do {
            _ = try CSVImporter.read(path: path, options: options) { _ in throw FoundOne() }
            return false
        } catch is FoundOne {
            return true
        } catch {
            return false
        }
    }

    init(path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        if ImageFormat.extensions.contains(ext) {
            self = .image
        } else if ext == "pdf" || (ext != "txt" && InputKind.startsLikePDF(path)) {
            self = .pdf
        } else if ext == "txt" {
            self = .textStatement
        } else {
            self = .export
        }
    }
}

/// Settings for screenshots and text statements, resolved before any work.
struct StatementSettings {
    /// Tesseract languages to read with; nil chooses per page among `candidates`.
    var language: String?
    var candidates: [String] = OCRService.supportedLanguages
    var limits = ImageLimits()
    /// Opens encrypted PDF statements (`--password`).
    var password: String?
    /// Pages a month (config `ocrLimit`, `subscan quota --limit N`).
    var ocrLimit = 100
    /// What "Today" and year-less dates mean; nil: each file's modification date.
    var referenceDate: LocalDate?
    /// The month pages are charged to.
    var today: LocalDate = ScanCommand.today()
    var currency: Currency?
    var account: String?
    /// Longest line of a text statement (`--max-field-size`).
    var maxLineBytes = 1 << 20

    var period: String { QuotaCommand.period(of: today) }
}

/// A screenshot or text statement read into transactions, ready to store.
struct ReadStatement {
    var path: String
    var transactions: [Transaction]
    var sha256: String
    var byteCount: Int64
    var kind: String
    /// Recognised pages still reserved: charged when the file is kept.
    var reservedPages: [Int] = []
    var pages = 0
    var cachedPages = 0
    var seconds = 0.0
    var language: String?
    var warnings: [String] = []

    /// Pages of a PDF read from its text layer (the others were scanned: recognised or cached).
    var textLayerPages = 0

    /// The layout id recorded in the store and the import JSON.
    var profile: String {
        switch kind {
        case "image": return "screenshot"
        case "pdf": return "pdf-statement"
        default: return "statement-text"
        }
    }

    /// How the file was read, for its line on the terminal: ` (screenshot, eng, 0.8 s; 1 OCR page used)`
    /// (`timed`), ` (screenshot, eng, 1 OCR page)`, ` (screenshot read before: no OCR page used)`,
    /// ` (text statement)`.
    func howRead(timed: Bool) -> String {
        if kind == "pdf" { return howReadPDF(timed: timed) }
        guard kind == "image" else { return " (text statement)" }
        let n = reservedPages.count
        guard n > 0 else { return " (screenshot read before: no OCR page used)" }
        let pages = "\(n) OCR page\(n == 1 ? "" : "s")"
        return timed
            ? String(format: " (screenshot, %@, %.1f s; %@ used)", language ?? "?", seconds, pages)
            : " (screenshot, \(language ?? "?"), \(pages))"
    }
}

extension ReadStatement {
    /// ` (PDF, 3 pages, text layer)`, ` (PDF, 2 pages, 2 scanned, 1.9 s; 2 OCR pages used)`,
    /// ` (PDF, 2 pages, 2 scanned read before: no OCR page used)`.
    func howReadPDF(timed: Bool) -> String {
        let scanned = pages - textLayerPages
        var text = " (PDF, \(pages) page\(pages == 1 ? "" : "s")"
        if scanned == 0 { return text + ", text layer)" }
        text += ", \(scanned) scanned"
        let n = reservedPages.count
        if n == 0 { return text + " read before: no OCR page used)" }
        if timed { text += String(format: ", %@, %.1f s", language ?? "?", seconds) }
        return text + "; \(n) OCR page\(n == 1 ? "" : "s") used)"
    }
}

/// Reads screenshots and PDF statements (OCR, metered) and text statements into transactions.
///
/// Images of a batch are recognised together, their pages spread over the cores. Each page is
/// reserved against the OCR quota in the store before recognition and released if recognition
/// fails or the file yields no transaction; a page whose image bytes were recognised before is
/// read from the store, neither recognised nor charged again.
enum StatementReader {
    /// Reads every image of `paths` (in parallel) and returns one outcome per image path.
    ///
    /// Pages are reserved before any is recognised; a page that then fails gives its reservation
    /// back, so images refused for quota in the same batch get a second round.
    static func readImages(
        _ paths: [String], settings: StatementSettings, store: Store, console: Console
    ) -> [String: Result<ReadStatement, Error>] {
        var outcomes: [String: Result<ReadStatement, Error>] = [:]
        guard !paths.isEmpty else { return outcomes }
        let service = OCRService(limits: settings.limits, candidates: settings.candidates)
        defer { service.shutdown() }
        var remaining = paths
        for _ in 0..<2 {
            let (round, released) = readRound(remaining, service: service, settings: settings, store: store, console: console)
            outcomes.merge(round) { _, new in new }
            let refused = remaining.filter {
                if case .failure(let e)? = round[$0], e is QuotaExceeded { return true }
                return false
            }
            if refused.isEmpty || released == 0 { break }
            remaining = refused
        }
        return outcomes
    }

    /// One round: reserve, recognise, parse, charge or release. Returns the outcomes and how many
    /// reserved pages were given back.
    static func readRound(
        _ paths: [String], service: OCRService, settings: StatementSettings, store: Store, console: Console
    ) -> ([String: Result<ReadStatement, Error>], Int) {
        var outcomes: [String: Result<ReadStatement, Error>] = [:]
        var released = 0

        struct Pending {
            var statement: ReadStatement
            var pages: [Int: RecognizedContent] = [:]
        }
        var pending: [String: Pending] = [:]
        var requests: [PageRequest] = []
        var requestOwner: [(path: String, page: Int)] = []

        // Scanned PDF pages are rendered here for the OCR engines, and deleted after the round.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "subscan-pdf-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        for path in paths where outcomes[path] == nil && pending[path] == nil {
            do {
                var entry: Pending
                // The pages to recognise, unless cached: a page of the image itself, or a PDF page rendered on demand.
                var scans: [Int] = []
                var pdf: PDFStatement?
                if InputKind(path: path) == .pdf {
                    let opened = try openPDF(path, settings: settings)
                    entry = Pending(statement: opened.statement)
                    for (page, words) in opened.textPages { entry.pages[page] = .layout(LayoutPage(words: words)) }
                    scans = opened.scannedPages
                    pdf = opened.document
                } else {
                    let image = try service.inspect(path: path, file: path)
                    var hasher = SHA256()
                    image.bytes.withUnsafeBytes { hasher.update($0) }
                    entry = Pending(
                        statement: ReadStatement(
                            path: path, transactions: [], sha256: hasher.finalize().hex, byteCount: Int64(image.bytes.count), kind: "image")
                    )
                    entry.statement.pages = image.pages
                    scans = Array(0..<image.pages)
                }
                func giveBack() {
                    release(entry.statement, store: store)
                    let kept = requestOwner.indices.filter { requestOwner[$0].path != path }
                    requests = kept.map { requests[$0] }
                    requestOwner = kept.map { requestOwner[$0] }
                }
                for page in scans {
                    switch try reserveWaiting(store: store, sha256: entry.statement.sha256, page: page, settings: settings) {
                    case .recognised(let json):
                        entry.pages[page] = RecognizedContent(cached: json)
                        entry.statement.cachedPages += 1
                    case .reserved:
                        entry.statement.reservedPages.append(page)
                        if let pdf {
                            let image = "\(scratch)/\(pending.count)-\(page).pgm"
                            do {
                                try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
                                try pdf.renderGray(page: page, maxPixels: settings.limits.maxPixels, to: image)
                            } catch {
                                giveBack()
                                throw error
                            }
                            requests.append(
                                PageRequest(path: image, file: "\(path) (page \(page + 1))", language: settings.language, rendered: true))
                        } else {
                            requests.append(PageRequest(path: path, file: path, page: page, language: settings.language))
                        }
                        requestOwner.append((path, page))
                    case .overQuota(let used, let limit):
                        giveBack()
                        throw QuotaExceeded(
                            file: path, used: used, limit: limit, period: settings.period,
                            resetsOn: QuotaCommand.resetDate(after: settings.today))
                    case .busy:
                        giveBack()
                        throw OCRError(
                            .unreadable, file: path,
                            "another subscan process has been reading this file for over \(Int(busyWaitSeconds)) s; try again when it is done"
                        )
                    }
                }
                pending[path] = entry
            } catch {
                outcomes[path] = .failure(error)
            }
        }

        // Recognise every reserved page of the batch at once.
        let progress: (@Sendable (Int) -> Void)?
        if console.stderrIsTerminal && requests.count > 1 {
            let total = requests.count
            let lock = NSLock()
            nonisolated(unsafe) let console = console  // writes are serialised by `lock`
            progress = { done in
                lock.lock()
                console.err("\rsubscan: reading screenshots \(done)/\(total)…" + (done == total ? "\n" : ""))
                lock.unlock()
            }
        } else {
            progress = nil
        }
        let results = service.recognize(requests, progress: progress)
        var failures: [String: Error] = [:]
        for (owner, result) in zip(requestOwner, results) {
            switch result {
            case .success(let page):
                pending[owner.path]?.pages[owner.page] = .layout(page.layout)
                pending[owner.path]?.statement.seconds += page.seconds
                pending[owner.path]?.statement.language = page.language
            case .failure(let error):
                if failures[owner.path] == nil { failures[owner.path] = error }
            }
        }

        for path in paths where pending[path] != nil && outcomes[path] == nil {
            var entry = pending[path]!
            if let error = failures[path] {
                release(entry.statement, store: store)
                released += entry.statement.reservedPages.count
                outcomes[path] = .failure(error)
                continue
            }
            let contents = (0..<entry.statement.pages).map { entry.pages[$0] ?? .layout(LayoutPage(words: [])) }
            do {
                let options = StatementOptions(
                    file: path, account: settings.account ?? (entry.statement.kind == "pdf" ? "statement" : "screenshots"),
                    referenceDate: settings.referenceDate ?? fileDate(path) ?? settings.today, currency: settings.currency,
                    assumedCurrency: OCRService.assumedCurrency(language: entry.statement.language))
                let parsed = try RecognizedContent.parse(contents, options: options)
                entry.statement.warnings = parsed.warnings
                guard !parsed.transactions.isEmpty else {
                    let what =
                        entry.statement.kind == "pdf" ? "no statement table found in the PDF" : "no transactions found in the screenshot"
                    let charge = entry.statement.kind == "pdf" && entry.statement.reservedPages.isEmpty ? "" : "; not charged"
                    throw IngestError(
                        .noTransactions, file: path,
                        "\(what) (\(RecognizedContent.lineCount(contents)) lines of text, none with both a date and an amount)\(charge)")
                }
                entry.statement.transactions = parsed.transactions
                // Charged now: the page held transactions. Its text is kept for later runs.
                for page in entry.statement.reservedPages {
                    let json = entry.pages[page]?.json ?? "[]"
                    try store.completeOCRPage(sha256: entry.statement.sha256, page: page, lines: json)
                }
                outcomes[path] = .success(entry.statement)
            } catch {
                release(entry.statement, store: store)
                released += entry.statement.reservedPages.count
                outcomes[path] = .failure(error)
            }
        }
        return (outcomes, released)
    }

    /// A PDF opened and its text-layer pages read: what is left to recognise is its scanned pages
    /// (no text layer, at least one picture). Nothing is reserved or charged here.
    static func openPDF(_ path: String, settings: StatementSettings) throws -> (
        statement: ReadStatement, document: PDFStatement, textPages: [(Int, [OCRWord])], scannedPages: [Int]
    ) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw OCRError(.unreadable, file: path, "no such file")
        }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        if size == 0 { throw OCRError(.empty, file: path, "the file is empty") }
        if size > settings.limits.maxFileBytes {
            throw OCRError(
                .tooLarge, file: path,
                "the PDF is \(size >> 20) MiB; the limit is \(settings.limits.maxFileBytes >> 20) MiB (--max-file-size)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OCRError(.unreadable, file: path, "cannot be read (permission denied?)")
        }
        guard data.starts(with: Data("%PDF".utf8)) || data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil else {
            throw OCRError(.corrupt, file: path, "not a PDF: the file does not start with %PDF")
        }
        let document = try PDFStatement(bytes: data, password: settings.password, file: path)
        if document.pageCount == 0 { throw OCRError(.corrupt, file: path, "the PDF has no pages") }
        if document.pageCount > settings.limits.maxPages {
            throw OCRError(
                .tooManyPages, file: path, "the PDF has \(document.pageCount) pages; the limit is \(settings.limits.maxPages) (--max-pages)"
            )
        }
        var hasher = SHA256()
        data.withUnsafeBytes { hasher.update($0) }
        var statement = ReadStatement(
            path: path, transactions: [], sha256: hasher.finalize().hex, byteCount: Int64(data.count), kind: "pdf")
        statement.pages = document.pageCount
        var textPages: [(Int, [OCRWord])] = []
        var scanned: [Int] = []
        for page in 0..<document.pageCount {
            switch document.page(page) {
            case .text(let words): textPages.append((page, words))
            case .scanned: scanned.append(page)
            case .blank: textPages.append((page, []))
            }
        }
        statement.textLayerPages = textPages.count
        return (statement, document, textPages, scanned)
    }

    /// How long to wait for another process that is recognising the same image.
    static let busyWaitSeconds = 120.0

    /// Reserves a page; when another running subscan is recognising the same image (a watcher and a
    /// manual import of one file), waits for it and then uses its result instead of reading twice.
    static func reserveWaiting(store: Store, sha256: String, page: Int, settings: StatementSettings) throws -> OCRReservation {
        let deadline = Date().addingTimeInterval(busyWaitSeconds)
        while true {
            let outcome = try store.reserveOCRPage(sha256: sha256, page: page, period: settings.period, limit: settings.ocrLimit)
            guard outcome == .busy, Date() < deadline else { return outcome }
            usleep(250_000)
        }
    }

    static func release(_ statement: ReadStatement, store: Store) {
        for page in statement.reservedPages { try? store.releaseOCRPage(sha256: statement.sha256, page: page) }
    }

    /// Reads a `.txt` statement.
    static func readText(_ path: String, settings: StatementSettings) throws -> ReadStatement {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read (permission denied?)" : "no such file"
            throw IngestError(.unreadable, file: path, reason)
        }
        if data.isEmpty { throw IngestError(.empty, file: path, "the file is empty") }
        if Int64(data.count) > settings.limits.maxFileBytes {
            throw IngestError(
                .tooLarge, file: path,
                "the text statement is \(data.count >> 20) MiB; the limit is \(settings.limits.maxFileBytes >> 20) MiB")
        }
        let bytes = Array(data)
        let text = try StatementTextParser.decode(bytes, file: path)
        var lineNumber = 1
        var length = 0
        for b in text.utf8 {
            if b == 10 {
                lineNumber += 1
                length = 0
            } else {
                length += 1
                if length > settings.maxLineBytes {
                    throw IngestError(
                        .tooLarge, file: path, line: lineNumber,
                        "a line is longer than \(settings.maxLineBytes) bytes; this is not a text statement (raise the limit with --max-field-size)"
                    )
                }
            }
        }
        var hasher = SHA256()
        hasher.update(bytes)
        let options = StatementOptions(
            file: path, account: settings.account ?? "statement", referenceDate: settings.referenceDate ?? fileDate(path) ?? settings.today,
            currency: settings.currency)
        let parsed = try StatementTextParser.parse(text: text, options: options)
        for warning in parsed.warnings { FileHandle.standardError.write(Data("subscan: warning: \(path): \(warning)\n".utf8)) }
        guard !parsed.transactions.isEmpty else {
            if let format = OtherFormat.recognise(Array(text.utf8)) {  // an MT940 file named .txt
                throw IngestError(
                    .unsupported, file: path, "this is \(format), which subscan does not read; download a CSV export from your bank")
            }
            throw IngestError(.noTransactions, file: path, "no transactions found (no line holds both a date and an amount)")
        }
        return ReadStatement(
            path: path, transactions: parsed.transactions, sha256: hasher.finalize().hex, byteCount: Int64(data.count), kind: "text")
    }

    /// The file's modification day (local time): when the screenshot was taken, for "Today".
    static func fileDate(_ path: String) -> LocalDate? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path), let date = attributes[.modificationDate] as? Date
        else {
            return nil
        }
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    /// Stores a read statement as one SQL transaction.
    static func store(_ statement: ReadStatement, into store: Store) throws -> FileImportResult {
        let session = try store.beginFile(name: statement.path.fileName, kind: statement.kind)
        do {
            var fingerprints = FingerprintBuilder()
            var batch = RowBatch()
            var account = statement.transactions.first?.account ?? ""
            for t in statement.transactions {
                if t.account != account {
                    try session.add(batch, account: account)
                    batch.removeAll()
                    account = t.account
                }
                batch.append(t, fingerprint: try fingerprints.fingerprint(for: t))
            }
            try session.add(batch, account: account)
            return try session.commit(
                sha256: statement.sha256, profile: statement.profile,
                byteCount: statement.byteCount, rowsRead: statement.transactions.count)
        } catch {
            session.rollback()
            throw error
        }
    }
}

/// The OCR quota is used up for this period.
struct QuotaExceeded: Error, CustomStringConvertible {
    var file: String
    var used: Int
    var limit: Int
    var period: String
    var resetsOn: LocalDate

    var description: String {
        "\(file): over the OCR quota: \(used) of \(limit) pages used in \(period); it resets on \(resetsOn.iso) (raise it with 'subscan quota --limit N'); CSV imports are not affected"
    }
}

/// A recognised page as kept in the OCR cache: words with boxes and ink for the layout engine, or,
/// from stores written before it, the page's text lines.
enum RecognizedContent {
    case layout(LayoutPage)
    case lines([OCRLine])

    /// Reads a cached page: `{"words":[…]}` (layout) or `[…]` (lines, older stores).
    init(cached json: String) {
        let data = Data(json.utf8)
        if let page = try? JSONDecoder().decode(LayoutPage.self, from: data) {
            self = .layout(page)
        } else {
            self = .lines((try? JSONDecoder().decode([OCRLine].self, from: data)) ?? [])
        }
    }

    var json: String {
        let data: Data?
        switch self {
        case .layout(let page): data = try? JSONEncoder().encode(page)
        case .lines(let lines): data = try? JSONEncoder().encode(lines)
        }
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// The catalog's Chinese names, which screenshot descriptions are spelt against (`NameLexicon`).
    static let chineseNames = NameLexicon(names: Catalog.shared.brands.lazy.flatMap { [$0.name] + $0.aliases + $0.patterns })

    /// Transactions from a file's pages: the layout engine, or the text parser for cached lines.
    static func parse(_ pages: [RecognizedContent], options: StatementOptions) throws(IngestError) -> StatementParse {
        var layouts: [LayoutPage] = []
        for page in pages {
            guard case .layout(let layout) = page else { break }
            layouts.append(layout)
        }
        if layouts.count == pages.count { return try LayoutStatementParser.parse(pages: layouts, options: options, names: chineseNames) }
        var lines: [StatementLine] = []
        for (index, page) in pages.enumerated() {
            let pageLines: [OCRLine]
            switch page {
            case .lines(let l): pageLines = l
            case .layout(let layout): pageLines = LayoutStatementParser.lines(of: layout)
            }
            for l in pageLines {
                lines.append(
                    StatementLine(
                        text: l.text, number: lines.count + 1, left: l.left, top: l.top + index * 1_000_000,
                        bottom: l.bottom + index * 1_000_000))
            }
        }
        return try StatementTextParser.parse(lines: lines, options: options)
    }

    static func lineCount(_ pages: [RecognizedContent]) -> Int {
        pages.reduce(0) { n, page in
            switch page {
            case .lines(let l): return n + l.count
            case .layout(let layout): return n + LayoutStatementParser.lines(of: layout).count
            }
        }
    }
}
