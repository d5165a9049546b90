import SubscanCore

/// Reads QIF files (Quicken Interchange Format), still offered for download by some banks and
/// written by personal-finance programs.
///
/// A QIF file is a series of sections (`!Type:Bank`, `!Type:CCard`, `!Type:Cash`, `!Type:Oth A`,
/// `!Type:Oth L`) whose records are lines starting with a field letter and end with `^`:
///
///     !Type:Bank
///     D12/19/18
///     T-100.58
///     POutlet
///     LUsual Expenses:Shopping
///     ^
///
/// - `D` is the date. Day and month order is decided from all records of the file (`23/10/2013`
///   decides day first); when none decides, month first, as Quicken writes it, unless
///   `--currency` names a currency other than USD. Quicken's `1/ 5'98` is read as `1/5/98`.
/// - `T` (or `U`) is the signed amount, `P` the payee (the description), else `M` the memo, else
///   `L` the category (`food:lunch`; `[My Cc]` for a transfer).
/// - QIF names no currency: `--currency` gives it, and without it the file is refused.
/// - Categories, classes, memorized and investment sections (`!Type:Cat`, `!Type:Invst`, …) are
///   not transactions of an account and are skipped; split lines (`S`, `$`, `E`) are ignored, the
///   record's total is kept.
/// - The account is `--account`, else `qif-` and the name of the `!Account` block before the
///   section (`qif-my-cash`), else `qif`.
///
/// - Complexity: O(n) in the text's length.
enum QIFReader: WholeFileFormat {
    static let profileID = "qif"
    static let profileName = "QIF file"
    static let missingStatement = "a QIF file without bank, card or cash transactions"
    static let noTransactions = missingStatement  // (a transaction section is counted by its records)

    static let transactionSections: Set<String> = ["bank", "ccard", "cash", "oth a", "oth l"]

    struct Record {
        var line: Int
        var date: String?
        var amount: String?
        var payee = ""
        var memo = ""
        var category = ""
        var account: String?
    }

    /// Each record of a bank, card or cash section is a transaction (and counts as a statement);
    /// the warnings say what was skipped and which date order was assumed.
    static func parse(
        _ text: String, file: String, options: ImportOptions, onTransaction: (Transaction) throws -> Void
    ) throws -> WholeFileResult {
        var records: [Record] = []
        var section: String? = nil
        var accountName: String? = nil
        var inAccountBlock = false
        var current: Record? = nil
        var skipped = 0
        var number = 0
        for raw in textLines(text) {
            number += 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard let letter = line.first else { continue }
            if letter == "!" {
                let header = line.dropFirst().lowercased()
                if header.hasPrefix("type:") {
                    section = String(header.dropFirst(5)).trimmingCharacters(in: .whitespaces)
                    inAccountBlock = false
                } else if header.hasPrefix("account") {
                    inAccountBlock = true
                    section = nil
                }
                current = nil
                continue
            }
            if letter == "^" {
                if inAccountBlock {
                    continue
                }
                if let record = current {
                    if section.map(transactionSections.contains) == true { records.append(record) } else { skipped += 1 }
                }
                current = nil
                continue
            }
            let value = String(line.dropFirst()).trimmingCharacters(in: .whitespaces)
            if inAccountBlock {
                if letter == "N" { accountName = value }
                continue
            }
            if current == nil { current = Record(line: number, account: accountName) }
            switch letter {
            case "D": current!.date = value
            case "T", "U": if current!.amount == nil { current!.amount = value }
            case "P": current!.payee = value
            case "M": current!.memo = value
            case "L": current!.category = value
            default: break  // N number, C cleared, A address, S/$/E splits
            }
        }
        if let record = current, section.map(transactionSections.contains) == true { records.append(record) }

        var warnings: [String] = []
        if skipped > 0 { warnings.append("\(skipped) records outside bank, card and cash sections (categories, investments, …) skipped") }
        guard !records.isEmpty else { return WholeFileResult(statements: 0, warnings: warnings) }
        guard let currency = options.currency else {
            throw IngestError(
                .invalidAmount, file: file, line: records[0].line, "QIF files name no currency; pass --currency (e.g. --currency USD)")
        }

        // Dates: one order for the whole file.
        func normalized(_ date: String) -> String {
            String(date.replacingOccurrences(of: "'", with: "/").filter { !$0.isWhitespace })
        }
        var evidence = DateOrderEvidence()
        let readings = records.map { DateParser.read(normalized($0.date ?? "")) }
        for reading in readings { evidence.observe(reading) }
        let order: DateOrder
        if let decided = evidence.decided {
            order = decided
        } else {
            order = currency == .usd ? .monthDay : .dayMonth
            if readings.contains(where: { if case .numeric = $0 { return true } else { return false } }) {
                warnings.append(
                    "no date in the file tells day from month; read as \(order == .monthDay ? "month/day" : "day/month") (--currency decides the guess)"
                )
            }
        }

        // The decimal mark: one for the whole file, from the first amount that proves it (a point if none does).
        let mark = records.lazy.compactMap { $0.amount.flatMap(DecimalEvidence.classify) }.first ?? .dot

        for (record, reading) in zip(records, readings) {
            guard let date = reading.date(order: order) else {
                throw IngestError(
                    .invalidDate, file: file, line: record.line,
                    record.date == nil
                        ? "a record without a date (D line)" : "expected a date in the D line, found \"\(record.date!.prefix(40))\"")
            }
            guard let amountText = record.amount, !amountText.isEmpty else {
                throw IngestError(.invalidAmount, file: file, line: record.line, "a record without an amount (T line)")
            }
            let money: Money
            do {
                money = try AmountParser.parse(amountText, decimalMark: mark).money(in: currency)
            } catch {
                throw IngestError(.invalidAmount, file: file, line: record.line, "T line: " + AmountParser.refusal(amountText, error))
            }
            var description = record.payee.isEmpty ? record.memo : record.payee
            if description.isEmpty { description = record.category }  // "food:lunch", "[My Cc]" (a transfer)
            if description.isEmpty { description = "(no description)" }
            let label = options.account ?? record.account.map { "qif-" + slug($0) } ?? "qif"
            try onTransaction(
                Transaction(
                    date: date, amount: money, description: description, account: label,
                    source: SourceLocation(file: file, line: record.line)))
        }
        return WholeFileResult(statements: records.count, warnings: warnings)
    }

    /// `My Cash` → `my-cash`.
    static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.isEmpty ? "account" : words.joined(separator: "-")
    }
}
