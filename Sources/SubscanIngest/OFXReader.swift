import SubscanCore

/// Reads OFX and QFX downloads (Quicken, Money, most US and many other banks): OFX 1.x SGML, where
/// leaf tags are often left open (`<TRNAMT>-15.49` up to the next tag), and OFX 2.x XML.
///
/// The reader does not validate the document; it follows tags in order:
/// - `<STMTRS>` / `<CCSTMTRS>` starts a statement; its `<CURDEF>` is the currency and the
///   `<ACCTID>` of its `<BANKACCTFROM>` / `<CCACCTFROM>` names the account (`ofx-9100`, from the
///   last four characters, unless `--account` gives one);
/// - each `<STMTTRN>` is a transaction: `<DTUSER>` (the day of the purchase), else `<DTPOSTED>`;
///   `<TRNAMT>` (signed from the account holder's side; a decimal comma is accepted); `<NAME>`,
///   else `<MEMO>` when the name holds no letter (`000000000000000`), else `<TRNTYPE>` and
///   `<CHECKNUM>` (`CHECK 1000`); a `<CURRENCY><CURSYM>` inside the transaction overrides the
///   statement's currency. `<![CDATA[…]]>` values are read as they are.
/// - Text values lose their entities (`&amp;`, `&lt;`, numeric ones), twice over, as some banks
///   escape them twice (`TPAY &amp;lt;DEFTPYMT&amp;gt;` → `TPAY <DEFTPYMT>`).
///
///     <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260115120000[-5:EST]<TRNAMT>-15.49<NAME>NETFLIX.COM</STMTTRN>
///     → 2026-01-15, -15.49 (CURDEF), "NETFLIX.COM"
///
/// - Complexity: O(n) in the text's length.
enum OFXReader: WholeFileFormat {
    static let profileID = "ofx"
    static let profileName = "OFX/QFX download"
    static let missingStatement = "an OFX file without a bank or card statement (STMTRS or CCSTMTRS)"
    static let noTransactions = "the statement lists no transactions"

    /// One tag or text run of the document, with the line it starts on.
    enum Token {
        /// A start tag: its name (upper-cased for OFX, as printed for XML), line, and attributes text.
        case open(String, line: Int, attributes: Substring)
        case close(String)
        case text(String)
    }

    struct Pending {
        var line: Int
        var fields: [String: String] = [:]
        var inCurrency = false
        var currency: String?
    }

    static func parse(
        _ text: String, file: String, options: ImportOptions, onTransaction: (Transaction) throws -> Void
    ) throws -> WholeFileResult {
        var statements = 0
        var currency: String? = nil
        var account: String? = nil
        var inAccountFrom = false
        var transaction: Pending? = nil
        var openTag: String? = nil  // the leaf whose text comes next

        let mark = decimalMark(text)
        func finish(_ t: Pending) throws {
            try onTransaction(
                try makeTransaction(t, statementCurrency: currency, account: account, mark: mark, file: file, options: options))
        }

        for token in tokens(text, upperCase: true) {
            switch token {
            case .open(let tag, let line, _):
                openTag = tag
                switch tag {
                case "STMTRS", "CCSTMTRS":
                    if let t = transaction { try finish(t) }
                    transaction = nil
                    statements += 1
                    currency = nil
                    account = nil
                case "BANKACCTFROM", "CCACCTFROM":
                    if transaction == nil { inAccountFrom = true }
                case "STMTTRN":
                    if let t = transaction { try finish(t) }  // SGML without </STMTTRN>
                    transaction = Pending(line: line)
                case "CURRENCY":
                    transaction?.inCurrency = true
                case "BANKTRANLIST":
                    break
                default:
                    break
                }
            case .close(let tag):
                openTag = nil
                switch tag {
                case "STMTTRN", "BANKTRANLIST":
                    if let t = transaction { try finish(t) }
                    transaction = nil
                case "BANKACCTFROM", "CCACCTFROM":
                    inAccountFrom = false
                case "CURRENCY":
                    transaction?.inCurrency = false
                default:
                    break
                }
            case .text(let raw):
                guard let tag = openTag else { continue }
                openTag = nil
                let value = decodeEntities(raw.trimmingCharacters(in: .whitespacesAndNewlines))
                if transaction != nil {
                    if tag == "CURSYM" && transaction!.inCurrency {
                        transaction!.currency = value
                    } else if transaction!.fields[tag] == nil {
                        transaction!.fields[tag] = value
                    }
                } else if tag == "CURDEF" {
                    currency = value
                } else if tag == "ACCTID" && inAccountFrom {
                    account = value
                }
            }
        }
        if let t = transaction { try finish(t) }
        return WholeFileResult(statements: statements, warnings: [])
    }

    /// The file's decimal mark, decided once: the first `TRNAMT` that proves one (`-12,50` a comma,
    /// `-12.50` a point), else a point as the specification writes it. A later amount that
    /// contradicts it is an error, not another number.
    static func decimalMark(_ text: String) -> DecimalMark {
        var rest = Substring(text)
        while let r = rest.range(of: "<TRNAMT>", options: .caseInsensitive) {
            let value = rest[r.upperBound...].prefix { $0 != "<" && $0 != "\n" && $0 != "\r" }
            if let mark = DecimalEvidence.classify(value.trimmingCharacters(in: .whitespaces)) { return mark }
            rest = rest[r.upperBound...]
        }
        return .dot
    }

