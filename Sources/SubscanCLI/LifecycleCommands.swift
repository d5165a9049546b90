import SubscanApp
import SubscanCore
import SubscanDetect
import SubscanStore

/// `kill`, `restore`, `killed`, `confirm`, `share`, `kind`: what the user decides about a subscription,
/// kept by its stable id so it survives every later scan.
enum LifecycleCommands {
    static let kill = Command(
        spec: CommandSpec(
            name: "kill", arguments: "NAME", summary: "Mark a subscription as cancelled by you; 'restore NAME' undoes it.",
            abstract: "Mark a subscription as cancelled by you (斩): it leaves the totals.",
            discussion:
                "NAME is an id from the report (netflix-usd), a catalog id (netflix) or a name. A charge seen after the kill is flagged loudly: the cancellation did not work.",
            options: SharedOptions.lifecycle, positionals: (1, nil)),
        run: { try run("kill", $0) })
    static let restore = Command(
        spec: CommandSpec(
            name: "restore", arguments: "NAME", summary: "Undo a kill.", options: SharedOptions.lifecycle, positionals: (1, nil)),
        run: { try run("restore", $0) })
    static let killed = Command(
        spec: CommandSpec(
            name: "killed", summary: "The subscriptions you killed and what they save per month.",
            abstract: "List the subscriptions you killed and what they save per month.",
            discussion:
                #"JSON: {"killed":[{"id":…,"merchant":…,"killedOn":…,"currency":…,"monthlyEquivalent":…}],"count":N,"monthlySavings":[{"currency":…,"amount":…}]}"#,
            options: SharedOptions.lifecycle, formats: ["table", "json"]),
        run: { try run("killed", $0) })
    static let confirm = Command(
        spec: CommandSpec(
            name: "confirm", arguments: "NAME", summary: "Record that you use it (--usage often|sometimes|rarely).",
            abstract: "Record that you use a subscription (and how often).",
            discussion:
                "A subscription not confirmed in use for 30 days is medium risk when it charges within 14 days; 'rarely' makes it high risk.",
            options: SharedOptions.lifecycle + [OptionSpec(.usage, value: "HOW", help: "often, sometimes or rarely.")],
            positionals: (1, nil)),
        run: { try run("confirm", $0) })
    static let kind = Command(
        spec: CommandSpec(
            name: "kind", arguments: "NAME KIND", summary: "Say what it is: subscription, bill, loan, rent, transfer or income.",
            abstract: "Say what a recurring payment is: subscription, bill, loan, rent, transfer or income.",
            discussion:
                "Subscriptions and bills have their own totals; loans, rent and transfers are listed apart and counted in neither. 'subscan kind NAME auto' lets subscan decide again.",
            options: SharedOptions.lifecycle, positionals: (2, nil)),
        run: { try run("kind", $0) })
    static let share = Command(
        spec: CommandSpec(
            name: "share", arguments: "NAME", summary: "Record how many people share it (--members N): totals count your share.",
            abstract: "Record that several people share a subscription: totals count your share.",
            discussion: "--members 1 makes it yours alone again.",
            options: SharedOptions.lifecycle + [OptionSpec(.members, value: "N", help: "How many people share the cost (1 or more).")],
            positionals: (1, nil)),
        run: { try run("share", $0) })

    static func run(_ name: String, _ invocation: Invocation) throws -> Int32 {
        let console = invocation.console
        var positionals = invocation.positionals
        // `subscan kind NAME KIND`: the kind is the last word; checked before touching the store
        var kind: StreamKind? = nil
        if name == "kind" {
            let word = positionals.removeLast()
            if word.lowercased() != "auto" {
                guard let k = StreamKind(code: word) else {
                    throw invocation.usageError("KIND must be subscription, bill, loan, rent, transfer, income or auto, not '\(word)'")
                }
                kind = k
            }
        }
        // validate options before touching the store
        var usageTag: UsageLevel? = nil
        if name == "confirm", let u = invocation.value(.usage) {
            guard let level = UsageLevel(code: u) else {
                throw invocation.usageError("--usage must be often, sometimes or rarely, not '\(u)'")
            }
            usageTag = level
        }
        var members: Int? = nil
        if name == "share" {
            guard let text = invocation.value(.members) else { throw invocation.usageError("share needs --members N") }
            guard let n = Int(text), n >= 1, n <= 1000 else {
                throw invocation.usageError("--members must be a whole number from 1 to 1000, not '\(text)'")
            }
            members = n
        }
        let format = name == "killed" ? try invocation.format() : "table"

        let ctx = try invocation.subscriptions()
        if name == "killed" { return killedList(ctx.list, format: format, console: console) }

        let sub: Subscription
        do {
            sub = try Subscriptions.resolve(positionals.joined(separator: " "), in: ctx.list)
        } catch {
            console.err("subscan: error: \(error.description)\n")
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
    static func killedList(_ subscriptions: [Subscription], format: String, console: Console) -> Int32 {
        let killed = subscriptions.filter { $0.killedOn != nil }.sorted { ($0.killedOn!, $0.id) < ($1.killedOn!, $1.id) }
        var savings: [Currency: Int64] = [:]
        // one that still charges after the kill saves nothing
        for s in killed where !s.flags.contains(.chargedAfterKill) { savings[s.currency, default: 0] += s.monthlyShare.minorUnits }
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
                s.flags.contains(.chargedAfterKill) ? "CHARGED AFTER KILL" : "",
            ]
        }
        console.out(renderTable(header: ["ID", "NAME", "KILLED ON", "PER MONTH", ""], rows: rows, rightAligned: [3]))
        return ExitCode.ok
    }
}
