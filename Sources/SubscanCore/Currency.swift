/// An ISO 4217 currency: its code and how many minor-unit digits it has.
///
/// The digit count decides how amounts are parsed and printed: USD has 2 (`15.49`), JPY has 0
/// (`1500`), KWD has 3 (`1.250`).
public struct Currency: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let code: String

    /// Creates a currency from a three-letter code (case-insensitive); nil if the code is not three ASCII letters.
    public init?(code: String) {
        let upper = code.uppercased()
        guard upper.utf8.count == 3, upper.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }) else { return nil }
        self.code = upper
    }

    /// Minor-unit digits per ISO 4217 (2 unless listed).
    public var minorUnitDigits: Int {
        if Currency.zeroDigit.contains(code) { return 0 }
        if Currency.threeDigit.contains(code) { return 3 }
        return 2
    }

    public var description: String { code }
    public static func < (lhs: Currency, rhs: Currency) -> Bool { lhs.code < rhs.code }

    private static let zeroDigit: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND",
        "VUV", "XAF", "XOF", "XPF",
    ]
    private static let threeDigit: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    public static let usd = Currency(code: "USD")!
    public static let eur = Currency(code: "EUR")!
    public static let gbp = Currency(code: "GBP")!
    public static let cny = Currency(code: "CNY")!
    public static let jpy = Currency(code: "JPY")!
}
