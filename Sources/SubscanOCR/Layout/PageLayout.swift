import SubscanCore
import SubscanIngest

/// What a cell holds, decided from its text alone.
enum CellKind: Equatable, Sendable {
    case text
    /// A money token and nothing else (`-$15.49`, `1.234,56 €`, `12.00 CR`).
    case money(ParsedAmount)
    /// A date and nothing else but a weekday (`Oct 3`, `10月3日 周六`, `Today`, `2026-10-03`).
    case date(StatementTextParser.DateToken)
    /// A time of day (`14:32`, `9:41 AM`).
    case time
}

extension Array where Element == Int {
    /// The middle value (the upper one of an even count); nil when empty.
    var median: Int? { isEmpty ? nil : sorted()[count / 2] }
}

extension CellKind {
    var isDateKind: Bool {
        if case .date = self { return true }
        return false
    }

    var isMoney: Bool {
        if case .money = self { return true }
        return false
    }
}

/// Words of one visual line that sit together: no column gap between them.
///
/// A row of an app's list is usually three cells (`Netflix` … `-$15.49`, or `Mar 18` … `Netflix`
/// … `-$15.49`); a table's row has one cell per column.
struct LayoutCell {
    var words: [OCRWord]
    var text: String
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int
    var kind: CellKind
    /// The lowest word confidence.
    var confidence: Float
    /// The word with the strongest contrast speaks for the cell (a grey line has no dark word).
    var ink: InkColor?
    /// The median word height (glyph size; a smaller type marks a secondary line).
    var height: Int

    /// Whether the cell starts at `x`, within `tolerance`: or, when its first word opens with marks
    /// a scan glued before its letters (`“Allianz`, `——REWE`: a speck read as a quote or dashes, the
    /// box 50–60 px wider), with `x` in that word's first half, where its letters may start.
    /// Or when its first word, read unsure (under 70), is boxed far wider than its letters at the
    /// pitch of the cell's other words (`POS` at 0 in a box 98 px wide, 57 px of letters at
    /// `PURCHASE TARGET`'s pitch: a speck glued before it, read as nothing), with `x` where its
    /// letters would start.
    /// `figures`: a word of figures after its marks counts too (`“1412658033`, a wrapped line of a
    /// table's description column).
    func starts(at x: Int, tolerance: Int, figures: Bool = false) -> Bool {
        if abs(left - x) <= tolerance { return true }
        guard let w = words.first, w.left == left, x > left else { return false }
        let chars = Array(w.text)
        let marks = Self.leadingMarks(w.text)
        if marks > 0, marks < chars.count, chars[marks].isLetter || figures && chars[marks].isASCII && chars[marks].isNumber {
            return x <= left + w.width / 2
        }
        let others = words.dropFirst()
        let letters = others.reduce(0) { $0 + $1.text.count }
        // (under 70: a speck merged into `REF`'s box, 115 px for 62 px of letters, left it read at 60)
        guard w.confidence < 70, !chars.isEmpty, letters >= 6 else { return false }
        let wide = chars.count * others.reduce(0) { $0 + $1.width } / letters  // its letters' width at the others' pitch
        return w.width * 10 >= wide * 13 && x <= w.right - wide + tolerance
    }

    /// How many marks a scan's specks were read as before a word's letters or figures (quotes,
    /// dashes, a low line, a tilde: `"DIRECT`, `"08/19`).
    static func leadingMarks(_ text: String) -> Int {
        text.prefix { quotes.contains($0) || "—–-_~".contains($0) }.count
    }

    init(words: [OCRWord]) {
        self.words = words
        text = LineBuilder.join(words)
        left = words.map(\.left).min() ?? 0
        top = words.map(\.top).min() ?? 0
        right = words.map(\.right).max() ?? 0
        bottom = words.map(\.bottom).max() ?? 0
        confidence = words.map(\.confidence).min() ?? 0
        ink = words.compactMap(\.ink).max { $0.contrast < $1.contrast }
        let heights = words.map(\.height).sorted()
        height = heights.isEmpty ? 0 : heights[heights.count / 2]
        kind = LayoutCell.kind(of: text)
    }

    /// What a cell's text holds (`classify` of its normalised text), remembered: a page's cells are
    /// classified again and again as lines are cut into cells (each run of words tried whole, and
    /// its last words as an amount, its first as a date), and titles and dates repeat from page to
    /// page. Bounded: forgotten at 20,000 texts.
    static func kind(of text: String) -> CellKind { kinds(text) { classify(StatementTextParser.normalize($0)) } }

    private static let kinds = TextMemo<CellKind>()

    var money: ParsedAmount? {
        if case .money(let m) = kind { return m }
        return nil
    }

    var isText: Bool { kind == .text }
    var isDate: Bool { kind.isDateKind }
    /// A cell of marks alone, no letter or figure (a scan's speck read as `:`, a contactless `)))`).
    var isMarks: Bool { money == nil && !text.contains { $0.isLetter || $0.isNumber } }

