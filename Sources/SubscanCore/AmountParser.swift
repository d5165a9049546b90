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
    /// The decimal mark the text proves, whatever the file's: `1.234,56` and `1,234,567` prove a
    /// comma and a point, `12,5` a comma; nil for `1,234`, `1.234` (either reading) or no mark.
    public var decimalEvidence: DecimalMark? = nil
    /// One `.` or `,` followed by exactly three digits: a decimal or a thousands mark, as the file says.
    public var isMarkAmbiguous = false
    /// Grouped the Indian way (`12,34,567.00`): read only for the currencies written so.
    public var indianGrouping = false

    /// Currencies whose amounts are grouped 2-2-3 (lakh and crore): rupees and taka.
    static let indianGroupingCurrencies: Set<String> = ["INR", "NPR", "PKR", "LKR", "BDT"]

    public var isZero: Bool { mantissa == 0 }
    public var negated: ParsedAmount {
        var copy = self
        copy.mantissa = -mantissa
        return copy
    }

    /// The exact amount in `currency`'s minor units.
    ///
    /// Fails when the text carries more decimals than the currency has (`12.345` or `12.340` USD,
    /// `1.000` JPY): the grammar allows the currency's number of decimals or fewer, so a
    /// thousands separator read as a decimal mark is refused rather than turned into another number.
    public func money(in currency: Currency) throws(CoreError) -> Money {
        let digits = currency.minorUnitDigits
        if indianGrouping && !ParsedAmount.indianGroupingCurrencies.contains(currency.code) {
            // "1,23,567" in dollars is a digit lost from "1,234,567", not a lakh
            throw CoreError(.invalidAmount, "digit groups of two, which only rupee and taka amounts use")
        }
        guard scale <= digits else {
            throw CoreError(.invalidAmount, "\(scale) decimals, but \(currency.code) has \(digits)")
        }
        var m = mantissa
        var s = scale
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
    /// The shape of an amount cell for an error message: digits shown as `9`, letters as `A` or `a`,
    /// at most 32 characters (`-15.4.9` → `-99.9.9`, `12.00 CR` → `99.99 AA`), so a message says what
    /// is wrong without echoing the number.
    public static func shape(_ text: String) -> String {
        let trimmed = Substring(text).drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        var out = String(
            trimmed.prefix(32).map { c -> Character in
                if c.isASCII && c.isNumber { return "9" }
                if c.isLetter { return c.isUppercase ? "A" : "a" }
                return c
            })
        if trimmed.count > 32 { out += "…" }
        return out
    }

    /// `not an amount: "-99.9.9" (digits shown as 9, letters as A): digit groups that are not threes …`
    public static func refusal(_ text: String, _ error: any Error) -> String {
        let why = (error as? CoreError)?.message ?? "\(error)"
        return "not an amount: \"\(shape(text))\" (digits shown as 9, letters as A): \(why)"
    }

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

        // Walk the core: digits and separators, never two separators in a row.
        var mantissa: Int64 = 0
        var dots = 0
        var commas = 0
        var lastMark: UInt8 = 0  // the last '.' or ','
        var lastMarkDigitsBefore = 0
        var lastMarkIsLastSeparator = false
        var grouping: UInt32 = 0  // the one other grouping character used (space, ', NBSP, …)
        var digitCount = 0
        var j = first
        var lastWasSep = false
        while j <= last {
            let c = b[j]
            if c >= 48 && c <= 57 {
                let (m1, o1) = mantissa.multipliedReportingOverflow(by: 10)
                let (m2, o2) = m1.addingReportingOverflow(Int64(c - 48))
                if o1 || o2 { throw CoreError(.invalidAmount, "amount has too many digits") }
                mantissa = m2
                digitCount += 1
                lastWasSep = false
                j += 1
                continue
            }
            if lastWasSep { throw CoreError(.invalidAmount, "two separators in a row") }
            lastWasSep = true
            guard let (kind, width) = separator(b, j, last) else {
                throw CoreError(.invalidAmount, "a character that is neither a digit nor a separator inside the number")
            }
            if kind == 46 || kind == 44 {
                if kind == 46 { dots += 1 } else { commas += 1 }
                lastMark = UInt8(kind)
                lastMarkDigitsBefore = digitCount
                lastMarkIsLastSeparator = true
            } else {
                if grouping != 0 && grouping != kind { throw CoreError(.invalidAmount, "two different grouping characters") }
                grouping = kind
                lastMarkIsLastSeparator = false
            }
            j += width
        }
        // A trailing mark ("100," in MT940) ends the core only when it is the file's decimal mark.
        var trailingMark = false
        if last + 1 < n, b[last + 1] == 46 || b[last + 1] == 44, let hint = decimalMark,
            b[last + 1] == (hint == .dot ? 46 : 44), last + 2 == n || !isDigit(b, last + 2)
        {
            if b[last + 1] == 46 { dots += 1 } else { commas += 1 }
            lastMark = b[last + 1]
            lastMarkDigitsBefore = digitCount
            lastMarkIsLastSeparator = true
            trailingMark = true
        }

        // Which mark, if any, is the decimal mark; the other separators group digits.
        var decimalAt = -1  // digits before the decimal mark, or -1 when there is none
        var groupMark: UInt32 = grouping
        var evidence: DecimalMark? = nil
        var ambiguous = false
        if dots + commas > 0 {
            let markName = lastMark == 46 ? "point" : "comma"
            let hinted: UInt8? = decimalMark.map { $0 == .dot ? 46 : 44 }
            let sameKind = lastMark == 46 ? dots : commas
            let otherKind = dots + commas - sameKind
            var isDecimal: Bool
            let digitsAfter = digitCount - lastMarkDigitsBefore
            if otherKind > 0 || sameKind == 1 && digitsAfter != 3 {
                evidence = lastMark == 46 ? .dot : .comma
            } else if sameKind > 1 {
                evidence = lastMark == 46 ? .comma : .dot
            } else {
                ambiguous = !trailingMark
            }
            if otherKind > 0 {
                // "1.234,56": the last kind is the decimal mark, once, after every grouping mark
                guard sameKind == 1, lastMarkIsLastSeparator else {
                    throw CoreError(.invalidAmount, "more than one decimal mark")
                }
                isDecimal = true
            } else if sameKind > 1 {
                isDecimal = false  // "1,234,567"
            } else if let hinted {
                isDecimal = lastMark == hinted
            } else {
                isDecimal = !(lastMark == 44 && digitsAfter == 3)
            }
            if isDecimal {
                guard lastMarkIsLastSeparator else { throw CoreError(.invalidAmount, "a grouping character after the decimal mark") }
                if let hinted, hinted != lastMark {
                    throw CoreError(
                        .invalidAmount, "a decimal \(markName), but the file's amounts use a decimal \(hinted == 46 ? "point" : "comma")")
                }
                decimalAt = lastMarkDigitsBefore
                if otherKind > 0 {
                    guard grouping == 0 else { throw CoreError(.invalidAmount, "two different grouping characters") }
                    groupMark = lastMark == 46 ? 44 : 46
                }
                if digitCount == decimalAt && !trailingMark {
                    throw CoreError(.invalidAmount, "no digits after the decimal mark")
                }
            } else {
                if hinted == lastMark {
                    throw CoreError(.invalidAmount, "the file's decimal mark used \(sameKind) times")
                }
                guard grouping == 0 else { throw CoreError(.invalidAmount, "two different grouping characters") }
                groupMark = UInt32(lastMark)
            }
        }
        var indian = false
        if groupMark != 0 {
            indian = try checkGroups(b, from: first, to: last, decimalAt: decimalAt, groupMark: groupMark)
        }
        let scale = decimalAt < 0 ? 0 : digitCount - decimalAt

        let coreEnd = trailingMark ? last + 1 : last

        // The common case: nothing around the number but a sign.
        if coreEnd == n - 1 && (first == 0 || (first == 1 && (b[0] == 45 || b[0] == 43))) {
            let negative = first == 1 && b[0] == 45
            var result = ParsedAmount(
                mantissa: negative ? -mantissa : mantissa, scale: scale, currency: nil,
                explicitDirection: first == 1 && b[0] == 43)
            result.decimalEvidence = evidence
            result.isMarkAmbiguous = ambiguous
            result.indianGrouping = indian
            return result
        }

        // Affixes: sign, parentheses, currency, CR/DR.
        var negative = false
        var explicit = false
        var currency: Currency? = nil
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: b[0..<first]), as: UTF8.self)
        var suffixEnd = n
        var k = coreEnd + 1
        while k < n {
            if isAnnotationStart(b, k) { suffixEnd = k; break }
            k += 1
        }
        let suffix = String(decoding: UnsafeBufferPointer(rebasing: b[(coreEnd + 1)..<suffixEnd]), as: UTF8.self)
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
        var signs = 0
        try readAffix(
            prefix, isPrefix: true, negative: &negative, explicit: &explicit, currency: &currency, paren: &open, signs: &signs)
        try readAffix(
            suffix, isPrefix: false, negative: &negative, explicit: &explicit, currency: &currency, paren: &close, signs: &signs)
        if open != close { throw CoreError(.invalidAmount, "unbalanced parenthesis in amount") }
        if open { negative = true }
        var result = ParsedAmount(mantissa: negative ? -mantissa : mantissa, scale: scale, currency: currency, explicitDirection: explicit)
        result.refunded = refunded
        result.decimalEvidence = evidence
        result.isMarkAmbiguous = ambiguous
        result.indianGrouping = indian
        return result
    }

    @inline(__always)
    private static func isDigit(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool { b[i] >= 48 && b[i] <= 57 }

    /// The separator at `i` (its kind and byte width), or nil: `.` `,` and the grouping characters
    /// `'` `’` (one kind) and space, no-break space, thin space, narrow no-break space (another).
    @inline(__always)
    private static func separator(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ last: Int) -> (UInt32, Int)? {
        switch b[i] {
        case 46, 44, 39, 32: return (b[i] == 32 ? 32 : UInt32(b[i]), 1)
        case 0xC2 where i + 1 <= last && b[i + 1] == 0xA0: return (32, 2)
        case 0xE2 where i + 2 <= last && b[i + 1] == 0x80:
            switch b[i + 2] {
            case 0x99: return (39, 3)  // ’
            case 0x89, 0xAF: return (32, 3)  // thin space, narrow no-break space
            default: return nil
            }
        default: return nil
        }
    }

    /// Digit groups before the decimal mark: `1,234,567` (a first group of 1–3 digits, then threes)
    /// or the Indian `12,34,567` (1–2, then twos, then a last three; true is returned for it).
    private static func checkGroups(
        _ b: UnsafeBufferPointer<UInt8>, from first: Int, to last: Int, decimalAt: Int, groupMark: UInt32
    ) throws(CoreError) -> Bool {
        var groups = 0
        var firstLength = 0
        var length = 0
        var allThree = true
        var middleTwo = true
        var digits = 0
        var j = first
        while j <= last {
            if isDigit(b, j) {
                length += 1
                digits += 1
                j += 1
                continue
            }
            if decimalAt >= 0 && digits == decimalAt { break }  // the decimal mark: the integer part ends
            let (_, width) = separator(b, j, last) ?? (0, 1)
            if groups == 0 {
                firstLength = length
            } else {  // a middle group: three, or two in the Indian form
                if length != 3 { allThree = false }
                if length != 2 { middleTwo = false }
            }
            groups += 1
            length = 0
            j += width
        }
        guard groups > 0 else { return false }
        // `length` is now the last group
        let standard = (1...3).contains(firstLength) && allThree && length == 3
        let indian = groups >= 2 && (1...2).contains(firstLength) && middleTwo && length == 3
        guard standard || indian else {
            throw CoreError(.invalidAmount, "digit groups that are not threes (9,999,999) or the Indian form (99,99,999)")
        }
        return !standard
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
        ("Rs.", "INR"), ("Rs", "INR"), ("US$", "USD"), ("CA$", "CAD"), ("AU$", "AUD"), ("HK$", "HKD"), ("NZ$", "NZD"), ("SG$", "SGD"),
        ("MX$", "MXN"), ("C$", "CAD"), ("A$", "AUD"), ("S$", "SGD"), ("R$", "BRL"), ("JP¥", "JPY"),
        ("CN¥", "CNY"), ("RMB", "CNY"), ("$", "USD"), ("€", "EUR"), ("£", "GBP"), ("¥", "CNY"), ("￥", "CNY"),
        ("元", "CNY"), ("円", "JPY"), ("₩", "KRW"), ("₹", "INR"), ("₽", "RUB"), ("₺", "TRY"), ("zł", "PLN"),
        ("Kč", "CZK"), ("Fr.", "CHF"),
    ]

    /// Reads what stands before or after the number: at most one sign in all (`-`, `+`, parentheses,
    /// a trailing `-`, `CR`/`DR`), at most one currency (a symbol or a code, the same if written twice).
    private static func readAffix(
        _ text: String, isPrefix: Bool, negative: inout Bool, explicit: inout Bool, currency: inout Currency?,
        paren: inout Bool, signs: inout Int
    ) throws(CoreError) {
        func sign() throws(CoreError) {
            signs += 1
            if signs > 1 { throw CoreError(.invalidAmount, "more than one sign") }
        }
        func named(_ code: Currency?) throws(CoreError) {
            if let currency, let code, currency != code { throw CoreError(.invalidAmount, "two different currencies") }
            currency = code
        }
        var rest = Substring(text)
        while let c = rest.first {
            if c.isWhitespace || c == "\u{200E}" || c == "\u{200F}" || c == "=" || c == "\"" {
                rest.removeFirst()
                continue
            }
            if c == "-" || c == "−" || c == "–" || c == "‐" {
                try sign()
                negative = true
                rest.removeFirst()
                continue
            }
            if c == "+" {
                try sign()
                explicit = true
                rest.removeFirst()
                continue
            }
            if c == "(" && isPrefix || c == ")" && !isPrefix {
                if c == "(" { try sign() }
                paren = true
                rest.removeFirst()
                continue
            }
            if let (symbol, code) = symbols.first(where: { rest.hasPrefix($0.0) }) {
                try named(Currency(code: code))
                rest.removeFirst(symbol.count)
                continue
            }
            // A run of ASCII letters: CR / DR / a currency code.
            let letters = rest.prefix(while: { $0.isASCII && $0.isLetter })
            if !letters.isEmpty {
                let word = letters.uppercased()
                switch word {
                // A lone `C` / `D` after the number (`10.99 D`), as some banks print it; never before it.
                case "CR", "CREDIT":
                    try sign()
                    explicit = true
                case "C" where !isPrefix:
                    try sign()
                    explicit = true
                case "D" where !isPrefix:
                    try sign()
                    explicit = true
                    negative = true
                case "DR", "DEBIT":
                    try sign()
                    explicit = true
                    negative = true
                default:
                    guard word.count == 3, let code = Currency(code: word) else {
                        throw CoreError(.invalidAmount, "letters that are not a currency code, CR or DR")
                    }
                    try named(code)
                }
                rest.removeFirst(letters.count)
                continue
            }
            throw CoreError(.invalidAmount, "a character that is not part of an amount")
        }
    }
}
