import Foundation
import SubscanCore

/// One line of statement text: from OCR (with its box in pixels) or from a `.txt` statement (without).
public struct StatementLine: Sendable, Equatable {
    public var text: String
    /// 1-based line number within the page or file (errors and `Transaction.source` use it).
    public var number: Int
    public var left: Int?
    public var top: Int?
    public var bottom: Int?

    public init(text: String, number: Int, left: Int? = nil, top: Int? = nil, bottom: Int? = nil) {
        self.text = text
        self.number = number
        self.left = left
        self.top = top
        self.bottom = bottom
    }
}

/// How to read a statement's text.
public struct StatementOptions: Sendable {
    /// The file name used in errors and in `Transaction.source`.
    public var file: String
    /// The account label (part of every transaction's identity).
    public var account: String
    /// What "Today" means, and the year for dates printed without one when no statement period says
    /// it: the screenshot's or file's date, or `--as-of`.
    public var referenceDate: LocalDate
    /// Used for amounts printed without a currency symbol when the page names none.
    public var currency: Currency?
    /// The last resort when neither the page nor `currency` names one (from the OCR language:
    /// eng → USD, spa → EUR, chi_sim → CNY); using it adds a warning.
    public var assumedCurrency: Currency?

    public init(
        file: String, account: String = "statement", referenceDate: LocalDate, currency: Currency? = nil, assumedCurrency: Currency? = nil
    ) {
        self.file = file
        self.account = account
        self.referenceDate = referenceDate
        self.currency = currency
        self.assumedCurrency = assumedCurrency
    }
}

/// What the parser found on a page or in a text statement.
public struct StatementParse: Sendable {
    public var transactions: [Transaction] = []
    /// The statement period printed on the page, if any (it decides years).
    public var period: ClosedRange<LocalDate>?
    /// Lines holding an amount that were not taken: balances, totals, amounts before any date.
    public var skippedAmountLines = 0
    public var warnings: [String] = []
    /// Indices into `transactions` of rows whose direction the page did not settle (their sign,
    /// column, colour or running balance disagreed): kept, flagged, and named in `warnings`.
    public var signUncertain: [Int] = []

    public init() {}
}

/// Reads transactions from statement text: rows of date, description and amount, as printed by
/// banking apps (date group headers above rows) and statements (a date in each row).
///
/// - The amount is the right-most money token of a line (the one before it when a balance column
///   is announced by a header such as "Balance" / "Saldo" / "余额").
/// - The date is at the start of the row, or is the nearest group header above: "Today",
///   "Yesterday", "Oct 3", "10月3日 周五", "3 oct.", "Hoy", "昨天", "2026-10-03".
/// - A year missing from a date comes from the statement period ("Statement period: Dec 1, 2025 –
///   Jan 31, 2026", "Periodo: 01/09/2026 - 30/09/2026", "2026年10月"), else from the reference date
///   (the most recent such day on or before it, a week's slack allowed).
/// - Descriptions that wrap continue on the next line (indented, or just below in OCR geometry).
/// - Balance and total lines, time-only lines and column headers are not transactions.
/// - Signs: when any amount on the page carries a minus, unsigned amounts are income (statement
///   style); otherwise unsigned amounts are charges and `+` marks income (app style).
///
///     Oct 3
///     NETFLIX.COM          -$15.49
///     → 2026-10-03, -15.49 USD, "NETFLIX.COM" (reference date 2026-10-29)
///
/// - Complexity: O(n) in the text's length.
public enum StatementTextParser {
    /// Splits `.txt` content into lines and parses them.
    public static func parse(text: String, options: StatementOptions) throws(IngestError) -> StatementParse {
        var lines: [StatementLine] = []
        var number = 0
        for raw in textLines(text) {
            number += 1
            lines.append(StatementLine(text: String(raw), number: number))
        }
        if let blocks = try parseLabelledBlocks(lines, options: options) { return blocks }
        return try parse(lines: lines, options: options)
    }

    /// Santander UK's text export: after `From: 01/09/2026 to 30/09/2026` and `Account:` lines, one
    /// block per transaction, separated by blank lines:
    ///
    ///     Date: 05/09/2026
    ///     Description: DIRECT DEBIT PAYMENT TO BRITISH GAS REF 1234
    ///     Amount: -60.00
    ///     Balance: 2940.00
    ///
    /// Amounts are signed and name no currency: GBP unless `--currency` says otherwise (with a
    /// warning). Descriptions are kept whole, amounts inside them included ("… 12.34 GBP, RATE
    /// 1.00/GBP"). Nil when the text has no such block.
    static func parseLabelledBlocks(_ lines: [StatementLine], options: StatementOptions) throws(IngestError) -> StatementParse? {
        struct Block {
            var date: (text: String, line: Int)? = nil
            var description = ""
            var amount: (text: String, line: Int)? = nil
        }
        var blocks: [Block] = []
        var current = Block()
        var result = StatementParse()
        func field(_ text: String, _ key: String) -> String? {
            let t = text.trimmingCharacters(in: .whitespaces)
            guard t.count > key.count, t.lowercased().hasPrefix(key) else { return nil }
            return t.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
        }
        for line in lines {
            if line.text.trimmingCharacters(in: .whitespaces).isEmpty {
                if current.date != nil { blocks.append(current) }
                current = Block()
            } else if let value = field(line.text, "date:") {
                if current.date != nil { blocks.append(current) }
                current = Block(date: (value, line.number))
            } else if let value = field(line.text, "description:") {
                current.description = value
            } else if let value = field(line.text, "amount:") {
                current.amount = (value, line.number)
            } else if let value = field(line.text, "from:"), result.period == nil {
                result.period = periodIn(value)
            }
        }
        if current.date != nil { blocks.append(current) }
        guard !blocks.isEmpty, blocks.allSatisfy({ $0.amount != nil }) else { return nil }

        let currency: Currency
        if let given = options.currency {
            currency = given
        } else {
            currency = Currency(code: "GBP")!
            result.warnings.append(
                "the amounts name no currency; read as GBP (Santander UK's text export; pass --currency to say otherwise)")
        }
        let tokens = blocks.map { leadingDate($0.date!.text).0 }
        let numeric = tokens.compactMap { token -> (Int, Int)? in
            if case .numeric(let a, let b, _)? = token { return (a, b) }
            return nil
        }
        let dayFirst = decideDayFirst(numeric, currency: currency)
        let resolver = YearResolver(period: result.period, reference: options.referenceDate)
        for (block, token) in zip(blocks, tokens) {
            guard let token, let date = resolver.resolve(token, dayFirst: dayFirst) else {
                throw IngestError(.invalidDate, file: options.file, line: block.date!.line, "expected a date after \"Date:\"")
            }
            let amount = block.amount!
            let money: Money
            do {
                let parsed = try AmountParser.parse(amount.text)
                money = try parsed.money(in: parsed.currency ?? currency)
            } catch {
                throw IngestError(
                    .invalidAmount, file: options.file, line: amount.line, "Amount: " + AmountParser.refusal(amount.text, error))
            }
            result.transactions.append(
                Transaction(
                    date: date, amount: money, description: block.description.isEmpty ? "(no description)" : block.description,
                    account: options.account, source: SourceLocation(file: options.file, line: block.date!.line)))
        }
        return result
    }

