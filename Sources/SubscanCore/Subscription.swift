/// What a recurring stream is, for the two totals people act on: subscriptions (what they could
/// cancel) and bills (what they could renegotiate); loans, rent and transfers are listed apart.
///
/// The raw values are the stable codes of JSON, CSV and the store: never renamed. A stored code
/// this version does not know reads as `nil` (`init(code:)`), so the stream is classified afresh.
public enum StreamKind: String, Sendable, Equatable, CaseIterable {
    /// Streaming, software, memberships, boxes, apps, gyms, news.
    case subscription
    /// Utilities, telecom, insurance, tax, community fees.
    case bill
    /// Mortgage, car and student loans, buy-now-pay-later instalments.
    case loan
    case rent
    /// To a person, between own accounts, savings.
    case transfer
    /// A recurring inflow (salary, interest): listed only with `--include-income`.
    case income

    public init?(code: String) { self.init(rawValue: code.lowercased()) }

    /// Counted in the subscription or the bill total (the others are listed apart).
    public var isSpending: Bool { self == .subscription || self == .bill }

    /// `subscriptions`, `bills`, … as a report heading says it.
    public var plural: String {
        switch self {
        case .subscription: return "subscriptions"
        case .bill: return "bills"
        case .loan: return "loans"
        case .rent: return "rent"
        case .transfer: return "transfers"
        case .income: return "income"
        }
    }
}

/// A recurring charge found in the transactions: what the detector hands to reports.
public struct Subscription: Sendable, Equatable {
    public enum Status: String, Sendable, Equatable {
        case active, ended
        /// Fewer charges than the evidence needed: reported, never counted as certain.
        case early
    }

    public enum Risk: String, Sendable, Equatable, Comparable {
        case low, medium, high
        public static func < (a: Risk, b: Risk) -> Bool {
            let order: [Risk] = [.low, .medium, .high]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }

    /// Short and stable across runs: `netflix-usd`, `acme-gym-eur`, `spotify-usd-2` for a second plan.
    public var id: String
    /// Display name: the catalog's canonical name, or the cleaned descriptor.
    public var merchant: String
    /// Grouping key the stream was built from (catalog id or normalised descriptor).
    public var merchantKey: String
    public var catalogID: String?
    public var category: String?
    public var cycle: BillingCycle
    public var currency: Currency
    public var lastAmount: Money
    public var averageAmount: Money
    public var monthlyEquivalent: Money
    public var firstDate: LocalDate
    public var lastDate: LocalDate
    public var nextDate: LocalDate
    public var status: Status
    public var confidence: Double
    public var risk: Risk
    public var riskReasons: [String]
    public var flags: [SubscriptionFlag]
    /// Every member charge, oldest first (amounts negative for money out).
    public var charges: [Transaction]
    /// Price history: (date the price took effect, amount), oldest first; one entry when it never changed.
    public var priceHistory: [(LocalDate, Money)]
    public var cancelURL: String?
    /// The day the user marked it cancelled (`subscan kill`); killed ones leave the totals.
    public var killedOn: LocalDate? = nil
    /// People sharing the cost (`subscan share`); totals count the user's share.
    public var members: Int = 1
    /// The end of a free trial the user entered (`subscan add --trial-ends`): it converts to paid then.
    public var trialEnds: LocalDate? = nil
    /// The group whose cap covers it (`subscan group add`).
    public var group: String? = nil
    /// The brand's colour from the catalog (`#E50914`), for charts.
    public var color: String? = nil
    /// Subscription, bill, loan, rent, transfer or income (`KindClassifier`; `subscan kind` overrides).
    public var kind: StreamKind = .subscription
    /// The user set `kind` (`subscan kind NAME KIND`).
    public var kindSetByUser = false

    /// What the user pays per month: the monthly equivalent divided among the members.
    public var monthlyShare: Money {
        guard members > 1 else { return monthlyEquivalent }
        let total = monthlyEquivalent.minorUnits
        let n = Int64(members)
        return Money(minorUnits: (total + (total >= 0 ? n / 2 : -n / 2)) / n, currency: currency)
    }

    /// Counted in totals: active, not killed.
    public var counts: Bool { status == .active && killedOn == nil && !flags.contains(.income) }

    /// Charges that were paid (refunded ones listed in `charges` are not counted).
    public var occurrences: Int { charges.filter { $0.status == .posted }.count }

    public init(
        id: String, merchant: String, merchantKey: String, catalogID: String?, category: String?, cycle: BillingCycle,
        currency: Currency, lastAmount: Money, averageAmount: Money, monthlyEquivalent: Money, firstDate: LocalDate,
        lastDate: LocalDate, nextDate: LocalDate, status: Status, confidence: Double, risk: Risk = .low,
        riskReasons: [String] = [], flags: [SubscriptionFlag] = [], charges: [Transaction], priceHistory: [(LocalDate, Money)],
        cancelURL: String? = nil
    ) {
        self.id = id
        self.merchant = merchant
        self.merchantKey = merchantKey
        self.catalogID = catalogID
        self.category = category
        self.cycle = cycle
        self.currency = currency
        self.lastAmount = lastAmount
        self.averageAmount = averageAmount
        self.monthlyEquivalent = monthlyEquivalent
        self.firstDate = firstDate
        self.lastDate = lastDate
        self.nextDate = nextDate
        self.status = status
        self.confidence = confidence
        self.risk = risk
        self.riskReasons = riskReasons
        self.flags = flags
        self.charges = charges
        self.priceHistory = priceHistory
        self.cancelURL = cancelURL
    }

    public static func == (a: Subscription, b: Subscription) -> Bool {
        a.id == b.id && a.charges == b.charges && a.status == b.status && a.cycle == b.cycle && a.flags == b.flags
            && a.nextDate == b.nextDate && a.risk == b.risk
    }
}
