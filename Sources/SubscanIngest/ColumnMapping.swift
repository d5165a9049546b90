import SubscanCore

/// How a file shows whether money left or arrived.
public enum SignConvention: String, Sendable, Equatable {
    /// One signed column, money out negative (most banks).
    case signed
    /// Charges positive, payments and refunds negative (card issuers: Amex, Chase's older exports).
    case chargesPositive = "charges-positive"
    /// Unknown: decided from the file (mostly positive amounts and no balance column → charges positive).
    case auto
}

/// Where the amount lives.
public enum AmountColumns: Sendable, Equatable {
    case signed(Int)
    /// Separate columns; either may hold the value, the other is empty or zero.
    case debitCredit(debit: Int, credit: Int)
}

/// A column whose value says out / in / neither (`收/支`, `Af Bij`, `D/K`, `借贷`).
public struct DirectionColumn: Sendable, Equatable {
    public var index: Int
    public var outValues: Set<String>
    public var inValues: Set<String>
    public var neutralValues: Set<String>
    /// Only the cell's first word is looked up: a description that starts with the kind of entry
    /// (Bank of Communications: `消费 美团`, `退货 美团`, `信用卡还款 …`).
    public var firstWordOnly = false
    /// An untitled column taken for the direction (`GenericHeader.resolve`): its values decide where
    /// they are `S` or `H`, but it does not make the amounts signed (a trailing delimiter's column is
    /// untitled too, and empty).
    public var untitled = false
}

/// A file's columns resolved to indexes: everything needed to turn a row into a transaction.
public struct ColumnMapping: Sendable, Equatable {
    public var profileID: String
    public var profileName: String
    /// Header cells as printed (for error messages); empty for files without a header.
    public var headerNames: [String] = []
    public var date: Int
    public var description: [Int]
    /// true: join every non-empty description cell; false: the first non-empty one.
    public var joinDescription = false
    /// A headerless export's payee column, left of its longest text (the purpose, `description`'s
    /// first column): a row's payee goes before its purpose unless the purpose already names it
    /// (ASN: `KPN B.V.` and `Factuurnummer 1860… Klantnummer 9769…`; `Bolt.eu/O/64244` and
    /// `Bolt.eu/O/64244 >TALLINN …` stays as it was). `HeaderlessLayout`.
    public var inferredPayee: Int? = nil
    /// A purpose column a profile names (livebank: the first cell past the header), when the
    /// header names none; see `GenericHeader.purpose`.
    public var purposeColumn: Int? = nil
    /// The payer's name column of an export that names each side in a column of its own (DKB:
    /// `Zahlungspflichtige*r` and `Zahlungsempfänger*in`): money in is named by it, money out by
    /// `description`'s first column (`GenericHeader.partySide`).
    public var payerColumn: Int? = nil
    /// The second line of the payee's name, in a column of its own (HypoVereinsbank: `Empfaenger 1`,
    /// `Empfaenger 2`, the name cut at 27 characters as SEPA records carry it): joined to the first.
    public var nameContinuation: Int? = nil
    /// A direct debit's SEPA mandate reference and its creditor's identifier, in columns of their own
    /// (Sparkasse: `Mandatsreferenz`, `Glaeubiger ID`; Outbank: `Mandate Id`): the row's references.
    public var mandateColumn: Int? = nil
    public var creditorColumn: Int? = nil
    public var amount: AmountColumns
    /// A fee charged on top (Revolut): subtracted from the amount.
    public var fee: Int? = nil
    public var currencyColumn: Int? = nil
    /// The profile's own currency (Chase: USD).
    public var currency: Currency? = nil
    /// A currency the header names (`Betrag (EUR)`, `金额(元)`), used when nothing better is known.
    public var headerCurrency: Currency? = nil
    public var sign: SignConvention = .signed
    /// Tried in order; the first with a recognised value decides.
    public var directions: [DirectionColumn] = []
    /// The amount is unsigned, so a row whose direction cannot be read is not a transaction.
    public var directionRequired = false
    public var status: Int? = nil
    /// When set, only rows whose status is one of these are kept (Revolut: COMPLETED).
    public var keepStatuses: Set<String>? = nil
    public var dateOrder: DateOrder? = nil
    public var decimalMark: DecimalMark? = nil
    /// A balance column exists (a bank account, not a card): the sign convention cannot be card-style.
    public var hasBalance = false
    /// Read the date here when the date column is empty (CMB: 交易日 is empty on repayments; 记账日 is not).
    public var dateFallback: Int? = nil
    /// Dates printed without a year (`12/29`) need the statement month from the line above the header.
    public var needsStatementMonth = false
    /// The statement's year and month (`2024年01月`): a `MM/DD` date in a later month is from the year before.
    public var statementMonth: (year: Int, month: Int)? = nil
    /// A record-type column (Swedbank: 10 opening balance, 20 transaction, 82 turnover, 86 closing
    /// balance): rows of other types are balance records, skipped.
    public var recordType: Int? = nil
    public var transactionRecordTypes: Set<String> = []
    /// Rows shorter than the header are read from the right, the date from the left (Danske Bank
    /// Lithuania prints address, city and country as one quoted field, so later cells shift left).
    public var shortRowsFromRight = false

