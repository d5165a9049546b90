import SubscanApp
import SubscanCore
import SubscanDetect
import SubscanStore

/// `add` (a subscription by hand) and `group` (a cap over several).
enum EntryCommands {
    static let add = Command(
        spec: CommandSpec(
            name: "add", arguments: "NAME", summary: "Add a subscription by hand (price, cycle, cancel link from the catalog).",
            abstract: "Add a subscription by hand; price, cycle and cancel link come from the catalog.",
            discussion: """
                NAME is a service from the catalog ('subscan catalog NAME') or any name (then --amount is needed).
                A detected subscription of the same service and currency absorbs the entry: nothing is counted twice.
                """,
            options: SharedOptions.lifecycle + [
                OptionSpec(.amount, value: "A", help: "Price per charge, with the currency's decimals (15.49; JPY 1500)."),
                OptionSpec(
                    .currency, value: "C", help: "ISO 4217 code. Default: the config's defaultCurrency, or the catalog's only price."),
                OptionSpec(.cycle, value: "C", help: "weekly, biweekly, monthly, quarterly, semiannual or yearly."),
                OptionSpec(.next, value: "DATE", help: "The next charge. Default: the trial end, else one cycle from today."),
                OptionSpec(.trialEnds, value: "DATE", help: "A free trial converts to paid on this date (high risk a week before)."),
            ], positionals: (1, nil)),
        run: runAdd)

    static let group = Command(
        spec: CommandSpec(
            name: "group", arguments: "create NAME | add GROUP NAME",
            summary: "Cap what several subscriptions cost together (group create / group add).",
            abstract: "Cap what several subscriptions cost together (one level of groups).",
            discussion: """
                'group create NAME --cap AMOUNT' makes a group; 'group add GROUP NAME' puts a subscription in it.
                Members share the group's currency and cycle. A group costs the larger of its cap and the sum of
                its members, so totals never fall below what is really paid; the report warns when members exceed the cap.
                """,
            options: SharedOptions.lifecycle + [
                OptionSpec(.cap, value: "AMOUNT", help: "The most the group should cost per cycle."),
                OptionSpec(.currency, value: "C", help: "The group's currency. Default: the config's defaultCurrency."),
                OptionSpec(.cycle, value: "C", help: "The group's cycle (default: the first member's)."),
            ], positionals: (2, 3)),
        run: runGroup)

    static func money(_ text: String, _ currency: Currency, usage: String, what: String) throws -> Money {
        do {
            let parsed = try AmountParser.parse(text)
            guard parsed.mantissa >= 0 else { throw UsageError(message: "\(what) must not be negative", usage: usage) }
            if let named = parsed.currency, named != currency {
                throw UsageError(message: "\(what) '\(text)' is in \(named.code), not \(currency.code)", usage: usage)
            }
            return try parsed.money(in: currency)
        } catch let e as CoreError {
            throw UsageError(message: "\(what) '\(text)': \(e.message)", usage: usage)
        }
    }

    static func cycle(_ text: String?, usage: String) throws -> BillingCycle? {
        guard let text else { return nil }
        guard let c = BillingCycle(rawValue: text) else {
            throw UsageError(message: "unknown cycle '\(text)' (weekly, biweekly, monthly, quarterly, semiannual, yearly)", usage: usage)
        }
        return c
    }

    static func date(_ text: String?, _ option: String, usage: String) throws -> LocalDate? {
        guard let text else { return nil }
        guard let d = LocalDate(iso: text) else {
            throw UsageError(message: "--\(option) needs a date like 2026-12-01, not '\(text)'", usage: usage)
        }
        return d
    }

