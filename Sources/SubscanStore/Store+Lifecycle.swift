import SubscanCore

// The user's decisions: subscription states, manual entries and groups.

/// What the user decided about one subscription.
public struct SubscriptionState: Sendable, Equatable {
    public var id: String
    public var killedOn: LocalDate?
    public var confirmedOn: LocalDate?
    /// `often`, `sometimes`, `rarely` (stable codes), or nil.
    public var usage: UsageLevel?
    public var members: Int
    /// The group it belongs to, if any.
    public var group: String?
    /// The kind the user set (`subscan kind`); nil lets the classifier decide.
    public var kind: StreamKind?

    public init(
        id: String, killedOn: LocalDate? = nil, confirmedOn: LocalDate? = nil, usage: UsageLevel? = nil, members: Int = 1,
        group: String? = nil, kind: StreamKind? = nil
    ) {
        self.id = id
        self.killedOn = killedOn
        self.confirmedOn = confirmedOn
        self.usage = usage
        self.members = members
        self.group = group
        self.kind = kind
    }
}

/// A subscription entered by hand.
public struct ManualSubscription: Sendable, Equatable {
    public var id: String
    public var name: String
    public var catalogID: String?
    public var amount: Money
    public var cycle: BillingCycle
    public var nextDate: LocalDate
    public var trialEnds: LocalDate?
    public var cancelURL: String?
    public var category: String?
    public var created: LocalDate

    public init(
        id: String, name: String, catalogID: String?, amount: Money, cycle: BillingCycle, nextDate: LocalDate,
        trialEnds: LocalDate?, cancelURL: String?, category: String?, created: LocalDate
    ) {
        self.id = id
        self.name = name
        self.catalogID = catalogID
        self.amount = amount
        self.cycle = cycle
        self.nextDate = nextDate
        self.trialEnds = trialEnds
        self.cancelURL = cancelURL
        self.category = category
        self.created = created
    }
}

/// A cap on what several subscriptions of one currency and cycle cost together.
public struct SubscriptionGroup: Sendable, Equatable {
    public var name: String
    public var cap: Money
    public var cycle: BillingCycle?

    public init(name: String, cap: Money, cycle: BillingCycle?) {
        self.name = name
        self.cap = cap
        self.cycle = cycle
    }
}

extension Store {
    public func manualSubscriptions() throws -> [ManualSubscription] {
        let stmt = try db.prepare(
            "SELECT id, name, catalog_id, currency, amount_minor, cycle, next_day, trial_end_day, cancel_url, category, created_day FROM manual_subscriptions ORDER BY id"
        )
        var list: [ManualSubscription] = []
        while try stmt.step() {
            guard let currency = Currency(code: stmt.string(3)) else { continue }
            list.append(
                ManualSubscription(
                    id: stmt.string(0), name: stmt.string(1), catalogID: stmt.optionalString(2),
                    amount: Money(minorUnits: stmt.int64(4), currency: currency), cycle: BillingCycle(code: stmt.string(5)),
                    nextDate: LocalDate(dayNumber: Int(stmt.int64(6))),
                    trialEnds: stmt.optionalInt(7).map { LocalDate(dayNumber: Int($0)) },
                    cancelURL: stmt.optionalString(8), category: stmt.optionalString(9), created: LocalDate(dayNumber: Int(stmt.int64(10))))
            )
        }
        return list
    }

    public func save(_ m: ManualSubscription) throws {
        let stmt = try db.prepare(
            """
            INSERT INTO manual_subscriptions(id, name, catalog_id, currency, amount_minor, cycle, next_day, trial_end_day, cancel_url, category, created_day)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET name = excluded.name, catalog_id = excluded.catalog_id, currency = excluded.currency,
                amount_minor = excluded.amount_minor, cycle = excluded.cycle, next_day = excluded.next_day,
                trial_end_day = excluded.trial_end_day, cancel_url = excluded.cancel_url, category = excluded.category
            """)
        stmt.bind(1, m.id)
        stmt.bind(2, m.name)
        stmt.bind(3, m.catalogID)
        stmt.bind(4, m.amount.currency.code)
        stmt.bind(5, m.amount.minorUnits)
        stmt.bind(6, m.cycle.code)
        stmt.bind(7, Int64(m.nextDate.dayNumber))
        stmt.bind(8, m.trialEnds.map { Int64($0.dayNumber) })
        stmt.bind(9, m.cancelURL)
        stmt.bind(10, m.category)
        stmt.bind(11, Int64(m.created.dayNumber))
        try stmt.step()
    }

    public func groups() throws -> [SubscriptionGroup] {
        let stmt = try db.prepare("SELECT name, cap_minor, currency, cycle FROM subscription_groups ORDER BY name")
        var list: [SubscriptionGroup] = []
        while try stmt.step() {
            guard let currency = Currency(code: stmt.string(2)) else { continue }
            list.append(
                SubscriptionGroup(
                    name: stmt.string(0), cap: Money(minorUnits: stmt.int64(1), currency: currency),
                    cycle: stmt.optionalString(3).map(BillingCycle.init(code:))))
        }
        return list
    }

    public func save(_ g: SubscriptionGroup) throws {
        let stmt = try db.prepare(
            """
            INSERT INTO subscription_groups(name, cap_minor, currency, cycle) VALUES (?, ?, ?, ?)
            ON CONFLICT(name) DO UPDATE SET cap_minor = excluded.cap_minor, currency = excluded.currency, cycle = excluded.cycle
            """)
        stmt.bind(1, g.name)
        stmt.bind(2, g.cap.minorUnits)
        stmt.bind(3, g.cap.currency.code)
        stmt.bind(4, g.cycle?.code)
        try stmt.step()
    }
}

extension Store {
    /// Every subscription's recorded state, by id.
    public func subscriptionStates() throws -> [String: SubscriptionState] {
        let stmt = try db.prepare("SELECT id, killed_on, confirmed_on, usage, members, group_name, kind FROM subscription_state")
        var states: [String: SubscriptionState] = [:]
        while try stmt.step() {
            let id = stmt.string(0)
            states[id] = SubscriptionState(
                id: id, killedOn: stmt.optionalInt(1).map { LocalDate(dayNumber: Int($0)) },
                confirmedOn: stmt.optionalInt(2).map { LocalDate(dayNumber: Int($0)) },
                usage: stmt.optionalString(3).flatMap(UsageLevel.init(code:)),
                members: max(1, Int(stmt.int64(4))), group: stmt.optionalString(5),
                kind: stmt.optionalString(6).flatMap(StreamKind.init(code:)))  // an unknown code: the classifier decides
        }
        return states
    }

    /// Records a subscription's state (insert or replace), in one transaction.
    public func save(_ state: SubscriptionState) throws {
        let stmt = try db.prepare(
            """
            INSERT INTO subscription_state(id, killed_on, confirmed_on, usage, members, group_name, kind, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ','now'))
            ON CONFLICT(id) DO UPDATE SET killed_on = excluded.killed_on, confirmed_on = excluded.confirmed_on,
                usage = excluded.usage, members = excluded.members, group_name = excluded.group_name,
                kind = excluded.kind, updated_at = excluded.updated_at
            """)
        stmt.bind(1, state.id)
        stmt.bind(2, state.killedOn.map { Int64($0.dayNumber) })
        stmt.bind(3, state.confirmedOn.map { Int64($0.dayNumber) })
        stmt.bind(4, state.usage?.rawValue)
        stmt.bind(5, Int64(state.members))
        stmt.bind(6, state.group)
        stmt.bind(7, state.kind?.rawValue)
        try stmt.step()
    }
}
