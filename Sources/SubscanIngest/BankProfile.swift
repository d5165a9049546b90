import SubscanCore

/// A known export layout, recognised from its header row.
///
/// Column names are header keys (see `headerKey`): lower-case, spaces collapsed. A profile matches
/// when every name in `signature` is in the header; the most specific match wins.
struct BankProfile: Sendable {
    var id: String
    var name: String
    var signature: [String]
    var date: [String]
    var description: [String]
    var joinDescription = false
    var amount: [String] = []
    var debit: [String] = []
    var credit: [String] = []
    var fee: String? = nil
    var currencyColumn: [String] = []
    /// ING Germany has two `Währung` columns: the one right after `Betrag` is the amount's.
    var currencyAfterAmount = false
    var currency: String? = nil
    var sign: SignConvention = .signed
    var directions: [String] = []
    /// The description's first word gives the direction (out words, in words); other rows follow `sign`.
    var descriptionDirection: (out: Set<String>, in: Set<String>)? = nil
    var status: [String] = []
    var keepStatuses: Set<String>? = nil
    var dateOrder: DateOrder? = nil
    var decimalMark: DecimalMark? = nil
    /// The date when `date`'s cell is empty.
    var dateFallback: [String] = []
    var needsStatementMonth = false
    /// A record-type column, by position (its header cell is empty), and the types that are transactions.
    var recordType: (column: Int, transactions: Set<String>)? = nil
    var shortRowsFromRight = false
    /// The cells after the header's last column carry the purpose (livebank: the payee in
    /// `Umsatztext`, then `Rechnung 11/2026 Kundennr. …`, `Mandat: …`, `REF: …` each in a cell of its own).
    var purposeBeyondHeader = false

    /// Resolves the profile against a header, or nil when a needed column is missing.
    func resolve(header: [String], keys: [String]) -> ColumnMapping? {
        func find(_ names: [String]) -> Int? {
            for n in names { if let i = keys.firstIndex(of: n) { return i } }
            return nil
        }
        guard signature.allSatisfy({ keys.contains($0) }), let dateIndex = find(date) else { return nil }
        let descIndexes = description.compactMap { name in keys.firstIndex(of: name) }
        let amountColumns: AmountColumns
        if let a = find(amount) {
            amountColumns = .signed(a)
        } else if let d = find(debit), let c = find(credit) {
            amountColumns = .debitCredit(debit: d, credit: c)
        } else {
            return nil
        }
        var mapping = ColumnMapping(
            profileID: id, profileName: name, headerNames: header.map(cleanCell), date: dateIndex,
            description: descIndexes, amount: amountColumns)
        mapping.joinDescription = joinDescription
        mapping.fee = fee.flatMap { keys.firstIndex(of: $0) }
        if currencyAfterAmount, case .signed(let a) = amountColumns, a + 1 < keys.count,
            currencyColumn.contains(keys[a + 1])
        {
            mapping.currencyColumn = a + 1
        } else {
            mapping.currencyColumn = find(currencyColumn)
        }
        mapping.currency = currency.flatMap { Currency(code: $0) }
        mapping.sign = sign
        mapping.directions = directions.compactMap { name in
            keys.firstIndex(of: name).map { GenericHeader.directionColumn(at: $0) }
        }
        mapping.directionRequired = !mapping.directions.isEmpty
        if let words = descriptionDirection, let column = descIndexes.first {
            mapping.directions.append(
                DirectionColumn(index: column, outValues: words.out, inValues: words.in, neutralValues: [], firstWordOnly: true))
        }
        mapping.status = find(status)
        mapping.keepStatuses = keepStatuses
        mapping.dateOrder = dateOrder
        mapping.decimalMark = decimalMark
        mapping.hasBalance = keys.contains { GenericHeader.balanceNames.contains($0) }
        mapping.dateFallback = find(dateFallback)
        mapping.needsStatementMonth = needsStatementMonth
        if let recordType, recordType.column < keys.count {
            mapping.recordType = recordType.column
            mapping.transactionRecordTypes = recordType.transactions
        }
        mapping.shortRowsFromRight = shortRowsFromRight
        if purposeBeyondHeader { mapping.purposeColumn = keys.count }
        return mapping
    }

