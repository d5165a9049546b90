import Foundation
import SubscanCore

/// A user's description of an export subscan does not know (`--mapping FILE`).
///
///     {
///       "skipRows": 2,
///       "columns": { "date": "Fecha", "description": ["Concepto"], "amount": "Importe" },
///       "dateFormat": "DD/MM/YYYY", "decimalMark": ",", "currency": "EUR"
///     }
///
/// Columns are header names, or 1-based numbers for files without a header (`"header": false`).
/// See docs/formats.md for every key.
public struct MappingFile: Sendable, Equatable, Decodable {
    public enum ColumnRef: Sendable, Equatable, Decodable {
        case name(String)
        case number(Int)

        public init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let n = try? c.decode(Int.self) {
                self = .number(n)
            } else {
                self = .name(try c.decode(String.self))
            }
        }
    }

    public struct Columns: Sendable, Equatable, Decodable {
        public var date: ColumnRef
        public var description: [ColumnRef]
        public var amount: ColumnRef?
        public var debit: ColumnRef?
        public var credit: ColumnRef?
        public var fee: ColumnRef?
        public var currency: ColumnRef?
        public var status: ColumnRef?
        public var direction: ColumnRef?

        enum CodingKeys: String, CodingKey { case date, description, amount, debit, credit, fee, currency, status, direction }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            date = try c.decode(ColumnRef.self, forKey: .date)
            if let many = try? c.decode([ColumnRef].self, forKey: .description) {
                description = many
            } else {
                description = [try c.decode(ColumnRef.self, forKey: .description)]
            }
            amount = try c.decodeIfPresent(ColumnRef.self, forKey: .amount)
            debit = try c.decodeIfPresent(ColumnRef.self, forKey: .debit)
            credit = try c.decodeIfPresent(ColumnRef.self, forKey: .credit)
            fee = try c.decodeIfPresent(ColumnRef.self, forKey: .fee)
            currency = try c.decodeIfPresent(ColumnRef.self, forKey: .currency)
            status = try c.decodeIfPresent(ColumnRef.self, forKey: .status)
            direction = try c.decodeIfPresent(ColumnRef.self, forKey: .direction)
        }
    }

    public struct DirectionValues: Sendable, Equatable, Decodable {
        public var out: [String]
        public var `in`: [String]
    }

    public var name: String?
    public var encoding: String?
    public var delimiter: String?
    public var skipRows: Int?
    public var header: Bool?
    public var columns: Columns
    public var dateFormat: String?
    public var decimalMark: String?
    public var sign: String?
    public var currency: String?
    public var directionValues: DirectionValues?
    /// Status values kept; every other status is skipped.
    public var keepStatuses: [String]?

    /// Reads and checks a mapping file; errors name the file and the key at fault.
    public static func load(path: String) throws -> MappingFile {
        let display = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            throw IngestError(.invalidMapping, file: display, "cannot read the mapping file")
        }
        let mapping: MappingFile
        do {
            mapping = try JSONDecoder().decode(MappingFile.self, from: data)
        } catch let DecodingError.keyNotFound(key, ctx) {
            let path = (ctx.codingPath + [key]).map(\.stringValue).joined(separator: ".")
            throw IngestError(.invalidMapping, file: display, "missing key \"\(path)\"")
        } catch let DecodingError.typeMismatch(_, ctx) {
            let path = ctx.codingPath.map(\.stringValue).joined(separator: ".")
            throw IngestError(.invalidMapping, file: display, "key \"\(path)\" has the wrong type: \(ctx.debugDescription)")
        } catch {
            throw IngestError(.invalidMapping, file: display, "not valid JSON")
        }
        try mapping.validate(display)
        return mapping
    }

    func validate(_ display: String) throws {
        func bad(_ message: String) -> IngestError { IngestError(.invalidMapping, file: display, message) }
        if columns.amount == nil && (columns.debit == nil || columns.credit == nil) {
            throw bad("columns need \"amount\", or both \"debit\" and \"credit\"")
        }
        if let e = encoding, TextEncoding(name: e) == nil { throw bad("unknown encoding \"\(e)\"") }
        if let d = delimiter, d != "\\t", d.utf8.count != 1 { throw bad("delimiter must be one character") }
        if let s = skipRows, s < 0 { throw bad("skipRows must not be negative") }
        if let f = dateFormat, MappingFile.dateOrder(f) == nil, f.lowercased() != "auto" {
            throw bad("dateFormat \"\(f)\" is not one of DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD, auto")
        }
        if let m = decimalMark, m != ".", m != "," { throw bad("decimalMark must be \".\" or \",\"") }
        if let s = sign, SignConvention(rawValue: s) == nil || s == "auto" {
            throw bad("sign must be \"signed\" or \"charges-positive\"")
        }
        if let c = currency, Currency(code: c) == nil { throw bad("currency \"\(c)\" is not an ISO 4217 code") }
        if columns.direction != nil && directionValues == nil {
            throw bad("a direction column needs \"directionValues\": {\"out\": [...], \"in\": [...]}")
        }
        let refs =
            [
                columns.date, columns.amount, columns.debit, columns.credit, columns.fee, columns.currency, columns.status,
                columns.direction,
            ].compactMap { $0 } + columns.description
        for case .number(let n) in refs where n < 1 || n > 1000 {
            throw bad("column number \(n) is out of range (columns are numbered from 1)")
        }
        if columns.description.isEmpty { throw bad("\"description\" needs at least one column") }
    }

    static func dateOrder(_ format: String) -> DateOrder?? {
        let f = format.uppercased()
        if f.hasPrefix("DD") || f.hasPrefix("D/") || f.hasPrefix("D.") || f.hasPrefix("D-") { return .some(.dayMonth) }
        if f.hasPrefix("MM") || f.hasPrefix("M/") || f.hasPrefix("M-") { return .some(.monthDay) }
        if f.hasPrefix("YY") { return .some(nil) }
        return nil
    }

    var delimiterByte: UInt8? {
        guard let d = delimiter else { return nil }
        return d == "\\t" ? 9 : d.utf8.first
    }

    /// Resolves the columns against the header row (or numbers when there is none).
    func resolve(header: [String]?, file: String) throws -> ColumnMapping {
        let keys = header?.map(headerKey)
        func index(_ ref: ColumnRef, _ role: String) throws -> Int {
            switch ref {
            case .number(let n): return n - 1
            case .name(let name):
                guard let keys else {
                    throw IngestError(
                        .invalidMapping, file: file, "the file has no header, so column \"\(name)\" (\(role)) must be a number")
                }
                guard let i = keys.firstIndex(of: headerKey(name)) else {
                    throw IngestError(.invalidMapping, file: file, "the mapping's \(role) column \"\(name)\" is not in the header")
                }
                return i
            }
        }
        let amount: AmountColumns
        if let a = columns.amount {
            amount = .signed(try index(a, "amount"))
        } else {
            amount = .debitCredit(debit: try index(columns.debit!, "debit"), credit: try index(columns.credit!, "credit"))
        }
        var m = ColumnMapping(
            profileID: "mapping", profileName: name ?? "mapping file", headerNames: (header ?? []).map(cleanCell),
            date: try index(columns.date, "date"), description: try columns.description.map { try index($0, "description") },
            amount: amount)
        m.fee = try columns.fee.map { try index($0, "fee") }
        m.currencyColumn = try columns.currency.map { try index($0, "currency") }
        m.status = try columns.status.map { try index($0, "status") }
        m.currency = currency.flatMap { Currency(code: $0) }
        if let d = columns.direction, let values = directionValues {
            m.directions = [
                DirectionColumn(
                    index: try index(d, "direction"), outValues: Set(values.out.map { $0.lowercased() }),
                    inValues: Set(values.in.map { $0.lowercased() }), neutralValues: [])
            ]
            m.directionRequired = true
        }
        m.keepStatuses = keepStatuses.map { Set($0.map { $0.uppercased() }) }
        if let f = dateFormat, let order = MappingFile.dateOrder(f) { m.dateOrder = order ?? .dayMonth }
        m.decimalMark = decimalMark.flatMap { DecimalMark(rawValue: $0) }
        m.sign = sign.flatMap { SignConvention(rawValue: $0) } ?? .signed
        return m
    }
}