    /// An amount read after a glyph that is no sign (`0$59.99`, `□$19.60`: a minus the font had no
    /// glyph for, or Tesseract read as a letter). Its sign was there but is unreadable.
    /// So is one whose `Dr` or `Cr` came back as `Or` (`27.77 Or`).
    var hasUnreadMark: Bool {
        guard money != nil else { return false }
        let trimmed = StatementTextParser.trimmedSpaces(StatementTextParser.normalize(text))
        return LayoutCell.unreadMark(trimmed) != nil || LayoutCell.unreadDirection(trimmed) != nil
    }

    /// Glyphs a sign before a currency symbol is misread as (a missing glyph's box among them).
    static let unreadMarks: Set<Character> = ["0", "O", "o", "D", "Q", "□", "口", "[", "]", "|", "▯", "\u{FFFD}"]

    /// `text` without its first glyph, when that glyph is an unread mark glued before a currency
    /// symbol and an amount (`0$59.99` → `$59.99`).
    static func unreadMark(_ text: Substring) -> String? {
        guard let first = text.first, unreadMarks.contains(first), let second = text.dropFirst().first,
            "$€£¥".contains(second)
        else { return nil }
        return String(text.dropFirst())
    }

    /// `text` without its last word, when that word is `Or` after an amount that shows its cents
    /// (`27.77 Or`, `1,988.00Or`): a `Dr` or a `Cr` whose first letter a scan read as a round O.
    /// Which of the two is unread.
    static func unreadDirection(_ text: Substring) -> String? {
        guard text.hasSuffix("Or") || text.hasSuffix("OR") else { return nil }
        let rest = String(StatementTextParser.trimmedSpaces(String(text.dropLast(2))))
        guard let last = rest.last, last.isNumber, showsCents(rest) else { return nil }
        return rest
    }

    /// Whether an amount shows its cents (`6.11`, `1.234,56 Dr`): two figures after a point or comma
    /// end its digits.
    static func showsCents(_ text: String) -> Bool {
        let digits = Array(text.reversed().drop { !$0.isNumber }.reversed())
        return digits.count >= 4 && ".,".contains(digits[digits.count - 3]) && digits.suffix(2).allSatisfy(\.isNumber)
    }

    var contrast: Int { ink?.contrast ?? 255 }

    /// Whether `text` alone is a date by the grammar cells are read with.
    static func isDate(_ text: String) -> Bool { kind(of: text).isDateKind }

