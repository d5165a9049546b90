import SubscanDetect

/// `subscan catalog QUERY`: which brands a name matches, with scores.
enum CatalogCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "catalog", arguments: "QUERY", summary: "Look a service up in the brand catalog.",
            discussion: "Shows the best matches with scores (1.00 = an exact name or alias), their category, usual cycle and prices.",
            options: [], formats: ["table", "json"], positionals: (1, nil)),
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let format = try invocation.format()
        let console = invocation.console
        let query = invocation.positionals.joined(separator: " ")
        let catalog = Catalog.shared
        var matches = catalog.search(query)
        if let byDescriptor = catalog.match(descriptor: query), !matches.contains(where: { $0.brand.id == byDescriptor.brand.id }) {
            matches.insert(CatalogMatch(brand: byDescriptor.brand, score: 0.95), at: 0)
        }
        if format == "json" {
            let items = matches.map { m in
                JSON.object([
                    ("id", JSON.string(m.brand.id)), ("name", JSON.string(m.brand.name)), ("score", ReportRenderer.confidenceText(m.score)),
                    ("category", JSON.string(m.brand.category)), ("cycle", JSON.string(m.brand.defaultCycle.code)),
                    ("prices", JSON.object((m.brand.prices ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) })),
                    ("cancelUrl", m.brand.cancelUrl.map(JSON.string) ?? "null"),
                ])
            }
            console.out(JSON.object([("query", JSON.string(query)), ("matches", JSON.array(items))]) + "\n")
        } else if matches.isEmpty {
            console.out("No brand in the catalog matches '\(query)' (\(catalog.brands.count) brands).\n")
        } else {
            let rows = matches.map { m in
                [
                    ReportRenderer.confidenceText(m.score), m.brand.id, m.brand.name, m.brand.category, m.brand.defaultCycle.code,
                    (m.brand.prices ?? [:]).sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "),
                ]
            }
            console.out(renderTable(header: ["SCORE", "ID", "NAME", "CATEGORY", "CYCLE", "USUAL PRICE"], rows: rows))
        }
        return matches.isEmpty ? ExitCode.failure : ExitCode.ok
    }
}