    static func makeTransaction(
        _ t: Pending, statementCurrency: String?, account: String?, mark: DecimalMark = .dot, file: String,
        options: ImportOptions
    ) throws -> Transaction {
        func fail(_ kind: IngestError.Kind, _ message: String) -> IngestError {
            IngestError(kind, file: file, line: t.line, message)
        }
        guard let stamp = t.fields["DTUSER"].flatMap({ $0.isEmpty ? nil : $0 }) ?? t.fields["DTPOSTED"] else {
            throw fail(.invalidDate, "a transaction (STMTTRN) without a date (DTPOSTED)")
        }
        let digits = stamp.prefix(8)
        guard digits.count == 8, digits.allSatisfy(\.isASCII), let year = Int(digits.prefix(4)),
            let month = Int(digits.dropFirst(4).prefix(2)), let day = Int(digits.suffix(2)),
            let date = LocalDate(year: year, month: month, day: day)
        else {
            throw fail(.invalidDate, "expected a date like 20260115 in DTPOSTED, found \"\(stamp.prefix(40))\"")
        }
        guard let amountText = t.fields["TRNAMT"], !amountText.isEmpty else {
            throw fail(.invalidAmount, "a transaction (STMTTRN) without an amount (TRNAMT)")
        }
        let code = t.currency ?? statementCurrency
        guard let currency = code.flatMap({ Currency(code: $0) }) ?? options.currency else {
            throw fail(
                .invalidAmount,
                "the statement names no currency (CURDEF is \(code.map { "\"\($0)\"" } ?? "missing")); pass --currency (e.g. --currency USD)"
            )
        }
        let money: Money
        do {
            money = try AmountParser.parse(amountText, decimalMark: mark).money(in: currency)
        } catch {
            throw fail(.invalidAmount, "TRNAMT: " + AmountParser.refusal(amountText, error))
        }
        // The payee's name; the memo when the name holds no letter; else what kind of entry it is.
        let name = t.fields["NAME"] ?? ""
        let memo = t.fields["MEMO"] ?? ""
        var description = name.contains(where: \.isLetter) ? name : (memo.isEmpty ? name : memo)
        if description.isEmpty {
            description = [t.fields["TRNTYPE"], t.fields["CHECKNUM"]].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        description = description.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if description.isEmpty { description = "(no description)" }
        let label = accountLabel("ofx", id: account, options: options)
        return Transaction(
            date: date, amount: money, description: description, account: label, source: SourceLocation(file: file, line: t.line))
    }

    /// Splits the document into tags and text runs (`<TAG>`, `</TAG>`, processing instructions and
    /// comments dropped; `<![CDATA[…]]>` kept as text). Also used for ISO 20022 XML (`CAMTReader`).
    static func tokens(_ text: String, upperCase: Bool) -> [Token] {
        var out: [Token] = []
        var line = 1
        var i = text.startIndex
        var textStart = i
        func flushText(upTo end: String.Index) {
            if textStart < end { out.append(.text(String(text[textStart..<end]))) }
        }
        while i < text.endIndex {
            let c = text[i]
            if c.isNewline { line += 1 }  // "\r\n" is one Character
            guard c == "<" else {
                i = text.index(after: i)
                continue
            }
            flushText(upTo: i)
            let tagStart = text.index(after: i)
            if text[tagStart...].hasPrefix("![CDATA[") {  // <NAME><![CDATA[ALDI STORE]]></NAME>
                let contentStart = text.index(tagStart, offsetBy: 8)
                guard let end = text[contentStart...].range(of: "]]>") else { break }
                out.append(.text(String(text[contentStart..<end.lowerBound])))
                line += text[contentStart..<end.lowerBound].filter(\.isNewline).count
                i = end.upperBound
                textStart = i
                continue
            }
            guard let close = text[tagStart...].firstIndex(of: ">") else { break }
            let inner = text[tagStart..<close]
            line += inner.filter(\.isNewline).count
            if inner.hasPrefix("/") {
                let name = inner.dropFirst().trimmingCharacters(in: .whitespaces)
                out.append(.close(upperCase ? name.uppercased() : name))
            } else if !inner.hasPrefix("?") && !inner.hasPrefix("!") {
                let raw = inner.prefix { !$0.isWhitespace && $0 != "/" }
                let name = upperCase ? raw.uppercased() : String(raw)
                if !name.isEmpty { out.append(.open(name, line: line, attributes: inner.dropFirst(raw.count))) }
                if inner.hasSuffix("/") { out.append(.close(name)) }
            }
            i = text.index(after: close)
            textStart = i
        }
        flushText(upTo: text.endIndex)
        return out
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&nbsp;` and `&#NN;` / `&#xNN;`, decoded twice over.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var s = text
        for _ in 0..<2 {
            guard s.contains("&") else { break }
            var out = ""
            var rest = Substring(s)
            while let amp = rest.firstIndex(of: "&") {
                out += rest[..<amp]
                let after = rest[amp...]
                if let semi = after.firstIndex(of: ";"), after.distance(from: amp, to: semi) <= 10 {
                    let name = after[after.index(after: amp)..<semi]
                    if let decoded = entity(String(name)) {
                        out.append(decoded)
                        rest = after[after.index(after: semi)...]
                        continue
                    }
                }
                out.append("&")
                rest = after.dropFirst()
            }
            out += rest
            s = out
        }
        return s
    }

    static func entity(_ name: String) -> Character? {
        switch name.lowercased() {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            var code: UInt32? = nil
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                code = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                code = UInt32(name.dropFirst())
            }
            return code.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
