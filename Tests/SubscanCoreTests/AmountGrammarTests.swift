import Testing

@testable import SubscanCore

/// The amount grammar (docs/formats.md, "Amounts") as properties: every valid amount in every
/// supported convention reads back exactly, and every mutation of one is refused or reads as the
/// same value, never as another number.
@Suite("Amount grammar: properties")
struct AmountGrammarTests {
    /// SplitMix64: the same cases on every run and machine.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    /// How a file writes its amounts.
    struct Convention: CustomStringConvertible {
        var decimal: DecimalMark
        /// "" for none; otherwise the grouping character.
        var grouping: String
        var indian = false
        var description: String { "decimal \(decimal.rawValue), grouping '\(grouping)'\(indian ? " (Indian)" : "")" }
    }

    static let conventions: [Convention] = [
        Convention(decimal: .dot, grouping: ""), Convention(decimal: .dot, grouping: ","),
        Convention(decimal: .dot, grouping: "'"), Convention(decimal: .dot, grouping: " "),
        Convention(decimal: .dot, grouping: "\u{00A0}"), Convention(decimal: .comma, grouping: ""),
        Convention(decimal: .comma, grouping: "."), Convention(decimal: .comma, grouping: " "),
        Convention(decimal: .comma, grouping: "\u{202F}"), Convention(decimal: .comma, grouping: "’"),
        Convention(decimal: .dot, grouping: ",", indian: true),
    ]

    /// A valid amount: its text, the currency its digits are in, and its value in minor units.
    struct Sample {
        var text: String
        var currency: Currency
        var minor: Int64
        var convention: Convention
        /// The digits and separators of the number alone, where mutations apply.
        var number: String
        var prefix: String
        var suffix: String
        /// The text carries a sign (`-`, `+`, parentheses, `DR`).
        var signed: Bool
    }

    static func grouped(_ digits: String, _ c: Convention) -> String {
        guard !c.grouping.isEmpty, digits.count > 3 else { return digits }
        var groups: [String] = []
        var rest = Substring(digits)
        groups.insert(String(rest.suffix(3)), at: 0)
        rest = rest.dropLast(3)
        let size = c.indian ? 2 : 3
        while !rest.isEmpty {
            groups.insert(String(rest.suffix(size)), at: 0)
            rest = rest.dropLast(size)
        }
        return groups.joined(separator: c.grouping)
    }

    static func sample(_ g: inout Generator) -> Sample {
        let c = g.pick(conventions)
        let currency: Currency =
            c.indian ? Currency(code: "INR")! : g.pick([.usd, .eur, .jpy, Currency(code: "KWD")!, .gbp, .cny])
        let digits = currency.minorUnitDigits
        var magnitude = Int64(g.below(10))
        for _ in 0..<g.below(14) { magnitude = magnitude * 10 + Int64(g.below(10)) }
        let whole = magnitude / Int64(pow10(digits))
        let fraction = magnitude % Int64(pow10(digits))
        var number = grouped(String(whole), c)
        if digits > 0 {
            var fractionText = String(fraction)
            fractionText = String(repeating: "0", count: digits - fractionText.count) + fractionText
            // fewer decimals than the currency has are allowed when the dropped ones are zeros
            while fractionText.count > 1 && fractionText.hasSuffix("0") && g.below(3) == 0 { fractionText.removeLast() }
            number += c.decimal.rawValue + fractionText
        }
        let negative = g.below(2) == 0
        var prefix = ""
        var suffix = ""
        if negative {
            switch g.below(6) {
            case 0: prefix = "-"
            case 1: suffix = "-"
            case 2: (prefix, suffix) = ("(", ")")
            case 3: suffix = " DR"
            case 4: prefix = "−"
            default: prefix = "- "
            }
        } else if g.below(4) == 0 {
            prefix = "+"
        }
        switch g.below(4) {
        case 0: prefix += currency.code + " "
        case 1: suffix = " " + currency.code + suffix
        case 2 where currency == .eur: suffix = " €" + suffix
        default: break
        }
        return Sample(
            text: prefix + number + suffix, currency: currency, minor: negative ? -magnitude : magnitude, convention: c,
            number: number, prefix: prefix, suffix: suffix, signed: negative || prefix.hasPrefix("+"))
    }

