import SubscanCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Choices that override what the importer detects.
public struct ImportOptions: Sendable {
    public var encoding: TextEncoding?
    public var profile: String?
    public var mapping: MappingFile?
    /// Used when the file names no currency.
    public var currency: Currency?
    /// Labels the account the file belongs to (part of every transaction's identity). Default: the profile id.
    public var account: String?
    /// Larger files are refused before reading (`--max-file-size`).
    public var maxFileBytes: Int64 = 1 << 30
    public var limits = CSVLimits()

    public init() {}
}

/// What the importer found in one file.
public struct ImportReport: Sendable {
    /// `3 skipped: 2 closed, 1 pending`, or nil when no row was skipped.
    public var skippedSummary: String? {
        guard skippedRows > 0 else { return nil }
        let parts = SkipReason.allCases.compactMap { r in skipped[r].map { "\($0) \(r.label)" } }
        return "\(skippedRows) skipped: " + parts.joined(separator: ", ")
    }

    public var file: String
    public var profileID: String
    public var profileName: String
    public var encoding: TextEncoding
    public var delimiter: String
    public var headerLine: Int?
    public var transactions = 0
    public var skippedRows = 0
    /// Why rows were skipped, each reason with its count (they add up to `skippedRows`).
    public var skipped: [SkipReason: Int] = [:]
    public var warnings: [String] = []
    /// SHA-256 of the file's bytes.
    public var sha256: SHA256Digest
    public var byteCount: Int64
}

/// Reads a bank CSV export, streaming: encoding → dialect → header/profile → rows → transactions.
///
/// Memory stays flat in the file's size: the file is read in 1 MiB chunks, and rows are held back
/// only while a file-wide decision (date order, decimal mark) is open.
///
/// - Complexity: O(n) in the file's bytes.
public enum CSVImporter {
    static let chunkSize = 1 << 20
    static let sampleSize = 64 << 10
    /// Rows searched for a header before giving up.
    static let headerSearchRows = 200

    /// Reads `path`, calling `onTransaction` for each transaction in file order.
    ///
    /// Throws `IngestError` for a file that cannot be imported (naming the file, line and column),
    /// and rethrows whatever `onTransaction` throws.
    public static func read(
        path: String, displayName: String? = nil, options: ImportOptions = ImportOptions(),
        onTransaction: (Transaction) throws -> Void
    ) throws -> ImportReport {
        let name = displayName ?? path
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw IngestError(.unreadable, file: name, "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            throw IngestError(.unreadable, file: name, "cannot read: \(String(cString: strerror(errno)))")
        }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw IngestError(.unreadable, file: name, "is a directory, not a file") }
        let size = Int64(st.st_size)
        if size > options.maxFileBytes {
            throw IngestError(
                .tooLarge, file: name,
                "\(formatBytes(size)) is over the \(formatBytes(options.maxFileBytes)) limit for one file (raise it with --max-file-size)")
        }
        if size == 0 && (st.st_mode & S_IFMT) == S_IFREG { throw IngestError(.empty, file: name, "the file is empty") }

        var hasher = SHA256()
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        func readChunk(max: Int) throws -> Int {
            try buffer.withUnsafeMutableBytes { raw -> Int in
                var got = 0
                while got < max {
                    let r = Glibc.read(fd, raw.baseAddress! + got, max - got)
                    if r < 0 {
                        if errno == EINTR { continue }
                        throw IngestError(.unreadable, file: name, "read failed: \(String(cString: strerror(errno)))")
                    }
                    if r == 0 { break }
                    got += r
                }
                return got
            }
        }