    /// Whether `text` ends in a four-figure year set apart (`01 Apr 2024`, `Jan 5, 2026`).
    static func yearEnds(_ text: Substring) -> Bool {
        let year = text.suffix(5)
        guard year.count == 5, let space = year.first, !space.isLetter, !space.isNumber else { return false }
        return year.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `10-08`, `03/31`: a month and a day in two digits each, both in range.
    static func isNumericMonthDay(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" })
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(parts[0]), let day = Int(parts[1])
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// Whether `text` alone is an amount by the grammar cells are read with (a re-read crop is
    /// accepted only as what the layout engine will read).
    static func isMoney(_ text: String) -> Bool {
        if case .money = kind(of: text) { return true }
        return false
    }

    /// Quote glyphs a scan leaves beside a cell.
    static let quotes: Set<Character> = ["\"", "'", "‘", "’", "“", "”", "`"]

    /// Whether `text` opens with a sign and a quote glyph after it (`-“8.07`).
    static func quoteAfterSign(_ text: String) -> Bool {
        let head = Array(text.prefix(2))
        return head.count == 2 && "-—–−+".contains(head[0]) && quotes.contains(head[1])
    }

    static func classify(_ text: String) -> CellKind {
        var trimmed = String(StatementTextParser.trimmedSpaces(text))
        // Money, a date, a time or a month header is short: a long cell is text (a PDF statement's
        // descriptions run to 60 characters and more).
        if trimmed.utf8.count > 64 { return .text }
        // A stray quote glyph of a scan beside a date, an amount or a time (`"24/08/25`, `12.99'`,
        // `10:21:07”`): the digits are read, only the mark is noise.
        // (or between an amount's sign and its figures, `-“8.07`)
        if quoteAfterSign(trimmed), let first = trimmed.first {
            let inner = String(first) + trimmed.dropFirst().drop { quotes.contains($0) }
            if case let kind = classify(inner), kind.isMoney { return kind }
        }
        if let first = trimmed.first, let last = trimmed.last, quotes.contains(first) || quotes.contains(last) {
            let inner = String(trimmed.drop { quotes.contains($0) }.reversed().drop { quotes.contains($0) }.reversed())
            if !inner.isEmpty, inner.count < trimmed.count {
                let kind = classify(inner)
                if kind.isDateKind || kind.isMoney || kind == .time { return kind }
            }
        }
        // A speck read as a colon after an amount (`(Rs. 4.00):`, `138.00:`): the amount, when it
        // shows its cents (`showsCents`). No amount ends in a colon.
        if trimmed.last == ":" {
            let inner = String(trimmed.dropLast())
            if showsCents(inner), case let kind = classify(inner), kind.isMoney { return kind }
        }
        // A speck read as a low mark before a date (`_30-DIC-24`), or after one (`22Feb25_`, two of
        // them `7Mar_.`, a raised one `Jul14°`): the date. (A day and month glued, `7Mar`, is short: a
        // letter marks it.)
        let unmarked = trimmed.drop { "_.,".contains($0) }
        let tail = unmarked.reversed().prefix { "_.,:°".contains($0) }
        // (one mark after a date with a slash too, `26/12:`: no figure ends so; or a point after a
        // date that names its month and ends in its year, `01 Apr 2024.`)
        let slashed = tail.count == 1 && unmarked.dropLast().contains("/")
        let yearPoint = tail.count == 1 && tail.first == "." && unmarked.contains(where: { $0.isLetter }) && yearEnds(unmarked.dropLast())
        let inner = String(
            tail.contains("_") || tail.contains("°") || tail.count >= 2 || slashed || yearPoint
                ? unmarked.dropLast(tail.count) : unmarked)
        if inner.utf8.count < trimmed.utf8.count, inner.count >= 5 || inner.count == 4 && inner.contains(where: \.isLetter),
            case let kind = classify(inner), kind.isDateKind
        {
            return kind
        }
        // A speck read as a dash before a date (`-02/26`, a scan's mark left of a date column), or
        // as a colon or an angle (`:17/06`, `>07/11`, `:21.01.2025`): the date, when a slash, a
        // letter or a second point tells it from an amount.
        let specks: Set<Character> = ["-", "—", "–", ":", ";", ">", "»", "·", "•"]
        if let first = trimmed.first, specks.contains(first) {
            let inner = String(trimmed.drop(while: specks.contains))
            if inner.count >= 5, inner.contains(where: { $0 == "/" || $0.isLetter }) || inner.filter({ $0 == "." }).count == 2,
                case let kind = classify(inner), kind.isDateKind
            {
                return kind
            }
        }
        // Without a digit, only `Today`, `Ayer`, `昨天` (and a weekday with it) is anything but text.
        // (A weekday alone stays text here: `Sunday` may be the first word of `Sunday Riley`; a
        // line of its own under a row dates it, see `LayoutStatementParser.rowDate`.)
        if !trimmed.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) {
            // (a day whose two figures a scan read as letters, `OS/SEP`)
            if let fixed = zeroForOInDay(trimmed), case let kind = classify(fixed), kind.isDateKind { return kind }
            let lower = trimmed.lowercased()
            guard StatementTextParser.relativeWords.keys.contains(where: { TextClass.contains(lower, $0) }) else { return .text }
        }
        // One minus glyph read as two dashes ("-—$13.99", "--$11.87"): OCR, not a double sign.
        if let first = trimmed.first, "-—–−".contains(first) {
            let dashes = trimmed.prefix { "-—–−".contains($0) }
            if dashes.count > 1, let next = trimmed.dropFirst(dashes.count).first, next.isNumber || "$€£¥".contains(next) {
                trimmed = "-" + trimmed.dropFirst(dashes.count)
            }
        }
        if isTime(trimmed) { return .time }
        if let date = fullDateGluedToTime(trimmed) { return .date(date) }
        if let date = chineseDateMisreadDay(trimmed) { return .date(date) }
        if let fixed = zeroForOInOctober(trimmed), case let kind = classify(fixed), kind.isDateKind { return kind }
        if let fixed = zeroForOInDay(trimmed), case let kind = classify(fixed), kind.isDateKind { return kind }
        if StatementTextParser.monthHeader(trimmed) != nil { return .text }  // "2027.01" is a month, not money
        let tokens = StatementTextParser.moneyTokens(in: trimmed)
        if tokens.count == 1, tokens[0].text.count == trimmed.count, let parsed = try? AmountParser.parse(tokens[0].text) {
            return .money(parsed)
        }
        // A minus set a space after the amount (`1,947.55 -`: a statement's sign column): its sign,
        // as when it hugs it (`1,947.55-`).
        if let last = trimmed.last, "-−".contains(last), trimmed.dropLast().last == " " {
            let rest = String(StatementTextParser.trimmedSpaces(String(trimmed.dropLast())))
            if StatementTextParser.moneyTokens(in: rest).map(\.text) == [rest], let parsed = try? AmountParser.parse(rest + "-"),
                parsed.mantissa < 0
            {
                return .money(parsed)
            }
        }
        // A speck read as a minus before an amount that prints its debit mark or minus after it
        // (`-112.40D`, `-45.00 DR`, `-82,29-`): the debit its mark says, the sign the speck would
        // give it too.
        if let first = trimmed.first, "-—–−".contains(first), let last = trimmed.last, last.isLetter || last == "-",
            case .money(let parsed) = classify(String(trimmed.dropFirst())), parsed.mantissa < 0
        {
            return .money(parsed)
        }
        // A sign read as another glyph (`0$59.99`): the amount, unsigned; the parser gives it the
        // direction of a lost sign and flags it (`hasUnreadMark`).
        // (the mark may be read as a figure of its own: `0` then `$59.99`)
        if let rest = unreadMark(Substring(trimmed)), StatementTextParser.moneyTokens(in: rest).map(\.text) == [rest],
            let parsed = try? AmountParser.parse(rest), !parsed.explicitDirection, parsed.mantissa >= 0
        {
            return .money(parsed)
        }
        // An amount whose direction word a scan read as `Or` (`27.77 Or`: `Dr` or `Cr`): the amount,
        // unsigned; the parser takes its direction as a lost sign's and flags it (`hasUnreadMark`).
        if let rest = unreadDirection(Substring(trimmed)), StatementTextParser.moneyTokens(in: rest).map(\.text) == [rest],
            let parsed = try? AmountParser.parse(rest), !parsed.explicitDirection, parsed.mantissa >= 0
        {
            return .money(parsed)
        }
        // A speck read as a low mark after an amount that shows its cents (`6.11Dr_`, `12.99_`): the
        // amount. (`999Dr_`, its point lost, stays text: no figure is guessed.)
        if trimmed.count > 1, trimmed.last == "_" {
            let inner = String(trimmed.reversed().drop { $0 == "_" }.reversed())
            if showsCents(inner), case .money(let parsed) = classify(inner) { return .money(parsed) }
        }
        // An accountant's negative: the whole amount in parentheses (`(15.49)`, `($1,250.00)`).
        if tokens.count == 1, trimmed.hasPrefix("("), trimmed.hasSuffix(")"), tokens[0].text.count == trimmed.count - 2,
            let parsed = try? AmountParser.parse(trimmed)
        {
            return .money(parsed)
        }
        if tokens.isEmpty, let date = StatementTextParser.groupHeader(trimmed) { return .date(date) }
        if let date = numericDateMisread(trimmed) { return .date(date) }
        return .text
    }

    /// A numeric date with a letter O read for a zero (`O7/11`, `07/O3/2026`): digits, O and one
    /// kind of separator, 3 or more digits. The letter alone never makes a date.
    static func numericDateMisread(_ text: String) -> StatementTextParser.DateToken? {
        guard text.contains(where: { $0 == "O" || $0 == "o" }), text.count <= 10 else { return nil }
        var digits = 0
        for c in text {
            if c.isASCII && c.isNumber {
                digits += 1
            } else if !"Oo/-.".contains(c) {
                return nil
            }
        }
        guard digits >= 3 else { return nil }
        let fixed = String(text.map { $0 == "O" || $0 == "o" ? "0" : $0 })
        return StatementTextParser.groupHeader(fixed)
    }

    /// A full numeric date, the year first, that ends `text` after something that is not a figure
    /// (`12王二2024-07-23`: a row's number and a speck read as Han glyphs glued before it; seed 19
    /// cn-debit-02, AR PL UMing): the date. Nil for anything else, or a figure right before the year
    /// (`12024-07-23`: which figures are the year is not known). Asked only of a cell in a table's
    /// date column.
    static func fullDateAfterDebris(_ text: String) -> StatementTextParser.DateToken? {
        let chars = Array(text)
        guard chars.count > 10, let before = chars.dropLast(10).last, !(before.isASCII && before.isNumber) else { return nil }
        let tail = String(chars.suffix(10))
        guard tail.first?.isNumber == true, case .date(let token) = classify(tail), case .full = token else { return nil }
        return token
    }

    /// A day glued to a month's name by a scan, which read the name's `O` as a zero (`120ct`), a
    /// speck between them as a glyph of its own (`050Oct`, `24QOct`, `3.Nov`) or a figure of the day
    /// as a letter (`3lago`), a year after it or none; or a month's name glued to its day
    /// (`Mar1,2025`): the date. Spaces are passed over. The reading with no glyph left out is tried first
    /// (`100ct` is the 10th). Nil for anything else. Asked only of a cell in a table's date column.
    static func dayGluedToMonth(_ text: String) -> StatementTextParser.DateToken? {
        guard text.utf8.count <= 16 else { return nil }
        // (what follows the month: nothing, or a year of two or four figures)
        let yearOrNone = { (year: Substring) in
            year.isEmpty || [2, 4].contains(year.count) && year.allSatisfy { $0.isASCII && $0.isNumber }
        }
        let chars = Array(text.filter { $0 != " " })
        let specks: Set<Character> = ["0", "O", "o", "Q", ".", ",", "'", "’", "`", "°", ":", ";", "-", "_"]
        // (the month first, its space lost: `Mar1,2025`)
        let name = chars.prefix(while: \.isLetter)
        if name.count >= 3, DateParser.monthNames[String(name).lowercased()] != nil {
            let day = chars.dropFirst(name.count).prefix { $0.isASCII && $0.isNumber }
            let year = StatementTextParser.trimming(Substring(String(chars.dropFirst(name.count + day.count))), [",", ".", "'"])
            if (1...2).contains(day.count), yearOrNone(year),
                case .date(let token) = classify("\(String(name)) \(String(day))\(year.isEmpty ? "" : ", " + year)")
            {
                return token
            }
        }
        // (a figure of the day read as a letter, `3lago` for `31 ago`: l, I or | for 1, O or o for 0,
        // beside a figure read right)
        let figures: [Character: Character] = ["l": "1", "I": "1", "|": "1", "O": "0", "o": "0"]
        for dayLength in [2, 1] {
            guard chars.count > dayLength + 2, chars[..<dayLength].contains(where: { $0.isASCII && $0.isNumber }),
                let day = Int(String(chars[..<dayLength].map { figures[$0] ?? $0 })), (1...31).contains(day)
            else { continue }
            for speck in [0, 1] {
                let start = dayLength + speck
                guard speck == 0 || specks.contains(chars[dayLength]), chars.count > start + 2 else { continue }
                var name = chars[start...].prefix { $0.isLetter || $0 == "0" }
                if name.first == "0" { name[name.startIndex] = "O" }
                guard name.count >= 3, name.dropFirst().allSatisfy(\.isLetter), DateParser.monthNames[String(name).lowercased()] != nil
                else { continue }
                let year = StatementTextParser.trimming(Substring(String(chars[(start + name.count)...])), [".", "'", "-", ","])
                guard yearOrNone(year) else { continue }
                if case .date(let token) = classify("\(day) \(String(name))\(year.isEmpty ? "" : " " + year)") { return token }
            }
        }
        return nil
    }

    /// A day glued to `Oct` whose `O` a scan read as a zero, with the year after it (`170ct 2024`,
    /// Roboto Condensed): the text as printed, `17 Oct 2024`. Nil for anything else (`200CT`, a
    /// pack's count, has no year).
    static func zeroForOInOctober(_ text: String) -> String? {
        // (asked of every cell's text once: a date is short, and holds `ct`)
        guard text.utf8.count <= 14, text.utf8.contains(where: { $0 == UInt8(ascii: "c") || $0 == UInt8(ascii: "C") }) else { return nil }
        let chars = Array(text.lowercased())
        guard
            let k = (1...2).first(where: { k in
                chars.count > k + 2 && chars[..<k].allSatisfy { $0.isASCII && $0.isNumber } && chars[k] == "0" && chars[k + 1] == "c"
                    && chars[k + 2] == "t"
            })
        else { return nil }
        let year = StatementTextParser.trimming(Substring(String(chars[(k + 3)...])), [" ", ".", "'", "-"])
        guard year.count == 2 || year.count == 4, year.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(chars[..<k]) + " Oct " + year
    }

    /// A day whose first figure, a zero, a scan read as the letter O, before a slash and a month
    /// name (`O5/ENE`, `o9/Jan`): the text with the zero. Nil for anything else (a figure after the
    /// slash, `O5/01`, is left to the column's reading again). Its second figure may be read as a
    /// letter too (`OS/SEP` for `05/SEP`) when a month the date parser knows follows: S for 5, I or
    /// l for 1, B for 8, Z for 2.
    static func zeroForOInDay(_ text: String) -> String? {
        let chars = Array(text)
        guard (5...9).contains(chars.count), chars[0] == "O" || chars[0] == "o", chars[2] == "/", chars[3...].allSatisfy(\.isLetter)
        else { return nil }
        if chars[1].isASCII, chars[1].isNumber { return "0" + String(chars.dropFirst()) }
        let figures: [Character: Character] = ["S": "5", "s": "5", "I": "1", "l": "1", "B": "8", "Z": "2"]
        guard let figure = figures[chars[1]], DateParser.monthNames[String(chars[3...]).lowercased()] != nil else { return nil }
        return "0" + String(figure) + String(chars.dropFirst(2))
    }

    /// A year-first date whose space before the clock time a scan lost (`2025-09-0120:40`,
    /// `2025/09/01 9:05:33` read as `2025/09/019:05:33`): the date. The year, month and day must be
    /// one in range and what follows a time; nothing else has this shape (an amount has no colon).
    static func fullDateGluedToTime(_ text: String) -> StatementTextParser.DateToken? {
        let chars = Array(text)
        guard (14...19).contains(chars.count), let colon = chars.firstIndex(of: ":"), colon >= 11, let mark = chars.dropFirst(4).first,
            "-/.".contains(mark), chars[7] == mark
        else { return nil }
        let date = String(chars[0..<10])
        let time = String(chars[10...])
        guard date.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == mark) }), isTime(time),
            case (let token?, let rest) = StatementTextParser.leadingDate(date), rest.isEmpty, case .full = token
        else { return nil }
        return token
    }

    /// A scan's Chinese date whose `日` came back as another character (`2025年03月01晶`, `…05白` in
    /// AR PL UKai), or not at all (`2025年03月19`): the date. Only a whole date of that shape: four
    /// digits and `年`, the month's and `月`, the day's, and one Han character or none, nothing
    /// else; the digits say the day, the last character can say nothing else there. (`2025年03月`,
    /// no day, is a month.)
    static func chineseDateMisreadDay(_ text: String) -> StatementTextParser.DateToken? {
        // (asked of every cell's text once: most hold no `年`, and are not copied to look)
        guard text.contains("年") else { return nil }
        let chars = Array(text.filter { $0 != " " })
        guard let last = chars.last, last != "日" else { return nil }
        // the date up to its day's digits: all of it when it ends in them, else all but the character read for `日`
        let lost = last.isASCII && last.isNumber
        guard lost || TextClass.containsHan(String(last)) else { return nil }
        let body = lost ? chars[...] : chars.dropLast()
        guard (7...11).contains(body.count), body[4] == "年", body.prefix(4).allSatisfy({ $0.isASCII && $0.isNumber }),
            body.dropFirst(5).allSatisfy({ $0 == "月" || $0.isASCII && $0.isNumber }), body.filter({ $0 == "月" }).count == 1,
            body.last != "月", case (let token?, let rest) = StatementTextParser.leadingDate(String(body) + "日"), rest.isEmpty,
            case .full = token
        else { return nil }
        return token
    }

    /// `14:32`, `9:41 AM`, `14:32:05`.
    static func isTime(_ text: String) -> Bool {
        var t = Substring(text.lowercased())
        for suffix in [" am", " pm", "am", "pm"] where t.hasSuffix(suffix) {
            t = t.dropLast(suffix.count)
            break
        }
        let parts = t.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count >= 1, parts[0].count <= 2 else { return false }
        // ASCII figures only: a Han numeral (`二`) or a full-width figure is a number to
        // `Character.isNumber`, but no clock's, and `Int` cannot read it.
        let figures = parts.compactMap { part in part.allSatisfy { $0.isASCII && $0.isNumber } ? Int(part) : nil }
        guard figures.count == parts.count, parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 }),
            parts.dropFirst().allSatisfy({ $0.count == 2 })
        else { return false }
        // A clock's figures: `12:99` is an amount whose decimal point was read as a colon.
        return figures[0] <= 23 && figures.dropFirst().allSatisfy { $0 <= 59 }
    }
}