    static func runAdd(_ invocation: Invocation) throws -> Int32 {
        let usage = invocation.spec.usage
        let parsed = invocation.arguments
        let name = parsed.positionals.joined(separator: " ").trimmingWhitespace
        let asOf = try invocation.asOf()
        let config = try invocation.config()
        let catalog = Catalog.shared
        let brand = catalog.match(descriptor: name)?.brand ?? catalog.search(name, limit: 1).first(where: { $0.score >= 0.9 })?.brand

        var currency: Currency? = nil
        if let c = parsed.value(.currency) {
            guard let code = Currency(code: c) else { throw UsageError(message: "'\(c)' is not a currency code", usage: usage) }
            currency = code
        }
        currency = currency ?? config.defaultCurrency
        if currency == nil, let prices = brand?.prices, prices.count == 1 { currency = Currency(code: prices.keys.first!) }
        guard let currency else {
            let listed = brand?.prices?.keys.sorted().joined(separator: ", ")
            throw UsageError(
                message: "which currency? pass --currency\(listed.map { " (the catalog lists \($0))" } ?? "")", usage: usage)
        }
        let amount: Money
        if let text = parsed.value(.amount) {
            amount = try money(text, currency, usage: usage, what: "--amount")
        } else if let ref = brand?.referencePrice(in: currency) {
            amount = ref
        } else {
            throw UsageError(
                message: brand == nil
                    ? "'\(name)' is not in the catalog: give --amount (and --cycle)"
                    : "the catalog has no \(currency.code) price for \(brand!.name): give --amount", usage: usage)
        }
        let cycle = try self.cycle(parsed.value(.cycle), usage: usage) ?? brand?.defaultCycle ?? .monthly
        let trialEnds = try date(parsed.value(.trialEnds), "trial-ends", usage: usage)
        let next = try date(parsed.value(.next), "next", usage: usage) ?? trialEnds ?? cycle.next(after: asOf, anchorDay: asOf.day)

        let store = try invocation.store()
        let display = brand?.name ?? name
        let id = (brand?.id ?? Detector.slug(MerchantNormalizer.key(name))) + "-" + currency.code.lowercased()
        try store.save(
            ManualSubscription(
                id: id, name: display, catalogID: brand?.id, amount: amount, cycle: cycle, nextDate: next, trialEnds: trialEnds,
                cancelURL: brand?.cancelUrl, category: brand?.category, created: asOf))
        var line = "Added \(display): \(amount) \(cycle.code), next on \(next.iso)"
        if let trialEnds { line += ", trial ends \(trialEnds.iso)" }
        if let url = brand?.cancelUrl { line += " (cancel: \(url))" }
        invocation.console.out(line + ".\n")
        return ExitCode.ok
    }

    static func runGroup(_ invocation: Invocation) throws -> Int32 {
        let usage = invocation.spec.usage
        let parsed = invocation.arguments
        let console = invocation.console
        let action = parsed.positionals[0]
        let store = try invocation.store()
        switch action {
        case "create":
            guard parsed.positionals.count == 2 else { throw UsageError(message: "group create needs one NAME", usage: usage) }
            let name = parsed.positionals[1]
            guard let capText = parsed.value(.cap) else { throw UsageError(message: "group create needs --cap AMOUNT", usage: usage) }
            var currency = try invocation.config().defaultCurrency
            if let c = parsed.value(.currency) {
                guard let code = Currency(code: c) else { throw UsageError(message: "'\(c)' is not a currency code", usage: usage) }
                currency = code
            }
            if currency == nil, let named = try? AmountParser.parse(capText).currency { currency = named }
            guard let currency else { throw UsageError(message: "which currency? pass --currency", usage: usage) }
            let cap = try money(capText, currency, usage: usage, what: "--cap")
            let cycle = try self.cycle(parsed.value(.cycle), usage: usage)
            try store.save(SubscriptionGroup(name: name, cap: cap, cycle: cycle))
            console.out("Group \(name): capped at \(cap)\(cycle.map { " per \($0.code) cycle" } ?? "").\n")
            return ExitCode.ok
        case "add":
            guard parsed.positionals.count == 3 else { throw UsageError(message: "group add needs GROUP and SUBSCRIPTION", usage: usage) }
            guard var group = try store.groups().first(where: { $0.name == parsed.positionals[1] }) else {
                console.err("subscan: error: no group named '\(parsed.positionals[1])' (create it with 'subscan group create')\n")
                return ExitCode.failure
            }
            let ctx = try invocation.subscriptions()
            let sub: Subscription
            do {
                sub = try Subscriptions.resolve(parsed.positionals[2], in: ctx.list)
            } catch {
                console.err("subscan: error: \(error.description)\n")
                return ExitCode.failure
            }
            guard sub.currency == group.cap.currency else {
                console.err(
                    "subscan: error: \(sub.id) is in \(sub.currency.code) but group \(group.name) is in \(group.cap.currency.code); nothing changed\n"
                )
                return ExitCode.failure
            }
            let members = ctx.list.filter { $0.group == group.name }
            let cycle = group.cycle ?? members.first?.cycle ?? sub.cycle
            guard sub.cycle == cycle else {
                console.err("subscan: error: \(sub.id) is \(sub.cycle.code) but group \(group.name) is \(cycle.code); nothing changed\n")
                return ExitCode.failure
            }
            if group.cycle == nil {
                group.cycle = cycle
                try store.save(group)
            }
            var state = ctx.states[sub.id] ?? SubscriptionState(id: sub.id)
            state.group = group.name
            try store.save(state)
            console.out("\(sub.merchant) (\(sub.id)) is now in group \(group.name).\n")
            return ExitCode.ok
        default:
            throw UsageError(message: "unknown group action '\(action)' (create, add)", usage: usage)
        }
    }
}
