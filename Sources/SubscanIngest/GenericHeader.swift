import SubscanCore

/// Recognises an unknown bank's header from common column names in English, Spanish, German,
/// French, Dutch and Chinese.
///
/// Needs a date column and an amount (one signed column, or debit and credit columns); the
/// description is the first non-empty of the text columns found, in priority order.
enum GenericHeader {
    static let dateNames = [
        "transaction date", "trans date", "date", "booking date", "posting date", "posted date", "run date",
        "date processed", "completed date", "started date", "datetime", "created", "fecha", "fecha operación",
        "fecha de operación", "fecha operacion", "f. operación", "fecha valor", "f. valor", "buchungstag", "buchung",
        "buchungsdatum", "datum", "belegdatum", "date opération", "date de l'opération", "date d'opération",
        "date operation", "transactiedatum", "交易日期", "记账日期", "交易日", "交易时间", "交易创建时间", "日期",
        "tranzakció dátuma", "datum provedení", "data", "date posted", "posting date", "datum zaúčtování",
        "date de valeur", "交易创建时间", "transaction date time", "dateop",
        // neobanks' settlement dates (Qonto in English and French)
        "settlement date", "settlement date (utc)", "date de règlement", "date de reglement",
        // BNP Paribas Fortis, in French, Dutch and English
        "date d'exécution", "date d'execution", "uitvoeringsdatum", "execution date",
    ]
    static let descriptionNames = [
        "description", "payee", "name", "nom de la contrepartie", "naam van de tegenpartij", "name of the counterparty",
        "merchant", "merchant name", "partner name", "transaction description",
        "details", "narrative", "memo", "concepto", "descripción", "descripcion", "movimiento", "beschreibung",
        "auftraggeber/empfänger", "empfänger", "zahlungsempfänger", "beguenstigter/zahlungspflichtiger", "auftraggeber / begünstigter",
        // Deutsche Bank, Volksbanken (2022 export), Consorsbank
        "begünstigter / auftraggeber", "name zahlungsbeteiligter", "sender / empfänger",
        "verwendungszweck", "vwz1", "buchungsdetails", "buchungstext", "umsatztext", "text", "détail de l'écriture",
        "detail de l'ecriture", "libellé", "libelle", "libellé de l'opération",
        // BNP Paribas and Caisse d'Épargne (France), Boursorama
        "libelle operation", "libellé opération", "libelle simplifie", "libellé simplifié", "label", "désignation",
        "naam / omschrijving", "tegenrekeninghouder", "omschrijving", "mededelingen", "交易对方", "商户名称",
        "对方账户名", "对方户名", "交易场所", "对手信息", "商品说明", "商品", "交易说明", "交易描述", "交易摘要", "摘要",
        "交易名称", "partner neve", "merchant name",
        "název protiúčtu", "zpráva", "reference", "référence", "payment reference", "desc", "note", "notes", "订单标题",
        "transaktionsbeschreibung", "paaiškinimai", "gavėjas", "description 1", "item", "narration", "avisierungstext",
        "détail de l'opération", "detail de l'operation", "communication", "mededeling", "message", "détails",
        // Caisse d'Épargne / Banque Populaire: the purpose of a direct debit (`… NRJ MOBILE FACTURE 10/26`)
        "informations complementaires", "informations complémentaires",
        // a purpose column under its English name, and Volksbanken's older `Vorgang/Verwendungszweck`
        "purpose", "vorgang/verwendungszweck",
    ]
    static let amountPrefixes = [
        "amount", "transaction amount", "billing amount", "betrag", "umsatz", "importe", "montant", "bedrag",
        "金额", "交易金额", "summe", "suma", "částka", "zaúčtovaná částka", "tranzakció összege", "gross", "net",
        "montant de l'opération", "montant de l'operation", "montant operation", "montant opération",
        "实付金额", "buchungsbetrag", "amount (total)",
    ]
    static let debitNames = [
        "debit", "debit amount", "debits", "withdrawal", "withdrawals", "withdrawal (-)", "paid out", "money out",
        "soll", "débito", "cargo", "cargos", "débit", "debe", "支出", "交易金额(支出)", "借方金额", "debet",
        "withdrawal amount", "debit amount", "amount debit", "outflow",
        // Swiss banks: `Lastschrift in CHF` (PostFinance), `Belastung CHF` (ZKB, UBS)
        "lastschrift", "belastung", "belastungen",
        // Crédit Agricole: `Débit euros` / `Crédit euros`
        "débit euros", "debit euros",
    ]
    static let creditNames = [
        "credit", "credit amount", "credits", "deposit", "deposits", "deposit (+)", "paid in", "money in", "haben",
        "crédito", "abono", "abonos", "crédit", "haber", "收入", "存入", "交易金额(收入)", "贷方金额",
        "deposit amount", "amount credit", "inflow",
        "gutschrift", "gutschriften", "crédit euros", "credit euros",
    ]
    static let currencyNames = [
        "currency", "currency code", "billing currency", "währung", "waehrung", "divisa", "moneda", "devise",
        "munt", "币种", "币别", "交易币种", "货币", "valutacode", "transaction currency", "měna účtu", "devizanem",
        "buchungswährung", "monn.", "valiuta", "original currency", "local currency", "devise du compte", "valuta rekening",
        "account currency",
    ]
    static let directionNames = [
        "收/支", "af bij", "d/k", "creditdebet", "credit / debit", "credit/debit", "debit/credit", "借贷", "cr/dr",
        "dr/cr", "bevétel/kiadás", "transaction type", "debit or credit",
        // German savings banks and Volksbanken: `S` (Soll, money out) or `H` (Haben, money in) beside an unsigned amount
        "soll/haben", "soll / haben", "s/h", "soll-haben",
    ]
    static let statusNames = ["status", "state", "交易状态", "当前状态", "transaction status"]
    /// A direct debit's mandate reference and its creditor's SEPA identifier, in columns of their own.
    static let mandateNames = [
        "mandatsreferenz", "mandatsref", "mandatsref.", "mandate id", "mandate reference", "mandate", "référence unique de mandat",
        "reference unique de mandat", "rum", "machtigingskenmerk", "machtiging id", "mandaatreferentie",
    ]
    static let creditorNames = [
        "glaeubiger id", "glaeubiger-id", "gläubiger id", "gläubiger-id", "gläubiger-id:", "glaeubigerid", "gläubigerid",
        "creditor id", "creditor-id", "creditor identifier", "identifiant créancier", "identifiant creancier", "ics",
        "incassant id", "incassantid",
    ]
    static let balanceNames: Set<String> = [
        "balance", "running bal.", "running balance", "runningbalance", "saldo", "solde", "余额", "本次余额", "联机余额",
        "kontostand", "egyenleg", "current balance", "disponible",
    ]