    public static func == (a: ColumnMapping, b: ColumnMapping) -> Bool {
        a.profileID == b.profileID && a.profileName == b.profileName && a.headerNames == b.headerNames && a.date == b.date
            && a.description == b.description && a.joinDescription == b.joinDescription && a.amount == b.amount
            && a.fee == b.fee && a.currencyColumn == b.currencyColumn && a.currency == b.currency
            && a.headerCurrency == b.headerCurrency && a.sign == b.sign && a.directions == b.directions
            && a.directionRequired == b.directionRequired && a.status == b.status && a.keepStatuses == b.keepStatuses
            && a.dateOrder == b.dateOrder && a.decimalMark == b.decimalMark && a.hasBalance == b.hasBalance
            && a.dateFallback == b.dateFallback && a.needsStatementMonth == b.needsStatementMonth
            && a.statementMonth?.year == b.statementMonth?.year && a.statementMonth?.month == b.statementMonth?.month
            && a.recordType == b.recordType && a.transactionRecordTypes == b.transactionRecordTypes
            && a.shortRowsFromRight == b.shortRowsFromRight && a.inferredPayee == b.inferredPayee
            && a.purposeColumn == b.purposeColumn && a.payerColumn == b.payerColumn && a.nameContinuation == b.nameContinuation
            && a.mandateColumn == b.mandateColumn && a.creditorColumn == b.creditorColumn
    }

    public func columnName(_ index: Int) -> String {
        index < headerNames.count && !headerNames[index].isEmpty ? headerNames[index] : "column \(index + 1)"
    }

    /// Every column a row's conversion reads.
    var usedColumns: Set<Int> {
        var used = Set(description)
        used.insert(date)
        // each amount's column and the field after it: an unquoted decimal or thousands comma puts the
        // rest of the amount there, which `RowConverter` refuses
        switch amount {
        case .signed(let i):
            used.formUnion([i, i + 1])
        case .debitCredit(let d, let c):
            used.formUnion([d, d + 1, c, c + 1])
        }
        for i in [
            fee, currencyColumn, status, dateFallback, recordType, inferredPayee, purposeColumn, payerColumn, nameContinuation,
            mandateColumn, creditorColumn,
        ].compactMap({ $0 }) {
            used.insert(i)
        }
        for d in directions { used.insert(d.index) }
        // a file that names no currency anywhere may name it by its IBANs' country (`RowConverter.ibanCurrency`)
        if currencyColumn == nil && currency == nil && headerCurrency == nil { used.formUnion(0..<max(headerNames.count, 1)) }
        if shortRowsFromRight { used.formUnion(0..<max(headerNames.count, 1)) }  // a short row's cells move
        return used
    }
}

/// Header text reduced to a comparable key: trimmed, lower-case, spaces collapsed, full-width
/// brackets made ASCII, double quotes and BOM removed, ’ made '.
func headerKey(_ raw: String) -> String {
    var out = ""
    var lastSpace = true
    for s in raw.unicodeScalars {
        switch s {
        case "\u{FEFF}", "\"", "\u{200B}":
            continue
        case "’": out.append("'"); lastSpace = false
        case "（": out.append("("); lastSpace = false
        case "）": out.append(")"); lastSpace = false
        case " ", "\t", "\n", "\r", "\u{00A0}", "\u{3000}":
            if !lastSpace { out.append(" ") }
            lastSpace = true
        default:
            out.unicodeScalars.append(s)
            lastSpace = false
        }
    }
    if out.hasSuffix(" ") { out.removeLast() }
    return out.lowercased()
}

/// A cell with surrounding spaces and tabs removed and inner whitespace runs collapsed.
///
/// Returns the cell itself, without copying, when it is already clean (the common case).
///
/// - Complexity: O(n) in the cell's UTF-8 length.
func cleanCell(_ raw: String) -> String {
    if isClean(raw) { return raw }
    var out: [UInt8] = []
    out.reserveCapacity(raw.utf8.count)
    var pendingSpace = false
    var it = raw.utf8.makeIterator()
    var lookahead: [UInt8] = []
    func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 10 || b == 13 }
    while let b = lookahead.isEmpty ? it.next() : lookahead.removeFirst() {
        if isSpace(b) {
            pendingSpace = !out.isEmpty
            continue
        }
        if b == 0xC2 {  // NBSP is C2 A0
            if let n = it.next() {
                if n == 0xA0 {
                    pendingSpace = !out.isEmpty
                    continue
                }
                lookahead.append(n)
            }
        } else if b == 0xE3 {  // ideographic space is E3 80 80
            if let n1 = it.next() {
                if n1 == 0x80, let n2 = it.next() {
                    if n2 == 0x80 {
                        pendingSpace = !out.isEmpty
                        continue
                    }
                    lookahead.append(n1)
                    lookahead.append(n2)
                } else {
                    lookahead.append(n1)
                }
            }
        }
        if pendingSpace { out.append(32) }
        pendingSpace = false
        out.append(b)
    }
    return String(decoding: out, as: UTF8.self)
}

/// True when the cell has no leading, trailing or repeated whitespace and no tab, newline, NBSP or
/// ideographic space.
@inline(__always)
private func isClean(_ raw: String) -> Bool {
    // Over the contiguous UTF-8 of a native string (the common case) the loop is a plain byte
    // scan; iterating `raw.utf8` directly cost about 25 instructions a byte (callgrind).
    if let fast = raw.utf8.withContiguousStorageIfAvailable({ isClean(bytes: $0) }) { return fast }
    return Array(raw.utf8).withUnsafeBufferPointer { isClean(bytes: $0) }
}

@inline(__always)
func isClean(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var previousSpace = true  // a leading space is not clean
    for b in bytes {
        if b == 32 {
            if previousSpace { return false }
            previousSpace = true
        } else if b == 9 || b == 10 || b == 13 || b == 0xC2 || b == 0xE3 {
            return false  // (a C2/E3 lead byte may be NBSP or an ideographic space: let the slow path look)
        } else {
            previousSpace = false
        }
    }
    return !previousSpace || bytes.isEmpty
}
