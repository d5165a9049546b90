import Foundation
import SubscanCore
import SubscanDetect
import SubscanIngest
import SubscanOCR
import SubscanStore

/// Settings for screenshots and text statements, resolved before any work.
public struct StatementSettings: Sendable {
    /// Tesseract languages to read with; nil chooses per page among `candidates`.
    public var language: String?
    public var candidates: [String] = OCRService.supportedLanguages
    public var limits = ImageLimits()
    /// Opens encrypted PDF statements (`--password`).
    public var password: String?
    /// Pages a month (config `ocrLimit`, `subscan quota --limit N`).
    public var ocrLimit = 100
    /// What "Today" and year-less dates mean; nil: each file's modification date.
    public var referenceDate: LocalDate?
    /// The month pages are charged to.
    public var today: LocalDate
    public var currency: Currency?
    public var account: String?
    /// Longest line of a text statement (`--max-field-size`).
    public var maxLineBytes = 1 << 20

    public var period: String { OCRQuota.period(of: today) }

    /// Defaults for a run on `today`.
    public init(today: LocalDate) { self.today = today }
}

/// A screenshot or text statement read into transactions, ready to store.
public struct ReadStatement: Sendable {
    public var path: String
    public var transactions: [Transaction]
    public var sha256: String
    public var byteCount: Int64
    public var format: FileFormat
    /// Recognised pages still reserved: charged when the file is kept.
    public var reservedPages: [Int] = []
    public var pages = 0
    public var cachedPages = 0
    public var seconds = 0.0
    public var language: String?
    public var warnings: [String] = []

    /// Pages of a PDF read from its text layer (the others were scanned: recognised or cached).
    public var textLayerPages = 0

    /// The layout id recorded in the store and the import JSON.
    public var profile: String {
        switch format {
        case .screenshot: return "screenshot"
        case .pdf: return "pdf-statement"
        default: return "statement-text"
        }
    }
}

/// Reads screenshots and PDF statements (OCR, metered) and text statements into transactions.
///
/// Images of a batch are recognised together, their pages spread over the cores. Each page is
/// reserved against the OCR quota in the store before recognition and released if recognition
/// fails or the file yields no transaction; a page whose image bytes were recognised before is
/// read from the store, neither recognised nor charged again.
public enum StatementReader {
    /// Reads every image of `paths` (in parallel) and returns one outcome per image path.
    ///
    /// Pages are reserved before any is recognised; a page that then fails gives its reservation
    /// back, so images refused for quota in the same batch get a second round.
    ///
    /// `progress` hears (pages done, pages to recognise) as recognition goes.
    public static func readImages(
        _ paths: [String], settings: StatementSettings, store: Store, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [String: Result<ReadStatement, Error>] {
        var outcomes: [String: Result<ReadStatement, Error>] = [:]
        guard !paths.isEmpty else { return outcomes }
        let service = OCRService(limits: settings.limits, candidates: settings.candidates)
        defer { service.shutdown() }
        var remaining = paths
        for _ in 0..<2 {
            let (round, released) = readRound(remaining, service: service, settings: settings, store: store, progress: progress)
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
        _ paths: [String], service: OCRService, settings: StatementSettings, store: Store, progress: (@Sendable (Int, Int) -> Void)?
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
                if FileFormat.byName(path) == .pdf {
                    let opened = try openPDF(path, settings: settings)
                    entry = Pending(statement: opened.statement)
                    for (page, words) in opened.textPages { entry.pages[page] = .layout(LayoutPage(words: words, exact: true)) }
                    scans = opened.scannedPages
                    pdf = opened.document
                } else {
                    let image = try service.inspect(path: path, file: path)
                    var hasher = SHA256()
                    image.bytes.withUnsafeBytes { hasher.update($0) }
                    entry = Pending(
                        statement: ReadStatement(
                            path: path, transactions: [], sha256: hasher.finalize().hex, byteCount: Int64(image.bytes.count),
                            format: .screenshot)
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
                            resetsOn: OCRQuota.resetDate(after: settings.today))
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
        let total = requests.count
        var pageProgress: (@Sendable (Int) -> Void)? = nil
        if let progress { pageProgress = { done in progress(done, total) } }
        let results = service.recognize(requests, progress: pageProgress)
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
                    file: path, account: settings.account ?? (entry.statement.format == .pdf ? "statement" : "screenshots"),
                    referenceDate: settings.referenceDate ?? fileDate(path) ?? settings.today, currency: settings.currency,
                    assumedCurrency: OCRService.assumedCurrency(language: entry.statement.language))
                let parsed = try RecognizedContent.parse(contents, options: options)
                entry.statement.warnings = parsed.warnings
                guard !parsed.transactions.isEmpty else {
                    let what =
                        entry.statement.format == .pdf ? "no statement table found in the PDF" : "no transactions found in the screenshot"
                    let charge = entry.statement.format == .pdf && entry.statement.reservedPages.isEmpty ? "" : "; not charged"
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
            path: path, transactions: [], sha256: hasher.finalize().hex, byteCount: Int64(data.count), format: .pdf)
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
    public static func readText(_ path: String, settings: StatementSettings) throws -> ReadStatement {
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
        guard !parsed.transactions.isEmpty else {
            if let format = OtherFormat.recognise(Array(text.utf8)) {  // an MT940 file named .txt
                throw IngestError(
                    .unsupported, file: path, "this is \(format), which subscan does not read; download a CSV export from your bank")
            }
            throw IngestError(.noTransactions, file: path, "no transactions found (no line holds both a date and an amount)")
        }
        var statement = ReadStatement(
            path: path, transactions: parsed.transactions, sha256: hasher.finalize().hex, byteCount: Int64(data.count),
            format: .textStatement)
        statement.warnings = parsed.warnings
        return statement
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
    public static func store(_ statement: ReadStatement, into store: Store) throws -> FileImportResult {
        let session = try store.beginFile(name: statement.path.fileName, kind: statement.format.storedKind)
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
