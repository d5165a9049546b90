import SubscanCore

/// Reads MT940 (SWIFT customer statement) files, as German, Dutch, Polish and other banks export
/// them (`.sta`, `.mt940`, `.txt`).
///
/// A statement is a run of tagged fields, each starting a line with `:TAG:` and continuing over
/// the lines below it:
///
///     :25:FR7630006000011234567890189                 account → label mt940-0189 (unless --account)
///     :60F:C250801EUR1500,00                          opening balance → the currency
///     :61:2508010801D42,50NTRFNONREF//BANKREF001      value date YYMMDD, entry date MMDD, D/C, amount
///     :86:/TRTP/SEPA OVERBOEKING/NAME/Boulangerie/REMI/Facture 2025-0042
///
/// - Each `:61:` is a transaction: dated by its entry date (`MMDD`, in the value date's year,
///   across a new year when needed), else its value date; `D` and `RC` (reversed credit) are money
///   out, `C` and `RD` in; the amount uses a decimal comma.
/// - Its description comes from the `:86:` that follows: the other party's name, then ` · ` and the
///   purpose (`GenericHeader.payeeThenPurpose`): `/NAME/` and `/REMI/` of a structured (`/KEY/value`)
///   field; the German `?32`/`?33` name and `?20`–`?29` purpose subfields (a full 27-character
///   subfield runs on into the next without a space: the bank cut the text there); else the
///   booking text `?00`; else the whole text.
/// - SWIFT envelope blocks (`{1:…}{2:…}{4:` … `-}`) are skipped.
///
/// - Complexity: O(n) in the text's length.
enum MT940Reader: WholeFileFormat {
    static let profileID = "mt940"
    static let profileName = "MT940 statement"
    static let missingStatement = "an MT940 file without a statement (:20:)"
    static let noTransactions = "the statement lists no transactions"

    struct Line {
        var number: Int
        var value: LocalDate
        var entryMonthDay: (Int, Int)?
        var outflow: Bool
        var amount: String
        var info = ""
    }

    /// Each `:61:` line is a transaction; each `:20:` field starts a statement.
    static func parse(
        _ text: String, file: String, options: ImportOptions, onTransaction: (Transaction) throws -> Void
    ) throws -> WholeFileResult {
        // Fields: (tag, first line number, content with continuation lines joined by spaces).
        var fields: [(tag: String, line: Int, content: String)] = []
        var number = 0
        for raw in textLines(text) {
            number += 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("{") || line.hasPrefix("-}") || line == "-" { continue }
            if line.hasPrefix(":"), let close = line.dropFirst().firstIndex(of: ":"), line.distance(from: line.startIndex, to: close) <= 5 {
                let tag = String(line[line.index(after: line.startIndex)..<close])
                fields.append((tag, number, String(line[line.index(after: close)...])))
            } else if !fields.isEmpty {
                let last = fields.count - 1
                if fields[last].tag != "86" {
                    fields[last].content += "\n" + line
                } else if isSubfielded(fields[last].content) {
                    // A `?NN` field's lines are cut at 65 characters, not at words: the line break
                    // is no part of the text (`?32PayPal Europe S.a.r.l. et C` over `?33ie S.C.A`).
                    // (a line that goes on inside a subfield keeps its leading space: it is text)
                    var body = line.hasPrefix("?") ? Substring(line) : Substring(raw)
                    while let c = body.last, c.isWhitespace { body.removeLast() }
                    fields[last].content += body
                } else {
                    fields[last].content += " " + line
                }
            }
        }

        var statements = 0
        var account: String? = nil
        var currency: Currency? = nil
        var pending: Line? = nil
        func flush() throws {
            guard let line = pending else { return }
            pending = nil
            try onTransaction(try makeTransaction(line, account: account, currency: currency, file: file, options: options))
        }
        for field in fields {
            switch field.tag {
            case "20":
                try flush()
                statements += 1
            case "25":
                account = field.content.trimmingCharacters(in: .whitespaces)
            case "60F", "60M":
                let chars = Array(field.content)
                if chars.count >= 10 { currency = Currency(code: String(chars[7..<10])) }
            case "61":
                try flush()
                pending = try statementLine(field.content.split(separator: "\n").first.map(String.init) ?? "", line: field.line, file: file)
            case "86":
                pending?.info = field.content
            case "62F", "62M", "64", "65":
                try flush()
            default:
                break
            }
        }
        try flush()
        return WholeFileResult(statements: statements, warnings: [])
    }

    /// A `:86:` field in German `?NN` subfields: a three-digit business code and `?` (`105?00…`),
    /// or a subfield first (`?00…`).
    static func isSubfielded(_ content: String) -> Bool {
        let head = Array(content.utf8.prefix(4))
        func digit(_ i: Int) -> Bool { i < head.count && head[i] >= 48 && head[i] <= 57 }
        return head.count >= 3 && head[0] == 63 && digit(1) && digit(2)
            || head.count == 4 && digit(0) && digit(1) && digit(2) && head[3] == 63
    }

