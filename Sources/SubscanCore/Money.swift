/// An exact amount of one currency, in integer minor units.
///
/// Money never passes through `Double`. Adding two different currencies is a programming error
/// (`adding(_:)` returns nil), so totals are kept per currency.
///
///     Money(minorUnits: -1549, currency: .usd).decimalString  // "-15.49"
///     Money(minorUnits: 1500, currency: .jpy).decimalString   // "1500"
public struct Money: Hashable, Sendable, CustomStringConvertible {
    public var minorUnits: Int64
    public var currency: Currency

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public var isNegative: Bool { minorUnits < 0 }
    public var negated: Money { Money(minorUnits: -minorUnits, currency: currency) }
    public var magnitude: Money { Money(minorUnits: minorUnits < 0 ? -minorUnits : minorUnits, currency: currency) }

    /// The sum, or nil when the currencies differ or the sum overflows.
    public func adding(_ other: Money) -> Money? {
        guard other.currency == currency else { return nil }
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        return overflow ? nil : Money(minorUnits: sum, currency: currency)
    }

    /// Plain decimal text with `.` and the currency's digits, no grouping: `-1234.50`, `1500` (JPY).
    public var decimalString: String {
        Money.decimalString(minorUnits: minorUnits, digits: currency.minorUnitDigits)
    }

    /// Grouped text for people: `-1,234.50 USD`.
    public var description: String {
        "\(Money.decimalString(minorUnits: minorUnits, digits: currency.minorUnitDigits, grouping: true)) \(currency.code)"
    }

    public static func decimalString(minorUnits: Int64, digits: Int, grouping: Bool = false) -> String {
        let negative = minorUnits < 0
        // magnitude as UInt64 so Int64.min is representable
        let mag = minorUnits.magnitude
        var divisor: UInt64 = 1
        for _ in 0..<digits { divisor *= 10 }
        let whole = mag / divisor
        let frac = mag % divisor
        var wholeText = String(whole)
        if grouping && wholeText.count > 3 {
            var grouped = ""
            for (i, ch) in wholeText.enumerated() {
                if i > 0 && (wholeText.count - i) % 3 == 0 { grouped.append(",") }
                grouped.append(ch)
            }
            wholeText = grouped
        }
        var text = negative ? "-" + wholeText : wholeText
        if digits > 0 {
            var fracText = String(frac)
            while fracText.count < digits { fracText = "0" + fracText }
            text += "." + fracText
        }
        return text
    }
}