    /// The named profiles. Header rows checked against real exports (see Fixtures/csv/real/CREDITS.md).
    static let all: [BankProfile] = [
        BankProfile(
            id: "chase-credit", name: "Chase credit card",
            signature: ["transaction date", "post date", "description", "category", "type", "amount"],
            date: ["transaction date"], description: ["description"], amount: ["amount"], currency: "USD",
            dateOrder: .monthDay, decimalMark: .dot),
        BankProfile(
            id: "chase-credit", name: "Chase credit card (2013 layout)",
            signature: ["type", "trans date", "post date", "description", "amount"],
            date: ["trans date"], description: ["description"], amount: ["amount"], currency: "USD",
            dateOrder: .monthDay, decimalMark: .dot),
        BankProfile(
            id: "chase-checking", name: "Chase checking",
            signature: ["details", "posting date", "description", "amount", "type", "balance"],
            date: ["posting date"], description: ["description"], amount: ["amount"], currency: "USD",
            dateOrder: .monthDay, decimalMark: .dot),
        BankProfile(
            id: "bofa-checking", name: "Bank of America checking",
            signature: ["date", "description", "amount", "running bal."],
            date: ["date"], description: ["description"], amount: ["amount"], currency: "USD",
            dateOrder: .monthDay, decimalMark: .dot),
        BankProfile(
            id: "bofa-credit", name: "Bank of America credit card",
            signature: ["posted date", "reference number", "payee", "address", "amount"],
            date: ["posted date"], description: ["payee"], amount: ["amount"], currency: "USD",
            dateOrder: .monthDay, decimalMark: .dot),
        BankProfile(
            id: "amex", name: "American Express",
            signature: ["date", "description", "card member", "account #", "amount"],
            date: ["date"], description: ["description"], amount: ["amount"], currency: "USD",
            sign: .chargesPositive, dateOrder: .monthDay, decimalMark: .dot),
        BankProfile(
            id: "capital-one", name: "Capital One credit card",
            signature: ["transaction date", "posted date", "card no.", "description", "debit", "credit"],
            date: ["transaction date"], description: ["description"], debit: ["debit"], credit: ["credit"],
            currency: "USD", dateOrder: .monthDay, decimalMark: .dot),
        BankProfile(
            id: "barclays", name: "Barclays",
            signature: ["number", "date", "account", "amount", "subcategory", "memo"],
            date: ["date"], description: ["memo"], amount: ["amount"], currency: "GBP",
            dateOrder: .dayMonth, decimalMark: .dot),
        BankProfile(
            id: "monzo", name: "Monzo",
            signature: ["transaction id", "date", "type", "name", "amount", "currency", "money out", "money in"],
            date: ["date"], description: ["name", "description"], amount: ["amount"], currencyColumn: ["currency"],
            currency: "GBP", dateOrder: .dayMonth, decimalMark: .dot),
        BankProfile(
            id: "monzo", name: "Monzo (2018 layout)",
            signature: ["id", "created", "amount", "currency", "local_amount", "local_currency", "description"],
            date: ["created"], description: ["description"], amount: ["amount"], currencyColumn: ["currency"],
            currency: "GBP", decimalMark: .dot),
        BankProfile(
            id: "revolut", name: "Revolut",
            signature: ["type", "product", "started date", "completed date", "description", "amount", "fee", "currency", "state"],
            date: ["started date"], description: ["description"], amount: ["amount"], fee: "fee",
            currencyColumn: ["currency"], status: ["state"], keepStatuses: ["COMPLETED"], decimalMark: .dot),
        BankProfile(
            id: "n26", name: "N26",
            signature: ["booking date", "partner name", "payment reference", "amount (eur)"],
            date: ["booking date"], description: ["partner name", "payment reference"], amount: ["amount (eur)"],
            currency: "EUR", decimalMark: .dot),
        BankProfile(
            id: "n26", name: "N26 (2019 layout)",
            signature: ["date", "payee", "account number", "transaction type", "payment reference", "amount (eur)"],
            date: ["date"], description: ["payee", "payment reference"], amount: ["amount (eur)"],
            currency: "EUR", decimalMark: .dot),
        BankProfile(
            id: "n26", name: "N26 (German layout)",
            signature: ["datum", "empfänger", "kontonummer", "transaktionstyp", "verwendungszweck", "betrag (eur)"],
            date: ["datum"], description: ["empfänger", "verwendungszweck"], amount: ["betrag (eur)"],
            currency: "EUR", decimalMark: .dot),
        BankProfile(
            id: "ing-de", name: "ING Germany",
            signature: ["buchung", "auftraggeber/empfänger", "buchungstext", "verwendungszweck", "betrag", "währung"],
            date: ["buchung"], description: ["auftraggeber/empfänger", "verwendungszweck"], amount: ["betrag"],
            currencyColumn: ["währung"], currencyAfterAmount: true, currency: "EUR", dateOrder: .dayMonth,
            decimalMark: .comma),
        BankProfile(
            id: "es-bank", name: "Spanish bank (Fecha / Concepto / Importe)",
            signature: ["fecha", "concepto", "importe"],
            date: ["fecha"], description: ["concepto"], amount: ["importe"], currencyColumn: ["divisa", "moneda"],
            currency: "EUR", dateOrder: .dayMonth),
        BankProfile(
            id: "alipay", name: "Alipay (支付宝)",
            signature: ["交易时间", "交易对方", "商品说明", "收/支", "金额", "交易状态"],
            date: ["交易时间"], description: ["交易对方", "商品说明"], joinDescription: true, amount: ["金额"],
            currency: "CNY", directions: ["收/支"], status: ["交易状态"], decimalMark: .dot),
        BankProfile(
            id: "alipay", name: "Alipay (支付宝, 2019 layout)",
            signature: ["交易号", "交易创建时间", "交易对方", "商品名称", "金额(元)", "收/支", "交易状态"],
            date: ["交易创建时间"], description: ["交易对方", "商品名称"], joinDescription: true, amount: ["金额(元)"],
            currency: "CNY", directions: ["收/支", "资金状态"], status: ["交易状态"], decimalMark: .dot),
        // Unsigned amounts with the currency inside the cell ("CNY 123.18"); the posted one (入账) is
        // in the card's currency. The description's first word says what the row is.
        BankProfile(
            id: "bocom-credit", name: "Bank of Communications credit card (交通银行信用卡)",
            signature: ["交易日期", "记账日期", "交易说明", "交易币种/金额", "入账币种/金额"],
            date: ["交易日期"], description: ["交易说明"], amount: ["入账币种/金额"], currency: "CNY", sign: .chargesPositive,
            descriptionDirection: (out: ["消费", "取现", "分期", "年费", "利息", "手续费"], in: ["退货", "退款", "信用卡还款", "还款"]),
            decimalMark: .dot),
        // ICBC prints both the transaction amount (交易金额, "-" for most domestic rows) and the
        // posted amount (记账金额, in the account's currency): the posted one is what left the account.
        // Merchant first, then the counterparty, then the kind of entry (消费, 工资, 他行汇入).
        // livebank (Austria): `Buchungstext` is the kind of booking (`Datenträger-Umsatz`, `Bezahlung
        // Maestro`), `Umsatztext` the payee or shop; the purpose spills into cells past the header.
        BankProfile(
            id: "livebank-at", name: "livebank (Austria)",
            signature: [
                "kontonummer", "auszugsnummer", "buchungsdatum", "valutadatum", "umsatzzeit", "betrag", "buchungstext", "umsatztext",
            ],
            date: ["buchungsdatum"], description: ["umsatztext", "buchungstext"], amount: ["betrag"], currencyColumn: ["waehrung"],
            dateOrder: .dayMonth, decimalMark: .comma, purposeBeyondHeader: true),
        BankProfile(
            id: "icbc-debit", name: "ICBC debit card (工商银行借记卡)",
            signature: ["交易日期", "摘要", "交易场所", "钞/汇", "记账金额(收入)", "记账金额(支出)", "记账币种", "对方户名"],
            date: ["交易日期"], description: ["交易场所", "交易详情", "对方户名", "摘要"], debit: ["记账金额(支出)"],
            credit: ["记账金额(收入)"], currencyColumn: ["记账币种"], currency: "CNY", decimalMark: .dot),
        BankProfile(
            id: "icbc-credit", name: "ICBC credit card (工商银行信用卡)",
            signature: ["交易日期", "记账日期", "摘要", "交易场所", "记账金额(收入)", "记账金额(支出)", "记账币种"],
            date: ["交易日期"], description: ["交易场所", "对方户名", "摘要"], debit: ["记账金额(支出)"],
            credit: ["记账金额(收入)"], currencyColumn: ["记账币种"], currency: "CNY", decimalMark: .dot),
        // Card statement: charges positive, repayments negative; MM/DD dates without a year under a
        // title line naming the statement month (2024年01月); 交易日 is empty on repayments.
        BankProfile(
            id: "cmb-credit", name: "China Merchants Bank credit card (招商银行信用卡)",
            signature: ["交易日", "记账日", "交易摘要", "人民币金额"],
            date: ["交易日"], description: ["交易摘要"], amount: ["人民币金额"], currency: "CNY", sign: .chargesPositive,
            decimalMark: .dot, dateFallback: ["记账日"], needsStatementMonth: true),
        // Unsigned amounts with a D/K column; the unnamed second column is the record type: only
        // 20 is a transaction (10 and 86 are opening and closing balances, 82 the month's turnover).
        BankProfile(
            id: "swedbank-lt", name: "Swedbank Lithuania",
            signature: ["sąskaitos nr.", "data", "gavėjas", "paaiškinimai", "suma", "valiuta", "d/k"],
            date: ["data"], description: ["gavėjas", "paaiškinimai"], amount: ["suma"], currencyColumn: ["valiuta"],
            currency: "EUR", directions: ["d/k"], decimalMark: .dot, recordType: (1, ["20"])),
        BankProfile(
            id: "swedbank-lt", name: "Swedbank Lithuania (English headers)",
            signature: ["account no", "date", "beneficiary", "details", "amount", "currency", "d/k"],
            date: ["date"], description: ["beneficiary", "details"], amount: ["amount"], currencyColumn: ["currency"],
            currency: "EUR", directions: ["d/k"], decimalMark: .dot, recordType: (1, ["20"])),
        // Address, city and country come as one quoted field, so rows are shorter than the header.
        // UBS Switzerland, French export (../shared/formats/ubs-ch): `Description` is the account's
        // product (`Compte personnel UBS`) on every row; the booking's own text is `Description 1`
        // (its kind: `Virement postal`, `Ordre e-banking`), `2` and `3` (payee, communication, address).
        BankProfile(
            id: "ubs-ch", name: "UBS Switzerland (French)",
            signature: [
                "produit", "monn.", "description", "date de valeur", "description 1", "description 2", "description 3", "débit", "crédit",
            ],
            date: ["date de valeur"], description: ["description 1", "description 2", "description 3"], joinDescription: true,
            debit: ["débit"], credit: ["crédit"], currencyColumn: ["monn."], dateOrder: .dayMonth, decimalMark: .dot),
        BankProfile(
            id: "danske-lt", name: "Danske Bank Lithuania",
            signature: ["date", "bank", "branch", "address", "city", "country", "name", "memo", "memodet", "amount"],
            date: ["date"], description: ["name", "memo"], amount: ["amount"], currency: "EUR", decimalMark: .dot,
            shortRowsFromRight: true),
        BankProfile(
            id: "wechat-pay", name: "WeChat Pay (微信支付)",
            signature: ["交易时间", "交易类型", "交易对方", "商品", "收/支", "金额(元)", "当前状态"],
            date: ["交易时间"], description: ["交易对方", "商品"], joinDescription: true, amount: ["金额(元)"],
            currency: "CNY", directions: ["收/支"], status: ["当前状态"], decimalMark: .dot),
    ]

    static func named(_ id: String) -> [BankProfile] { all.filter { $0.id == id } }

    /// Wells Fargo exports have no header: `"MM/DD/YYYY","-15.49","*","","DESCRIPTION"`.
    static func headerless(_ fields: [String]) -> ColumnMapping? {
        let cells = fields.map(cleanCell)
        guard cells.count == 5, cells[2] == "*", DateParser.read(cells[0]) != .notADate,
            (try? AmountParser.parse(cells[1])) != nil
        else { return nil }
        var m = ColumnMapping(
            profileID: "wells-fargo", profileName: "Wells Fargo", date: 0, description: [4], amount: .signed(1))
        m.currency = .usd
        m.dateOrder = .monthDay
        m.decimalMark = .dot
        return m
    }
}

/// The named profiles, as the command line lists them.
public enum ImportProfiles {
    public static var list: [(id: String, name: String)] { BankProfile.all.map { ($0.id, $0.name) } }
}