    /// `2508010801D42,50NTRF…` → value date, entry month and day, direction, amount.
    static func statementLine(_ text: String, line: Int, file: String) throws -> Line {
        let chars = Array(text)
        func digits(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= chars.count, chars[from..<from + count].allSatisfy(\.isASCII),
                chars[from..<from + count].allSatisfy(\.isNumber)
            else { return nil }
            return Int(String(chars[from..<from + count]))
        }
        guard let yy = digits(0, 2), let mm = digits(2, 2), let dd = digits(4, 2),
            let value = LocalDate(year: 2000 + yy, month: mm, day: dd)
        else {
            throw IngestError(.invalidDate, file: file, line: line, "expected the value date as YYMMDD at the start of :61:")
        }
        var i = 6
        var entry: (Int, Int)? = nil
        if let em = digits(6, 2), let ed = digits(8, 2), (1...12).contains(em), (1...31).contains(ed) {
            entry = (em, ed)
            i = 10
        }
        let rest = String(chars[min(i, chars.count)...])
        let outflow: Bool
        var after: Substring
        if rest.hasPrefix("RC") {
            outflow = true
            after = rest.dropFirst(2)
        } else if rest.hasPrefix("RD") {
            outflow = false
            after = rest.dropFirst(2)
        } else if rest.hasPrefix("D") {
            outflow = true
            after = rest.dropFirst()
        } else if rest.hasPrefix("C") {
            outflow = false
            after = rest.dropFirst()
        } else {
            throw IngestError(.invalidAmount, file: file, line: line, "expected D, C, RD or RC after the dates in :61:")
        }
        if let funds = after.first, funds.isLetter { after = after.dropFirst() }  // the third currency letter
        let amount = after.prefix { $0.isNumber || $0 == "," }
        guard amount.contains(where: \.isNumber) else {
            throw IngestError(.invalidAmount, file: file, line: line, "expected an amount after the D/C mark in :61:")
        }
        return Line(number: line, value: value, entryMonthDay: entry, outflow: outflow, amount: String(amount))
    }

    static func makeTransaction(_ l: Line, account: String?, currency: Currency?, file: String, options: ImportOptions) throws
        -> Transaction
    {
        var date = l.value
        if let (m, d) = l.entryMonthDay {
            var year = l.value.year
            if m == 12 && l.value.month == 1 { year -= 1 }
            if m == 1 && l.value.month == 12 { year += 1 }
            if let booked = LocalDate(year: year, month: m, day: d) { date = booked }
        }
        guard let currency = currency ?? options.currency else {
            throw IngestError(
                .invalidAmount, file: file, line: l.number,
                "no opening balance (:60F:) names the currency; pass --currency (e.g. --currency EUR)")
        }
        var money: Money
        do {
            money = try AmountParser.parse(l.amount, decimalMark: .comma).money(in: currency).magnitude
        } catch {
            throw IngestError(
                .invalidAmount, file: file, line: l.number,
                ":61: " + AmountParser.refusal(l.amount, error) + " (expected an amount like 42,50)")
        }
        if l.outflow { money = money.negated }
        var description = describe(l.info)
        if description.isEmpty { description = "(no description)" }
        let label = accountLabel("mt940", id: account?.filter { $0.isLetter || $0.isNumber }, options: options)
        return Transaction(
            date: date, amount: money, description: description, account: label, source: SourceLocation(file: file, line: l.number))
    }

    /// The party or purpose in a `:86:` field (see the type's documentation).
    static func describe(_ info: String) -> String {
        let text = info.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("/") {  // /TRTP/…/NAME/…/REMI/…
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            var values: [String: String] = [:]
            var i = 1
            while i + 1 < parts.count {
                values[parts[i].uppercased()] = parts[i + 1].trimmingCharacters(in: .whitespaces)
                i += 2
            }
            let described = GenericHeader.payeeThenPurpose(values["NAME"] ?? "", values["REMI"] ?? "")
            if !described.isEmpty { return described }
        }
        // German structured ?NN subfields: ?32/?33 the other party's name, ?20–?29 the purpose.
        var subfields: [Int: String] = [:]
        var rest = Substring(text)
        while let mark = rest.firstIndex(of: "?") {
            let after = rest[rest.index(after: mark)...]
            guard after.count >= 2, let key = Int(after.prefix(2)), after.prefix(2).allSatisfy(\.isNumber) else {
                rest = after
                continue
            }
            let body = after.dropFirst(2)
            let end = body.firstIndex(where: { $0 == "?" }) ?? body.endIndex
            subfields[key, default: ""] += body[..<end]
            rest = body[end...]
        }
        if !subfields.isEmpty {
            /// Subfields in order, as one text: a full one (27 characters) was cut by the bank and
            /// runs on into the next; a shorter one ended where its writer ended it.
            func joined(_ keys: ClosedRange<Int>) -> String {
                var text = ""
                var full = false
                for part in keys.compactMap({ subfields[$0] }) {
                    if !text.isEmpty && !full { text += " " }
                    text += part
                    full = part.count >= 27
                }
                return text
            }
            let described = GenericHeader.payeeThenPurpose(joined(32...33), joined(20...29))
            if !described.isEmpty { return described }
            if let kind = subfields[0]?.trimmingCharacters(in: .whitespaces), !kind.isEmpty { return kind }
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
