/// Which character separates whole units from the fraction in a file's amounts.
public enum DecimalMark: String, Sendable, Equatable {
    case dot = "."
    case comma = ","
}

/// An amount read from text, before it is tied to a currency: `mantissa × 10^-scale`.
public struct ParsedAmount: Sendable, Equatable {
    public var mantissa: Int64
    public var scale: Int
    /// A currency the text itself named (`US$`, `€`, `CNY 123.18`), if any.
    public var currency: Currency?
    /// True when the text said the direction itself (`CR`, `DR`, a leading `+`); a file's sign
    /// convention must not flip it then.
    public var explicitDirection: Bool
    /// A refunded part the text annotates (`131.77(已退款89.84)` → 8984), in the same scale; 0 if none.
    public var refunded: Int64 = 0

    public var isZero: Bool { mantissa == 0 }
    public var negated: ParsedAmount {
        var copy = self
        copy.mantissa = -mantissa
        return copy
    }

    /// The exact amount in `currency`'s minor units.
    ///
    /// Fails when the text carries more non-zero decimals than the currency has (`12.345` USD).
    public func money(in currency: Currency) throws(CoreError) -> Money {
        let digits = currency.minorUnitDigits
        var m = mantissa
        var s = scale
        while s > digits {
            guard m % 10 == 0 else {
                throw CoreError(.invalidAmount, "amount has \(scale) decimals but \(currency.code) has \(digits)")
            }
            m /= 10
            s -= 1
        }
        while s < digits {
            let (r, o) = m.multipliedReportingOverflow(by: 10)
            guard !o else { throw CoreError(.invalidAmount, "amount is too large") }
            m = r
            s += 1
        }
        return Money(minorUnits: m, currency: currency)
    }
}

