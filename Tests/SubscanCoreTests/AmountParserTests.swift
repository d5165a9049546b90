import Testing

@testable import SubscanCore

@Suite("Amount parsing")
struct AmountParserTests {
    /// text, decimal mark hint, expected minor units in `currency`, expected currency named by the text
    static let cases: [(String, DecimalMark?, Int64, String?)] = [
        ("1,234.56", nil, 123_456, nil),
        ("1.234,56", nil, 123_456, nil),
        ("-12.00", nil, -1200, nil),
        ("−12,00 €", .comma, -1200, "EUR"),
        ("(12.00)", nil, -1200, nil),
        ("12.00-", nil, -1200, nil),
        ("¥25.00", nil, 2500, "CNY"),
        ("￥25.00", nil, 2500, "CNY"),
        ("US$9.99", nil, 999, "USD"),
        ("12.00 CR", nil, 1200, nil),
        ("45.10 DR", nil, -4510, nil),
        ("11'373.94", nil, 1_137_394, nil),
        ("-.46", nil, -46, nil),
        ("CNY 123.18", nil, 12318, "CNY"),
        ("CNY13.50", nil, 1350, "CNY"),
        ("131.77(已退款89.84)", nil, 13177, nil),
        ("+ $73.01", nil, 7301, "USD"),
        ("- $12.01", nil, -1201, "USD"),
        ("-$7,971.39", nil, -797_139, "USD"),
        ("2500", nil, 250_000, nil),
        ("155,5", .comma, 15550, nil),
        ("1 234,56", .comma, 123_456, nil),
        ("1\u{00A0}234,56", .comma, 123_456, nil),
        ("1.234.567,89", nil, 123_456_789, nil),
        ("1,234,567", nil, 123_456_700, nil),
        ("1,234", .dot, 123_400, nil),
        ("1.234", .comma, 123_400, nil),
        ("12,5", nil, 1250, nil),
        ("£1,100.00", nil, 110_000, "GBP"),
        ("0.00", nil, 0, nil),
        ("  -4.50\t", nil, -450, nil),
        ("49.74 (CN)", nil, 4974, nil),
        ("12.00 EUR", nil, 1200, "EUR"),
        ("10.99 D", nil, -1099, nil),
        ("250.00 C", nil, 25000, nil),
        ("Rs. 1,23,456.78", nil, 12_345_678, "INR"),
        ("-Rs. 27.70", nil, -2770, "INR"),
    ]

    @Test("reads every form statements print", arguments: cases.indices)
    func readsStatementForms(_ i: Int) throws {
        let (text, mark, minor, code) = AmountParserTests.cases[i]
        let parsed = try AmountParser.parse(text, decimalMark: mark)
        let currency = parsed.currency ?? .usd
        #expect(try parsed.money(in: currency).minorUnits == minor, "\(text)")
        #expect(parsed.currency?.code == code, "\(text)")
    }

    @Test("CR and DR say the direction explicitly")
    func creditDebitMarkersAreExplicit() throws {
        #expect(try AmountParser.parse("12.00 CR").explicitDirection)
        #expect(try AmountParser.parse("12.00 DR").explicitDirection)
        #expect(try AmountParser.parse("12.00 D").explicitDirection && AmountParser.parse("12.00 C").explicitDirection)
        #expect(try !AmountParser.parse("12.00").explicitDirection)
    }

    @Test(
        "text that is not an amount is refused",
        arguments: ["", "abc", "12..5", "1.2.3,4,5", "12 apples", "(12.00", "--", "D 10.99", "C 5.00", "10.99 D C"])
    func refusesNonAmounts(_ text: String) {
        #expect(throws: CoreError.self) { try AmountParser.parse(text) }
    }

    @Test("more decimals than the currency has is an error, trailing zeros too (1.000 JPY is not 1 yen)")
    func decimalsBeyondTheCurrencyAreRefused() throws {
        #expect(throws: CoreError.self) { try AmountParser.parse("12.345").money(in: .usd) }
        #expect(throws: CoreError.self) { try AmountParser.parse("12.340").money(in: .usd) }
        #expect(throws: CoreError.self) { try AmountParser.parse("1.000", decimalMark: .dot).money(in: .jpy) }
        #expect(try AmountParser.parse("12.3").money(in: .usd).minorUnits == 1230)
        #expect(try AmountParser.parse("1500").money(in: .jpy).minorUnits == 1500)
        #expect(throws: CoreError.self) { try AmountParser.parse("1500.5").money(in: .jpy) }
        #expect(try AmountParser.parse("1.250").money(in: Currency(code: "KWD")!).minorUnits == 1250)
    }

