/// A code subscan prints or stores as text, which never changes meaning: a named constant in the
/// code, a string literal in a test, and a code this build does not know is kept as it is.
public protocol StableCode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible
where RawValue == String {
    init(rawValue: String)
}

extension StableCode {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
    public var description: String { rawValue }
}

/// A fact the detector (or the user's decisions) attach to a subscription, as the report's `flags`
/// print it. The codes are the output contract (docs/output.md): they never change, and a code this
/// build does not know is kept as it is.
public struct SubscriptionFlag: StableCode {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The amount rose within the stream (its price history has the steps).
    public static let priceIncrease: SubscriptionFlag = "price_increase"
    /// A free or discounted trial came before the paid charges.
    public static let trialConverted: SubscriptionFlag = "trial_converted"
    /// The amount varies from charge to charge (a utility, a metered plan).
    public static let variableAmount: SubscriptionFlag = "variable_amount"
    /// Charged in another currency than the account's usual one.
    public static let foreignCurrency: SubscriptionFlag = "foreign_currency"
    /// Some charges were refunded.
    public static let refunded: SubscriptionFlag = "refunded"
    /// The service sells a plan for several people.
    public static let shareable: SubscriptionFlag = "shareable"
    /// Money coming in (listed with `--include-income`, never in totals).
    public static let income: SubscriptionFlag = "income"
    /// The user also entered it by hand; the detected stream absorbed the entry.
    public static let entered: SubscriptionFlag = "entered"
    /// It charged again after the user killed it: the cancellation did not work.
    public static let chargedAfterKill: SubscriptionFlag = "charged_after_kill"
    /// Looks like the same service paid twice (two accounts, two plans).
    public static let duplicate: SubscriptionFlag = "duplicate"
    /// Entered by hand (`subscan add`), no charges seen.
    public static let manual: SubscriptionFlag = "manual"
    /// Entered by hand with a free trial's end.
    public static let trial: SubscriptionFlag = "trial"
    /// Billed under a company's own descriptor (`APPLE.COM/BILL`, `Microsoft*Store`): the service was
    /// named from the one plan of that company at the stream's price.
    public static let namedByPrice: SubscriptionFlag = "named_by_price"
    /// Named by price, at a price another service of that company has too (iCloud+ 2 TB and Apple
    /// TV+ at 9.99): the name is the far more common of them.
    public static let sharedPrice: SubscriptionFlag = "shared_price"
}

/// How often the user says they use a subscription (`subscan confirm --usage`). Stored by its code;
/// a stored code this build does not know reads as no answer.
public struct UsageLevel: StableCode {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let often: UsageLevel = "often"
    public static let sometimes: UsageLevel = "sometimes"
    public static let rarely: UsageLevel = "rarely"
    public static let all: [UsageLevel] = [.often, .sometimes, .rarely]

    /// The level a user typed or the store holds, or nil for any other word.
    public init?(code: String) {
        guard let known = UsageLevel.all.first(where: { $0.rawValue == code }) else { return nil }
        self = known
    }
}
