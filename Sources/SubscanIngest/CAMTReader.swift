import SubscanCore

/// Reads ISO 20022 cash-management statements (XML): camt.053 (statement), camt.052 (intraday
/// report) and camt.054 (notification), as European banks export them.
///
/// Each `<Stmt>`, `<Rpt>` or `<Ntfctn>` is one account: its `<Acct><Id>` (`<IBAN>`, else
/// `<Othr><Id>`) gives the default account label `camt-` + last four characters (`--account`
/// overrides it), its `<Acct><Ccy>` the fallback currency. Each `<Ntry>` is one transaction:
///
/// - the amount is `<Amt Ccy="EUR">12.34</Amt>`, negative when `<CdtDbtInd>` is `DBIT`;
/// - the date is `<BookgDt>` (`<Dt>`, or `<DtTm>` whose day is taken), else `<ValDt>`;
/// - a debit's mandate (`<MndtId>`) and creditor id (`<Cdtr><Id><PrvtId><Othr><Id>`) are its references;
/// - the description is the other party (the creditor's name for a debit, `<Cdtr><Nm>` or
///   `<Cdtr><Pty><Nm>`; the debtor's for a credit), then ` · ` and the `<Ustrd>` remittance lines
///   (`GenericHeader.payeeThenPurpose`); either alone when the other is missing; else `<AddtlNtryInf>`;
/// - entries whose status (`<Sts>` or `<Sts><Cd>`) is `PDNG` (pending) or `INFO` are not booked
///   and are skipped, with a warning counting them.
///
/// A currency the XML leaves out or writes as `XXX` comes from `--currency`, else the file is
/// refused naming the entry's line.
///
/// - Complexity: O(n) in the text's length.
enum CAMTReader: WholeFileFormat {
    static let profileID = "camt"
    static let profileName = "ISO 20022 CAMT statement"
    static let missingStatement = "a CAMT file without a statement, report or notification (Stmt, Rpt, Ntfctn)"
    static let noTransactions = "the statement lists no booked entries"

    struct Entry {
        var line: Int
        var amount: String?
        var currency: String?
        var direction: String?
        var status: String?
        var booked: String?
        var value: String?
        var creditor: String?
        var debtor: String?
        var remittance: String?
        var additional: String?
        /// A direct debit's mandate (`<Refs><MndtId>`) and its creditor's SEPA identifier (`<Cdtr><Id><PrvtId><Othr><Id>`).
        var mandate: String?
        var creditorID: String?
    }

    /// Each booked `<Ntry>` is a transaction; each statement, report or notification is a statement.
    static func parse(
        _ text: String, file: String, options: ImportOptions, onTransaction: (Transaction) throws -> Void
    ) throws -> WholeFileResult {
        var path: [String] = []
        var accounts = 0
        var account: String? = nil
        var accountCurrency: String? = nil
        var entry: Entry? = nil
        var entryDepth = 0
        var skipped: [SkipReason: Int] = [:]
        var pendingCurrency: String? = nil  // the Ccy attribute of the Amt being read

        for token in OFXReader.tokens(text, upperCase: false) {
            switch token {
            case .open(let raw, let line, let attributes):
                let name = local(raw)
                path.append(name)
                switch name {
                case "Stmt", "Rpt", "Ntfctn":
                    accounts += 1
                    account = nil
                    accountCurrency = nil
                case "Ntry":
                    entry = Entry(line: line)
                    entryDepth = path.count
                case "Amt":
                    pendingCurrency = attribute("Ccy", in: attributes)
                default:
                    break
                }
            case .close(let raw):
                let name = local(raw)
                if name == "Ntry", let e = entry {
                    if let status = e.status?.uppercased(), status == "PDNG" || status == "INFO" {
                        skipped[status == "PDNG" ? .pending : .neutral, default: 0] += 1
                    } else {
                        try onTransaction(
                            try makeTransaction(e, accountCurrency: accountCurrency, account: account, file: file, options: options))
                    }
                    entry = nil
                }
                if let last = path.lastIndex(of: name) { path.removeSubrange(last...) }
                if entry != nil && path.count < entryDepth { entry = nil }  // an ancestor closed an unclosed <Ntry>: not a transaction
            case .text(let raw):
                guard let name = path.last else { continue }
                let value = OFXReader.decodeEntities(raw.trimmingCharacters(in: .whitespacesAndNewlines))
                guard !value.isEmpty else { continue }
                if entry != nil {
                    let inside = Array(path[entryDepth...])  // the path below <Ntry>
                    switch (name, inside.count) {
                    case ("Amt", 1):
                        entry!.amount = value
                        entry!.currency = pendingCurrency
                    case ("CdtDbtInd", 1): entry!.direction = value
                    case ("Sts", 1),
                        ("Cd", 2) where inside.first == "Sts":
                        entry!.status = value
                    case ("Dt", 2) where inside.first == "BookgDt", ("DtTm", 2) where inside.first == "BookgDt":
                        entry!.booked = value
                    case ("Dt", 2) where inside.first == "ValDt", ("DtTm", 2) where inside.first == "ValDt":
                        entry!.value = value
                    case ("AddtlNtryInf", 1): entry!.additional = entry!.additional ?? value
                    case ("Ustrd", _): entry!.remittance = entry!.remittance.map { $0 + " " + value } ?? value
                    case ("Nm", _) where inside.contains("Cdtr") && !inside.contains("CdtrAgt"):
                        entry!.creditor = entry!.creditor ?? value
                    case ("Nm", _) where inside.contains("Dbtr") && !inside.contains("DbtrAgt"):
                        entry!.debtor = entry!.debtor ?? value
                    case ("MndtId", _): entry!.mandate = entry!.mandate ?? value
                    case ("Id", _) where inside.contains("Cdtr") && inside.contains("PrvtId") && inside.contains("Othr"),
                        ("Id", _) where inside.contains("CdtrSchmeId") && inside.contains("Othr"):
                        entry!.creditorID = entry!.creditorID ?? value
                    default: break
                    }
                } else if path.contains("Acct") && !path.contains("Svcr") && !path.contains("Ownr") {
                    let parent = path.count >= 2 ? path[path.count - 2] : ""
                    if name == "Ccy" && parent == "Acct" { accountCurrency = value }
                    if name == "IBAN" { account = value }
                    if name == "Id" && parent == "Othr" && account == nil { account = value }
                }
            }
        }
        var warnings: [String] = []
        let count = skipped.values.reduce(0, +)
        if count > 0 { warnings.append("\(count) pending or information-only entries (PDNG, INFO) skipped") }
        return WholeFileResult(statements: accounts, warnings: warnings, skipped: skipped)
    }