    static let outValues: Set<String> = [
        "支出", "已支出", "af", "d", "debit", "dr", "借", "借 dr", "kiadás", "debet", "db", "withdrawal", "s", "out", "soll",
    ]
    static let inValues: Set<String> = [
        "收入", "已收入", "bij", "k", "c", "credit", "cr", "贷", "贷 cr", "bevétel", "deposit", "h", "in", "haben",
    ]
    static let neutralValues: Set<String> = ["不计收支", "其他", "/", "资金转移"]

    static let euroAreaWords: Set<String> = [
        "betrag", "umsatz", "buchungstag", "buchung", "verwendungszweck", "importe", "concepto", "fecha", "montant",
        "libellé", "libelle", "bedrag", "omschrijving", "af bij", "soll", "haben", "cargo", "abono", "débit", "crédit",
        "waehrung", "libelle operation", "montant operation", "date operation", "libelle simplifie", "dateop",
    ]

    static func directionColumn(at index: Int) -> DirectionColumn {
        DirectionColumn(index: index, outValues: outValues, inValues: inValues, neutralValues: neutralValues)
    }

    /// Status words (lower-case, matched as substrings) of rows that moved no money.
    static let droppedStatusMarkers = [
        "关闭", "失败", "撤销", "已取消", "failed", "declined", "reverted", "cancel", "rejected", "void",
    ]
    /// Status words of rows not booked yet (they come back booked in a later export).
    static let pendingStatusMarkers = ["等待付款", "待支付", "pending", "vorgemerkt", "in bearbeitung"]
    /// Payees that collect for someone else: the merchant is named in the purpose (Verwendungszweck,
    /// memo) that follows, which is then kept after the payee's name.
    static let paymentIntermediaries = [
        "paypal", "klarna", "adyen", "stripe", "mollie", "stichting mollie", "buckaroo", "multisafepay", "sumup", "unzer", "ratepay",
        "payone", "computop", "wirecard",
        "apple distribution", "google payment", "google ireland", "2checkout", "paddle.com", "fastspring",
    ]