    /// A line after classification.
    enum Kind {
        case blank
        case period(ClosedRange<LocalDate>)
        case group(DateToken)
        case columnHeader(balance: Bool)
        case noise
        case amount(date: DateToken?, description: String, amounts: [(text: String, parsed: ParsedAmount)])
        case text(String)
    }

    public static func parse(lines: [StatementLine], options: StatementOptions) throws(IngestError) -> StatementParse {
        let classified = lines.map { classify(normalize($0.text)) }
        var result = StatementParse()

        // Page-wide decisions first: the period, a balance column, the sign convention, the
        // numeric date order and the currency.
        var balanceColumn = false
        var anyNegative = false
        var symbolCurrencies: [Currency: Int] = [:]
        var numericDates: [(Int, Int)] = []
        var hasHan = false
        for (line, kind) in zip(lines, classified) {
            if TextClass.containsHan(line.text) { hasHan = true }
            switch kind {
            case .period(let p): if result.period == nil { result.period = p }
            case .columnHeader(let b): balanceColumn = balanceColumn || b
            case .amount(let date, _, let amounts):
                for a in amounts {
                    if let c = a.parsed.currency { symbolCurrencies[c, default: 0] += 1 }
                }
                if case .numeric(let a, let b, _)? = date { numericDates.append((a, b)) }
            case .group(let token):
                if case .numeric(let a, let b, _) = token { numericDates.append((a, b)) }
            default: break
            }
        }
        var fallbackCurrency =
            symbolCurrencies.max { $0.value < $1.value || ($0.value == $1.value && $0.key.code > $1.key.code) }?.key
            ?? options.currency ?? (hasHan ? Currency.cny : nil)
        if fallbackCurrency == nil, let assumed = options.assumedCurrency {
            fallbackCurrency = assumed
            result.warnings.append(
                "the amounts name no currency; read as \(assumed.code) from the page's language (pass --currency to say otherwise)")
        }
        // The sign convention comes from the rows that will be transactions (after a date, not a
        // balance or total line), and from their amount column only: a negative balance or an
        // overdrawn "Available" line above the list says nothing about how charges are printed.
        var seenDate = false
        for kind in classified {
            switch kind {
            case .group: seenDate = true
            case .amount(let date, let description, let amounts):
                if date != nil { seenDate = true }
                guard seenDate, !description.isEmpty, !isSummary(description) else { continue }
                let chosen = balanceColumn && amounts.count >= 2 ? amounts[amounts.count - 2] : amounts[amounts.count - 1]
                if chosen.parsed.mantissa < 0 { anyNegative = true }
            default: break
            }
        }
        let dayFirst = decideDayFirst(numericDates, currency: fallbackCurrency)
        let resolver = YearResolver(period: result.period, reference: options.referenceDate)

        var groupDate: LocalDate? = nil
        var lastBalance: Int64? = nil  // the running balance of the previous row, when printed
        var lastIndex: Int? = nil  // the transaction a continuation line may extend
        var lastLine: StatementLine? = nil
        for (i, kind) in classified.enumerated() {
            let line = lines[i]
            defer { lastLine = line }
            switch kind {
            case .blank:
                lastIndex = nil
            case .noise:
                continue  // a time under a row does not end its description
            case .period, .columnHeader:
                lastIndex = nil
            case .group(let token):
                groupDate = resolver.resolve(token, dayFirst: dayFirst) ?? groupDate
                lastIndex = nil
            case .text(let text):
                guard let index = lastIndex, isContinuation(line, after: lastLine)
                else {
                    lastIndex = nil
                    continue
                }
                result.transactions[index].description += " " + text
                lastIndex = nil
            case .amount(let token, let description, let amounts):
                lastIndex = nil
                let date = token.flatMap { resolver.resolve($0, dayFirst: dayFirst) } ?? groupDate
                guard let date, !description.isEmpty, !isSummary(description) else {
                    result.skippedAmountLines += 1
                    if balanceColumn, isOpeningBalance(description), let c = amounts.last?.parsed.currency ?? fallbackCurrency {
                        lastBalance = try? amounts.last!.parsed.money(in: c).minorUnits
                    }
                    continue
                }
                let chosen = balanceColumn && amounts.count >= 2 ? amounts[amounts.count - 2] : amounts[amounts.count - 1]
                var parsed = chosen.parsed
                if !anyNegative && !parsed.explicitDirection && parsed.mantissa > 0 { parsed = parsed.negated }
                guard let currency = parsed.currency ?? fallbackCurrency else {
                    throw IngestError(
                        .invalidAmount, file: options.file, line: line.number,
                        "the amounts name no currency; pass --currency (e.g. --currency USD) or set defaultCurrency in the config")
                }
                var money: Money
                do { money = try parsed.money(in: currency) } catch {
                    result.skippedAmountLines += 1
                    continue
                }
                // A running balance settles the sign where the page does not print one (separate
                // Withdrawals and Deposits columns, both unsigned): the balance moved by the amount.
                if balanceColumn, amounts.count >= 2, let balance = try? amounts[amounts.count - 1].parsed.money(in: currency).minorUnits {
                    if let previous = lastBalance {
                        let delta = balance - previous
                        if delta == money.minorUnits || delta == -money.minorUnits { money.minorUnits = delta }
                    }
                    lastBalance = balance
                }
                if money.minorUnits == 0 { continue }
                result.transactions.append(
                    Transaction(
                        date: date, amount: money, description: description, account: options.account,
                        source: SourceLocation(file: options.file, line: line.number)))
                lastIndex = result.transactions.count - 1
            }
        }
        return result
    }

    // MARK: - Lines

    /// Folds the characters OCR and apps vary on: full-width ASCII, Unicode minus and dashes before
    /// digits, no-break spaces, the full-width yen sign.
    package static func normalize(_ text: String) -> String {
        repairOCRAmounts(foldCharacters(text))
    }

    /// OCR misreadings of amounts, seen on Chinese app screenshots: a minus read as `.` `_` `~`
    /// (".30.00", "_128.60"), the yen sign read as `Y`/`y` ("-Y28.16"), a space before the decimals
    /// ("¥112 .00"); and on a 1x fx card app, a wide minus before `£` read as `~` or `-~`
    /// ("-~£70.82"). Only amounts with two decimals at a word boundary are touched.
    static func repairOCRAmounts(_ text: String) -> String {
        guard text.contains(where: { $0 == "." || $0 == "_" || $0 == "~" || $0 == "Y" || $0 == "y" || $0 == " " }) else { return text }
        // (each repair needs a digit, `\d`; a text of ASCII alone without one is left as it is)
        guard text.utf8.contains(where: { ($0 >= 0x30 && $0 <= 0x39) || $0 >= 0x80 }) else { return text }
        var s = text
        for (pattern, template) in ocrRepairs {
            s = pattern.stringByReplacingMatches(in: s, range: NSRange(s.startIndex..., in: s), withTemplate: template)
        }
        return s
    }