    static func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { r, _ in r * 10 } }

    static func read(_ text: String, _ s: Sample) throws -> Int64 {
        try AmountParser.parse(text, decimalMark: s.convention.decimal).money(in: s.currency).minorUnits
    }

    @Test("valid amounts in every convention read back exactly (3,000 generated)")
    func validAmountsRoundTrip() throws {
        var g = Generator(state: 20_261_201)
        for _ in 0..<3000 {
            let s = AmountGrammarTests.sample(&g)
            let value = try #require(try? AmountGrammarTests.read(s.text, s), "\(s.text) [\(s.convention)]")
            #expect(value == s.minor, "\(s.text) [\(s.convention)]")
        }
    }

    /// Mutations of the number's text: each keeps the digits or breaks the grammar on purpose.
    static func mutations(_ s: Sample, _ g: inout Generator) -> [(String, String)] {
        var out: [(String, String)] = []
        let chars = Array(s.number)
        let separators = chars.indices.filter { !chars[$0].isNumber }
        // the decimal mark, when the currency has decimals; the other separators group digits
        let decimalIndex = s.currency.minorUnitDigits > 0 ? separators.last : nil
        let grouping = separators.filter { $0 != decimalIndex }
        func build(_ number: [Character]) -> String { s.prefix + String(number) + s.suffix }
        // a doubled separator
        for i in separators {
            var m = chars
            m.insert(chars[i], at: i)
            out.append(("doubled separator", build(m)))
        }
        // a grouping separator moved one digit left or right (wrong group sizes)
        for i in grouping {
            for step in [-1, 1] where i + step > 0 && i + step < chars.count - 1 && chars[i + step].isNumber {
                var m = chars
                m.swapAt(i, i + step)
                out.append(("moved separator", build(m)))
            }
        }
        // a digit lost from a group that is not the first (the group is then too short)
        if let firstGroup = grouping.first {
            for i in chars.indices where i > firstGroup && i < (decimalIndex ?? chars.count) && chars[i].isNumber {
                var m = chars
                m.remove(at: i)
                out.append(("digit lost from a later group", build(m)))
            }
        }
        // a grouping mark where the decimal mark should be, or the reverse, that the groups give away
        if let i = decimalIndex, chars.count - i - 1 != 3 {
            var m = chars
            m[i] = chars[i] == "." ? "," : "."
            out.append(("other decimal mark", build(m)))
        }
        // a second sign
        for extra in ["-", "+", "(", "--"] where s.signed || extra == "--" {
            out.append(("second sign", extra == "(" ? "(" + s.text + ")" : extra + s.text))
        }
        // a stray letter or symbol inside the number
        for letter in ["O", "l", "x", "#"] {
            var m = chars
            m.insert(Character(letter), at: 1 + g.below(max(1, chars.count - 1)))
            out.append(("stray letter", build(m)))
        }
        // a grouping character of another kind in one place
        if let i = separators.first, separators.count > 1 {
            var m = chars
            m[i] = chars[i] == " " ? "'" : " "
            out.append(("mixed grouping", build(m)))
        }
        return out
    }

    @Test("mutations (doubled separators, wrong groups, two signs, stray letters) are refused or read the same value")
    func mutationsNeverReadAnotherNumber() throws {
        var g = Generator(state: 7_919)
        var refused = 0
        var total = 0
        for _ in 0..<2000 {
            let s = AmountGrammarTests.sample(&g)
            for (kind, text) in AmountGrammarTests.mutations(s, &g) {
                total += 1
                if let value = try? AmountGrammarTests.read(text, s) {
                    #expect(value == s.minor, "\(kind): \(text) read as \(value), not \(s.minor) [\(s.convention)]")
                } else {
                    refused += 1
                }
            }
        }
        #expect(total > 10_000)
        #expect(refused * 10 > total * 9, "most mutations break the grammar: \(refused) of \(total) refused")
    }

    @Test(
        "the malformed cells of the Chase report are refused, never read as another number",
        arguments: [
            "-15.4.9", "1.2.3", "1.234.56", "12,34,5", "--5", "1,23,456.00", "1..5", "12.00-)", "(-5)", "+-5", "5 CR DR", "1 234,567.00",
        ]
    )
    func malformedCellsAreRefused(_ text: String) {
        for mark: DecimalMark? in [nil, .dot, .comma] {
            #expect(throws: CoreError.self, "\(text) with \(mark?.rawValue ?? "no") mark") {
                try AmountParser.parse(text, decimalMark: mark).money(in: .usd)
            }
        }
    }

    @Test("a cell that contradicts the file's decimal mark is refused; the Indian form only in rupees and taka")
    func conventionIsTheFiles() throws {
        #expect(throws: CoreError.self) { try AmountParser.parse("12,5", decimalMark: .dot) }
        #expect(throws: CoreError.self) { try AmountParser.parse("1.234,56", decimalMark: .dot) }
        #expect(throws: CoreError.self) { try AmountParser.parse("1,234.56", decimalMark: .comma) }
        #expect(throws: CoreError.self) { try AmountParser.parse("1.234.567", decimalMark: .dot) }
        #expect(try AmountParser.parse("1.234.567", decimalMark: .comma).money(in: .eur).minorUnits == 123_456_700)
        #expect(try AmountParser.parse("1,234", decimalMark: .dot).money(in: .usd).minorUnits == 123_400)
        #expect(try AmountParser.parse("12,34,567.50").money(in: Currency(code: "INR")!).minorUnits == 123_456_750)
        #expect(throws: CoreError.self) { try AmountParser.parse("12,34,567.50").money(in: .usd) }
        // MT940 ends whole amounts with the decimal mark
        #expect(try AmountParser.parse("100,", decimalMark: .comma).money(in: .eur).minorUnits == 10_000)
        #expect(throws: CoreError.self) { try AmountParser.parse("100.", decimalMark: .comma) }
    }

    @Test("the decimal evidence of a cell: what it proves whatever the file says")
    func decimalEvidence() throws {
        #expect(try AmountParser.parse("1.234,56").decimalEvidence == .comma)
        #expect(try AmountParser.parse("1,234,567").decimalEvidence == .dot)
        #expect(try AmountParser.parse("12,5").decimalEvidence == .comma)
        #expect(try AmountParser.parse("131.77(已退款89.84)").decimalEvidence == .dot)
        #expect(try AmountParser.parse("1,234").decimalEvidence == nil)
        #expect(try AmountParser.parse("1,234").isMarkAmbiguous)
        #expect(try AmountParser.parse("1234").decimalEvidence == nil)
    }

    @Test("an error shows the cell's shape, not its digits")
    func refusalShowsShape() {
        do {
            _ = try AmountParser.parse("-15.4.9")
            Issue.record("accepted")
        } catch {
            let message = AmountParser.refusal("-15.4.9", error)
            #expect(message.contains("\"-99.9.9\""), "\(message)")
            #expect(!message.contains("15"))
        }
        #expect(AmountParser.shape(" twelve USD ") == "aaaaaa AAA")
    }
}