        // Sample: encoding and delimiter.
        let sampleCount = try readChunk(max: sampleSize)
        if sampleCount == 0 { throw IngestError(.empty, file: name, "the file is empty") }
        let sample = Array(buffer[0..<sampleCount])
        hasher.update(sample)
        var total = Int64(sampleCount)
        let guess: EncodingGuess
        if let forced = options.encoding ?? options.mapping?.encoding.flatMap(TextEncoding.init(name:)) {
            let bom: Int
            switch forced {
            case .utf8: bom = sample.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            case .utf16LE: bom = sample.starts(with: [0xFF, 0xFE]) ? 2 : 0
            case .utf16BE: bom = sample.starts(with: [0xFE, 0xFF]) ? 2 : 0
            default: bom = 0
            }
            guess = EncodingGuess(encoding: forced, bomLength: bom)
        } else {
            switch EncodingDetector.detect(sample) {
            case .success(let g): guess = g
            case .failure(let failure):
                throw IngestError(failure.message.contains("binary") ? .binary : .encoding, file: name, failure.message)
            }
        }
        var transcoder: Transcoder
        do { transcoder = try Transcoder(encoding: guess.encoding) } catch {
            throw IngestError(.encoding, file: name, error.message)
        }
        defer { transcoder.close() }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(chunkSize * 2)
        do {
            try sample.withUnsafeBufferPointer { buf in
                try transcoder.transcode(
                    UnsafeBufferPointer(rebasing: buf[guess.bomLength...]), final: sampleCount < sampleSize, into: &utf8)
            }
        } catch let e as IngestErrorMessage {
            throw IngestError(.encoding, file: name, e.message)
        }
        var atEnd = sampleCount < sampleSize
        /// Reads the next chunk, hashes it and appends it to `utf8` as UTF-8; sets `atEnd`.
        func readMore() throws {
            let got = try readChunk(max: chunkSize)
            atEnd = got == 0
            total += Int64(got)
            if total > options.maxFileBytes {
                throw IngestError(
                    .tooLarge, file: name,
                    "more than \(formatBytes(options.maxFileBytes)), the limit for one file (raise it with --max-file-size)")
            }
            do {
                try buffer.withUnsafeBufferPointer { buf in
                    hasher.update(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buf)[0..<got]))
                    try transcoder.transcode(UnsafeBufferPointer(rebasing: buf[0..<got]), final: atEnd, into: &utf8)
                }
            } catch let e as IngestErrorMessage {
                throw IngestError(.encoding, file: name, e.message)
            }
        }
        if options.mapping == nil, let format = OtherFormat.recognise(utf8) {
            if let reader = OtherFormat.readers[format] {
                // OFX, QFX, QIF, CAMT, MT940 and Norma 43 downloads are small: the whole file, then its reader.
                while !atEnd { try readMore() }
                var count = 0
                let result = try reader.parse(String(decoding: utf8, as: UTF8.self), file: name, options: options) { t in
                    count += 1
                    try onTransaction(t)
                }
                var warnings = result.warnings
                if result.statements == 0 { throw IngestError(.noTransactions, file: name, reader.missingStatement) }
                if count == 0 { warnings.append(reader.noTransactions) }
                var report = ImportReport(
                    file: name, profileID: reader.profileID, profileName: reader.profileName,
                    encoding: guess.encoding, delimiter: "", headerLine: nil, sha256: hasher.finalize(), byteCount: total)
                report.transactions = count
                report.warnings = warnings
                report.skipped = result.skipped
                report.skippedRows = result.skipped.values.reduce(0, +)
                return report
            }
            throw IngestError(
                .unsupported, file: name,
                "this is \(format), not a CSV export; subscan reads CSV exports (download CSV from your bank)")
        }
        let delimiter = options.mapping?.delimiterByte ?? DialectSniffer.delimiter(for: utf8)

        var sink = RecordSink(file: name, options: options, delimiter: delimiter)
        let filter = ColumnFilter()
        var tokenizer = CSVTokenizer(delimiter: delimiter, limits: options.limits, filter: filter)
        var masked = false
        func feed(_ bytes: [UInt8]) throws {
            do {
                try bytes.withUnsafeBufferPointer { buf in
                    try tokenizer.feed(buf) { record in
                        try sink.take(record, onTransaction)
                        if !masked, let mapping = sink.converter?.mapping {
                            filter.keepOnly(mapping.usedColumns)  // the rest need not become Strings
                            masked = true
                        }
                    }
                }
            } catch let e as CSVError {
                throw IngestError(.malformedCSV, file: name, line: e.line, e.message)
            }
        }
        try feed(utf8)

        // Stream the rest.
        while !atEnd {
            utf8.removeAll(keepingCapacity: true)
            try readMore()
            try feed(utf8)
        }
        do {
            try tokenizer.finish { record in try sink.take(record, onTransaction) }
        } catch let e as CSVError {
            throw IngestError(.malformedCSV, file: name, line: e.line, e.message)
        }
        try sink.finish(onTransaction)

        guard let mapping = sink.converter?.mapping else {
            throw IngestError(.noHeader, file: name, sink.noHeaderMessage)
        }
        var report = ImportReport(
            file: name, profileID: mapping.profileID, profileName: mapping.profileName, encoding: guess.encoding,
            delimiter: delimiter == 9 ? "\\t" : String(UnicodeScalar(delimiter)), headerLine: sink.headerLine,
            sha256: hasher.finalize(), byteCount: total)
        report.transactions = sink.transactions
        report.skippedRows = sink.skipped
        report.skipped = sink.skipReasons
        report.warnings = sink.converter?.warnings ?? []
        if sink.transactions == 0 {
            let understood = sink.skipReasons.keys.contains { $0 != .noDate && $0 != .noAmount }
            if sink.skipped > 0 && !understood {
                // Rows were there, none could be read: say why rather than import nothing quietly.
                let reasons = SkipReason.allCases.compactMap { r in sink.skipReasons[r].map { "\($0) with \(r.explanation)" } }
                throw IngestError(
                    .noTransactions, file: name,
                    "\(sink.skipped) rows after the header (\(mapping.profileName) layout), none a transaction: "
                        + reasons.joined(separator: ", ") + " (check the layout, or describe it with --mapping FILE)")
            }
            report.warnings.append(
                sink.skipped > 0 ? "no transactions after the header (\(report.skippedSummary ?? ""))" : "no transactions after the header")
        }
        return report
    }

    /// `1.5 GiB`, `200 MiB`, `512 bytes`.
    static func formatBytes(_ n: Int64) -> String {
        if n < 1024 { return "\(n) bytes" }
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var divisor: Int64 = 1024
        var unit = 0
        while n >= divisor * 1024 && unit < units.count - 1 {
            divisor *= 1024
            unit += 1
        }
        let tenths = n * 10 / divisor
        return tenths % 10 == 0 ? "\(tenths / 10) \(units[unit])" : "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}

/// Finds the header (skipping the preamble), then hands data rows to the converter.
struct RecordSink {
    let file: String
    let options: ImportOptions
    let delimiter: UInt8
    /// The converter once the header is known. It lives in a box so that each row runs it in place:
    /// moving a struct of its size out and back for every row cost 3% of a large import.
    private var running: ConverterBox?
    var converter: RowConverter? { running?.converter }
    var headerLine: Int?
    var searched = 0
    var transactions = 0
    var skipped = 0
    var skipReasons: [SkipReason: Int] = [:]
    /// Rows seen while looking for a header: a file without one is read from them.
    var beforeHeader: [CSVRecord] = []
    var skipRemaining: Int

    init(file: String, options: ImportOptions, delimiter: UInt8) {
        self.file = file
        self.options = options
        self.delimiter = delimiter
        self.skipRemaining = options.mapping?.skipRows ?? 0
    }

    var noHeaderMessage: String {
        if options.profile != nil {
            return "no header row of profile \"\(options.profile!)\" in the first \(CSVImporter.headerSearchRows) rows"
        }
        return "no header row with a date and an amount column in the first \(CSVImporter.headerSearchRows) rows "
            + "(describe the layout with --mapping FILE; see docs/formats.md)"
    }

    mutating func take(_ record: CSVRecord, _ onTransaction: (Transaction) throws -> Void) throws {
        if running != nil {
            try convert(record, onTransaction)
            return
        }
        if skipRemaining > 0 {
            skipRemaining -= 1
            return
        }
        searched += 1
        if searched > CSVImporter.headerSearchRows {
            try startHeaderless(onTransaction)
            try convert(record, onTransaction)
            return
        }
        if let mapping = options.mapping {
            if mapping.header == false {
                try start(mapping.resolve(header: nil, file: file), header: nil)
                try convert(record, onTransaction)
            } else {
                try start(mapping.resolve(header: record.fields, file: file), header: record.line)
            }
            return
        }
        let keys = record.fields.map(headerKey)
        let profiles = options.profile.map(BankProfile.named) ?? BankProfile.all
        let matches = profiles.compactMap { p in p.resolve(header: record.fields, keys: keys).map { (p, $0) } }
        if let best = matches.max(by: { $0.0.signature.count < $1.0.signature.count }) {
            try start(best.1, header: record.line)
            return
        }
        if options.profile == nil || options.profile == "generic", let generic = GenericHeader.resolve(header: record.fields, keys: keys) {
            try start(generic, header: record.line)
            return
        }
        if options.profile == nil || options.profile == "wells-fargo", let headerless = BankProfile.headerless(record.fields) {
            try start(headerless, header: nil)
            try convert(record, onTransaction)
            return
        }
        beforeHeader.append(record)
    }

    /// No header in the rows searched: read the layout from the rows themselves, or give up.
    mutating func startHeaderless(_ onTransaction: (Transaction) throws -> Void) throws {
        guard options.profile == nil || options.profile == "headerless", let mapping = HeaderlessLayout.infer(beforeHeader) else {
            throw IngestError(.noHeader, file: file, noHeaderMessage)
        }
        try start(mapping, header: nil)
        let held = beforeHeader
        beforeHeader = []
        for record in held { try convert(record, onTransaction) }
    }

    private mutating func start(_ mapping: ColumnMapping, header: Int?) throws {
        var mapping = mapping
        if mapping.needsStatementMonth {
            // "招商银行信用卡对账单（个人消费卡账户 2024年01月）": the title line above the header
            mapping.statementMonth = beforeHeader.lazy.flatMap(\.fields).compactMap(RecordSink.statementMonth).first
            if mapping.statementMonth == nil {
                throw IngestError(
                    .invalidDate, file: file, line: header,
                    "dates without a year (MM/DD) and no statement month (YYYY年MM月) in the lines above the header")
            }
        }
        headerLine = header
        let account = options.account ?? mapping.profileID
        running = ConverterBox(
            RowConverter(
                mapping: mapping, file: file, account: account, userCurrency: options.currency, delimiter: delimiter))
    }

    /// `2024年01月` → (2024, 1).
    static func statementMonth(_ text: String) -> (year: Int, month: Int)? {
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            if chars[i] == "年", i >= 4, let year = Int(String(chars[(i - 4)..<i])), (1990...2100).contains(year) {
                var j = i + 1
                var digits = ""
                while j < chars.count, chars[j].isASCII, chars[j].isNumber, digits.count < 2 {
                    digits.append(chars[j])
                    j += 1
                }
                if j < chars.count, chars[j] == "月", let month = Int(digits), (1...12).contains(month) { return (year, month) }
            }
            i += 1
        }
        return nil
    }

    private mutating func convert(_ record: CSVRecord, _ onTransaction: (Transaction) throws -> Void) throws {
        let box = running!
        try box.converter.add(record) { outcome in try take(outcome, onTransaction) }
    }

    /// Closed charges not yet matched by a refund.
    var closedCharges: [RefundKey: Int] = [:]
    /// From the first unmatched refund on, rows wait here (in file order) in case the closed charge
    /// the refund returns comes later (exports list newest first); a refund with no closed charge
    /// within `refundWindow` rows is money back and goes out with the rest.
    var held: [(transaction: Transaction, refund: RefundKey?, row: Int)] = []
    var heldHead = 0
    var rowsTaken = 0
    static let refundWindow = 1000

    private mutating func take(_ outcome: RowOutcome, _ onTransaction: (Transaction) throws -> Void) throws {
        rowsTaken += 1
        switch outcome {
        case .transaction(let t):
            if heldHead < held.count {
                held.append((t, nil, rowsTaken))
            } else {
                transactions += 1
                try onTransaction(t)
            }
        case .skipped(let reason):
            skip(reason)
        case .closedCharge(let key):
            skip(.closed)
            guard let key else { break }
            if let i = held[heldHead...].firstIndex(where: { $0.refund == key }) {
                held[i].refund = nil
                held[i].row = -1  // cancelled: dropped when it reaches the front
                skip(.closed)  // the refund of a charge that never went through: no phantom income
            } else {
                closedCharges[key, default: 0] += 1
            }
        case .refund(let t, let key):
            if let n = closedCharges[key], n > 0 {
                closedCharges[key] = n - 1
                skip(.closed)
            } else {
                held.append((t, key, rowsTaken))
            }
        }
        if !held.isEmpty { try release(all: false, onTransaction) }  // nothing held: the common case costs nothing
    }

    /// Sends on the held rows at the front that no longer wait for a closed charge.
    private mutating func release(all: Bool, _ onTransaction: (Transaction) throws -> Void) throws {
        while heldHead < held.count {
            let front = held[heldHead]
            if front.row == -1 {
                heldHead += 1
                continue
            }
            if !all && front.refund != nil && rowsTaken - front.row < RecordSink.refundWindow { break }
            transactions += 1
            try onTransaction(front.transaction)
            heldHead += 1
        }
        if heldHead == held.count {
            held.removeAll(keepingCapacity: true)
            heldHead = 0
        }
    }

    private mutating func skip(_ reason: SkipReason) {
        skipped += 1
        skipReasons[reason, default: 0] += 1
    }

    mutating func finish(_ onTransaction: (Transaction) throws -> Void) throws {
        if running == nil && !beforeHeader.isEmpty && options.mapping == nil { try startHeaderless(onTransaction) }
        guard let box = running else { return }
        try box.converter.finish { outcome in try take(outcome, onTransaction) }
        try release(all: true, onTransaction)  // refunds of charges that went through: money back
    }
}

