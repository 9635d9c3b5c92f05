/// Every case, family by family.
enum Catalogue {
    static let all: [AdversaryCase] = values + tree + animations + images + threads + transactions + host + budgets
}
