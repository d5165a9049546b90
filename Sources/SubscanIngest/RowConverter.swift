import SubscanCore

/// What became of one data row.
enum RowOutcome {
    case transaction(Transaction)
    /// Not a transaction: a footer, a marker line, an opening balance, a failed or neutral row.
    case skipped(SkipReason)
    /// A closed charge (skipped): its refund, before or after it in the file, is skipped with it.
    case closedCharge(RefundKey?)
    /// Money back (`退款-…`, status `退款成功`): a transaction unless it refunds a closed charge.
    case refund(Transaction, RefundKey)
}

/// What ties a refund to the charge it returns: the counterparty and the amount's size.
struct RefundKey: Hashable {
    var counterparty: String
    var minorUnits: Int64
}

/// Why a row was not a transaction. Counted per file and reported (`483 transactions, 3 skipped:
/// 3 closed`), so every row of an export is accounted for. The raw values are the stable codes of
/// the JSON output (`"skipped": {"closed": 3}`); never renumbered or renamed.
public enum SkipReason: String, Sendable, CaseIterable {
    /// Closed, failed, cancelled, declined or reverted: no money moved.
    case closed
    /// Pending, not yet booked: it comes back booked in a later export.
    case pending
    /// Marked neither income nor expense (不计收支, a transfer between own accounts).
    case neutral
    /// An opening or closing balance or a turnover total, not a movement.
    case balance
    /// No date in the date column: a footer, a total or a marker line.
    case noDate
    /// No amount in the amount column(s).
    case noAmount

    /// How the summary line says it: `3 closed`, `2 balance records`.
    public var label: String {
        switch self {
        case .closed: return "closed"
        case .pending: return "pending"
        case .neutral: return "neither income nor expense"
        case .balance: return "balance records"
        case .noDate: return "without a date"
        case .noAmount: return "without an amount"
        }
    }

    /// What an error says of rows skipped for this reason: `4 with an empty amount`.
    var explanation: String {
        switch self {
        case .closed: return "a failed, closed or cancelled status"
        case .pending: return "a pending status"
        case .neutral: return "marked neither income nor expense"
        case .balance: return "a balance or turnover record type"
        case .noDate: return "no date in the date column"
        case .noAmount: return "an empty amount"
        }
    }
}

/// Turns data rows into transactions, deciding the file-wide unknowns from the rows themselves.
///
/// Day/month order, decimal mark and (for unknown banks) the sign convention are decided from the
/// evidence of all rows: rows are held back only while a decision they need is still open, and
/// released in file order as soon as it is made (or at the end of the file, with a fallback).
struct RowConverter {
    var mapping: ColumnMapping
    let file: String
    let account: String
    let userCurrency: Currency?
    let delimiter: UInt8

    private(set) var order: DateOrder?
    private(set) var decimal: DecimalMark?
    private(set) var sign: SignConvention
    private var dateEvidence = DateOrderEvidence()
    private var positives = 0
    private var negatives = 0
    private var pending: [CSVRecord] = []
    private var pendingHead = 0
    private(set) var warnings: [String] = []
    /// The currency of a file that names none, decided on the first row that needs it.
    private var fallbackCurrency: Currency? = nil
    /// The purpose column (Verwendungszweck, Mededelingen, payment reference) of an export whose
    /// description is the payee's name: its text follows the name (`GenericHeader.purpose`).
    private let purpose: Int?
    /// A currency the rows themselves named (a currency column or symbol), for the date-order fallback.
    private var seenCurrency: Currency?

    /// Rows held at most while a decision is open; then the fallback decides.
    static let maxPending = 100_000
    /// Signed amounts looked at before an unknown bank's sign convention is decided.
    static let signSample = 200

    init(mapping: ColumnMapping, file: String, account: String, userCurrency: Currency?, delimiter: UInt8) {
        self.mapping = mapping
        self.file = file
        self.account = account
        self.userCurrency = userCurrency
        self.delimiter = delimiter
        self.order = mapping.dateOrder
        self.decimal = mapping.decimalMark
        self.sign = mapping.sign
        if sign == .auto && (mapping.hasBalance || mapping.directions.contains { !$0.untitled }) { sign = .signed }
        self.purpose = mapping.joinDescription ? nil : GenericHeader.purpose(mapping) ?? mapping.purposeColumn
    }