    /// Columns of a payee's name, and of the purpose a payer gives a SEPA payment (or a card
    /// network's payment reference), in German, Dutch, English, Czech and Lithuanian exports.
    static let payeeNames: Set<String> = [
        "auftraggeber/empfänger", "empfänger", "beguenstigter/zahlungspflichtiger", "auftraggeber / begünstigter",
        "zahlungsempfänger", "begünstigter / auftraggeber", "name zahlungsbeteiligter", "sender / empfänger",
        "partner name", "payee", "name", "naam / omschrijving", "tegenrekeninghouder", "naam tegenpartij",
        "název protiúčtu", "gavėjas", "nom de la contrepartie", "naam van de tegenpartij", "name of the counterparty",
        // Caisse d'Épargne's libellé: the booking and the payee (`PRLV EURO-INFORMATION TELECOM`)
        "libelle operation", "libellé opération",
    ]
    static let purposeNames: Set<String> = Set<String>([
        "verwendungszweck", "payment reference", "mededelingen", "vrije mededeling", "omschrijving", "zpráva", "paaiškinimai",
        "détail de l'opération", "detail de l'operation", "communication", "mededeling", "message", "vwz1",
        "buchungsdetails", "informations complementaires", "informations complémentaires", "purpose", "vorgang/verwendungszweck",
    ]).union(weakPurposeNames)
    /// Purpose columns read only when no other is there, beside a counterparty column: French banks'
    /// and neobanks' label (LCL, HSBC, Shine), the reference a payer gives (Qonto, Wise). A label or a
    /// reference may be the bank's own code (Caisse d'Épargne's `Reference`).
    static let weakPurposeNames: Set<String> = ["libellé", "libelle", "référence", "reference"]
    /// Columns of the kind of booking (`Domiciliation SEPA`, `Paiement par carte`), the payee and
    /// purpose in a detail column after them (Luxembourg exports): read like a payee column, the
    /// merchant key skips the booking words and starts after the mark.
    static let bookingKindNames: Set<String> = ["libellé de l'opération", "libelle de l'operation"]

    /// What joins a payee's name and the purpose after it in a description. The merchant key ends
    /// there (`MerchantNormalizer`) and an identity ends there too (`FingerprintBuilder`), so a row
    /// is the same row whether its export was read with the purpose or, before, without it.
    public static let purposeMark = " · "

    /// A payee's name and the purpose of the payment as one description, as exports with payee and
    /// purpose columns are read: `Petra Schneider · Miete April`; after a payment intermediary a
    /// space instead (`PayPal Europe … Spotify AB, Ihr Einkauf bei Spotify AB`: the purpose names
    /// the merchant, and the merchant key reads on); the name alone when the purpose is empty or
    /// the same; the purpose alone without a name. Whitespace runs become one space.
    static func payeeThenPurpose(_ payee: String, _ purpose: String) -> String {
        let name = payee.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let text = purpose.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if name.isEmpty || text.isEmpty || name == text { return name.isEmpty ? text : name }
        return name + (isPaymentIntermediary(name) ? " " : purposeMark) + text
    }

    /// The purpose column of `mapping`, when its first description column is a payee's name and
    /// another of its description columns is a purpose; nil otherwise.
    static func purpose(_ mapping: ColumnMapping) -> Int? {
        let names = mapping.headerNames.map(headerKey)
        guard let first = mapping.description.first, first < names.count,
            payeeNames.contains(names[first]) || bookingKindNames.contains(names[first]) || partySide(names[first]) != nil
        else { return nil }
        // a column that can only be the purpose before a label or reference, which may be a bank's code
        // (Caisse d'Épargne: `Reference  K2BRP76WM31SV012` before `Informations complementaires`)
        let candidates = mapping.description.dropFirst().filter { $0 < names.count && purposeNames.contains(names[$0]) }
        return candidates.first { !weakPurposeNames.contains(names[$0]) } ?? candidates.first
    }

