import SubscanCore
import SubscanDetect
import SubscanStore

/// `kill`, `restore`, `killed`, `confirm`, `share`, `kind`: what the user decides about a subscription,
/// kept by its stable id so it survives every later scan.
enum LifecycleCommands {
    static let common: [OptionSpec] = [
        OptionSpec(name: "db", value: "PATH", help: "The store. Default: $XDG_DATA_HOME/subscan/subscan.sqlite."),
        OptionSpec(name: "as-of", value: "DATE", help: "Today, for the date recorded and the detection. Default: today."),
    ]

    static let killSpec = CommandSpec(
        name: "kill", abstract: "Mark a subscription as cancelled by you (斩): it leaves the totals.",
        usage: "subscan kill NAME [--db PATH] [--as-of DATE]",
        discussion:
            "NAME is an id from the report (netflix-usd), a catalog id (netflix) or a name. A charge seen after the kill is flagged loudly: the cancellation did not work.",
        options: common, minPositionals: 1, maxPositionals: nil)
    static let restoreSpec = CommandSpec(
        name: "restore", abstract: "Undo a kill.", usage: "subscan restore NAME [--db PATH]", discussion: "",
        options: common, minPositionals: 1, maxPositionals: nil)
    static let killedSpec = CommandSpec(
        name: "killed", abstract: "List the subscriptions you killed and what they save per month.",
        usage: "subscan killed [--db PATH] [--format table|json]",
        discussion:
            #"JSON: {"killed":[{"id":…,"merchant":…,"killedOn":…,"currency":…,"monthlyEquivalent":…}],"count":N,"monthlySavings":[{"currency":…,"amount":…}]}"#,
        options: common + [OptionSpec(name: "format", value: "FORMAT", help: "table (default) or json.")], minPositionals: 0,
        maxPositionals: 0)
    static let confirmSpec = CommandSpec(
        name: "confirm", abstract: "Record that you use a subscription (and how often).",
        usage: "subscan confirm NAME [--usage often|sometimes|rarely] [--db PATH] [--as-of DATE]",
        discussion:
            "A subscription not confirmed in use for 30 days is medium risk when it charges within 14 days; 'rarely' makes it high risk.",
        options: common + [OptionSpec(name: "usage", value: "HOW", help: "often, sometimes or rarely.")], minPositionals: 1,
        maxPositionals: nil)
    static let kindSpec = CommandSpec(
        name: "kind", abstract: "Say what a recurring payment is: subscription, bill, loan, rent, transfer or income.",
        usage: "subscan kind NAME KIND [--db PATH] [--as-of DATE]",
        discussion:
            "Subscriptions and bills have their own totals; loans, rent and transfers are listed apart and counted in neither. 'subscan kind NAME auto' lets subscan decide again.",
        options: common, minPositionals: 2, maxPositionals: nil)
    static let shareSpec = CommandSpec(
        name: "share", abstract: "Record that several people share a subscription: totals count your share.",
        usage: "subscan share NAME --members N [--db PATH] [--as-of DATE]",
        discussion: "--members 1 makes it yours alone again.",
        options: common + [OptionSpec(name: "members", value: "N", help: "How many people share the cost (1 or more).")],
        minPositionals: 1, maxPositionals: nil)

    struct Context {
        var store: Store
        var asOf: LocalDate
        var states: [String: SubscriptionState]
        var subscriptions: [Subscription]
    }

    /// Everything stored, detected with the user's decisions, groups and manual entries applied:
    /// the one way every command (scan, report, lifecycle, watch) gets its subscriptions.
    static func detect(
        store: Store, asOf: LocalDate, includeIncome: Bool = false, states: [String: SubscriptionState]? = nil
    ) throws -> [Subscription] {
        let options = try detectorOptions(asOf: asOf, store: store, includeIncome: includeIncome, states: states)
        return Detector(catalog: Catalog.shared, options: options).detect(try reportTransactions(store).transactions)
    }

    /// What detection reads: every stored transaction, with the rows of screenshots and text
    /// statements reconciled with the exports' rows (copies left out, see `StatementReconciler`).
    static func reportTransactions(_ store: Store) throws -> StatementReconciler.Result {
        let (transactions, fromStatement) = try store.transactionsWithOrigin()
        return StatementReconciler.reconcile(transactions, fromStatement: fromStatement, catalog: Catalog.shared)
    }