    static func makeTransaction(
        _ e: Entry, accountCurrency: String?, account: String?, file: String, options: ImportOptions
    ) throws -> Transaction {
        func fail(_ kind: IngestError.Kind, _ message: String) -> IngestError {
            IngestError(kind, file: file, line: e.line, message)
        }
        guard let stamp = e.booked ?? e.value else { throw fail(.invalidDate, "an entry (Ntry) without a booking date (BookgDt)") }
        guard let date = LocalDate(iso: String(stamp.prefix(10))) else {
            throw fail(.invalidDate, "expected a date like 2026-01-15 in BookgDt, found \"\(stamp.prefix(40))\"")
        }
        guard let amountText = e.amount else { throw fail(.invalidAmount, "an entry (Ntry) without an amount (Amt)") }
        let code = [e.currency, accountCurrency].compactMap { $0 }.first { Currency(code: $0) != nil }
        guard let currency = code.flatMap({ Currency(code: $0) }) ?? options.currency else {
            throw fail(.invalidAmount, "the entry names no currency (Amt Ccy); pass --currency (e.g. --currency EUR)")
        }
        var money: Money
        do {
            money = try AmountParser.parse(amountText, decimalMark: .dot).money(in: currency).magnitude
        } catch {
            throw fail(.invalidAmount, "Amt: " + AmountParser.refusal(amountText, error))
        }
        switch e.direction?.uppercased() {
        case "DBIT": money = money.negated
        case "CRDT": break
        default: throw fail(.invalidAmount, "an entry without a direction (CdtDbtInd DBIT or CRDT)")
        }
        let party = money.isNegative ? e.creditor : e.debtor
        var description = GenericHeader.payeeThenPurpose(party ?? "", e.remittance ?? "")
        if description.isEmpty { description = (e.additional ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        if description.isEmpty { description = "(no description)" }
        let label = accountLabel("camt", id: account?.filter { $0.isLetter || $0.isNumber }, options: options)
        var transaction = Transaction(
            date: date, amount: money, description: description, account: label, source: SourceLocation(file: file, line: e.line))
        // a debit's mandate and creditor id, as an export's columns give them
        if money.isNegative { transaction.references = RowConverter.references(mandate: e.mandate, creditorID: e.creditorID) }
        return transaction
    }

    /// `ns2:Ntry` → `Ntry`.
    static func local(_ name: String) -> String {
        name.lastIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
    }

    /// The value of `name="…"` (or `'…'`) in a start tag's attribute text.
    static func attribute(_ name: String, in attributes: Substring) -> String? {
        guard let range = attributes.range(of: name + "=") else { return nil }
        let rest = attributes[range.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return String(value)
    }
}
