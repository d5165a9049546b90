import SubscanIngest

/// `subscan profiles`: the layouts recognised by name.
enum ProfilesCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "profiles", summary: "List the bank export layouts subscan recognises.",
            abstract: "List the bank export layouts subscan recognises from their header.",
            discussion: "Any other export with common column names is read by the generic profile; describe the rest with --mapping.",
            options: []),
        run: run)

    static func run(_ invocation: Invocation) -> Int32 {
        var seen = Set<String>()
        var rows: [[String]] = []
        for p in ImportProfiles.list where !seen.contains(p.name) {
            seen.insert(p.name)
            rows.append([p.id, p.name])
        }
        rows.append(["wells-fargo", "Wells Fargo (no header row)"])
        rows.append(["headerless", "Any export without a header: columns read from the rows"])
        rows.append(["generic", "Any header naming a date and an amount (EN/ES/DE/FR/NL/ZH)"])
        invocation.console.out(renderTable(header: ["ID", "LAYOUT"], rows: rows))
        return ExitCode.ok
    }
}
