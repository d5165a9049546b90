import SubscanCore

// Stage 4 of `Detector.detect`: the streams of each group, each finished into a subscription.
extension Detector {
    /// Stage 4: the streams of every group (`StreamFinder`), on all cores, as subscriptions.
    func streams(_ transactions: TransactionTable, _ groups: Groups, _ named: [Named]) -> [Subscription] {
        let work = groups.keys.indices.filter { groups.members[$0].count > 1 || named[groups.keys[$0].merchant].brand != nil }
            .map { (groups.keys[$0], groups.members[$0], groups.refunds[$0] ?? []) }
        let allNamed = named
        let home = groups.home
        let perGroup: [[Subscription]] = Parallel.map(work.count, minimum: 500) { w in
            let (gk, indexes, groupRefunds) = work[w]
            let who = allNamed[gk.merchant]
            // Charges point into `transactions` by index: only a subscription's own charges become `Transaction`s.
            var light: [Charge] = []
            light.reserveCapacity(indexes.count)
            for i in indexes.lazy.map(Int.init) {
                light.append(Charge(date: transactions.date(i), amount: transactions.amount(i), index: i))
            }
            if !zip(light, light.dropFirst()).allSatisfy({ $0.0.date <= $0.1.date }) {  // the store hands them over by date
                light.sort { ($0.date, $0.index) < ($1.date, $1.index) }
            }
            var subs: [Subscription] = []
            let plans = who.brand.map { catalog.planPrices(billedBy: $0.id) } ?? []
            for stream in StreamFinder.streams(in: light, brand: who.brand, merchantKey: who.key, plans: plans) {
                if var sub = finish(stream, row: { transactions[$0] }, named: who, refunds: groupRefunds, home: home[gk.account]) {
                    if gk.inflow { sub.flags.append(.income) }
                    subs.append(sub)
                }
            }
            return subs
        }
        return perGroup.flatMap { $0 }
    }

    /// The service behind an umbrella biller's stream (`APPLE.COM/BILL` every month at 2.99 is iCloud+):
    /// the one catalog brand that biller charges at every price the stream had, and whether one of
    /// those prices is another service's too (`Catalog.plan`). A price step inside one service
    /// (iCloud+ 0.99 → 2.99) keeps the name; amounts of two services, or a price no plan has, leave
    /// the umbrella's name.
    func planBrand(of named: Named, cycle: BillingCycle, amounts: [Money]) -> (brand: Brand, shared: Bool)? {
        guard let umbrella = named.brand, StreamFinder.umbrellaBrands.contains(umbrella.id), !amounts.isEmpty else { return nil }
        var found: (brand: Brand, shared: Bool)? = nil
        for amount in Set(amounts) {
            guard let plan = catalog.plan(billedBy: umbrella.id, cycle: cycle, amount: amount) else { return nil }
            if let f = found, f.brand.id != plan.brand.id { return nil }
            found = (plan.brand, plan.shared || found?.shared == true)
        }
        return found
    }

    /// Status, next date, amounts, flags and confidence for a stream that passed the cadence test.
    /// `row(i)` is the transaction a charge's `index` points to.
    func finish(_ s: Stream, row: (Int) -> Transaction, named: Named, refunds: [Transaction], home: Currency?) -> Subscription? {
        let charges = s.charges.map { row($0.index) }
        guard let first = charges.first, let last = charges.last else { return nil }
        let currency = first.amount.currency
        let regular = zip(s.charges, charges).filter { !s.trialIDs.contains($0.0.index) }.map(\.1)
        let lastAmount = (regular.last ?? last).amount.magnitude
        let total = regular.reduce(Int64(0)) { $0 + $1.amount.minorUnits.magnitude.asInt64 }
        let average = Money(minorUnits: regular.isEmpty ? 0 : (total + Int64(regular.count) / 2) / Int64(regular.count), currency: currency)

        let lastNominal = s.cycle.months == nil ? last.date : StreamFinder.nominalDate(of: last.date, anchorDay: s.anchorDay)
        var next = s.cycle.next(after: lastNominal, anchorDay: s.anchorDay)
        // the nominal date of the last charge may be before a shifted charge date; never predict the past of the last charge
        if next <= last.date { next = s.cycle.next(after: next, anchorDay: s.anchorDay) }

        let minimum = (s.cycle == .yearly || s.cycle == .semiannual) ? 2 : 3
        var status: Subscription.Status
        if regular.count < minimum {
            status = .early
        } else {
            status = options.asOf.dayNumber > next.dayNumber + s.cycle.graceDays ? .ended : .active
        }
        if status == .early && options.asOf.dayNumber > next.dayNumber + s.cycle.graceDays { return nil }  // a stale hint
        if status == .early && named.brand == nil && (regular.count < 2 || s.cycle < .monthly) { return nil }  // too thin to show

        var flags: [SubscriptionFlag] = []
        if s.priceSteps.count > 1, let old = s.priceSteps.dropLast().last, let new = s.priceSteps.last,
            new.1.minorUnits.magnitude > old.1.minorUnits.magnitude
        {
            flags.append(.priceIncrease)
        }
        if !s.trialIDs.isEmpty { flags.append(.trialConverted) }
        if s.variable { flags.append(.variableAmount) }
        if let home, currency != home { flags.append(.foreignCurrency) }
        let refunded = refunds.filter { r in
            r.amount.magnitude.minorUnits >= lastAmount.minorUnits * 9 / 10
                && r.amount.magnitude.minorUnits <= lastAmount.minorUnits * 11 / 10
                && r.date >= first.date.adding(days: -s.cycle.graceDays)
        }
        if !refunded.isEmpty { flags.append(.refunded) }
        var named = named
        if let plan = planBrand(of: named, cycle: s.cycle, amounts: regular.map(\.amount)) {
            named = Named(key: named.key, brand: plan.brand)  // the key stays the biller's: another key of the brand is another stream
            flags.append(.namedByPrice)
            if plan.shared { flags.append(.sharedPrice) }
        }
        if named.brand?.shared == true { flags.append(.shareable) }  // the service sells a plan for several people

        // Confidence: regular cadence, steady amounts, enough charges, a known brand.
        let evidence = min(1.0, Double(regular.count) / 6.0)
        var confidence = 0.4 * s.regularity + 0.2 * (s.variable ? 0.6 : 1.0) + 0.3 * evidence + (named.brand != nil ? 0.1 : 0.0)
        if status == .early { confidence = min(confidence, 0.4) }
        confidence = (min(0.99, max(0.05, confidence)) * 100).rounded() / 100

        var subscription = Subscription(
            id: "", merchant: named.brand?.name ?? Detector.displayName(named.key, printed: last.description), merchantKey: named.key,
            catalogID: named.brand?.id, category: named.brand?.category,
            cycle: s.cycle, currency: currency, lastAmount: lastAmount, averageAmount: average,
            monthlyEquivalent: s.cycle.monthlyEquivalent(of: lastAmount), firstDate: first.date, lastDate: last.date, nextDate: next,
            status: status, confidence: confidence, flags: flags, charges: charges + refunded,
            priceHistory: s.priceSteps, cancelURL: named.brand?.cancelUrl)
        subscription.color = named.brand?.color
        return subscription
    }
}