    /// Which side of a payment a column names, for a counterparty's name column that `payeeNames`
    /// does not spell (`Zahlungsempfänger*in`, `Empfaenger 1`, `Empfänger/Auftraggeber Name`, `Name
    /// Gegenkonto`, `Counterparty name`, `Contrepartie`, `Tiers`); nil for any other column, and for
    /// the party's account, bank or address (`Empfänger/Auftraggeber IBAN`, `Gegenkonto`).
    enum PartySide { case payee, payer, either }

    static func partySide(_ key: String) -> PartySide? {
        let words = key.split { !($0.isLetter || $0 == "'") }.map(String.init)
        guard !words.isEmpty else { return nil }
        // a message to the party is the purpose (`Message for payee`, `Mitteilung an Empfänger`)
        if words.contains(where: { partyMessageWords.contains($0) }) { return nil }
        let named = words.contains { ["name", "nom", "naam", "namen"].contains($0) }
        if !named, words.contains(where: { w in partyDetailWords.contains(w) || partyDetailParts.contains { w.contains($0) } }) {
            return nil
        }
        let payee = words.contains { w in payeeStems.contains { w.hasPrefix($0) || w.hasSuffix($0) } }
        let payer = words.contains { w in payerStems.contains { w.hasPrefix($0) || w.hasSuffix($0) } }
        if payee && payer { return .either }
        if payee { return .payee }
        if payer { return .payer }
        let either = words.contains { w in eitherStems.contains { w.hasPrefix($0) } }
        return either || (named && words.contains { accountStems.contains($0) }) ? .either : nil
    }

    /// Words of a payee's side, a payer's side, or either side's column (compared as word starts or ends:
    /// `zahlungsempfänger`, `empfaenger`, `beguenstigter`).
    static let payeeStems = [
        "empfänger", "empfaenger", "begünstigte", "beguenstigte", "payee", "bénéficiaire", "beneficiaire", "beneficiary",
        "recipient", "destinataire", "creditor", "créancier", "creancier", "ontvanger", "begunstigde",
    ]
    static let payerStems = [
        "auftraggeber", "zahlungspflichtige", "payer", "débiteur", "debiteur", "remitter", "absender", "émetteur", "emetteur",
        "opdrachtgever", "betaler",
    ]
    static let eitherStems = ["counterpart", "contrepartie", "zahlungsbeteiligte", "tiers", "tegenpartij", "gegenpartei", "beteiligte"]
    /// A party's account, bank or address: a column of these is no name, unless it says `name`
    /// (`Name Gegenkonto` is the name of the other account).
    static let partyDetailWords: Set<String> = [
        "nr", "no", "id", "bic", "blz", "swift", "bank", "banque", "land", "country", "city", "ort", "code", "kto", "bankleitzahl",
    ]
    /// A message or note for a party: its purpose, no name.
    static let partyMessageWords: Set<String> = [
        "message", "memo", "note", "notes", "purpose", "mitteilung", "verwendungszweck", "zweck", "communication", "text", "info",
        "information", "mededeling", "for", "für", "pour", "an",
    ]
    /// The same, inside a word (`Auftraggeberkonto`, `Empfänger-IBAN`, `Kontonummer`).
    static let partyDetailParts = [
        "konto", "iban", "account", "nummer", "number", "adresse", "address", "kennung", "referenz", "reference", "référence",
        "compte", "rekening",
    ]
    static let accountStems: Set<String> = ["gegenkonto", "tegenrekening", "konto"]

