import SubscanCore
import SubscanDetect
import SubscanStore

/// What several subscriptions may cost together: group name → the cap per cycle.
public typealias GroupCaps = [String: (cap: Money, cycle: BillingCycle)]

/// The one way to get the subscriptions of a store as of a date: every stored transaction,
/// reconciled (a screenshot's copy of an exported charge counted once), detected with the user's
/// decisions, groups and manual entries applied. `scan`, `report`, the lifecycle commands,
/// `summary`, `upcoming` and the watcher's reports all ask here.
public struct Subscriptions {
    public var list: [Subscription]
    /// Rows read from screenshots or statements that were also in an export (left out once each).
    public var copies: Int
    /// How many transactions detection read.
    public var transactions: Int
    /// Time spent loading, reconciling and detecting.
    public var timings: (load: Duration, reconcile: Duration, detect: Duration)

    /// Detects the subscriptions of `store` as of `asOf`. `states` are the store's decisions when the
    /// caller has read them already.
    public static func detect(
        store: Store, asOf: LocalDate, includeIncome: Bool = false, states: [String: SubscriptionState]? = nil
    ) throws -> Subscriptions {
        let clock = ContinuousClock()
        let t0 = clock.now
        var (table, fromStatement) = try store.transactionTable()
        let t1 = clock.now
        var copies = 0
        // only a store with both statement and export rows has anything to reconcile: only then
        // are the rows made `Transaction`s (and back)
        if fromStatement.contains(true) && fromStatement.contains(false) {
            let reconciled = StatementReconciler.reconcile(table.transactions, fromStatement: fromStatement, catalog: Catalog.shared)
            copies = reconciled.copies
            table = TransactionTable(reconciled.transactions)
        }
        let t2 = clock.now
        let options = try detectorOptions(asOf: asOf, store: store, includeIncome: includeIncome, states: states)
        let list = Detector(catalog: Catalog.shared, options: options).detect(table)
        let t3 = clock.now
        return Subscriptions(list: list, copies: copies, transactions: table.count, timings: (t1 - t0, t2 - t1, t3 - t2))
    }

    /// The detector's options with the user's decisions, groups and manual entries from the store.
    public static func detectorOptions(
        asOf: LocalDate, store: Store, includeIncome: Bool = false, states: [String: SubscriptionState]? = nil
    ) throws -> DetectorOptions {
        var options = DetectorOptions(asOf: asOf)
        options.includeIncome = includeIncome
        for (id, state) in try states ?? store.subscriptionStates() {
            if let k = state.killedOn { options.killedOn[id] = k }
            if let c = state.confirmedOn { options.confirmedOn[id] = c }
            if let u = state.usage { options.usage[id] = u }
            if state.members > 1 { options.members[id] = state.members }
            if let g = state.group { options.groups[id] = g }
            if let k = state.kind { options.kinds[id] = k }
        }
        options.manual = try store.manualSubscriptions().map(subscription(from:))
        return options
    }

    /// The groups' caps (a group without a cycle yet has no members, so its cycle is moot: monthly).
    public static func caps(_ store: Store) throws -> GroupCaps {
        var caps: GroupCaps = [:]
        for g in try store.groups() { caps[g.name] = (g.cap, g.cycle ?? .monthly) }
        return caps
    }

    /// A hand-entered subscription as the detector's model: no charges, flag `manual`.
    static func subscription(from m: ManualSubscription) -> Subscription {
        var flags: [SubscriptionFlag] = [.manual]
        if m.trialEnds != nil { flags.append(.trial) }
        var s = Subscription(
            id: m.id, merchant: m.name, merchantKey: m.catalogID ?? MerchantNormalizer.key(m.name), catalogID: m.catalogID,
            category: m.category, cycle: m.cycle, currency: m.amount.currency, lastAmount: m.amount, averageAmount: m.amount,
            monthlyEquivalent: m.cycle.monthlyEquivalent(of: m.amount), firstDate: m.created, lastDate: m.created, nextDate: m.nextDate,
            status: .active, confidence: 1.0, flags: flags, charges: [], priceHistory: [(m.created, m.amount)], cancelURL: m.cancelURL)
        s.trialEnds = m.trialEnds
        return s
    }

    /// A name that names no subscription, or several.
    public struct NotFound: Error, CustomStringConvertible {
        public var description: String
    }

    /// The one subscription a name refers to: an id, a catalog id, or (part of) a name.
    /// Ambiguous and unknown names are refused with the candidates listed.
    public static func resolve(_ name: String, in subs: [Subscription]) throws(NotFound) -> Subscription {
        let query = name.trimmingWhitespace.lowercased()
        guard !query.isEmpty else { throw NotFound(description: "give the name or id of a subscription") }
        if let exact = subs.first(where: { $0.id == query }) { return exact }
        let tiers: [(Subscription) -> Bool] = [
            { $0.catalogID?.lowercased() == query },
            { $0.merchant.lowercased() == query },
            { $0.merchant.lowercased().contains(query) || $0.id.contains(query) },
        ]
        for tier in tiers {
            let hits = subs.filter(tier)
            if hits.count == 1 { return hits[0] }
            if hits.count > 1 {
                let list = hits.map { "\($0.id) (\($0.merchant), \($0.lastAmount) \($0.cycle.code))" }.joined(separator: ", ")
                throw NotFound(description: "'\(name)' matches \(hits.count) subscriptions: \(list); use the id")
            }
        }
        var message = "no subscription matches '\(name)'"
        if let near = closestWord(query, among: subs.map(\.id) + subs.map { $0.merchant.lowercased() }) {
            message += ". Did you mean '\(near)'?"
        }
        throw NotFound(description: message + " (see 'subscan report')")
    }
}
