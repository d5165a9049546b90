/// One record of a delimited file: its cells and the physical line it starts on (1-based).
public struct CSVRecord: Sendable, Equatable {
    public var fields: [String]
    public var line: Int
}

/// Limits that keep a hostile or broken file from exhausting memory.
public struct CSVLimits: Sendable, Equatable {
    /// Longest field, in bytes (an unterminated quote otherwise swallows the file).
    public var maxFieldBytes: Int = 1 << 20
    /// Most cells in one record.
    public var maxColumns: Int = 1000

    public init() {}
}

/// A streaming RFC 4180 tokenizer over UTF-8 bytes.
///
/// Feeds on chunks of any size and emits records as they complete. Quoted fields may hold the
/// delimiter, doubled quotes and newlines. Line ends are LF, CRLF or a lone CR (old Mac exports).
/// Lenient where real exports are: a quote inside an unquoted cell is literal, text after a closing
/// quote (`"123.45"\t`) is appended, blank lines are skipped.
///
///     "a,\"b,c\"\r\n1,2" → ["a", "b,c"] (line 1), ["1", "2"] (line 2)
///
/// - Complexity: O(n) in the input bytes; memory bounded by the longest record.
struct CSVTokenizer {
    let delimiter: UInt8
    let limits: CSVLimits

    private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }
    private var state: State = .fieldStart
    private var field: [UInt8] = []
    private var fields: [String] = []
    private var line = 1
    private var recordLine = 1
    private var quoteLine = 1
    private var lastWasCR = false
    /// Which columns become Strings; the others are emitted empty.
    let filter: ColumnFilter

    init(delimiter: UInt8, limits: CSVLimits = CSVLimits(), filter: ColumnFilter = ColumnFilter()) {
        self.delimiter = delimiter
        self.limits = limits
        self.filter = filter
        field.reserveCapacity(256)
    }

    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, emit: (CSVRecord) throws -> Void) throws {
        let n = bytes.count
        var i = 0
        while i < n {
            let c = bytes[i]
            if lastWasCR {
                lastWasCR = false
                if c == 10 {  // the LF of a CRLF already ended the line
                    i += 1
                    continue
                }
            }
            switch state {
            case .fieldStart, .unquoted:
                if c == delimiter {
                    try endField()
                    state = .fieldStart
                } else if c == 10 || c == 13 {
                    lastWasCR = c == 13
                    try endField()
                    try endRecord(emit)
                    line += 1
                    recordLine = line
                    state = .fieldStart
                } else if c == 34 && state == .fieldStart {
                    state = .quoted
                    quoteLine = line
                } else {
                    // The rest of an unquoted cell, copied as one run: most bytes of an export.
                    var j = i + 1
                    while j < n {
                        let b = bytes[j]
                        if b == delimiter || b == 10 || b == 13 { break }
                        j += 1
                    }
                    try append(UnsafeBufferPointer(rebasing: bytes[i..<j]))
                    state = .unquoted
                    i = j
                    continue
                }
            case .quoted:
                if c == 34 {
                    state = .quoteInQuoted
                } else if c == 10 || c == 13 {
                    line += 1
                    if c == 13 {  // keep newlines as LF
                        lastWasCR = true
                        try append(10)
                    } else {
                        try append(c)
                    }
                } else {
                    var j = i + 1
                    while j < n {
                        let b = bytes[j]
                        if b == 34 || b == 10 || b == 13 { break }
                        j += 1
                    }
                    try append(UnsafeBufferPointer(rebasing: bytes[i..<j]))
                    i = j
                    continue
                }
            case .quoteInQuoted:
                if c == 34 {
                    try append(34)
                    state = .quoted
                } else if c == delimiter {
                    try endField()
                    state = .fieldStart
                } else if c == 10 || c == 13 {
                    lastWasCR = c == 13
                    try endField()
                    try endRecord(emit)
                    line += 1
                    recordLine = line
                    state = .fieldStart
                } else {
                    try append(c)  // `"123.45"\t`: keep what follows the closing quote
                    state = .unquoted
                }
            }
            i += 1
        }
    }

    /// Ends the input: emits a last record without a line end, and fails on an open quote.
    mutating func finish(emit: (CSVRecord) throws -> Void) throws {
        if state == .quoted {
            throw CSVError(line: quoteLine, message: "a quoted field opened here is never closed")
        }
        if state != .fieldStart || !field.isEmpty || !fields.isEmpty {
            try endField()
            try endRecord(emit)
        }
    }

    /// Appends a run of bytes to the current field, within the field size limit.
    @inline(__always)
    private mutating func append(_ run: UnsafeBufferPointer<UInt8>) throws {
        if field.count + run.count > limits.maxFieldBytes {
            throw CSVError(
                line: state == .quoted ? quoteLine : line,
                message:
                    "a field is longer than \(limits.maxFieldBytes) bytes (an unterminated quote? raise the limit with --max-field-size)")
        }
        field.append(contentsOf: run)
    }

    @inline(__always)
    private mutating func append(_ c: UInt8) throws {
        if field.count >= limits.maxFieldBytes {
            throw CSVError(
                line: state == .quoted ? quoteLine : line,
                message:
                    "a field is longer than \(limits.maxFieldBytes) bytes (an unterminated quote? raise the limit with --max-field-size)")
        }
        field.append(c)
    }

    @inline(__always)
    private mutating func endField() throws {
        let index = fields.count
        if index >= limits.maxColumns {
            throw CSVError(
                line: recordLine, message: "more than \(limits.maxColumns) columns in one row (raise the limit with --max-columns)")
        }
        if let keep = filter.keep, index >= keep.count || !keep[index] {
            fields.append("")
        } else {
            fields.append(String(decoding: field, as: UTF8.self))
        }
        field.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    private mutating func endRecord(_ emit: (CSVRecord) throws -> Void) throws {
        defer { fields.removeAll(keepingCapacity: true) }
        if fields.allSatisfy({ $0.isEmpty }) { return }  // blank lines, ",,,," filler (and rows empty in every kept column)
        try emit(CSVRecord(fields: fields, line: recordLine))
    }
}

/// The columns worth turning into Strings, once the header is known (nil: all).
final class ColumnFilter {
    var keep: [Bool]? = nil

    func keepOnly(_ columns: Set<Int>) {
        let width = (columns.max() ?? 0) + 1
        keep = (0..<width).map { columns.contains($0) }
    }
}

struct CSVError: Error {
    var line: Int
    var message: String
}

/// Guesses the delimiter of a sample: the candidate whose most common row width (≥ 2 cells) covers
/// the most cells, i.e. rows × (width − 1).
///
/// Preambles and footers have other widths, so the mode over the sample wins, not the first line;
/// weighting by width keeps `"-33,11"` amounts in a `;` file from voting for `,`.
enum DialectSniffer {
    static let candidates: [UInt8] = [44, 59, 9, 124]  // , ; tab |

    static func delimiter(for sample: [UInt8]) -> UInt8 {
        var best: (delimiter: UInt8, score: Int, width: Int) = (44, -1, 0)
        for d in candidates {
            var counts: [Int: Int] = [:]
            var tokenizer = CSVTokenizer(delimiter: d)
            sample.withUnsafeBufferPointer { buf in
                try? tokenizer.feed(buf) { record in
                    if record.fields.count >= 2 { counts[record.fields.count, default: 0] += 1 }
                }
            }
            guard let mode = counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { continue }
            let score = mode.value * (mode.key - 1)
            if score > best.score || (score == best.score && mode.key > best.width) {
                best = (d, score, mode.key)
            }
        }
        return best.delimiter
    }
}