    private var allDecided: Bool { order != nil && decimal != nil && sign != .auto }

    mutating func add(_ record: CSVRecord, emit: (RowOutcome) throws -> Void) throws {
        if allDecided && pendingHead == pending.count {
            try emit(convert(record))
            return
        }
        let needs = observe(record)
        if !needs && pendingHead == pending.count {
            try emit(convert(record))
            return
        }
        pending.append(record)
        if pending.count - pendingHead >= RowConverter.maxPending { decideWithFallbacks() }
        try flush(emit)
    }

    mutating func finish(emit: (RowOutcome) throws -> Void) throws {
        decideWithFallbacks()
        try flush(emit)
    }

    private mutating func flush(_ emit: (RowOutcome) throws -> Void) throws {
        while pendingHead < pending.count {
            let record = pending[pendingHead]
            if !allDecided && needsOpenDecision(record) { break }
            try emit(convert(record))
            pendingHead += 1
        }
        if pendingHead == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingHead = 0
        }
    }

    /// Records the row's evidence; true when converting it needs a decision still open.
    private mutating func observe(_ record: CSVRecord) -> Bool {
        let raw = cleanCell(cell(record, mapping.date))
        let reading = DateParser.read(raw)
        dateEvidence.observe(reading, raw: raw)
        if order == nil, let decided = dateEvidence.decided { order = decided }
        for raw in amountCells(record) {
            if decimal == nil, let mark = DecimalEvidence.classify(raw) { decimal = mark }
        }
        if seenCurrency == nil {
            if let c = mapping.currencyColumn {
                seenCurrency = GenericHeader.currency(fromCell: cell(record, c))
            } else if let first = amountCells(record).first {
                seenCurrency = (try? AmountParser.parse(cleanCell(first), decimalMark: decimal ?? .dot))?.currency
            }
        }
        if sign == .auto, case .signed(let i) = mapping.amount {
            let raw = cleanCell(cell(record, i))
            if let parsed = try? AmountParser.parse(raw, decimalMark: decimal ?? .dot), !parsed.isZero {
                if parsed.mantissa > 0 { positives += 1 } else { negatives += 1 }
            }
            if positives + negatives >= RowConverter.signSample { decideSign() }
        }
        return needsOpenDecision(record)
    }

    private func needsOpenDecision(_ record: CSVRecord) -> Bool {
        if sign == .auto { return true }
        if order == nil, case .numeric = DateParser.read(cleanCell(cell(record, mapping.date))) { return true }
        if decimal == nil {
            for raw in amountCells(record) where DecimalEvidence.isAmbiguous(raw) { return true }
        }
        return false
    }

    /// Card-style only when positives clearly dominate (≥ 2:1) in an English-language export: card
    /// issuers that print charges positive are American; European exports are always signed.
    private mutating func decideSign() {
        let english = mapping.headerCurrency != .eur && mapping.headerCurrency != .cny
        sign = english && positives >= 2 * max(negatives, 1) && positives >= 3 ? .chargesPositive : .signed
        if sign == .chargesPositive {
            warnings.append("most amounts are positive and there is no balance column: read as a card export (charges positive)")
        }
    }

    private mutating func decideWithFallbacks() {
        if sign == .auto { decideSign() }
        // `01.03.2026` is the first of March wherever dots separate a date (German, Swiss, Austrian,
        // Dutch, Czech and Hungarian exports); month-first dates are written with slashes.
        if order == nil, dateEvidence.numericSeen, dateEvidence.allDotted { order = .dayMonth }
        if order == nil, let byOrder = orderFromSequence() {
            order = byOrder
            warnings.append(
                "every date fits both DD/MM and MM/DD; read as \(byOrder == .monthDay ? "MM/DD" : "DD/MM") because the rows run in date order that way"
            )
        }
        if order == nil {
            let usd = (mapping.currency ?? seenCurrency ?? userCurrency ?? mapping.headerCurrency) == .usd
            order = usd ? .monthDay : .dayMonth
            if dateEvidence.numericSeen {
                warnings.append(
                    "every date fits both DD/MM and MM/DD; read as \(order == .monthDay ? "MM/DD" : "DD/MM") (pass a --mapping with dateFormat to be sure)"
                )
            }
        }
        if decimal == nil { decimal = delimiter == 59 ? .comma : .dot }
    }

    /// Exports list rows in date order. When every date fits both orders, the order under which the
    /// held rows are sorted (either way) is the file's: `05/01, 05/03, 06/02` is MM/DD, since read as
    /// DD/MM it would jump back and forth. Nil when neither order is clearly better.
    private func orderFromSequence() -> DateOrder? {
        var dm: [Int] = []
        var md: [Int] = []
        for record in pending[pendingHead...] {
            if case .numeric(let a, let b) = DateParser.read(cleanCell(cell(record, mapping.date))), let a, let b {
                dm.append(a.dayNumber)
                md.append(b.dayNumber)
            }
        }
        guard dm.count >= 3 else { return nil }
        func disorder(_ days: [Int]) -> Int {
            var up = 0
            var down = 0
            for (x, y) in zip(days, days.dropFirst()) {
                if y > x { up += 1 } else if y < x { down += 1 }
            }
            return min(up, down)  // steps against the file's main direction
        }
        let a = disorder(dm)
        let b = disorder(md)
        if a != b { return a < b ? .dayMonth : .monthDay }
        // both sorted: the reading with the shorter steps between rows (05/01, 05/02, 05/03 is
        // three days in May, not three months)
        func travel(_ days: [Int]) -> Int { zip(days, days.dropFirst()).reduce(0) { $0 + abs($1.1 - $1.0) } }
        let ta = travel(dm)
        let tb = travel(md)
        if ta * 2 < tb { return .dayMonth }
        if tb * 2 < ta { return .monthDay }
        return nil
    }

    private func amountCells(_ record: CSVRecord) -> [String] {
        var cells: [String] = []
        switch mapping.amount {
        case .signed(let i): cells.append(cell(record, i))
        case .debitCredit(let d, let c):
            cells.append(cell(record, d))
            cells.append(cell(record, c))
        }
        if let f = mapping.fee { cells.append(cell(record, f)) }
        return cells
    }

    /// A name carried on two lines of at most 27 characters (SEPA records): a full first line was
    /// cut wherever the width ran out, inside a word (`Wohnungsbaugenossenschaft L` + `ipsia eG`);
    /// a shorter one ended at a space.
    static func joiningNameLines(_ first: String, _ second: String) -> String {
        first.count == 27 ? first + second : first + " " + second
    }

    @inline(__always)
    /// A card payment's own day and time where a purpose would stand (livebank: `22.11. 13:00 K1`),
    /// or its day and masked card number (Caisse d'Épargne: `301026 CB****2120`).
    static func isCardStamp(_ text: String) -> Bool {
        let b = Array(text.utf8.prefix(12))
        func digit(_ i: Int) -> Bool { i < b.count && b[i] >= 48 && b[i] <= 57 }
        if b.count >= 12 && digit(0) && digit(1) && b[2] == 46 && digit(3) && digit(4) && b[5] == 46 && b[6] == 32 && digit(7)
            && digit(8) && b[9] == 58 && digit(10) && digit(11)
        {
            return true
        }
        // every word digits, or letters then `****` then digits
        guard text.contains("****") else { return false }
        return text.split(separator: " ").allSatisfy { word in
            if word.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
            guard let stars = word.range(of: "****") else { return false }
            return word[..<stars.lowerBound].allSatisfy(\.isLetter) && !word[stars.upperBound...].isEmpty
                && word[stars.upperBound...].allSatisfy { $0 == "*" || $0.isASCII && $0.isNumber }
        }
    }

    private func cell(_ record: CSVRecord, _ index: Int) -> String {
        var i = index
        if mapping.shortRowsFromRight && index != mapping.date && record.fields.count < mapping.headerNames.count {
            i -= mapping.headerNames.count - record.fields.count
        }
        return i >= 0 && i < record.fields.count ? record.fields[i] : ""
    }

    /// `12/29` in a statement for 2024年01月 is 2023-12-29; nil when the cell is not `MM/DD`.
    private func yearlessDate(_ raw: String) -> LocalDate? {
        guard let statement = mapping.statementMonth else { return nil }
        let parts = raw.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
            let month = Int(parts[0]), let day = Int(parts[1])
        else { return nil }
        return LocalDate(year: month > statement.month ? statement.year - 1 : statement.year, month: month, day: day)
    }

    /// An unquoted decimal or thousands comma cuts a comma-separated amount in two (`12,99` read as
    /// `12` and `99`, `-1,200.00` as `-1` and `200.00`): the row has more fields than its header, and
    /// the amount goes on in the next one. Refused, naming the column: never stored as 12 or 1.
    private func refuseSplitAmount(_ record: CSVRecord, _ i: Int, _ raw: String) throws(IngestError) {
        guard !mapping.headerNames.isEmpty, record.fields.count > mapping.headerNames.count, i + 1 < record.fields.count
        else { return }
        let next = cleanCell(record.fields[i + 1])
        if raw.allSatisfy({ $0.isNumber || "+-$€£¥ ".contains($0) }), (1...2).contains(next.count),
            next.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            throw fail(
                .invalidAmount, record, i,
                "the row has \(record.fields.count) fields, its header \(mapping.headerNames.count), and a field of cents follows the amount: an unquoted decimal comma? Quote the amounts, or export with another separator"
            )
        }
        let head = raw.filter(\.isNumber)
        let digits = Array(next.utf8)
        let isDigit = { (b: UInt8) in b >= 0x30 && b <= 0x39 }
        if (1...3).contains(head.count), head.count == raw.filter({ !"+-$€£¥ ".contains($0) }).count,
            digits.count >= 3, digits.prefix(3).allSatisfy(isDigit),
            digits.count == 3
                || (digits.count == 5 || digits.count == 6) && (digits[3] == UInt8(ascii: ".") || digits[3] == UInt8(ascii: ","))
                    && digits.dropFirst(4).allSatisfy(isDigit)
        {
            throw fail(
                .invalidAmount, record, i,
                "the row has \(record.fields.count) fields, its header \(mapping.headerNames.count), and the amount goes on in the next field (`\(raw)` then `\(next)`): an unquoted thousands separator? Quote the amounts, or export without grouping"
            )
        }
    }

    private func fail(_ kind: IngestError.Kind, _ record: CSVRecord, _ column: Int, _ message: String) -> IngestError {
        IngestError(kind, file: file, line: record.line, column: mapping.columnName(column), message)
    }

    private mutating func convert(_ record: CSVRecord) throws -> RowOutcome {
        // Record type (Swedbank: balances and turnovers are not movements)
        if let t = mapping.recordType, !mapping.transactionRecordTypes.contains(cleanCell(cell(record, t))) {
            return .skipped(.balance)
        }

        // Date
        var dateColumn = mapping.date
        if let fallback = mapping.dateFallback, cleanCell(cell(record, dateColumn)).isEmpty { dateColumn = fallback }
        let rawDate = cleanCell(cell(record, dateColumn))
        if mapping.needsStatementMonth, rawDate.contains("/"), rawDate.count <= 5 {
            guard let date = yearlessDate(rawDate) else {
                throw fail(.invalidDate, record, dateColumn, "expected a date like 12/29, found \"\(rawDate.prefix(40))\"")
            }
            return try convert(record, date: date)
        }
        let reading = DateParser.read(rawDate)
        let date: LocalDate
        switch reading {
        case .notADate:
            // "Pending" where the date goes (John Lewis): not booked yet
            if GenericHeader.pendingStatusMarkers.contains(rawDate.lowercased()) { return .skipped(.pending) }
            return .skipped(.noDate)
        case .impossible:
            throw fail(.invalidDate, record, mapping.date, "expected a date, found \"\(rawDate)\" (no such day)")
        case .exact(let d):
            date = d
        case .numeric:
            guard let d = reading.date(order: order ?? .dayMonth) else {
                let form = order == .monthDay ? "MM/DD" : "DD/MM"
                throw fail(.invalidDate, record, mapping.date, "expected a date, found \"\(rawDate)\" (the file's other dates are \(form))")
            }
            date = d
        }
        return try convert(record, date: date)
    }

    /// The rest of a row once its date is known.
    private mutating func convert(_ record: CSVRecord, date: LocalDate) throws -> RowOutcome {
        // Status
        var refunded = false
        if let s = mapping.status {
            let value = cleanCell(cell(record, s))
            let lower = value.lowercased()
            let pending = GenericHeader.pendingStatusMarkers.contains(where: { lower.contains($0) })
            if let keep = mapping.keepStatuses {
                if !keep.contains(value.uppercased()) { return pending ? .skipped(.pending) : .closedCharge(closedKey(record)) }
            } else {
                if pending { return .skipped(.pending) }
                if GenericHeader.droppedStatusMarkers.contains(where: { lower.contains($0) }) {
                    return .closedCharge(closedKey(record))
                }
                refunded = GenericHeader.refundedStatusMarkers.contains(where: { lower.contains($0) })
            }
        }

        // Direction
        var outflow: Bool? = nil
        for d in mapping.directions {
            var value = cleanCell(cell(record, d.index)).lowercased()
            if d.firstWordOnly { value = String(value.prefix { $0 != " " }) }
            if d.outValues.contains(value) { outflow = true; break }
            if d.inValues.contains(value) { outflow = false; break }
            if d.neutralValues.contains(value) { return .skipped(.neutral) }
        }
        if outflow == nil && mapping.directionRequired { return .skipped(.neutral) }

        // Amount
        let mark = decimal ?? .dot
        var parsed: ParsedAmount
        var column: Int
        switch mapping.amount {
        case .signed(let i):
            column = i
            let raw = cleanCell(cell(record, i))
            if raw.isEmpty || raw == "-" || raw == "--" { return .skipped(.noAmount) }
            do { parsed = try AmountParser.parse(raw, decimalMark: mark) } catch {
                throw fail(.invalidAmount, record, i, AmountParser.refusal(raw, error))
            }
            try refuseSplitAmount(record, i, raw)
        case .debitCredit(let d, let c):
            let rd = cleanCell(cell(record, d))
            let rc = cleanCell(cell(record, c))
            var debit: ParsedAmount? = nil
            var credit: ParsedAmount? = nil
            if !rd.isEmpty && rd != "-" && rd != "--" {
                do { debit = try AmountParser.parse(rd, decimalMark: mark) } catch {
                    throw fail(.invalidAmount, record, d, AmountParser.refusal(rd, error))
                }
                try refuseSplitAmount(record, d, rd)
            }
            if !rc.isEmpty && rc != "-" && rc != "--" {
                do { credit = try AmountParser.parse(rc, decimalMark: mark) } catch {
                    throw fail(.invalidAmount, record, c, AmountParser.refusal(rc, error))
                }
                try refuseSplitAmount(record, c, rc)
            }
            if let dv = debit, !dv.isZero {
                parsed = dv
                if !dv.explicitDirection { parsed.mantissa = -abs(dv.mantissa) }
                column = d
                if let cv = credit, !cv.isZero {
                    throw fail(.invalidAmount, record, c, "both the debit and the credit column hold an amount")
                }
            } else if let cv = credit {
                parsed = cv
                if !cv.explicitDirection { parsed.mantissa = abs(cv.mantissa) }
                column = c
            } else if let dv = debit {
                parsed = dv
                column = d
            } else {
                return .skipped(.noAmount)
            }
        }

        if parsed.refunded > 0 && parsed.refunded <= abs(parsed.mantissa) {
            // "131.77(已退款89.84)": the charge net of its partial refund
            parsed.mantissa = parsed.mantissa < 0 ? parsed.mantissa + parsed.refunded : parsed.mantissa - parsed.refunded
        }
        let currency = try resolveCurrency(record, parsed)
        var money: Money
        do { money = try parsed.money(in: currency) } catch {
            throw fail(.invalidAmount, record, column, AmountParser.refusal(cleanCell(cell(record, column)), error))
        }
        if let outflow {
            money = outflow ? money.magnitude.negated : money.magnitude
        } else if sign == .chargesPositive && !parsed.explicitDirection {
            money = money.negated
        }
        if let f = mapping.fee {
            let raw = cleanCell(cell(record, f))
            if !raw.isEmpty {
                do {
                    let fee = try AmountParser.parse(raw, decimalMark: mark).money(in: currency)
                    money.minorUnits -= abs(fee.minorUnits)
                } catch {
                    throw fail(.invalidAmount, record, f, "fee " + AmountParser.refusal(raw, error))
                }
            }
        }

        // Description
        var description = ""
        var parts: [String] = []
        var intermediary = false
        var from: Int? = nil  // the column the description came from
        // an empty cell, or one that only says so (`/`, `-`, `---`)
        let blank = { (text: String) in text.isEmpty || text == "/" || text.utf8.allSatisfy { $0 == 45 } }
        var columns = mapping.description
        // money in is named by the payer, when the export names each side in its own column
        if let payer = mapping.payerColumn, money.minorUnits > 0, !columns.isEmpty, !blank(cleanCell(cell(record, payer))) {
            columns[0] = payer
        }
        for i in columns {
            let text = cleanCell(cell(record, i))
            if blank(text) { continue }
            if intermediary {  // "PayPal Europe …" then the purpose that names the merchant
                description += " " + text
                from = nil
                break
            }
            if !mapping.joinDescription {
                description = text
                if i == mapping.description.first, let c = mapping.nameContinuation {
                    let more = cleanCell(cell(record, c))
                    if !blank(more) { description = Self.joiningNameLines(text, more) }
                }
                from = i
                intermediary = GenericHeader.isPaymentIntermediary(text)
                // a purpose column names the merchant behind an intermediary (livebank: `PayPal Europe …`
                // in Umsatztext, `Netflix Abo 982138` past the header; C24: the Verwendungszweck, not the
                // Beschreibung `Lastschrift von PayPal Europe …`), not the booking's kind
                if intermediary, let p = mapping.purposeColumn ?? purpose {
                    let purposeText = cleanCell(cell(record, p))
                    if !blank(purposeText) { description += " " + purposeText }
                    from = nil
                    break
                }
                if intermediary { continue }
                break
            }
            if !parts.contains(text) { parts.append(text) }
        }
        // The payee's name, then `·` and the purpose (`Telekom Deutschland GmbH · Rechnung 12/2025`):
        // the name keys the merchant, the purpose tells what it is for (the service, rent, a premium).
        if let p = purpose, let f = from, f != p {
            let text = cleanCell(cell(record, p))
            if !blank(text), text != description, !Self.isCardStamp(text) {
                description += GenericHeader.purposeMark + text
            }
        }
        // A headerless export's payee before its purpose, when the purpose does not name it already
        // and the payee is no intermediary (`PayPal Europe …`: the purpose names the merchant).
        if let payee = mapping.inferredPayee, let f = from, f != payee, f == columns.first {
            let name = cleanCell(cell(record, payee))
            if !blank(name), !GenericHeader.isPaymentIntermediary(name), !Self.holds(description, name) {
                description = name + GenericHeader.purposeMark + description
            }
        }
        if mapping.joinDescription { description = parts.joined(separator: " ") }
        if description.isEmpty { description = "(no description)" }

        var transaction = Transaction(
            date: date, amount: money, description: description,
            status: refunded && money.isNegative ? .refunded : .posted, account: account,
            source: SourceLocation(file: file, line: record.line))
        transaction.references = references(record)
        if money.minorUnits > 0, let status = mapping.status,
            cleanCell(cell(record, status)).contains("退款") || description.contains("退款"),
            let key = refundKey(record, money.minorUnits)
        {
            return .refund(transaction, key)
        }
        return .transaction(transaction)
    }

    /// A direct debit's mandate reference and creditor id from their own columns (`references(mandate:creditorID:)`).
    func references(_ record: CSVRecord) -> String {
        let value = { (column: Int?) in column.map { cleanCell(cell(record, $0)) } }
        return Self.references(mandate: value(mapping.mandateColumn), creditorID: value(mapping.creditorColumn))
    }

    /// A direct debit's mandate reference and creditor id, tagged as banks print them in descriptions
    /// (`MREF: 692-M189751513 CRED: DE42ZZZ06820196671`), spaces taken out; a value of zeros or a
    /// placeholder (`000000000000000000`, `-`) is none. Empty without either. (CSV columns, CAMT's
    /// `MndtId` and creditor id.)
    static func references(mandate: String?, creditorID: String?) -> String {
        var tags: [String] = []
        for (tag, raw) in [("MREF", mandate), ("CRED", creditorID)] {
            guard let value = raw?.split(whereSeparator: \.isWhitespace).joined(),
                value.utf8.count >= 4, value.utf8.contains(where: { $0 >= 49 && $0 <= 57 || $0 >= 65 })
            else { continue }
            tags.append(tag + ": " + value)
        }
        return tags.joined(separator: " ")
    }

    /// Whether `text` holds `name`, compared on letters and digits, in any case (`Bolt.eu/O/64244`
    /// in `'Bolt.eu/O/64244 >TALLINN …'`).
    static func holds(_ text: String, _ name: String) -> Bool {
        let fold = { (s: String) in String(s.uppercased().filter { $0.isLetter || $0.isNumber }) }
        let folded = fold(name)
        return !folded.isEmpty && fold(text).contains(folded)
    }

    /// The counterparty of a row (its first description column: the same on a charge and on its
    /// refund) and the size of its amount; nil without a counterparty.
    private func refundKey(_ record: CSVRecord, _ minorUnits: Int64) -> RefundKey? {
        guard let first = mapping.description.first else { return nil }
        let counterparty = cleanCell(cell(record, first))
        guard !counterparty.isEmpty else { return nil }
        return RefundKey(counterparty: counterparty, minorUnits: abs(minorUnits))
    }

    /// The refund key of a closed row, its amount read leniently (a closed row's amount stops nothing).
    private func closedKey(_ record: CSVRecord) -> RefundKey? {
        guard case .signed(let i) = mapping.amount,
            let parsed = try? AmountParser.parse(cleanCell(cell(record, i)), decimalMark: decimal ?? .dot),
            let currency = mapping.currency ?? parsed.currency ?? userCurrency,
            let money = try? parsed.money(in: currency)
        else { return nil }
        return refundKey(record, money.minorUnits)
    }

    private mutating func resolveCurrency(_ record: CSVRecord, _ parsed: ParsedAmount) throws -> Currency {
        if let c = mapping.currencyColumn {
            let raw = cell(record, c)
            if let currency = GenericHeader.currency(fromCell: raw) { return currency }
            if !cleanCell(raw).isEmpty {
                throw fail(.invalidAmount, record, c, "\"\(cleanCell(raw))\" is not a currency code")
            }
        }
        if let c = parsed.currency { return c }
        if let c = userCurrency ?? mapping.currency ?? mapping.headerCurrency { return c }
        // Decided once, on the first row that needs it: an IBAN in it (the account's or the other
        // party's) names its country's currency when every IBAN the row holds agrees (bunq: `NL…BUNQ…`
        // and no currency column); else USD. Either way with one warning.
        if let fallbackCurrency { return fallbackCurrency }
        let found = Self.ibanCurrency(in: record.fields.map(cleanCell))
        let currency = found?.currency ?? .usd
        fallbackCurrency = currency
        warnings.append(
            found.map {
                "the file names no currency; amounts read as \($0.currency.code), the currency of its IBANs' country (\($0.country)) (pass --currency CODE if that is wrong)"
            } ?? "the file names no currency; amounts read as USD (pass --currency CODE)")
        return currency
    }
}

