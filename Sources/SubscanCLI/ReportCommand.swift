/// `subscan report`: the subscriptions in the store, importing nothing.
enum ReportCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "report", summary: "Report the subscriptions in the store, importing nothing.",
            abstract: "Report the subscriptions found in the store, without importing anything.",
            discussion: """
                The table leads with the subscriptions' monthly total, then the bills' (per currency each);
                loans, rent and transfers are listed apart, in neither total. Early (too few charges) and
                ended ones are listed apart and not counted. 'subscan kind NAME KIND' corrects a kind.
                JSON and CSV: see docs/output.md.
                """,
            options: ReportOutput.options, formats: ReportOutput.formats),
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let request = try ReportOutput.Request(invocation)
        try ReportOutput.print(request, store: try invocation.store(), invocation: invocation)
        return ExitCode.ok
    }
}