    /// The detector's options with the user's decisions, groups and manual entries from the store.
    static func detectorOptions(
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

    /// Group caps for the renderer (a group without a cycle yet has no members, so monthly is moot).
    static func caps(_ store: Store) throws -> ReportRenderer.Caps {
        var caps: ReportRenderer.Caps = [:]
        for g in try store.groups() { caps[g.name] = (g.cap, g.cycle ?? .monthly) }
        return caps
    }

    /// A hand-entered subscription as the detector's model: no charges, flag `manual`.
    static func subscription(from m: ManualSubscription) -> Subscription {
        var flags = ["manual"]
        if m.trialEnds != nil { flags.append("trial") }
        return Subscription(
            id: m.id, merchant: m.name, merchantKey: m.catalogID ?? MerchantNormalizer.key(m.name), catalogID: m.catalogID,
            category: m.category, cycle: m.cycle, currency: m.amount.currency, lastAmount: m.amount, averageAmount: m.amount,
            monthlyEquivalent: m.cycle.monthlyEquivalent(of: m.amount), firstDate: m.created, lastDate: m.created, nextDate: m.nextDate,
            status: .active, confidence: 1.0, flags: flags, charges: [], priceHistory: [(m.created, m.amount)], cancelURL: m.cancelURL
        ).withTrial(m.trialEnds)
    }

    static func context(_ parsed: ParsedArguments, usage: String, environment: [String: String]) throws -> Context {
        let asOf = try ScanCommand.resolveAsOf(parsed.value("as-of"), usage: usage)
        let store = try Store(path: parsed.value("db") ?? Store.defaultPath(environment: environment))
        let states = try store.subscriptionStates()
        let subs = try detect(store: store, asOf: asOf, states: states)
        return Context(store: store, asOf: asOf, states: states, subscriptions: subs)
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String
    }

    /// The one subscription a name refers to: an id, a catalog id, or (part of) a name.
    /// Ambiguous and unknown names are refused with the candidates listed.
    static func resolve(_ name: String, in subs: [Subscription]) throws -> Subscription {
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
        if let near = ArgumentParser.closest(query, among: subs.map(\.id) + subs.map { $0.merchant.lowercased() }) {
            message += ". Did you mean '\(near)'?"
        }
        throw NotFound(description: message + " (see 'subscan report')")
    }

    static func run(_ name: String, _ parsed: ParsedArguments, environment: [String: String], console: Console) throws -> Int32 {
        let spec = [killSpec, restoreSpec, killedSpec, confirmSpec, shareSpec, kindSpec].first { $0.name == name }!
        var positionals = parsed.positionals
        // `subscan kind NAME KIND`: the kind is the last word; checked before touching the store
        var kind: StreamKind? = nil
        if name == "kind" {
            let word = positionals.removeLast()
            if word.lowercased() != "auto" {
                guard let k = StreamKind(code: word) else {
                    throw UsageError(
                        message:
                            "KIND must be subscription, bill, loan, rent, transfer, income or auto, not '\(word)'",
                        usage: spec.usage)
                }
                kind = k
            }
        }
        // validate options before touching the store
        var usageTag: String? = nil
        if let u = parsed.value("usage") {
            guard ["often", "sometimes", "rarely"].contains(u) else {
                throw UsageError(message: "--usage must be often, sometimes or rarely, not '\(u)'", usage: spec.usage)
            }
            usageTag = u
        }
        var members: Int? = nil
        if name == "share" {
            guard let text = parsed.value("members") else { throw UsageError(message: "share needs --members N", usage: spec.usage) }
            guard let n = Int(text), n >= 1, n <= 1000 else {
                throw UsageError(message: "--members must be a whole number from 1 to 1000, not '\(text)'", usage: spec.usage)
            }
            members = n
        }
        let format = parsed.value("format") ?? "table"
        guard ["table", "json"].contains(format) else {
            throw UsageError(message: "unknown format '\(format)' (table, json)", usage: spec.usage)
        }

        let ctx = try context(parsed, usage: spec.usage, environment: environment)
        if name == "killed" { return killedList(ctx, format: format, console: console) }

        let sub: Subscription
        do {
            sub = try resolve(positionals.joined(separator: " "), in: ctx.subscriptions)
        } catch let e as NotFound {
            console.err("subscan: error: \(e.description)\n")
            return ExitCode.failure
        }
        var state = ctx.states[sub.id] ?? SubscriptionState(id: sub.id)
        switch name {
        case "kill":
            if let k = state.killedOn {
                console.out("\(sub.merchant) (\(sub.id)) was already killed on \(k.iso).\n")
                return ExitCode.ok
            }
            state.killedOn = ctx.asOf
            try ctx.store.save(state)
            console.out("Killed \(sub.merchant) (\(sub.id)) on \(ctx.asOf.iso): saving \(sub.monthlyShare) a month.\n")
        case "restore":
            guard state.killedOn != nil else {
                console.err("subscan: error: \(sub.merchant) (\(sub.id)) is not killed; nothing changed\n")
                return ExitCode.failure
            }
            state.killedOn = nil
            try ctx.store.save(state)
            console.out("Restored \(sub.merchant) (\(sub.id)): it counts in the totals again.\n")
        case "confirm":
            state.confirmedOn = ctx.asOf
            if let usageTag { state.usage = usageTag }
            try ctx.store.save(state)
            console.out("Confirmed \(sub.merchant) (\(sub.id)) in use on \(ctx.asOf.iso)\(state.usage.map { ", used \($0)" } ?? "").\n")
        case "share":
            state.members = members!
            try ctx.store.save(state)
            var shared = sub
            shared.members = members!
            console.out(
                members! == 1
                    ? "\(sub.merchant) (\(sub.id)) is yours alone again: \(sub.monthlyEquivalent) a month.\n"
                    : "\(sub.merchant) (\(sub.id)) is shared by \(members!): \(shared.monthlyShare) a month each (of \(sub.monthlyEquivalent)).\n"
            )
        case "kind":
            state.kind = kind
            try ctx.store.save(state)
            if let kind {
                let counted =
                    kind.isSpending ? "it counts in the \(kind.plural) total" : "it is listed apart, in neither total"
                console.out("\(sub.merchant) (\(sub.id)) is \(article(kind)) \(kind.rawValue) from now on: \(counted).\n")
            } else {
                var fresh = sub
                fresh.kindSetByUser = false
                console.out("subscan decides what \(sub.merchant) (\(sub.id)) is again: \(KindClassifier.classify(fresh).rawValue).\n")
            }
        default:
            return ExitCode.usage
        }
        return ExitCode.ok
    }

    static func article(_ kind: StreamKind) -> String {
        switch kind {
        case .rent, .income: return "a payment of"
        default: return "a"
        }
    }

    /// `subscan killed`: the tally, per currency.
    static func killedList(_ ctx: Context, format: String, console: Console) -> Int32 {
        let killed = ctx.subscriptions.filter { $0.killedOn != nil }.sorted { ($0.killedOn!, $0.id) < ($1.killedOn!, $1.id) }
        var savings: [Currency: Int64] = [:]
        // one that still charges after the kill saves nothing
        for s in killed where !s.flags.contains("charged_after_kill") { savings[s.currency, default: 0] += s.monthlyShare.minorUnits }
        let totals = savings.keys.sorted().map { Money(minorUnits: savings[$0]!, currency: $0) }
        if format == "json" {
            let items = killed.map { s in
                JSON.object([
                    ("id", JSON.string(s.id)), ("merchant", JSON.string(s.merchant)), ("killedOn", JSON.string(s.killedOn!.iso)),
                    ("currency", JSON.string(s.currency.code)), ("monthlyEquivalent", JSON.string(s.monthlyEquivalent.decimalString)),
                ])  // exactly the documented keys; a charge after the kill shows in the report's flags
            }
            let money = totals.map {
                JSON.object([("currency", JSON.string($0.currency.code)), ("amount", JSON.string($0.decimalString))])
            }
            console.out(
                JSON.object([("killed", JSON.array(items)), ("count", String(killed.count)), ("monthlySavings", JSON.array(money))])
                    + "\n")
            return ExitCode.ok
        }
        if killed.isEmpty {
            console.out("Nothing killed yet. 'subscan kill NAME' marks a subscription as cancelled.\n")
            return ExitCode.ok
        }
        console.out("\(killed.count) killed, saving " + totals.map { "\($0)" }.joined(separator: " + ") + " a month\n\n")
        let rows = killed.map { s in
            [
                s.id, s.merchant, s.killedOn!.iso, s.monthlyShare.description,
                s.flags.contains("charged_after_kill") ? "CHARGED AFTER KILL" : "",
            ]
        }
        console.out(renderTable(header: ["ID", "NAME", "KILLED ON", "PER MONTH", ""], rows: rows, rightAligned: [3]))
        return ExitCode.ok
    }
}

extension Subscription {
    func withTrial(_ end: LocalDate?) -> Subscription {
        var copy = self
        copy.trialEnds = end
        return copy
    }
}
