/// How often a subscription charges.
///
/// Stored and printed by its stable string code (`monthly`); an unknown code decodes to
/// `.monthly` (`init(code:)` returns the fallback) so a newer database never crashes an older reader.
public enum BillingCycle: String, Sendable, CaseIterable, Comparable {
    case weekly, biweekly, monthly, quarterly, semiannual, yearly

    /// Decodes a stored code; unknown codes fall back to monthly.
    public init(code: String) {
        self = BillingCycle(rawValue: code) ?? .monthly
    }

    public var code: String { rawValue }

    /// Nominal length in days (for interval matching).
    public var nominalDays: Double {
        switch self {
        case .weekly: return 7
        case .biweekly: return 14
        case .monthly: return 30.44
        case .quarterly: return 91.31
        case .semiannual: return 182.62
        case .yearly: return 365.25
        }
    }

    /// Months per period for the month-based cycles; nil for weekly and biweekly.
    public var months: Int? {
        switch self {
        case .weekly, .biweekly: return nil
        case .monthly: return 1
        case .quarterly: return 3
        case .semiannual: return 6
        case .yearly: return 12
        }
    }

    /// Days a charge may be late before the subscription counts as ended.
    public var graceDays: Int {
        switch self {
        case .weekly: return 4
        case .biweekly: return 6
        case .monthly: return 10
        case .quarterly: return 20
        case .semiannual: return 30
        case .yearly: return 45
        }
    }

    /// The cost per month of one charge, exactly: ×52/12 weekly, ×26/12 biweekly, ×1, ÷3, ÷6, ÷12,
    /// rounded half away from zero to the currency's minor unit.
    ///
    ///     BillingCycle.weekly.monthlyEquivalent(of: Money(minorUnits: 1000, currency: .usd))  // 43.33 USD
    public func monthlyEquivalent(of amount: Money) -> Money {
        let (num, den): (Int64, Int64)
        switch self {
        case .weekly: (num, den) = (52, 12)
        case .biweekly: (num, den) = (26, 12)
        case .monthly: (num, den) = (1, 1)
        case .quarterly: (num, den) = (1, 3)
        case .semiannual: (num, den) = (1, 6)
        case .yearly: (num, den) = (1, 12)
        }
        let scaled = amount.minorUnits.multipliedReportingOverflow(by: num)
        let value = scaled.overflow ? amount.minorUnits / den * num : scaled.partialValue
        let q = value / den
        let r = value % den
        let rounded = abs(r) * 2 >= den ? q + (value < 0 ? -1 : 1) : q
        return Money(minorUnits: rounded, currency: amount.currency)
    }

    /// The next nominal date after `date` for a stream anchored on `anchorDay` (month-based cycles
    /// clamp to the month's end and return to the anchor afterwards).
    public func next(after date: LocalDate, anchorDay: Int) -> LocalDate {
        if let months {
            return date.adding(months: months, anchorDay: anchorDay)
        }
        return date.adding(days: Int(nominalDays))
    }

    public static func < (a: BillingCycle, b: BillingCycle) -> Bool { a.nominalDays < b.nominalDays }
}
