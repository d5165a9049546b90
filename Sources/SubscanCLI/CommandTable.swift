/// A command: what it declares, and what runs it.
struct Command: Sendable {
    let spec: CommandSpec
    let run: @Sendable (Invocation) throws -> Int32
}

/// Every command, in the order the overview lists them. Adding a command is one new file declaring
/// its `Command` and one line here: the overview, `--help`, the usage line and the dispatch follow.
enum CommandTable {
    static let all: [Command] = [
        ScanCommand.command, ReportCommand.command, ImportCommand.command, ExtractCommand.command, WatchCommand.command,
        CatalogCommand.command, LifecycleCommands.kill, LifecycleCommands.restore, LifecycleCommands.killed, LifecycleCommands.confirm,
        LifecycleCommands.share, LifecycleCommands.kind, EntryCommands.add, EntryCommands.group, SummaryCommands.summary,
        SummaryCommands.upcoming, SummaryCommands.config, QuotaCommand.command, ProfilesCommand.command,
    ]

    static func named(_ name: String) -> Command? { all.first { $0.spec.name == name } }

    static var names: [String] { all.map(\.spec.name) }

    /// `subscan --help`.
    static var overview: String {
        let entries =
            all.map { ($0.spec.arguments.isEmpty ? $0.spec.name : "\($0.spec.name) \($0.spec.arguments)", $0.spec.summary) }
            + [("help [COMMAND]", "Show help for a command.")]
        // the summaries line up after the usual width; a longer synopsis pushes only its own line
        let width = 16
        let lines = entries.map { "  \($0.0)\(String(repeating: " ", count: max(0, width - $0.0.count)))  \($0.1)" }
        return """
            subscan finds the subscriptions hiding in your bank data, locally.

            Usage: subscan FILE...              import bank exports, then list your subscriptions
                   subscan COMMAND [options]

            Commands:
            \(lines.joined(separator: "\n"))

            The store is $XDG_DATA_HOME/subscan/subscan.sqlite unless --db PATH says otherwise.
            Every command takes --help.
            Exit status: 0 ok, 1 failure, 2 usage error, 3 some files failed.
            """
    }
}