/// One visual line: cells from left to right.
struct LayoutLine {
    var cells: [LayoutCell]
    var top: Int
    var bottom: Int
    var left: Int { cells.first?.left ?? 0 }
    var right: Int { cells.last?.right ?? 0 }
    var height: Int { bottom - top }
    var text: String { cells.map(\.text).joined(separator: "   ") }

    /// Whether the line's first cell starts in `column` (a table's description column), and is
    /// text when `text` says so; false with no column.
    func starts(in column: ClosedRange<Int>?, text: Bool = false) -> Bool {
        guard let column, let first = cells.first else { return false }
        return column.contains(first.left) && (!text || first.isText)
    }

    /// The line set `dy` pixels lower, its cells and words with it (a line run over a page break,
    /// placed under the row it goes on).
    func moved(down dy: Int) -> LayoutLine {
        var line = self
        line.top += dy
        line.bottom += dy
        for c in line.cells.indices {
            line.cells[c].top += dy
            line.cells[c].bottom += dy
            for w in line.cells[c].words.indices {
                line.cells[c].words[w].top += dy
                line.cells[c].words[w].bottom += dy
            }
        }
        return line
    }
}

/// Geometry first: a page's words become lines, and each line's words become cells.
///
/// Lines come from `LineBuilder`'s vertical grouping. A gap wider than the line's typical word
/// height splits two cells (a word space is about a third of it); a money token at the end of a
/// cell is cut off into a cell of its own, so `NETFLIX.COM -15.49` in a narrow table still gives an
/// amount cell.
///
/// - Complexity: O(n log n) in the number of words.
enum PageLayout {
    static func lines(from words: [OCRWord]) -> [LayoutLine] {
        joiningTiltedHalves(levelLines(from: words))
    }

