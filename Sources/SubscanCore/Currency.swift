/// An ISO 4217 currency: its code and how many minor-unit digits it has.
///
/// The digit count decides how amounts are parsed and printed: USD has 2 (`15.49`), JPY has 0
/// (`1500`), KWD has 3 (`1.250`).
///
/// Stored as the code's three letters packed in one integer, so `Money` is a plain 16-byte value
/// that copies without reference counting and compares in one instruction.
public struct Currency: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The three ASCII letters, first in the high byte: ordered as the codes are.
    private let packed: UInt32

    /// `USD`.
    public var code: String {
        String(unsafeUninitializedCapacity: 3) { b in
            b[0] = UInt8(truncatingIfNeeded: packed >> 16)
            b[1] = UInt8(truncatingIfNeeded: packed >> 8)
            b[2] = UInt8(truncatingIfNeeded: packed)
            return 3
        }
    }

    /// Creates a currency from an ISO 4217 code (case-insensitive); nil for anything else.
    ///
    /// Withdrawn codes still found in older exports (LTL, LVL, HRK) are accepted.
    public init?(code: String) {
        guard code.utf8.count == 3 else { return nil }
        let upper = code.uppercased()
        guard Currency.iso4217.contains(upper) else { return nil }
        self.packed = Currency.pack(upper)
    }

    /// Three ASCII letters in one integer, the first in the high byte.
    private static func pack(_ code: String) -> UInt32 { code.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    /// Active ISO 4217 codes, plus a few withdrawn ones that old exports still carry.
    static let iso4217: Set<String> = [
        "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT", "BGN",
        "BHD", "BIF", "BMD", "BND", "BOB", "BOV", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF",
        "CHE", "CHF", "CHW", "CLF", "CLP", "CNY", "COP", "COU", "CRC", "CUC", "CUP", "CVE", "CZK", "DJF",
        "DKK", "DOP", "DZD", "EGP", "ERN", "ETB", "EUR", "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD",
        "GNF", "GTQ", "GYD", "HKD", "HNL", "HRK", "HTG", "HUF", "IDR", "ILS", "INR", "IQD", "IRR", "ISK",
        "JMD", "JOD", "JPY", "KES", "KGS", "KHR", "KMF", "KPW", "KRW", "KWD", "KYD", "KZT", "LAK", "LBP",
        "LKR", "LRD", "LSL", "LTL", "LVL", "LYD", "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU",
        "MUR", "MVR", "MWK", "MXN", "MXV", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK", "NPR", "NZD", "OMR",
        "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON", "RSD", "RUB", "RWF", "SAR", "SBD",
        "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SLL", "SOS", "SRD", "SSP", "STN", "SVC", "SYP", "SZL",
        "THB", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD", "TZS", "UAH", "UGX", "USD", "USN", "UYI",
        "UYU", "UYW", "UZS", "VED", "VES", "VND", "VUV", "WST", "XAF", "XCD", "XOF", "XPF", "YER", "ZAR",
        "ZMW", "ZWL",
    ]

    /// Minor-unit digits per ISO 4217 (2 unless listed).
    public var minorUnitDigits: Int {
        if Currency.zeroDigit.contains(packed) { return 0 }
        if Currency.threeDigit.contains(packed) { return 3 }
        return 2
    }

    /// Minor units in one major unit: 100 for USD, 1 for JPY, 1,000 for KWD.
    public var minorUnitsPerMajor: Int64 {
        switch minorUnitDigits {
        case 0: return 1
        case 3: return 1000
        default: return 100
        }
    }

    public var description: String { code }
    public static func < (lhs: Currency, rhs: Currency) -> Bool { lhs.packed < rhs.packed }

    private static let zeroDigit: Set<UInt32> = Set(
        [
            "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND",
            "VUV", "XAF", "XOF", "XPF",
        ].map(pack))
    private static let threeDigit: Set<UInt32> = Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"].map(pack))

    public static let usd = Currency(code: "USD")!
    public static let eur = Currency(code: "EUR")!
    public static let gbp = Currency(code: "GBP")!
    public static let cny = Currency(code: "CNY")!
    public static let jpy = Currency(code: "JPY")!

    /// The currency of the accounts of an IBAN's country (its first two letters): the euro area's,
    /// and the others that print IBANs; nil for any other country.
    public init?(ibanCountry country: some StringProtocol) {
        guard let code = Self.ibanCountries[String(country)] else { return nil }
        self.init(code: code)
    }

    private static let ibanCountries: [String: String] = {
        var table: [String: String] = [
            "GB": "GBP", "CH": "CHF", "LI": "CHF", "PL": "PLN", "CZ": "CZK", "HU": "HUF", "SE": "SEK", "DK": "DKK", "NO": "NOK",
            "RO": "RON", "BG": "BGN", "IS": "ISK", "TR": "TRY",
        ]
        for country in [
            "AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PT", "SI", "SK",
        ] {
            table[country] = "EUR"
        }
        return table
    }()
}