    @Test("amounts near Int64's limit overflow cleanly")
    func overflowIsAnError() {
        #expect(throws: CoreError.self) { try AmountParser.parse("99999999999999999999") }
        #expect(throws: CoreError.self) { try AmountParser.parse("99999999999999999").money(in: .usd) }
    }

    @Test("every cent from -1000.00 to 1000.00 survives print and parse")
    func roundTripSweep() throws {
        for minor in stride(from: Int64(-100_000), through: 100_000, by: 7) {
            let money = Money(minorUnits: minor, currency: .eur)
            #expect(try AmountParser.parse(money.decimalString).money(in: .eur) == money)
        }
    }
}

@Suite("Money")
struct MoneyTests {
    @Test("formats with the currency's digits")
    func formatsPerCurrency() {
        #expect(Money(minorUnits: -1549, currency: .usd).decimalString == "-15.49")
        #expect(Money(minorUnits: 5, currency: .usd).decimalString == "0.05")
        #expect(Money(minorUnits: -5, currency: .usd).decimalString == "-0.05")
        #expect(Money(minorUnits: 1500, currency: .jpy).decimalString == "1500")
        #expect(Money(minorUnits: 1250, currency: Currency(code: "KWD")!).decimalString == "1.250")
        #expect(Money(minorUnits: 123_456_789, currency: .eur).description == "1,234,567.89 EUR")
        #expect(Money(minorUnits: Int64.min, currency: .usd).decimalString == "-92233720368547758.08")
    }

    @Test("never adds two currencies")
    func refusesMixedCurrencies() {
        let usd = Money(minorUnits: 100, currency: .usd)
        #expect(usd.adding(Money(minorUnits: 100, currency: .eur)) == nil)
        #expect(usd.adding(usd)?.minorUnits == 200)
        #expect(Money(minorUnits: .max, currency: .usd).adding(usd) == nil)
    }

    @Test("currency codes are validated")
    func currencyCodes() {
        #expect(Currency(code: "usd")?.code == "USD")
        #expect(Currency(code: "US") == nil)
        #expect(Currency(code: "U5D") == nil)
        #expect(Currency(code: "€UR") == nil)
    }
}

@Suite("Amount annotations and markers")
struct AmountAnnotationTests {
    @Test("a leading plus says 'money in' even in a card export")
    func leadingPlusIsExplicit() throws {
        #expect(try AmountParser.parse("+ £1,100.00").explicitDirection)
        #expect(try AmountParser.parse("+12.00").explicitDirection)
        #expect(try !AmountParser.parse("-12.00").explicitDirection)
    }

    @Test("fuzz crash: a refund annotation whose number overflows when scaled is ignored, not a trap")
    func refundAnnotationThatOverflowsIsIgnored() throws {
        // scripts/fuzz money found "130.00(\u{e5}777…7\u{b7}\u{b2}退款89)" trapping on `m *= 10`.
        let parsed = try AmountParser.parse("130.00(退款7777777777777777777)")
        #expect(parsed.mantissa == 13000 && parsed.refunded == 0)
        let bytes: [UInt8] =
            [0x31, 0x33, 0x30, 0x2e, 0x30, 0x30, 0x28, 0xe5] + Array(repeating: 0x37, count: 19) + [
                0xb7, 0xb2, 0xe9, 0x80, 0x80, 0xe6, 0xac, 0xbe, 0x38, 0x39, 0x29,
            ]
        _ = try? AmountParser.parse(String(decoding: bytes, as: UTF8.self))
        // A refund larger than the charge is not a refund of it.
        #expect(try AmountParser.parse("10.00(已退款89.84)").refunded == 0)
    }

    @Test("a partial refund annotation is read, not mistaken for the amount")
    func partialRefundAnnotation() throws {
        let parsed = try AmountParser.parse("131.77(已退款89.84)")
        #expect(parsed.mantissa == 13177)
        #expect(parsed.refunded == 8984)
        #expect(try AmountParser.parse("49.74 (CN)").refunded == 0)
    }

    @Test("three letters that are no ISO 4217 code are not a currency")
    func unknownCurrencyCodes() {
        #expect(Currency(code: "XYZ") == nil)
        #expect(Currency(code: "LTL") != nil)
        #expect(throws: CoreError.self) { try AmountParser.parse("12.00 ABC") }
    }
}