    /// A row of a slightly tilted scan with nothing set between its date and its money (`2025-03-01
    /// 记-001 ATM取款` … `119.05 借 11,880.95`, no counterparty; its money 7–15 px higher than its date
    /// across 2,000 px) comes back from line grouping as two lines: the money's, then the date's,
    /// their bands overlapping. They are one line when one holds a date and no money, the other
    /// money and no date and no name (a direction word at most), the money's all right of the
    /// date's, and their bands overlap by a third of the shorter's height or more.
    ///
    /// The money's line may open with the end of a word the tilt cut (`ATM取` … `款  146.00  借`): a
    /// text cell starting within a height of the date's line's end. The joined words are cut into
    /// cells again (`ATM取款`).
    static func joiningTiltedHalves(_ lines: [LayoutLine]) -> [LayoutLine] {
        guard lines.count >= 2 else { return lines }
        func dated(_ line: LayoutLine) -> Bool {
            line.cells.first?.isDate == true && !line.cells.contains { $0.money != nil }
        }
        func moneyOnly(_ line: LayoutLine, after date: LayoutLine) -> Bool {
            // (all right of the date's line: a cut word's two boxes may touch)
            guard line.cells.contains(where: { $0.money != nil }), !line.cells.contains(where: \.isDate),
                line.left >= date.right - date.height / 2
            else { return false }
            let cut = line.cells[0].isText && line.left - date.right <= max(date.height, line.cells[0].height)
            return line.cells.dropFirst(cut ? 1 : 0).allSatisfy { cell in
                cell.money != nil || cell.isMarks || LayoutStatementParser.directionWord(cell.text) != nil
            }
        }
        var out: [LayoutLine] = []
        var k = 0
        while k < lines.count {
            if k + 1 < lines.count {
                let (a, b) = (lines[k], lines[k + 1])
                let pair = dated(a) && moneyOnly(b, after: a) ? (a, b) : dated(b) && moneyOnly(a, after: b) ? (b, a) : nil
                if let (date, money) = pair,
                    (min(a.bottom, b.bottom) - max(a.top, b.top)) * 3 >= min(date.height, money.height),
                    let joined = line(
                        of: date.cells.flatMap(\.words) + money.cells.flatMap(\.words), top: min(a.top, b.top),
                        bottom: max(a.bottom, b.bottom))
                {
                    out.append(joined)
                    k += 2
                    continue
                }
            }
            out.append(lines[k])
            k += 1
        }
        return out
    }