extension RowConverter {
    /// The currency of the country of every IBAN among `cells` (`NL91ABNA0417164300`, spaces
    /// allowed) whose country prints IBANs in one currency, if there is one and they agree.
    static func ibanCurrency(in cells: [String]) -> (currency: Currency, country: String)? {
        var found: (currency: Currency, country: String)? = nil
        for cell in cells where cell.utf8.count >= 15 && cell.utf8.count <= 42 {
            let compact = cell.utf8.filter { $0 != 32 }
            guard compact.count >= 15, compact.count <= 34,
                compact.prefix(2).allSatisfy({ $0 >= 65 && $0 <= 90 }),
                compact.dropFirst(2).prefix(2).allSatisfy({ $0 >= 48 && $0 <= 57 }),
                compact.dropFirst(4).allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) })
            else { continue }
            // (a creditor reference, `RF18…`, or another country's account has the shape too: passed over)
            let country = String(decoding: compact.prefix(2), as: UTF8.self)
            guard let currency = Currency(ibanCountry: country) else { continue }
            if let found, found.currency != currency { return nil }
            found = (currency, country)
        }
        return found
    }
}

/// What an amount's separators say about the file's decimal mark (read by `AmountParser`, so an
/// annotation such as `131.77(已退款89.84)` or a malformed cell proves nothing).
enum DecimalEvidence {
    /// The mark this amount proves, or nil when it proves nothing.
    static func classify(_ raw: String) -> DecimalMark? {
        (try? AmountParser.parse(raw))?.decimalEvidence
    }

    /// True for `1,234` or `1.234`: one separator followed by three digits, readable either way.
    static func isAmbiguous(_ raw: String) -> Bool {
        (try? AmountParser.parse(raw))?.isMarkAmbiguous ?? false
    }
}