/// Reads amounts the way statements print them, exactly.
///
/// Accepts `1,234.56`, `1.234,56`, `-12.00`, `−12,00 €`, `(12.00)`, `12.00-`, `¥25.00`, `US$9.99`,
/// `12.00 CR`, `45.10 DR`, `11'373.94`, `-.46`, `CNY 123.18`, `- $12.01`, `131.77(已退款89.84)` (the
/// annotation is ignored), `1 234,56`. With no `decimalMark`, a lone `,` followed by exactly three
/// digits is a thousands separator and anything else is a decimal mark.
///
///     try AmountParser.parse("1.234,56 €", decimalMark: .comma)
///     // ParsedAmount(mantissa: 123456, scale: 2, currency: EUR, explicitDirection: false)
///
/// - Complexity: O(n) in the text's UTF-8 length.
public enum AmountParser {
    public static func parse(_ text: String, decimalMark: DecimalMark? = nil) throws(CoreError) -> ParsedAmount {
        var copy = text
        let result: Result<ParsedAmount, CoreError> = copy.withUTF8 { buf in
            do throws(CoreError) { return .success(try parse(utf8: buf, decimalMark: decimalMark)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    static func parse(utf8 b: UnsafeBufferPointer<UInt8>, decimalMark: DecimalMark?) throws(CoreError) -> ParsedAmount {
        let n = b.count
        // Find the numeric core: from the first digit (or a '.'/',' right before a digit) to the last digit.
        var first = -1
        var last = -1
        var i = 0
        while i < n {
            let c = b[i]
            if c >= 48 && c <= 57 {
                if first < 0 { first = i }
                last = i
            } else if first >= 0 && isAnnotationStart(b, i) {
                break  // "131.77(已退款89.84)": digits inside the annotation are not the amount
            }
            i += 1
        }
        guard first >= 0 else { throw CoreError(.invalidAmount, "no digits in amount") }
        if first > 0 && (b[first - 1] == 46 || b[first - 1] == 44) { first -= 1 }  // "-.46"

        // Walk the core.
        var mantissa: Int64 = 0
        var seps: [(mark: UInt8, digitsBefore: Int)] = []  // '.' or ',' only
        var j = first
        var lastWasSep = false
        while j <= last {
            let c = b[j]
            if c >= 48 && c <= 57 {
                let (m1, o1) = mantissa.multipliedReportingOverflow(by: 10)
                let (m2, o2) = m1.addingReportingOverflow(Int64(c - 48))
                if o1 || o2 { throw CoreError(.invalidAmount, "amount has too many digits") }
                mantissa = m2
                lastWasSep = false
                j += 1
                continue
            }
            if lastWasSep { throw CoreError(.invalidAmount, "two separators in a row in amount") }
            lastWasSep = true
            switch c {
            case 46, 44:  // . ,
                seps.append((c, countDigits(b, from: first, to: j)))
                j += 1
            case 39, 32:  // ' space: grouping
                j += 1
            case 0xC2 where j + 1 <= last && b[j + 1] == 0xA0:  // NBSP
                j += 2
            // ’ (E2 80 99), thin space (E2 80 89), narrow NBSP (E2 80 AF)
            case 0xE2 where j + 2 <= last && b[j + 1] == 0x80 && (b[j + 2] == 0x99 || b[j + 2] == 0x89 || b[j + 2] == 0xAF):
                j += 3
            default:
                throw CoreError(.invalidAmount, "unexpected character in amount")
            }
        }

        // Decide which separator, if any, is the decimal mark.
        var scale = 0
        if let lastSep = seps.last {
            let totalDigits = countDigits(b, from: first, to: last + 1)
            let after = totalDigits - lastSep.digitsBefore
            let sameKind = seps.filter { $0.mark == lastSep.mark }.count
            let otherKind = seps.count - sameKind
            var isDecimal: Bool
            if otherKind > 0 {
                isDecimal = true  // "1.234,56": the last kind is the decimal mark
                if sameKind > 1 { throw CoreError(.invalidAmount, "more than one decimal mark in amount") }
            } else if sameKind > 1 {
                isDecimal = false  // "1,234,567"
            } else if let hint = decimalMark {
                isDecimal = (lastSep.mark == 46) == (hint == .dot) || after != 3
            } else {
                isDecimal = !(lastSep.mark == 44 && after == 3)
            }
            if isDecimal {
                scale = after
                // every earlier separator is grouping: it must not be the same mark
            }
        }

        // The common case: nothing around the number but a sign.
        if last == n - 1 && (first == 0 || (first == 1 && (b[0] == 45 || b[0] == 43))) {
            let negative = first == 1 && b[0] == 45
            return ParsedAmount(
                mantissa: negative ? -mantissa : mantissa, scale: scale, currency: nil,
                explicitDirection: first == 1 && b[0] == 43)
        }

        // Affixes: sign, parentheses, currency, CR/DR.
        var negative = false
        var explicit = false
        var currency: Currency? = nil
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: b[0..<first]), as: UTF8.self)
        var suffixEnd = n
        var k = last + 1
        while k < n {
            if isAnnotationStart(b, k) { suffixEnd = k; break }
            k += 1
        }
        let suffix = String(decoding: UnsafeBufferPointer(rebasing: b[(last + 1)..<suffixEnd]), as: UTF8.self)
        var refunded: Int64 = 0
        if suffixEnd < n {
            let note = String(decoding: UnsafeBufferPointer(rebasing: b[suffixEnd..<n]), as: UTF8.self)
            if note.contains("退款"), let digitsStart = note.firstIndex(where: { $0.isASCII && $0.isNumber }) {
                let number = String(note[digitsStart...].prefix(while: { $0.isASCII && ($0.isNumber || $0 == ".") }))
                if let r = try? parse(number, decimalMark: .dot), r.mantissa > 0, r.scale <= scale {
                    // Scale the refund to the amount's decimals; a refund that overflows (or exceeds
                    // the amount) is not a refund of it (found by scripts/fuzz money).
                    var m: Int64? = r.mantissa
                    for _ in r.scale..<scale {
                        guard let v = m else { break }
                        let (p, o) = v.multipliedReportingOverflow(by: 10)
                        m = o ? nil : p
                    }
                    if let m, m <= mantissa { refunded = m }
                }
            }
        }
        var open = false
        var close = false
        try readAffix(prefix, isPrefix: true, negative: &negative, explicit: &explicit, currency: &currency, paren: &open)
        try readAffix(suffix, isPrefix: false, negative: &negative, explicit: &explicit, currency: &currency, paren: &close)
        if open != close { throw CoreError(.invalidAmount, "unbalanced parenthesis in amount") }
        if open { negative.toggle() }
        var result = ParsedAmount(mantissa: negative ? -mantissa : mantissa, scale: scale, currency: currency, explicitDirection: explicit)
        result.refunded = refunded
        return result
    }

    @inline(__always)
    private static func countDigits(_ b: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var count = 0
        var i = from
        while i < to {
            if b[i] >= 48 && b[i] <= 57 { count += 1 }
            i += 1
        }
        return count
    }

    /// `(` or full-width `（` directly after an amount starts an annotation such as `(已退款89.84)` or `(CN)`.
    @inline(__always)
    private static func isAnnotationStart(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        if b[i] == 40 {
            // "(12.00)" wraps the whole amount: an annotation has text after "(" that is not only ")"
            return i + 1 < b.count && b[i + 1] != 41
        }
        return b[i] == 0xEF && i + 2 < b.count && b[i + 1] == 0xBC && b[i + 2] == 0x88
    }

    private static let symbols: [(String, String)] = [
        ("US$", "USD"), ("CA$", "CAD"), ("AU$", "AUD"), ("HK$", "HKD"), ("NZ$", "NZD"), ("SG$", "SGD"),
        ("MX$", "MXN"), ("C$", "CAD"), ("A$", "AUD"), ("S$", "SGD"), ("R$", "BRL"), ("JP¥", "JPY"),
        ("CN¥", "CNY"), ("RMB", "CNY"), ("$", "USD"), ("€", "EUR"), ("£", "GBP"), ("¥", "CNY"), ("￥", "CNY"),
        ("元", "CNY"), ("円", "JPY"), ("₩", "KRW"), ("₹", "INR"), ("₽", "RUB"), ("₺", "TRY"), ("zł", "PLN"),
        ("Kč", "CZK"), ("Fr.", "CHF"),
    ]

    private static func readAffix(
        _ text: String, isPrefix: Bool, negative: inout Bool, explicit: inout Bool, currency: inout Currency?,
        paren: inout Bool
    ) throws(CoreError) {
        var rest = Substring(text)
        while let c = rest.first {
            if c.isWhitespace || c == "\u{200E}" || c == "\u{200F}" || c == "=" || c == "\"" {
                rest.removeFirst()
                continue
            }
            if c == "-" || c == "−" || c == "–" || c == "‐" {
                negative.toggle()
                rest.removeFirst()
                continue
            }
            if c == "+" {
                explicit = true
                rest.removeFirst()
                continue
            }
            if c == "(" && isPrefix || c == ")" && !isPrefix {
                paren = true
                rest.removeFirst()
                continue
            }
            if let (symbol, code) = symbols.first(where: { rest.hasPrefix($0.0) }) {
                currency = Currency(code: code)
                rest.removeFirst(symbol.count)
                continue
            }
            // A run of ASCII letters: CR / DR / a currency code.
            let letters = rest.prefix(while: { $0.isASCII && $0.isLetter })
            if !letters.isEmpty {
                let word = letters.uppercased()
                switch word {
                case "CR", "CREDIT":
                    explicit = true
                case "DR", "DEBIT":
                    explicit = true
                    negative.toggle()
                default:
                    guard word.count == 3, let code = Currency(code: word) else {
                        throw CoreError(.invalidAmount, "unexpected text '\(letters)' in amount")
                    }
                    currency = code
                }
                rest.removeFirst(letters.count)
                continue
            }
            throw CoreError(.invalidAmount, "unexpected character '\(c)' in amount")
        }
    }
}