    /// Lines as `LineBuilder` groups the words, each cut into cells.
    static func levelLines(from words: [OCRWord]) -> [LayoutLine] {
        LineBuilder.groups(from: words).compactMap { line(of: $0.words, top: $0.top, bottom: $0.bottom) }
    }

    /// One line's words (in any order) cut into cells; nil for no words.
    static func line(of words: [OCRWord], top: Int, bottom: Int) -> LayoutLine? {
        let row = words.sorted { $0.left < $1.left }
        guard !row.isEmpty else { return nil }
        let heights = row.map(\.height).sorted()
        let h = max(1, heights[heights.count / 2])
        var cells: [LayoutCell] = []
        var current: [OCRWord] = []
        for word in row {
            if let last = current.last, word.left - last.right > h {
                cells.append(contentsOf: splitMoney(current))
                current = []
            }
            current.append(word)
        }
        if !current.isEmpty { cells.append(contentsOf: splitMoney(current)) }
        // An amount torn at its thousands separator (`-1` `.053,05 €`, `1` `234.50`) is one cell.
        var m = 0
        while m + 1 < cells.count {
            let head = cells[m].text
            // Only 1–3 digits (a thousands group's head), close to the rest (`TESCO STORES 3297`
            // and `51.24` a column apart were once read as 329,751.24).
            let digits = head.drop(while: { $0 == "-" || $0 == "+" })
            if cells[m].isText, cells[m + 1].money != nil, (1...3).contains(digits.count), digits.allSatisfy(\.isNumber),
                cells[m + 1].left - cells[m].right <= h * 2
            {
                let merged = LayoutCell(words: cells[m].words + cells[m + 1].words)
                let glued = LayoutCell.classify(head + cells[m + 1].text)
                if case .money = glued {
                    var cell = merged
                    cell.text = head + cells[m + 1].text
                    cell.kind = glued
                    cells[m] = cell
                    cells.remove(at: m + 1)
                }
            }
            m += 1
        }
        // A minus alone in a sign column right of an unsigned amount (`1,947.55  -`) is its sign.
        var n = 0
        while n + 1 < cells.count {
            // (joined, the cell reads `1,947.55 -`, which `classify` takes as the signed amount)
            if let money = cells[n].money, money.mantissa >= 0, !money.explicitDirection, ["-", "−"].contains(cells[n + 1].text),
                cells[n + 1].left - cells[n].right <= h * 2
            {
                let joined = LayoutCell(words: cells[n].words + cells[n + 1].words)
                if let signed = joined.money, signed.mantissa < 0 {
                    cells[n] = joined
                    cells.remove(at: n + 1)
                }
            }
            n += 1
        }
        // A date torn in two by a wide gap (`15` `Feb` on a photographed page) is one cell; so is
        // one torn in three by a monospaced face's spaces (`17` `Feb` `25`: joined, then tried again).
        var k = 0
        while k + 1 < cells.count {
            let torn =
                cells[k].isText && cells[k + 1].isText && cells[k].text.count <= 4 && cells[k + 1].text.count <= 5
                && StatementTextParser.groupHeader(cells[k].text + " " + cells[k + 1].text) != nil
            if torn || isDayApart(cells[k], from: cells[k + 1], within: h * 2)
                || isYearApart(cells[k], from: cells[k + 1], within: h * 2)
            {
                cells[k] = LayoutCell(words: cells[k].words + cells[k + 1].words)
                cells.remove(at: k + 1)
            } else {
                k += 1
            }
        }
        // `11.08` before another amount is a date column read with a dot (`11-08`): an amount
        // never opens a row that holds a second one.
        if cells.count >= 2, cells.dropFirst().contains(where: { $0.money != nil }), let date = dottedDate(cells[0].text) {
            cells[0].kind = .date(date)
        }
        return LayoutLine(cells: cells, top: top, bottom: bottom)
    }

