/// Transactions stored as columns: what detection reads of a whole store without a `String` per row.
///
/// A `[Transaction]` of a million rows holds 112 MB of structs and, for every description longer
/// than 15 bytes, one more heap object of 48–80 bytes. Here the descriptions are one UTF-8 buffer
/// cut by end offsets, and accounts, files and currencies are small indexes into their distinct
/// values, so the same million rows take about a third of that. `self[i]` builds the `Transaction`
/// when one is needed (a subscription's charges).
///
/// Rows keep the order they were appended in.
public struct TransactionTable: Sendable {
    private var dates: [LocalDate] = []
    private var minorUnits: [Int64] = []
    private var currencyOf: [UInt16] = []
    private var accountOf: [UInt32] = []
    private var fileOf: [UInt32] = []
    private var lines: [Int32] = []
    private var refunded: [Bool] = []
    /// Descriptions, back to back; row i's ends at `textEnds[i]` and starts where row i-1's ends.
    private var text: [UInt8] = []
    private var textEnds: [Int] = []
    /// The few rows read from pictures carry a confidence or an uncertain sign.
    private var pictureReadings: [Int: (confidence: Int?, signUncertain: Bool)] = [:]

    /// Distinct currencies, accounts and file names, by the indexes the rows hold.
    public private(set) var currencies: [Currency] = []
    public private(set) var accounts: [String] = []
    private var files: [String] = []
    private var currencyIndex: [Currency: UInt16] = [:]
    private var accountIndex: [String: UInt32] = [:]
    private var fileIndex: [String: UInt32] = [:]

    public init() {}

    public init(_ transactions: [Transaction]) {
        // (each row's text is its description, then a space and its counterparty when it has one,
        // and a space and its references when it has any)
        reserveCapacity(
            transactions.count,
            descriptionBytes: transactions.reduce(0) {
                $0 + $1.description.utf8.count + $1.counterparty.utf8.count + $1.references.utf8.count + 2
            })
        for t in transactions { append(t) }
    }

    public var count: Int { dates.count }
    public var isEmpty: Bool { dates.isEmpty }
    public var indices: Range<Int> { 0..<count }

    public mutating func reserveCapacity(_ rows: Int, descriptionBytes: Int) {
        dates.reserveCapacity(rows)
        minorUnits.reserveCapacity(rows)
        currencyOf.reserveCapacity(rows)
        accountOf.reserveCapacity(rows)
        fileOf.reserveCapacity(rows)
        lines.reserveCapacity(rows)
        refunded.reserveCapacity(rows)
        textEnds.reserveCapacity(rows)
        text.reserveCapacity(descriptionBytes)
    }

    /// The index rows use for `account`, added on first use.
    public mutating func accountNumber(_ account: String) -> Int { Self.number(of: account, in: &accounts, &accountIndex) }

    /// The index rows use for a file name, added on first use.
    public mutating func fileNumber(_ file: String) -> Int { Self.number(of: file, in: &files, &fileIndex) }

    /// The index rows use for `currency`, added on first use.
    public mutating func currencyNumber(_ currency: Currency) -> Int { Self.number(of: currency, in: &currencies, &currencyIndex) }

    /// `value`'s place in `list`, appended (and indexed) on first use.
    private static func number<Value: Hashable, Code: FixedWidthInteger>(
        of value: Value, in list: inout [Value], _ index: inout [Value: Code]
    ) -> Int {
        if let i = index[value] { return Int(i) }
        index[value] = Code(list.count)
        list.append(value)
        return list.count - 1
    }

    /// Appends a row whose account, file and currency are numbers from `accountNumber`,
    /// `fileNumber` and `currencyNumber`; the description is copied from `description` (UTF-8).
    public mutating func append(
        date: LocalDate, minorUnits amount: Int64, currency: Int, description: UnsafeBufferPointer<UInt8>, status: Transaction.Status,
        account: Int, file: Int, line: Int
    ) {
        precondition(currency < currencies.count && account < accounts.count && file < files.count, "numbers from this table")
        dates.append(date)
        minorUnits.append(amount)
        currencyOf.append(UInt16(currency))
        accountOf.append(UInt32(account))
        fileOf.append(UInt32(file))
        lines.append(Int32(clamping: line))
        refunded.append(status == .refunded)
        text.append(contentsOf: description)
        textEnds.append(text.count)
    }

    public mutating func append(_ t: Transaction) {
        let currency = currencyNumber(t.amount.currency)
        let account = accountNumber(t.account)
        let file = fileNumber(t.source.file)
        if t.confidence != nil || t.signUncertain { pictureReadings[count] = (t.confidence, t.signUncertain) }
        // (the counterparty and the references join the description: detection reads who was paid there)
        var description = t.storedDescription
        description.withUTF8 { bytes in
            append(
                date: t.date, minorUnits: t.amount.minorUnits, currency: currency, description: bytes, status: t.status, account: account,
                file: file, line: t.source.line)
        }
    }

    public func date(_ i: Int) -> LocalDate { dates[i] }
    public func amount(_ i: Int) -> Money { Money(minorUnits: minorUnits[i], currency: currencies[Int(currencyOf[i])]) }
    public func minorUnits(_ i: Int) -> Int64 { minorUnits[i] }
    /// The row's currency as an index into `currencies`.
    public func currencyNumber(_ i: Int) -> Int { Int(currencyOf[i]) }
    /// The row's account as an index into `accounts`.
    public func accountNumber(_ i: Int) -> Int { Int(accountOf[i]) }
    public func account(_ i: Int) -> String { accounts[Int(accountOf[i])] }
    public func isRefunded(_ i: Int) -> Bool { refunded[i] }

    /// Calls `body` with row i's description as UTF-8, without making a String.
    public func withDescription<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = i == 0 ? 0 : textEnds[i - 1]
        return text.withUnsafeBufferPointer { all in body(UnsafeBufferPointer(rebasing: all[start..<textEnds[i]])) }
    }

    public func description(_ i: Int) -> String { withDescription(i) { String(decoding: $0, as: UTF8.self) } }

    /// Row i as a `Transaction`.
    public subscript(i: Int) -> Transaction {
        var t = Transaction(
            date: dates[i], amount: amount(i), description: description(i), status: refunded[i] ? .refunded : .posted,
            account: accounts[Int(accountOf[i])], source: SourceLocation(file: files[Int(fileOf[i])], line: Int(lines[i])))
        if let reading = pictureReadings[i] {
            t.confidence = reading.confidence
            t.signUncertain = reading.signUncertain
        }
        return t
    }

    /// Every row as a `Transaction`, in order.
    public var transactions: [Transaction] { indices.map { self[$0] } }
}
