/// The catalogue's outcomes counted per family, as a printed table.
struct CatalogueTable {
    let outcomes: [CaseOutcome]

    var text: String {
        let kinds = CaseOutcome.Kind.allCases
        var families: [String] = []
        for outcome in outcomes where !families.contains(outcome.family) { families.append(outcome.family) }
        func row(_ name: String, _ rows: [CaseOutcome]) -> String {
            let counts = kinds.map { kind in String(rows.filter { $0.kind == kind }.count) }
            return ([name, String(rows.count)] + counts).map { $0.padding(toLength: 13, withPad: " ", startingAt: 0) }
                .joined()
        }
        var lines = [(["family", "cases"] + kinds.map(\.rawValue)).map { $0.padding(toLength: 13, withPad: " ", startingAt: 0) }
            .joined()]
        for family in families { lines.append(row(family, outcomes.filter { $0.family == family })) }
        lines.append(row("all", outcomes))
        return lines.joined(separator: "\n")
    }
}