    /// A day set apart from its month in a monospaced face (`17` `FEB 2025`, `03` `Mar 25`), within
    /// `gap`: one date. Read apart, the day was text and `Mar 25` the 25th of March.
    static func isDayApart(_ day: LayoutCell, from rest: LayoutCell, within gap: Int) -> Bool {
        guard day.isText, (1...2).contains(day.text.count), day.text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let d = Int(day.text), (1...31).contains(d), rest.isText || rest.isDate, rest.left - day.right <= gap,
            let month = rest.words.first, DateParser.monthNames[month.text.lowercased()] != nil
        else { return false }
        return LayoutCell.isDate(day.text + " " + rest.text)
    }

    /// A day and month followed, within `gap`, by their year in a cell of its own (`17 Feb` `25`,
    /// a monospaced face's word space; `Jan 5,` `2026`, the month first; `01 Apr` `2024.`, a speck
    /// read as a point after a four-figure year): one date. Read apart, the year went into the name.
    static func isYearApart(_ date: LayoutCell, from year: LayoutCell, within gap: Int) -> Bool {
        let month = { (w: OCRWord?) in w.map { DateParser.monthNames[$0.text.lowercased()] != nil } ?? false }
        let day = { (w: OCRWord?) in
            w.map { (1...3).contains($0.text.count) && $0.text.filter { $0 != "," }.allSatisfy { $0.isASCII && $0.isNumber } } ?? false
        }
        guard date.isDate, month(date.words.last) || date.words.count == 2 && month(date.words.first) && day(date.words.last),
            year.words.count == 1,
            case let figures = year.text.count == 5 && year.text.last == "." ? year.text.dropLast() : Substring(year.text),
            [2, 4].contains(figures.count),
            figures.allSatisfy({ $0.isASCII && $0.isNumber }), year.left - date.right <= gap
        else { return false }
        return LayoutCell.isDate(date.text + " " + year.text)
    }

