import SubscanCore

/// Reads Norma 43 (AEB cuaderno 43, CSB43) files, the fixed-width statement format every Spanish
/// bank offers for download.
///
/// Records are lines of up to 80 characters, told apart by their first two digits:
///
///     11 account header: bank (3–6), branch (7–10), account (11–20), … currency (48–50, ISO numeric: 978 = EUR)
///     22 movement: operation date AAMMDD (11–16), value date (17–22), concepts (23–27),
///        1 = debit / 2 = credit (28), amount in cents (29–42), document and references (43–80)
///     23 complementary concept: two 38-character texts (5–42, 43–80), up to five per movement
///     24 foreign-currency equivalence, 33 account totals, 88 end of file (not transactions)
///
/// A movement's description is its 23 lines joined (`REBUT PARKING EXPENSE`), else its concept
/// codes. The account is `--account`, else `n43-` and the last four digits of the 11 record's
/// account. Lines not padded to 80 characters are accepted.
///
/// - Complexity: O(n) in the text's length.
enum Norma43Reader: WholeFileFormat {
    static let profileID = "norma43"
    static let profileName = "Norma 43 (CSB43)"
    static let missingStatement = "a Norma 43 file without an account header (record 11)"
    static let noTransactions = "the statement lists no movements"

    /// ISO 4217 numeric codes of the currencies a Spanish account is kept in.
    static let numericCurrencies: [String: String] = [
        "978": "EUR", "840": "USD", "826": "GBP", "756": "CHF", "392": "JPY", "124": "CAD", "036": "AUD", "752": "SEK",
        "578": "NOK", "208": "DKK", "985": "PLN", "484": "MXN", "032": "ARS", "152": "CLP", "170": "COP", "604": "PEN",
        "986": "BRL", "156": "CNY", "504": "MAD",
    ]

    struct Movement {
        var line: Int
        var date: String
        var debit: Bool
        var cents: String
        var concept: String
        var texts: [String] = []
    }

    /// Each 22 record is a transaction; each 11 record starts an account (a statement).
    static func parse(
        _ text: String, file: String, options: ImportOptions, onTransaction: (Transaction) throws -> Void
    ) throws -> WholeFileResult {
        var accounts = 0
        var account: String? = nil
        var currency: Currency? = nil
        var pending: Movement? = nil

        func flush() throws {
            guard let m = pending else { return }
            pending = nil
            try onTransaction(try makeTransaction(m, account: account, currency: currency, file: file, options: options))
        }

        var number = 0
        for raw in textLines(text) {
            number += 1
            let line = Array(raw)
            guard line.count >= 2 else { continue }
            func field(_ from: Int, _ to: Int) -> String {  // 1-based, inclusive, as the norm numbers them
                guard from - 1 < line.count else { return "" }
                return String(line[(from - 1)..<min(to, line.count)])
            }
            switch field(1, 2) {
            case "11":
                try flush()
                accounts += 1
                account = field(11, 20).trimmingCharacters(in: .whitespaces)
                let code = field(48, 50)
                currency = numericCurrencies[code].flatMap { Currency(code: $0) }
            case "22":
                try flush()
                pending = Movement(
                    line: number, date: field(11, 16), debit: field(28, 28) == "1", cents: field(29, 42),
                    concept: field(23, 27).trimmingCharacters(in: .whitespaces))
            case "23":
                for text in [field(5, 42), field(43, 80)] {
                    let clean = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    if !clean.isEmpty { pending?.texts.append(clean) }
                }
            case "24", "33", "88":
                try flush()
            default:
                if raw.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                throw IngestError(
                    .malformedCSV, file: file, line: number, "not a Norma 43 record (records start with 11, 22, 23, 24, 33 or 88)")
            }
        }
        try flush()
        return WholeFileResult(statements: accounts, warnings: [])
    }

    static func makeTransaction(
        _ m: Movement, account: String?, currency: Currency?, file: String, options: ImportOptions
    ) throws -> Transaction {
        let digits = Array(m.date)
        guard digits.count == 6, digits.allSatisfy(\.isNumber), let yy = Int(String(digits[0..<2])),
            let month = Int(String(digits[2..<4])), let day = Int(String(digits[4..<6])),
            let date = LocalDate(year: yy < 70 ? 2000 + yy : 1900 + yy, month: month, day: day)
        else {
            throw IngestError(
                .invalidDate, file: file, line: m.line, "expected the operation date as AAMMDD in columns 11-16, found \"\(m.date)\"")
        }
        guard m.cents.count == 14, m.cents.allSatisfy(\.isNumber), let cents = Int64(m.cents) else {
            throw IngestError(.invalidAmount, file: file, line: m.line, "expected the amount as 14 digits in columns 29-42")
        }
        guard let currency = currency ?? options.currency else {
            throw IngestError(
                .invalidAmount, file: file, line: m.line,
                "the account header (11) names no currency subscan knows; pass --currency (e.g. --currency EUR)")
        }
        let money: Money
        do {
            let text = (m.debit ? "-" : "") + String(cents / 100) + "." + String(cents % 100 + 100).dropFirst()
            money = try AmountParser.parse(text, decimalMark: .dot).money(in: currency)
        } catch {
            throw IngestError(.invalidAmount, file: file, line: m.line, "the amount does not fit \(currency.code): \(error)")
        }
        let description = m.texts.isEmpty ? "Concepto \(m.concept)" : m.texts.joined(separator: " ")
        let label = accountLabel("n43", id: account, options: options)
        return Transaction(
            date: date, amount: money, description: description, account: label, source: SourceLocation(file: file, line: m.line))
    }
}