    static let ocrRepairs: [(NSRegularExpression, String)] = [
        (try! NSRegularExpression(pattern: #"(?<=\d) \.(\d{2})(?!\d)"#), ".$1"),
        (try! NSRegularExpression(pattern: #"(^|\s)([+\-._~]?)[Yy](?=\d{1,3}(?:[.,]\d{3})*[.,]\d{2}(?!\d))"#), "$1$2¥"),
        (try! NSRegularExpression(pattern: #"(^|\s)[._~](?=¥?\d{1,3}(?:[.,]\d{3})*[.,]\d{2}(?!\d))"#), "$1-"),
        // a wide minus (U+2212 in Roboto) read as a tilde, or as a hyphen and a tilde, before any
        // currency sign: `~£54.75`, `-~£70.82`
        (try! NSRegularExpression(pattern: #"(^|\s)(?:-~|~-?)(?=[$€£]\d{1,3}(?:[.,]\d{3})*[.,]\d{2}(?!\d))"#), "$1-"),
    ]

    static func foldCharacters(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (i, s) in scalars.enumerated() {
            switch s.value {
            case 0xFF01...0xFF5E where s.value != 0xFFE5:
                out.append(Unicode.Scalar(s.value - 0xFEE0)!)
            case 0x00A0, 0x2007, 0x202F, 0x3000:
                out.append(" ")
            case 0x2212, 0x2013, 0x2014, 0x2012:
                let next = i + 1 < scalars.count ? scalars[i + 1] : " "
                let nextIsMoney = ("0"..."9").contains(next) || "$€£¥".unicodeScalars.contains(next)
                out.append(nextIsMoney ? "-" : s)
            case 0xFFE5:
                out.append("¥")
            default:
                out.append(s)
            }
        }
        return String(out)
    }

    static func classify(_ raw: String) -> Kind {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return .blank }
        let amounts = moneyTokens(in: text)
        if amounts.isEmpty {
            if let period = periodIn(text) { return .period(period) }
            if let header = columnHeader(text) { return .columnHeader(balance: header) }
            if let token = groupHeader(text) { return .group(token) }
            if isNoise(text) { return .noise }
            let cleaned = cleanDescription(text)
            return cleaned.isEmpty ? .noise : .text(cleaned)
        }
        // Text before the first amount: an optional leading date, then the description.
        let before = String(text[..<amounts[0].range.lowerBound])
        var (date, rest) = leadingDate(before)
        if date == nil, let single = groupHeader(before) {  // "Oct 3   -15.49" with no description
            date = single
            rest = ""
        }
        let parsed = amounts.compactMap { token -> (text: String, parsed: ParsedAmount)? in
            guard let p = try? AmountParser.parse(token.text) else { return nil }
            return (token.text, p)
        }
        guard !parsed.isEmpty else { return .text(cleanDescription(text)) }
        return .amount(date: date, description: cleanDescription(rest), amounts: parsed)
    }

    /// Money tokens: an optional sign and currency, digits with grouping (threes, or the Indian
    /// `1,23,456.78`, which only rupee amounts may use), exactly two decimals,
    /// an optional currency or CR/DR after. Times (`14:32`), dates (`03.10.2026`) and reference
    /// numbers do not match.
    static let moneyPattern = try! NSRegularExpression(
        pattern:
            #"(?<![\p{L}\p{N}.,/:\-])(?:[+\-]\s?)?(?:(?:US\$|HK\$|C\$|A\$|R\$|CN¥|\$|€|£|¥|₹|Rs\.?|RMB|CNY|USD|EUR|GBP|AUD|CAD|NZD|MXN|INR|SGD|HKD|CHF)\s?)?[+\-]?(?:\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:[.,]\d{3})+|\d+)[.,]\d{2}(?:\s?(?:€|EUR|USD|CNY|GBP|AUD|CAD|NZD|MXN|INR|SGD|HKD|CHF|元|CR|DR|Cr|Dr|D|C)\b|\s?€|[-+](?![\p{N}]))?(?![\p{L}\p{N}]|[.,]\d)"#
    )

    package static func moneyTokens(in text: String) -> [(text: String, range: Range<String.Index>)] {
        let ns = NSRange(text.startIndex..., in: text)
        return moneyPattern.matches(in: text, range: ns).compactMap { m in
            guard let r = Range(m.range, in: text) else { return nil }
            return (String(text[r]).trimmingCharacters(in: .whitespaces), r)
        }
    }

    /// Removes column gaps, icon debris at the start (`@`, `©`, `|`, a lone letter before a column
    /// gap) and separators at the end.
    package static func cleanDescription(_ raw: String) -> String {
        // (columns three spaces or more apart; each trimmed of its spaces and tabs)
        var parts = withoutLeaders(raw).split(separator: "   ").map { trimmedSpaces(String($0)) }.filter { !$0.isEmpty }
        // A first column of one or two non-word characters (an avatar read as "@" or "e") is debris.
        if parts.count > 1, let first = parts.first, first.count <= 2 { parts.removeFirst() }
        var text = parts.joined(separator: " ")
        while let c = text.first, descriptionDebris.contains(c) || c.isWhitespace { text.removeFirst() }
        while let c = text.last, (descriptionDebris.contains(c) && c != ")") || c.isWhitespace { text.removeLast() }
        // Collapse runs of spaces.
        return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Marks at a description's ends that are debris, not part of its name.
    static let descriptionDebris: Set<Character> = [
        "@", "©", "®", "|", "•", "·", "*", "»", "«", "—", "-", "_", "=", "~", ":", ",", "'", "\"", "‘", "’", "“", "”", "(", ")", "[",
        "]", "{", "}",
    ]

    /// Dot leaders from a name to its money (`ZELLE FROM M JONES ........`, `HULU . . . . .`) are no
    /// part of it: a run of three dots or more (`…` counts three), set tight or a space apart, becomes
    /// a space. A name's own dots stay (`NETFLIX.COM`, `Co.`, `A.B.C.`), and so do dots masking an
    /// account (`ONLINE TRANSFER FROM SAV ...4471`).
    package static func withoutLeaders(_ text: String) -> String {
        guard ["..", "…", ". .", "·"].contains(where: { TextClass.contains(text, $0) }) else { return text }
        let chars = Array(text)
        let isDot = { (c: Character) in c == "." || c == "·" || c == "…" }
        var out = ""
        var i = 0
        while i < chars.count {
            // a run starts at a dot that opens the text or follows a space, or at three dots set tight
            let opens = i == 0 || chars[i - 1] == " "
            var j = i, dots = 0
            while j < chars.count, isDot(chars[j]) || (chars[j] == " " && j + 1 < chars.count && isDot(chars[j + 1]) && opens) {
                if isDot(chars[j]) { dots += chars[j] == "…" ? 3 : 1 }
                j += 1
            }
            let tight = !chars[i..<j].contains(" ")
            // (dots before a figure or a word mask an account, `SAV ...4471`: no leader)
            let ends = j == chars.count || chars[j] == " "
            if j > i, dots >= 3, opens || tight, ends {
                out.append(" ")
                i = j
            } else {
                out.append(chars[i])
                i += 1
            }
        }
        return out
    }

    package static let columnWords: Set<String> = [
        "date", "description", "amount", "balance", "details", "transaction", "fecha", "concepto", "importe", "saldo",
        "descripción", "descripcion", "日期", "摘要", "金额", "余额", "交易日期", "交易说明", "posted", "debit", "credit",
        "withdrawals", "deposits", "debits", "credits", "cargos", "abonos", "cargo", "abono", "payee", "memo", "reference",
    ]
    package static let balanceWords: Set<String> = ["balance", "saldo", "余额"]

    /// A column header row: two or more column names and nothing else; true when one is a balance.
    package static func columnHeader(_ text: String) -> Bool? {
        let words = text.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "|" || $0 == "/" }).map(String.init)
        guard words.count >= 2, words.count <= 8 else { return nil }
        let known = words.filter { columnWords.contains($0) }
        guard known.count >= 2, known.count * 2 >= words.count + 1 else { return nil }
        return known.contains { balanceWords.contains($0) }
    }

    /// Lines that are neither rows nor descriptions: a time alone ("14:32", a status bar's "9:41"),
    /// a row status, a category or payment method printed under a row ("Entertainment", "Card
    /// payment"), a page number.
    package static func isNoise(_ text: String) -> Bool {
        let t = text.lowercased()
        let compact = t.filter { !$0.isWhitespace }
        if compact.allSatisfy({ $0.isNumber || $0 == ":" || $0 == "." }) && compact.contains(":") { return true }
        let statuses: Set<String> = ["pending", "completed", "posted", "pendiente", "completado", "交易成功", "已完成", "处理中", "待处理"]
        if statuses.contains(compact) { return true }
        if subLineLabels.contains(t.split(whereSeparator: \.isWhitespace).joined(separator: " ")) { return true }
        if t.hasPrefix("page ") || t.hasPrefix("página ") || t.hasPrefix("pagina ") { return true }
        // a page's foot pointing on (`Continued overleaf`, `Continued on next page`, `接下页`)
        if continuationNotes.contains(t.split(whereSeparator: \.isWhitespace).joined(separator: " ")) { return true }
        return false
    }

    /// What a statement prints at a page's foot when its table goes on over the page.
    package static let continuationNotes: Set<String> = [
        "continued overleaf", "continued on next page", "continued on the next page", "continued on reverse",
        "please turn over", "pto", "p.t.o.", "continúa en la página siguiente", "continua en la pagina siguiente", "（接下页）", "(接下页)",
        "接下页", "转下页", "续下页",
    ]

    /// What banking and payment apps print in small grey type under a row: the category, or how it
    /// was paid. As a whole line (lower-cased, spaces collapsed) it is not part of the description.
    /// (Words that could end a wrapped merchant name, such as 会员 "membership", are left out.)
    package static let subLineLabels: Set<String> = [
        // categories (Monzo, Revolut, Chase, Mint-style apps)
        "entertainment", "eating out", "dining", "dining out", "restaurants", "food & drink", "food and drink", "groceries",
        "transport", "transportation", "auto & transport", "travel", "shopping", "bills", "bills & utilities", "utilities",
        "subscriptions", "health", "health & fitness", "personal care", "general", "cash", "transfers", "income", "charity",
        "gifts", "holidays", "family", "finances", "expenses", "household", "education", "fees", "insurance", "savings",
        "uncategorized", "uncategorised", "other",
        // payment methods
        "card payment", "contactless", "online payment", "direct debit", "standing order", "apple pay", "google pay",
        "bank transfer", "debit card", "credit card",
        // Spanish
        "ocio", "restaurantes", "supermercado", "supermercados", "alimentación", "transporte", "viajes", "compras", "facturas",
        "suministros", "suscripciones", "salud", "hogar", "educación", "comisiones", "seguros", "otros", "efectivo",
        "pago con tarjeta", "domiciliación", "transferencias",
        // Chinese (Alipay and WeChat Pay categories)
        "餐饮", "餐饮美食", "购物", "交通", "交通出行", "娱乐", "休闲娱乐", "生活缴费", "日用百货", "服饰装扮", "医疗健康", "教育培训",
        "住房物业", "充值缴费", "数码电器", "其他",
    ]

    /// "Opening balance", "Previous balance", "Saldo anterior", "Saldo inicial", "期初余额".
    package static func isOpeningBalance(_ description: String) -> Bool {
        let d = description.lowercased()
        // (`Balance forward` opens Canadian and US statements; `Balance carried forward` closes a page)
        return [
            "opening", "previous", "beginning", "starting", "old balance", "brought forward", "balance forward", "saldo anterior",
            "saldo inicial", "期初",
            "上期",
        ]
        .contains { TextClass.contains(d, $0) }
    }

    /// "Closing balance", "Ending balance", "New balance", "Saldo final", "期末余额": the balance a
    /// statement ends with (not a page's `Balance carried forward`).
    package static func isClosingBalance(_ description: String) -> Bool {
        let d = description.lowercased()
        return ["closing balance", "ending balance", "new balance", "final balance", "saldo final", "期末"]
            .contains { TextClass.contains(d, $0) }
    }

    static let summaryPhrases: [String] = [
        "opening balance", "closing balance", "ending balance", "beginning balance", "previous balance", "new balance",
        "available balance", "current balance", "balance", "total", "subtotal", "saldo", "余额", "合计", "总计", "本月",
        "支出", "收入", "total spent", "total fees", "total income", "totales",
    ]

    /// Balance and total lines: "Ending balance", "Total fees", "Saldo final", "支出 ¥488.90 收入 ¥200.00".
    /// A shop whose name starts with "Total" ("Total Wine & More") is kept: totals are short.
    package static func isSummary(_ description: String) -> Bool {
        let d = String(trimming(description.lowercased(), [":", " "]))
        let words = d.split(separator: " ")
        if words.isEmpty { return false }
        if words.count <= 3 {
            for p in summaryPhrases where d == p || d.hasPrefix(p + " ") || d.hasPrefix(p + ":") { return true }
        }
        if words.count <= 4 && (d.hasSuffix(" balance") || d.hasPrefix("saldo ") || d.hasPrefix("total ")) { return true }
        return isChineseSummary(Substring(d))
    }

    /// `余额 2,436.24`, `支出¥488.90 收入¥200.00`, `本月支出`, `期初余额`: a summary word followed by a
    /// figure, by another summary word or by nothing. Not a name that starts with one (`余额宝收益`,
    /// the earnings of Alipay's money-market fund, is income).
    static func isChineseSummary(_ d: Substring) -> Bool {
        for p in ["余额", "合计", "总计", "支出", "收入", "本月", "期初", "期末", "上期", "本期"] where d.hasPrefix(p) {
            let rest = d.dropFirst(p.count)
            guard let next = rest.unicodeScalars.first, TextClass.isHan(next) else { return true }
            return isChineseSummary(rest)
        }
        return false
    }

    /// A continuation of the previous row's description: right below it (OCR geometry), or
    /// indented under it (text).
    static func isContinuation(_ line: StatementLine, after previous: StatementLine?) -> Bool {
        guard let previous else { return false }
        if let top = line.top, let pTop = previous.top, let pBottom = previous.bottom {
            let height = max(1, pBottom - pTop)
            guard top - pBottom < height else { return false }
            if let left = line.left, let pLeft = previous.left, left < pLeft - height { return false }
            return true
        }
        return line.text.first?.isWhitespace == true
    }

    // MARK: - Dates

    /// A date as printed, before its year (and for numeric dates its order) is decided.
    package enum DateToken: Equatable, Sendable {
        case full(LocalDate)
        case monthDay(month: Int, day: Int)
        /// `a/b` or `a/b/year`: which is the day is decided page-wide.
        case numeric(Int, Int, year: Int?)
        case relative(days: Int)
        /// A weekday named alone (`Tuesday`, as wallet apps date the last week's rows): the latest
        /// such day before the reference day. 1 = Monday … 7 = Sunday.
        case weekday(Int)
    }

    /// Full weekday names that date a row alone (English and Spanish; abbreviations and Chinese
    /// weekdays stand beside a date instead, and alone they are too short to trust).
    package static let loneWeekdays: [String: Int] = [
        "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6, "sunday": 7,
        "lunes": 1, "martes": 2, "miércoles": 3, "miercoles": 3, "jueves": 4, "viernes": 5, "sábado": 6, "sabado": 6, "domingo": 7,
    ]

    package static let relativeWords: [String: Int] = [
        "today": 0, "yesterday": -1, "hoy": 0, "ayer": -1, "今天": 0, "昨天": -1, "前天": -2, "anteayer": -2,
    ]
    package static let weekdayWords: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu",
        "thur", "thurs", "fri", "sat", "sun", "lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado",
        "sabado", "domingo", "lun", "mié", "mie", "jue", "vie", "sáb", "sab", "dom",
        "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周天", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日", "星期天",
    ]

    /// A line that is only a date (plus a weekday): a group header.
    package static func groupHeader(_ text: String) -> DateToken? { groupHeaders(text, groupHeaderOf) }

    private static let groupHeaders = TextMemo<DateToken?>()

    private static func groupHeaderOf(_ text: String) -> DateToken? {
        let (token, rest) = leadingDate(text)
        guard let token else { return nil }
        let leftover = rest.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == "." || $0 == "·" || $0 == "-" })
            .filter { !weekdayWords.contains(String($0)) }
        return leftover.isEmpty ? token : nil
    }

    /// `text` without the spaces and tabs around it (not line ends): Foundation's `.whitespaces`
    /// trimming, without its cost on the layout engine's hot paths.
    package static func trimmedSpaces(_ text: String) -> Substring {
        var core = Substring(text).drop { $0.isWhitespace && !$0.isNewline }
        while let last = core.last, last.isWhitespace && !last.isNewline { core = core.dropLast() }
        return core
    }

    /// `text` without the characters of `marks` at either end (`Mon.` → `Mon`): Foundation's
    /// `trimmingCharacters(in:)` without its cost (it goes through NSString on every call, and every
    /// cell of a page is tried as a date).
    package static func trimming<S: StringProtocol>(_ text: S, _ marks: Set<Character>) -> S.SubSequence {
        guard let start = text.firstIndex(where: { !marks.contains($0) }), let end = text.lastIndex(where: { !marks.contains($0) })
        else { return text[text.endIndex...] }
        return text[start...end]
    }

    /// A date at the start of `text` and what follows it. Weekday names before the date are skipped
    /// ("Monday, Oct 3"; "周五 10月3日").
    package static func leadingDate(_ raw: String) -> (DateToken?, String) {
        var text = trimmedSpaces(raw)
        // (no weekday is longer than 10 bytes: most cells are never lower-cased here)
        if text.utf8.count <= 10, let day = loneWeekdays[text.lowercased()] { return (.weekday(day), "") }
        // Skip a leading weekday (none is longer than `miércoles.`).
        let first = text.drop { $0 == "," }.prefix { !($0.isWhitespace || $0 == ",") }
        if !first.isEmpty, first.utf8.count <= 12, weekdayWords.contains(String(trimming(first.lowercased(), ["."]))) {
            text = text[first.endIndex...].drop(while: { $0.isWhitespace || $0 == "," })
        }
        // (a relative word opens the text: its first characters are enough)
        let lower = text.prefix(12).lowercased()
        for (word, offset) in relativeWords where lower.hasPrefix(word) {
            let after = text.dropFirst(word.count)
            if after.isEmpty || after.first!.isWhitespace || after.first == "," || !word.first!.isASCII {
                return (.relative(days: offset), String(after))
            }
        }
        // A feed's age of a row, alone in its cell (`2d`, `5h`, `40m`: Venmo, Cash App): days back
        // from the as-of date; hours and minutes are today.
        if (2...3).contains(text.count), let unit = text.last, "dhm".contains(unit),
            let n = Int(text.dropLast()), text.first!.isASCII, (0...(unit == "d" ? 31 : unit == "h" ? 23 : 59)).contains(n)
        {
            return (.relative(days: unit == "d" ? -n : 0), "")
        }
        // Every date below holds an ASCII digit (a day, a month's number or a year): most cells of a
        // page have none, and are not parsed three ways.
        guard text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return (nil, String(text)) }
        if let (token, length) = chineseDate(text) { return (token, String(text.dropFirst(length))) }
        if let (token, length) = numericDate(text) { return (token, String(text.dropFirst(length))) }
        if let (token, length) = namedMonthDate(text) { return (token, String(text.dropFirst(length))) }
        return (nil, String(text))
    }

    /// `2026年10月3日`, `10月3日` (spaces OCR puts between them allowed), and `10月11 06:27`: a day
    /// whose `日` recognition lost, followed by a time.
    static func chineseDate(_ text: Substring) -> (DateToken, Int)? {
        guard TextClass.contains(text, "月") else { return nil }
        var numbers: [Int] = []
        var markers: [Character] = []
        var current: Int? = nil
        var length = 0
        let chars = Array(text)
        for (i, c) in chars.enumerated() {
            if c == " ", markers == ["月"], let day = current {
                let next = chars[i...].drop { $0 == " " }
                if next.first != "日" && next.first != "号" {
                    guard Self.startsWithTime(next), (1...12).contains(numbers[0]), (1...31).contains(day) else { return nil }
                    return (.monthDay(month: numbers[0], day: day), length)
                }
            }
            if let d = c.wholeNumberValue, c.isASCII {
                current = (current ?? 0) * 10 + d
                if current! > 9999 { return nil }
            } else if c == "年" || c == "月" || c == "日" || c == "号" {
                guard let n = current else { return nil }
                numbers.append(n)
                markers.append(c == "号" ? "日" : c)
                current = nil
                if c == "日" || c == "号" { length += 1; break }
            } else if c == " " {
                // OCR puts spaces between Chinese characters and digits: "10 月 4 日"
            } else {
                break
            }
            length += 1
        }
        switch markers {
        case ["年", "月", "日"]:
            guard let d = LocalDate(year: numbers[0], month: numbers[1], day: numbers[2]) else { return nil }
            return (.full(d), length)
        case ["月", "日"]:
            guard (1...12).contains(numbers[0]), (1...31).contains(numbers[1]) else { return nil }
            return (.monthDay(month: numbers[0], day: numbers[1]), length)
        default:
            return nil
        }
    }

    /// `06:27`, `6:27` at the start.
    static func startsWithTime(_ text: ArraySlice<Character>) -> Bool {
        let head = Array(text.prefix(5))
        guard let colon = head.firstIndex(of: ":"), (1...2).contains(colon), head.count >= colon + 3 else { return false }
        return head[..<colon].allSatisfy { $0.isASCII && $0.isNumber }
            && head[(colon + 1)...(colon + 2)].allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `2026-10-03`, `2026/10/03`, `03/10/2026`, `10/03/26`, `03.10.2026`, `10/03`, `10-03`.
    static func numericDate(_ text: Substring) -> (DateToken, Int)? {
        // `20250315`: eight digits alone, a valid day of 1970–2099 (bank ledgers print dates so).
        let compact = text.prefix { $0.isASCII && $0.isNumber }
        if compact.count == 8, !(text.dropFirst(8).first.map { $0.isLetter || $0.isNumber } ?? false),
            let y = Int(compact.prefix(4)), (1970...2099).contains(y), let m = Int(compact.dropFirst(4).prefix(2)),
            let d = Int(compact.suffix(2)), let date = LocalDate(year: y, month: m, day: d)
        {
            return (.full(date), 8)
        }
        var parts: [(value: Int, digits: Int)] = []
        var value = 0
        var digits = 0
        var separator: Character? = nil
        var length = 0
        for c in text {
            if let d = c.wholeNumberValue, c.isASCII {
                value = value * 10 + d
                digits += 1
                if digits > 4 { return nil }
            } else if (c == "/" || c == "-" || c == ".") && digits > 0 && parts.count < 2 && (separator == nil || separator == c) {
                separator = c
                parts.append((value, digits))
                value = 0
                digits = 0
            } else {
                break
            }
            length += 1
        }
        if digits > 0 { parts.append((value, digits)) }  // else "03.10." ended with a dot: nothing to add
        // What follows must not continue a number ("10.03" followed by more digits is an amount);
        // Chinese may follow at once (`12-18尾号5179`).
        let next = text.dropFirst(length).first
        if let next, next.isNumber || next.isLetter && !TextClass.containsHan(String(next)) { return nil }
        guard parts.count >= 2, separator != nil else { return nil }
        // A day and a month in one order or the other: `20-45-77` is a sort code, not a date.
        let (a, b) = (parts[0].value, parts[1].value)
        guard parts[0].digits == 4 || ((1...12).contains(a) && (1...31).contains(b)) || ((1...12).contains(b) && (1...31).contains(a))
        else { return nil }
        if parts.count == 2 {
            // No year: `10/03`. "12.50" is an amount, not a date: dots need a year.
            guard separator != ".", parts[0].digits <= 2, parts[1].digits <= 2 else { return nil }
            return (.numeric(parts[0].value, parts[1].value, year: nil), length)
        }
        if parts[0].digits == 4 {
            guard let d = LocalDate(year: parts[0].value, month: parts[1].value, day: parts[2].value) else { return nil }
            return (.full(d), length)
        }
        guard parts[0].digits <= 2, parts[1].digits <= 2, parts[2].digits == 2 || parts[2].digits == 4 else { return nil }
        let year = parts[2].digits == 2 ? 2000 + parts[2].value : parts[2].value
        return (.numeric(parts[0].value, parts[1].value, year: year), length)
    }

    /// `Oct 3`, `October 3, 2026`, `3 Oct`, `3 oct.`, `03 Oct 2026`, `3 de octubre`, `3 de octubre de 2026`.
    /// `input` with a space put between a month name and a day or year OCR glued to it, in its
    /// first two words ("14Feb 2026" → "14 Feb 2026", "24 Feb2026" → "24 Feb 2026"), and how many
    /// spaces were put; nil when there is none to put.
    static func unglued(_ input: Substring) -> (Substring, Int)? {
        let words = input.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        var out: [String] = []
        var added = 0
        for (i, word) in words.enumerated() {
            guard i < 2 else {
                out.append(String(word))
                continue
            }
            let digitsFirst = word.prefix { $0.isASCII && $0.isNumber }
            let lettersFirst = word.prefix { $0.isLetter }
            let afterDay = word.dropFirst(digitsFirst.count)
            let monthAfterDay = afterDay.prefix { $0.isLetter }
            let yearAfterMonth = afterDay.dropFirst(monthAfterDay.count)
            if (1...2).contains(digitsFirst.count), DateParser.monthNames[afterDay.lowercased()] != nil {
                out.append(digitsFirst + " " + afterDay)
                added += 1
            } else if (1...2).contains(digitsFirst.count), monthAfterDay.count >= 3,
                DateParser.monthNames[monthAfterDay.lowercased()] != nil,
                yearAfterMonth.count == 4 || yearAfterMonth.count == 2 && words.count == 1,
                yearAfterMonth.allSatisfy({ $0.isASCII && $0.isNumber })
            {
                // `24Dec2026`: both spaces lost; `25Feb25` too, alone in its cell (small type on a scan).
                out.append(digitsFirst + " " + monthAfterDay + " " + yearAfterMonth)
                added += 2
            } else if lettersFirst.count >= 3, DateParser.monthNames[lettersFirst.lowercased()] != nil,
                word.dropFirst(lettersFirst.count).count == 4, word.dropFirst(lettersFirst.count).allSatisfy({ $0.isASCII && $0.isNumber })
            {
                out.append(lettersFirst + " " + word.dropFirst(lettersFirst.count))
                added += 1
            } else {
                out.append(String(word))
            }
        }
        return added == 0 ? nil : (Substring(out.joined(separator: " ")), added)
    }

    static func namedMonthDate(_ input: Substring) -> (DateToken, Int)? {
        // (a month's name has letters: an amount or a number alone has none)
        guard input.utf8.contains(where: { (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) || $0 >= 0x80 }) else { return nil }
        // OCR glues a short month to its day and reads digits as letters: "Jan15", "JanO5", "Dec0O2".
        var text = input
        var glued = 0
        if let first = input.split(separator: " ", maxSplits: 1).first, first.count > 3, first.count <= 7 {
            let head = first.prefix(3)
            let tail = first.dropFirst(3)
            if DateParser.monthNames[head.lowercased()] != nil, tail.allSatisfy({ $0.isNumber || "OoIil|".contains($0) }),
                tail.contains(where: { $0.isNumber })
            {
                text = Substring(String(head) + " " + String(tail) + String(input.dropFirst(first.count)))
                glued = 1
            }
        }
        // Parts joined by hyphens, dots or slashes: "20-Mar-2025", "20.mar.25", "20/Mar/2025" (same
        // length, spaces instead); in that shape a two-digit year is one ("03-Mar-25"). A day and a
        // month alone too, as Mexican statements print them ("16/NOV", "28/AGO"). A colon is a
        // scan's speck read in the space (`22:Oct`): a month's name after it is no time.
        // (A scan's speck beside a separator or after the date, `4th.-Mar`, `17-Feb-25:`, is one
        // more separator: an ordinal day, `4th-Mar`, is a day.)
        var joinedYear = false  // a two-digit year joined to them (`03-Mar-25`) is one
        if glued == 0, let first = input.split(separator: " ", maxSplits: 1).first {
            let separator = { (c: Character) in c == "-" || c == "." || c == "/" || c == ":" || c == ";" || c == "," }
            let parts = first.split(whereSeparator: separator)
            let day = parts.first.map { p in ["st", "nd", "rd", "th"].contains(p.suffix(2).lowercased()) ? p.dropLast(2) : p }
            let dayAndMonth =
                parts.count >= 2 && day.map { (1...2).contains($0.count) && $0.allSatisfy(\.isNumber) } == true
                && DateParser.monthNames[parts[1].lowercased()] != nil && first.first?.isNumber == true
            if dayAndMonth && (parts.count == 2 || parts.count == 3 && parts[2].allSatisfy(\.isNumber)) {
                text = Substring(first.map { separator($0) ? " " : $0 }) + input.dropFirst(first.count)
                joinedYear = parts.count == 3
            }
        }
        // And a day or a year glued to the month: "14Feb 2026", "24 Feb2026".
        if glued == 0, text == input, let (spaced, added) = unglued(input) {
            text = spaced
            glued = added
        }
        // Up to five words: enough for "3 de octubre de 2026".
        var words: [(text: String, end: Int)] = []
        var offset = -glued
        var current = ""
        for c in text {
            if c.isWhitespace || c == "," {
                if !current.isEmpty { words.append((current, offset)); current = "" }
                if words.count == 5 { break }
            } else {
                current.append(c)
            }
            offset += 1
        }
        if !current.isEmpty && words.count < 5 { words.append((current, offset)) }
        func month(_ w: String) -> Int? {
            DateParser.monthNames[String(trimming(w.lowercased(), ["."]))]
        }
        func day(_ w: String) -> Int? {
            let digits = String(trimming(w, [".", ","]))
            var core =
                digits.hasSuffix("st") || digits.hasSuffix("nd") || digits.hasSuffix("rd") || digits.hasSuffix("th")
                ? String(digits.dropLast(2)) : digits
            // Letters OCR reads for digits, when the rest is digits: "O2" → 02, "i2" → 12.
            if core.contains(where: { $0.isNumber }) {
                core = String(core.map { "Oo".contains($0) ? "0" : "Iil|".contains($0) ? "1" : $0 })
            }
            guard core.count <= 3, let d = Int(core), (1...31).contains(d) else { return nil }
            return d
        }
        func year(_ w: String) -> Int? {
            let digits = String(trimming(w, [".", ","]))
            if joinedYear, digits.count == 2, let yy = Int(digits) { return 2000 + yy }
            guard digits.count == 4, let y = Int(digits), (1970...2100).contains(y) else { return nil }
            return y
        }
        func build(_ m: Int, _ d: Int, _ y: Int?, _ end: Int) -> (DateToken, Int)? {
            if let y {
                guard let date = LocalDate(year: y, month: m, day: d) else { return nil }
                return (.full(date), end)
            }
            return (.monthDay(month: m, day: d), end)
        }
        guard words.count >= 2 else { return nil }
        // Month first: "Oct 3", "Oct 3, 2026".
        if let m = month(words[0].text), let d = day(words[1].text) {
            if words.count >= 3, let y = year(words[2].text) { return build(m, d, y, words[2].end) }
            return build(m, d, nil, words[1].end)
        }
        // Day first: "3 Oct", "3 oct. 2026", "3 de octubre de 2026".
        if let d = day(words[0].text) {
            var i = 1
            if words[i].text.lowercased() == "de", words.count > 2 { i += 1 }
            guard let m = month(words[i].text) else { return nil }
            var j = i + 1
            if j < words.count, words[j].text.lowercased() == "de", j + 1 < words.count { j += 1 }
            if j < words.count, let y = year(words[j].text) { return build(m, d, y, words[j].end) }
            // A two-digit year after a spaced day and month (`03 Mar 25`, as UK banks print it) only
            // when it ends the text: in `12 Mar 24 HOUR FITNESS` the number opens the name.
            // (fewer than five words: the text was read to its end)
            if j == words.count - 1, words.count < 5, month(words[j - 1].text) != nil, words[j].text.utf8.count == 2,
                words[j].text.allSatisfy({ $0.isASCII && $0.isNumber }), let yy = Int(words[j].text)
            {
                return build(m, d, 2000 + yy, words[j].end)
            }
            return build(m, d, nil, words[i].end)
        }
        return nil
    }

    /// A statement period: a line with two full dates ("Statement period: Dec 1, 2025 – Jan 31, 2026",
    /// "Periodo: 01/09/2026 - 30/09/2026", "2026年10月1日 - 2026年10月31日"), or a month header alone
    /// ("2026年10月", "October 2026", "octubre 2026").
    package static func periodIn(_ text: String) -> ClosedRange<LocalDate>? { periods(text, periodOf) }

    private static let periods = TextMemo<ClosedRange<LocalDate>?>()

    private static func periodOf(_ text: String) -> ClosedRange<LocalDate>? {
        var dates: [LocalDate] = []
        var numeric: [(Int, Int, Int)] = []
        var rest = Substring(text)
        // Two dates with years need two runs of four digits that can be years (`2025`, `2026年`; not
        // the `1234` of `1234.56`) or six runs in all (`11/15/25 - 12/14/25`): most lines have
        // neither, and are not searched.
        let (runs, yearRuns) = digitRuns(text)
        if yearRuns < 2 && runs < 6 { rest = rest.suffix(0) }
        while !rest.isEmpty && dates.count < 3 {
            let (token, after) = leadingDate(String(rest))
            switch token {
            case .full(let d)?:
                dates.append(d)
                rest = Substring(after)
                continue
            case .numeric(let a, let b, let y?)?:
                numeric.append((a, b, y))
                if let d = LocalDate(year: y, month: b, day: a) ?? LocalDate(year: y, month: a, day: b) { dates.append(d) }
                rest = Substring(after)
                continue
            default:
                // On to where a date can start: a run of digits, or a word (not the middle of either).
                var previous = rest.first!
                rest = rest.dropFirst()
                while let c = rest.first,
                    !(c.isNumber && !previous.isNumber) && !(c.isLetter && !previous.isLetter)
                {
                    previous = c
                    rest = rest.dropFirst()
                }
            }
        }
        // Periods print both ends the same way: day-first when that makes a period, else month-first
        // (`04/08/25 05/07/25` is April 8 to May 7, not August 4 back to July 5).
        if numeric.count == 2, dates.count == 2 {
            for dayFirst in [true, false] {
                let ends = numeric.compactMap { n in
                    dayFirst ? LocalDate(year: n.2, month: n.1, day: n.0) : LocalDate(year: n.2, month: n.0, day: n.1)
                }
                if ends.count == 2, ends[0] <= ends[1], ends[1].dayNumber - ends[0].dayNumber <= 400 { return ends[0]...ends[1] }
            }
        }
        if dates.count == 2, dates[0] <= dates[1], dates[1].dayNumber - dates[0].dayNumber <= 400 { return dates[0]...dates[1] }
        if dates.isEmpty, let (y, m) = monthHeader(text) {
            let first = LocalDate(year: y, month: m, day: 1)!
            return first...LocalDate(year: y, month: m, day: LocalDate.daysIn(month: m, year: y))!
        }
        return nil
    }

    /// How many runs of ASCII digits `text` holds, and how many of them are years: exactly four
    /// digits, 1970–2100 (`2026`; not the `1234` of `1234.56`, nor part of `20260315`).
    static func digitRuns(_ text: String) -> (runs: Int, years: Int) {
        var runs = 0
        var years = 0
        var run = 0
        var value = 0
        for c in text.utf8 {
            if c >= 0x30 && c <= 0x39 {
                run += 1
                value = value &* 10 &+ Int(c - 0x30)
            } else if run > 0 {
                runs += 1
                if run == 4 && (1970...2100).contains(value) { years += 1 }
                run = 0
                value = 0
            }
        }
        if run > 0 {
            runs += 1
            if run == 4 && (1970...2100).contains(value) { years += 1 }
        }
        return (runs, years)
    }

    /// "2026年10月", "October 2026", "Oct 2026", "octubre de 2026" alone on a line; "2026年1月v":
    /// the app's dropdown chevron after the month read as a letter.
    package static func monthHeader(_ text: String) -> (Int, Int)? {
        // (each form holds a year, which most texts asked have not)
        guard digitRuns(text).years > 0 else { return nil }
        var t = String(trimmedSpaces(text))
        if let last = t.last, "vV∨˅⌄﹀>〉›".contains(last), t.dropLast().trimmingCharacters(in: .whitespaces).hasSuffix("月") {
            t = t.dropLast().trimmingCharacters(in: .whitespaces)
        }
        // "2027.01", "2027-01", "2027/01" (Chinese bank apps' month headers).
        let numeric = t.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "-" || $0 == "/" })
        if numeric.count == 2, numeric[0].count == 4, (1...2).contains(numeric[1].count), let y = Int(numeric[0]), let m = Int(numeric[1]),
            (1970...2100).contains(y), (1...12).contains(m)
        {
            return (y, m)
        }
        if let y = t.firstIndex(of: "年"), t.hasSuffix("月"), let year = Int(t[..<y].trimmingCharacters(in: .whitespaces)),
            let month = Int(t[t.index(after: y)..<t.index(before: t.endIndex)].trimmingCharacters(in: .whitespaces)),
            (1970...2100).contains(year), (1...12).contains(month)
        {
            return (year, month)
        }
        let words = t.lowercased().split(separator: " ").filter { $0 != "de" }
        guard words.count == 2, let m = DateParser.monthNames[String(trimming(words[0], ["."]))],
            let y = Int(words[1]), (1970...2100).contains(y)
        else { return nil }
        return (y, m)
    }

    /// Day first unless the page's numeric dates only make sense month first, or their currency
    /// is one whose country writes the month first (US dollar, yuan, yen, won, Taiwan dollar) and
    /// nothing contradicts it.
    /// Only a date that is one in just one order counts (`61/05`, a zero read as a six, is none);
    /// when both orders have such dates (a misread day), the more of them decide.
    package static func decideDayFirst(_ pairs: [(Int, Int)], currency: Currency?) -> Bool {
        let dayFirst = pairs.filter { (13...31).contains($0.0) && (1...12).contains($0.1) }.count
        let monthFirst = pairs.filter { (13...31).contains($0.1) && (1...12).contains($0.0) }.count
        if dayFirst != monthFirst { return dayFirst > monthFirst }
        // Undecided (every day ≤ 12, or as many dates each way): the currency's country. The US and East Asia (`05-09` is
        // May 9 in China, Japan, Korea and Taiwan) put the month first; most others the day.
        guard let code = currency?.code else { return true }
        return !["USD", "CNY", "JPY", "KRW", "TWD"].contains(code)
    }

    /// Gives a year to dates printed without one.
    package struct YearResolver {
        var period: ClosedRange<LocalDate>?
        var reference: LocalDate

        package init(period: ClosedRange<LocalDate>?, reference: LocalDate) {
            self.period = period
            self.reference = reference
        }

        package func resolve(_ token: DateToken, dayFirst: Bool) -> LocalDate? {
            switch token {
            case .full(let d): return d
            case .relative(let days): return reference.adding(days: days)
            case .weekday(let day):
                let back = (reference.weekday - day + 7) % 7
                return reference.adding(days: back == 0 ? -7 : -back)
            case .monthDay(let m, let d): return place(month: m, day: d)
            case .numeric(let a, let b, let year):
                let (d, m) = dayFirst ? (a, b) : (b, a)
                if let year { return LocalDate(year: year, month: m, day: d) }
                return place(month: m, day: d)
            }
        }

        func place(month: Int, day: Int) -> LocalDate? {
            if let period {
                var best: LocalDate? = nil
                for y in Set([period.lowerBound.year, period.upperBound.year]).sorted() {
                    guard let d = LocalDate(year: y, month: month, day: day) else { continue }
                    if period.contains(d) { return d }
                    if best == nil { best = d }
                }
                if let best { return best }
            }
            let latest = reference.adding(days: 7)
            for y in [reference.year, reference.year - 1, reference.year - 2, reference.year - 3, reference.year - 4] {
                if let d = LocalDate(year: y, month: month, day: day), d <= latest { return d }
            }
            return nil
        }
    }
}

extension StatementTextParser {
    /// Decodes a whole text statement (UTF-8/16 with or without BOM, GB18030, Windows-1252),
    /// detected as for CSV exports unless `encoding` is given.
    public static func decode(_ bytes: [UInt8], file: String, encoding: TextEncoding? = nil) throws(IngestError) -> String {
        var chosen = EncodingGuess(encoding: .utf8, bomLength: 0)
        switch EncodingDetector.detect(Array(bytes.prefix(1 << 16))) {
        case .success(let guess): chosen = guess
        case .failure(let message):
            if encoding == nil { throw IngestError(.encoding, file: file, message.message) }
        }
        if let encoding { chosen = EncodingGuess(encoding: encoding, bomLength: chosen.encoding == encoding ? chosen.bomLength : 0) }
        var out: [UInt8] = []
        do {
            var transcoder = try Transcoder(encoding: chosen.encoding)
            defer { transcoder.close() }
            let body = Array(bytes.dropFirst(chosen.bomLength))
            try body.withUnsafeBufferPointer { buffer throws(IngestErrorMessage) in
                try transcoder.transcode(buffer, final: true, into: &out)
            }
        } catch {
            throw IngestError(.encoding, file: file, error.message)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