/// A row converter held by reference, run in place for every row.
final class ConverterBox {
    var converter: RowConverter
    init(_ converter: RowConverter) { self.converter = converter }
}

/// Statement formats that are not delimited text, recognised so the error can say what the file is.
public enum OtherFormat {
    /// What `recognise` says of an OFX or QFX download and of a QIF file (which the importer reads).
    public static let ofx = "an OFX/QFX file"
    public static let qif = "a QIF file"
    public static let camt = "an ISO 20022 CAMT (XML) statement"
    public static let norma43 = "a Norma 43 (CSB43) statement"
    public static let mt940 = "an MT940 statement"
    /// The formats the importer reads whole (the others are named in its error).
    static let readers: [String: any WholeFileFormat.Type] = [
        ofx: OFXReader.self, qif: QIFReader.self, camt: CAMTReader.self, norma43: Norma43Reader.self, mt940: MT940Reader.self,
    ]
    public static let readable: Set<String> = Set(readers.keys)

    public static func recognise(_ utf8: [UInt8]) -> String? {
        let head = String(decoding: utf8.prefix(4096), as: UTF8.self)
        let trimmed = head.drop { $0.isWhitespace }
        if head.contains("OFXHEADER") || head.contains("<OFX>") { return ofx }
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<Document") {
            return head.contains("camt.05") ? camt : "an XML file"
        }
        if trimmed.hasPrefix("!Type:") || trimmed.hasPrefix("!Account") || trimmed.hasPrefix("!Option") { return qif }
        if trimmed.hasPrefix(":20:") || trimmed.hasPrefix("{1:") || head.contains("\n:20:") && head.contains(":61:") {
            return mt940
        }
        if trimmed.hasPrefix("%PDF") { return "a PDF document" }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { return "a JSON file" }
        let firstLine = head.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).first ?? ""
        if trimmed.hasPrefix("11") && firstLine.count >= 60 && firstLine.count <= 82
            && firstLine.allSatisfy({ $0.isASCII && !$0.isNewline }) && !firstLine.contains(",") && !firstLine.contains(";")
            && (head.contains("\n22") || head.contains("\r\n22"))
        {
            return norma43
        }
        return nil
    }
}