    /// Puts a counterparty's name column the lists above do not name (`partySide`) first among the
    /// description columns, so its name keys the merchant and the purpose follows it; with a
    /// column for each side, money in is named by the payer's (`ColumnMapping.payerColumn`). A
    /// payee's name column the lists know but rank after a purpose or a sentence the bank composes
    /// (bunq: `Name` after `Description`; C24: `Zahlungsempfänger` after `Beschreibung`, `Lastschrift
    /// von PayPal Europe …`) moves first too.
    static func placeParties(_ m: inout ColumnMapping, _ keys: [String]) {
        if let known = m.description.first(where: { $0 < keys.count && payeeNames.contains(keys[$0]) }) {
            if known != m.description.first, let first = m.description.first, first < keys.count,
                purposeNames.contains(keys[first]) || keys[first] == "description" || keys[first] == "beschreibung"
            {
                m.description.removeAll { $0 == known }
                m.description.insert(known, at: 0)
            }
            return
        }
        // a payee column the export has but the reading leaves out on purpose (KBC's `Naam
        // tegenpartij` beside the line the bank composes) stays out
        guard !keys.contains(where: { payeeNames.contains($0) }) else { return }
        var used: Set<Int> = [m.date]
        if case .signed(let a) = m.amount { used.insert(a) }
        if case .debitCredit(let d, let c) = m.amount { used.formUnion([d, c]) }
        let parties = keys.indices.filter { !used.contains($0) }.compactMap { i in partySide(keys[i]).map { (i, $0) } }
        // of two columns that name either side, the one naming the recipient first is the other party's
        // (Volksbanken: `Empfänger/Zahlungspflichtiger`; `Auftraggeber/Zahlungsempfänger` is the holder's own name)
        let either = parties.filter { $0.1 == .either }.map(\.0)
        let recipientFirst = either.first { i in
            let first = keys[i].split(separator: "/").first.map(String.init) ?? keys[i]
            return payeeStems.contains { first.contains($0) } && !payerStems.contains { first.contains($0) }
        }
        let payee = parties.first { $0.1 == .payee }?.0 ?? recipientFirst ?? either.first
        let payer = parties.first { $0.1 == .payer }?.0
        guard let first = payee ?? payer else { return }
        m.description.removeAll { $0 == first || $0 == payer }
        m.description.insert(first, at: 0)
        if payee != nil, let payer { m.payerColumn = payer }
    }

    /// The column that goes on with a name column numbered 1 (`Empfaenger 1` → `Empfaenger 2`,
    /// `Name 1` → `Name 2`), when the name is the description's first column.
    static func nameContinuation(of name: Int?, _ keys: [String]) -> Int? {
        guard let name, name < keys.count, keys[name].hasSuffix(" 1") else { return nil }
        let next = String(keys[name].dropLast()) + "2"
        return keys.firstIndex(of: next)
    }

    private static let paymentIntermediaryBytes = paymentIntermediaries.map { Array($0.utf8) }

    /// Whether `payee` starts with one of `paymentIntermediaries`, ASCII letters in any case. Runs on
    /// every row of an export with a purpose column, so it compares bytes and allocates nothing.
    static func isPaymentIntermediary(_ payee: String) -> Bool {
        var payee = payee
        return payee.withUTF8 { bytes in
            paymentIntermediaryBytes.contains { name in
                guard bytes.count >= name.count else { return false }
                for (i, n) in name.enumerated() {
                    let b = bytes[i]
                    if TextClass.asciiLower(b) != n { return false }
                }
                return true
            }
        }
    }

    /// Status words of a charge that was fully refunded.
    static let refundedStatusMarkers = ["已全额退款", "全额退款", "退款成功", "refunded", "fully refunded"]