    /// `11.08`, `03.10`: a month and day (or day and month) read as a two-decimal number.
    static func dottedDate(_ text: String) -> StatementTextParser.DateToken? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isNumber) }), let a = Int(parts[0]),
            let b = Int(parts[1]), (1...31).contains(a), (1...31).contains(b), a <= 12 || b <= 12
        else { return nil }
        return .numeric(a, b, year: nil)
    }

    /// Cuts a money token off either end of a run of words (`NETFLIX.COM -15.49`, `-15.49 NETFLIX`
    /// is left alone: amounts close rows).
    static func splitMoney(_ words: [OCRWord]) -> [LayoutCell] {
        let whole = LayoutCell(words: words)
        guard words.count >= 2, whole.kind == .text else { return [whole] }
        // A balance set one space before a Chinese counterparty (`29,352.37  财付通-全家便利店`), or a
        // summary opening with Latin letters (`20,495.75 ATM取款`, `POS消费`): a Chinese name never
        // opens with a figure.
        let first = LayoutCell(words: [words[0]])
        // (A column rule read as a word of its own between them, `28,751.80` `|` `快捷支付`, is passed
        // over; so is a speck read as a Chinese comma, `7,623.44` `，` `消费`.)
        let name = Array(words.dropFirst().drop(while: { $0.text.allSatisfy { "|，、".contains($0) } }))
        func chineseName() -> Bool {
            guard let head = name.first else { return false }
            return TextClass.containsHan(head.text)
                || name.count > 1 && head.text.allSatisfy { $0.isASCII && $0.isLetter } && TextClass.containsHan(name[1].text)
        }
        // So is one set before a counterparty's account number under a title glued to the balance's
        // (`账户余额对方账号` over `18,073.05 6370******6359`): no account number opens with an amount.
        if case .money = first.kind, chineseName() || LayoutStatementParser.isAccountNumber(words[1].text) {
            return [first] + splitMoney(name)
        }
        var length = 0
        for k in 1...min(3, words.count - 1) {
            // An amount is short: `-1.234.567,89 €` is 15 characters.
            length += words[words.count - k].text.utf8.count
            if length > 24 { break }
            let tail = LayoutCell(words: Array(words.suffix(k)))
            if case .money = tail.kind {
                let head = Array(words.prefix(words.count - k))
                return splitDate(head) + [tail]
            }
        }
        return splitDate(words, whole: whole)
    }

    /// Cuts a date off the start of a run of words (`03/10 NETFLIX.COM`, `Oct 3 Spotify`).
    static func splitDate(_ words: [OCRWord], whole known: LayoutCell? = nil) -> [LayoutCell] {
        let whole = known ?? LayoutCell(words: words)
        guard words.count >= 2, whole.kind == .text else { return [whole] }
        // A column rule read as a word before a date (`|` `2025-07-11`, a faded scan) is a cell of its own.
        if words[0].text.allSatisfy({ $0 == "|" }) {
            let rest = splitDate(Array(words.dropFirst()))
            if rest.first?.isDate == true { return [LayoutCell(words: [words[0]])] + rest }
        }
        // (Up to six words: a scan's Chinese date comes in pieces, `2025` `年` `03` `月` `23` `日`.)
        for k in stride(from: min(6, words.count - 1), through: 1, by: -1) {
            // A date is short: `Miércoles, 30 de septiembre de 2026` is the longest kind.
            if words.prefix(k).reduce(0, { $0 + $1.text.utf8.count + 1 }) > 40 { continue }
            let head = LayoutCell(words: Array(words.prefix(k)))
            if case .date = head.kind {
                // The rest may open with a second date (a value or posting date set close to the
                // first): looked for only when its first word can start one (a digit, a month).
                let rest = Array(words.dropFirst(k))
                if let w = rest.first?.text, w.first?.isNumber == true || DateParser.monthNames[w.lowercased()] != nil {
                    return [head] + splitDate(rest)
                }
                return [head, LayoutCell(words: rest)]
            }
        }
        // An app's grey line whose bar was lost, `文化休闲 07-20 12:45`: a month and day with a
        // clock time after it end a run of text; they are the row's date and time, not its words.
        if words.count >= 3, LayoutCell.isTime(words[words.count - 1].text), LayoutCell.isNumericMonthDay(words[words.count - 2].text) {
            let head = LayoutCell(words: Array(words.dropLast(2)))
            if head.isText {
                return [head, LayoutCell(words: [words[words.count - 2]]), LayoutCell(words: [words[words.count - 1]])]
            }
        }
        return [whole]
    }
}