    static func resolve(header: [String], keys: [String]) -> ColumnMapping? {
        func find(_ names: [String]) -> Int? {
            for n in names { if let i = keys.firstIndex(of: n) { return i } }
            return nil
        }
        guard let date = find(dateNames) else { return nil }
        let amountColumns: AmountColumns
        if let d = find(debitNames), let c = find(creditNames) {
            amountColumns = .debitCredit(debit: d, credit: c)
        } else if let d = findPrefixed(debitNames, keys), let c = findPrefixed(creditNames, keys) {
            amountColumns = .debitCredit(debit: d, credit: c)
        } else if let a = find(amountPrefixes) ?? findPrefixed(amountPrefixes, keys) {
            amountColumns = .signed(a)
        } else {
            return nil
        }
        let descriptions = descriptionNames.compactMap { name in keys.firstIndex(of: name) }.filter { $0 != date }
        guard !descriptions.isEmpty else { return nil }
        var m = ColumnMapping(
            profileID: "generic", profileName: "generic", headerNames: header.map(cleanCell), date: date,
            description: descriptions, amount: amountColumns)
        m.currencyColumn = find(currencyNames)
        m.headerCurrency = headerCurrency(keys)
        m.directions = directionNames.compactMap { name in keys.firstIndex(of: name).map(directionColumn(at:)) }
        // An untitled column right after a German amount column holds its direction (Volksbanken's
        // `Umsatz;` then `S` or `H`). (Not after any amount: an English export's trailing comma,
        // `Date Processed,Description,Amount,`, makes an empty column too, and its amounts follow
        // the file's own convention.)
        if m.directions.isEmpty, case .signed(let a) = amountColumns, a + 1 < keys.count, keys[a + 1].isEmpty,
            ["umsatz", "betrag"].contains(keys[a])
        {
            var column = directionColumn(at: a + 1)
            column.untitled = true
            m.directions = [column]
        }
        m.status = find(statusNames)
        m.mandateColumn = find(mandateNames)
        m.creditorColumn = find(creditorNames)
        placeParties(&m, keys)
        m.nameContinuation = nameContinuation(of: m.description.first, keys)
        m.hasBalance = keys.contains { balanceNames.contains($0) }
        m.sign = m.directions.allSatisfy(\.untitled) ? .auto : .signed
        if case .debitCredit = amountColumns { m.sign = .signed }
        return m
    }

    /// A column named like `withdrawals (sgd)`, `amount czk`, `umsatz in eur`: a known name plus a currency.
    static func findPrefixed(_ names: [String], _ keys: [String]) -> Int? {
        keys.firstIndex { key in
            names.contains { name in
                guard key.hasPrefix(name), key != name else { return false }
                let rest = key.dropFirst(name.count)
                return rest.hasPrefix(" (") || rest.hasPrefix("(") || rest.hasPrefix(" in ")
                    || (rest.count == 4 && rest.hasPrefix(" ") && Currency(code: String(rest.dropFirst())) != nil)
            }
        }
    }

    /// A currency the header itself names: `amount (eur)`, `withdrawals (sgd)`, `金额(元)`; or a guess
    /// from the header's language (Chinese → CNY).
    static func headerCurrency(_ keys: [String]) -> Currency? {
        for key in keys {
            if key.contains("(元)") || key.contains("人民币") { return .cny }
            if let open = key.lastIndex(of: "("), key.hasSuffix(")") {
                let inner = key[key.index(after: open)..<key.index(before: key.endIndex)]
                if inner.count == 3, let c = Currency(code: String(inner)) { return c }
            }
            for name in amountPrefixes + debitNames + creditNames where key.hasPrefix(name + " ") {
                let rest = key.dropFirst(name.count + 1)
                let code = rest.hasPrefix("in ") ? rest.dropFirst(3) : rest
                if code.count == 3, let c = Currency(code: String(code)) { return c }
            }
        }
        if keys.contains(where: { TextClass.containsHan($0) }) {
            return .cny
        }
        // UK exports name the sort code; Canadian card exports their card columns.
        if keys.contains("sort code") { return .gbp }
        if keys.contains("first bank card") || (keys.contains("item #") && keys.contains("card #"))
            || keys.contains("card used for transaction")
        {
            return Currency(code: "CAD")
        }
        // Column names in a euro-area language (Betrag, Importe, Montant, Bedrag…) mean euros.
        if keys.contains(where: { euroAreaWords.contains($0) }) { return .eur }
        return nil
    }

    /// A currency named in a currency cell: ISO codes and the Chinese names banks print.
    static func currency(fromCell raw: String) -> Currency? {
        let cell = cleanCell(raw)
        if let c = Currency(code: cell) { return c }
        switch cell {
        case "人民币", "人民币元", "RMB", "元": return .cny
        case "美元": return .usd
        case "港币", "港元": return Currency(code: "HKD")
        case "欧元": return .eur
        case "英镑": return .gbp
        case "日元": return .jpy
        case "€": return .eur
        case "$": return .usd
        case "£": return .gbp
        default: return nil
        }
    }
}
