/// A cost that compares level by level: a priority's amount outweighs any amount at a lower priority.
///
/// The coefficients of ``SimplexObjective`` (Cassowary's symbolic strengths):
/// one number per priority level, the highest level first, so that an error at
/// priority 750 can never be traded for any number of errors at 250. A value;
/// usable from any thread.
///
/// - Complexity: Each operation is O(levels); a layout rarely has more than a few.
struct SymbolicWeight: Equatable {
    /// `(level, amount)` pairs, highest level first, no amount near zero.
    private(set) var components: [(level: Double, amount: Double)] = []

    /// Amounts below this are zero (the tableau's rounding).
    static let epsilon = 1e-8

    static let zero = SymbolicWeight()

    init() {}

    /// `amount` at one priority level.
    init(level: Double, amount: Double) {
        if abs(amount) > Self.epsilon { components = [(level, amount)] }
    }

    var isZero: Bool { components.isEmpty }

    /// Whether the highest level with an amount has a negative one.
    var isNegative: Bool { components.first.map { $0.amount < 0 } ?? false }

    /// Adds `other × factor`, level by level.
    mutating func add(_ other: SymbolicWeight, times factor: Double) {
        guard factor != 0, !other.components.isEmpty else { return }
        var merged: [(level: Double, amount: Double)] = []
        merged.reserveCapacity(components.count + other.components.count)
        var (mine, theirs) = (0, 0)
        while mine < components.count || theirs < other.components.count {
            let takeMine = theirs == other.components.count
                || (mine < components.count && components[mine].level > other.components[theirs].level)
            let takeTheirs = mine == components.count
                || (theirs < other.components.count && other.components[theirs].level > components[mine].level)
            var component: (level: Double, amount: Double)
            if takeMine {
                component = components[mine]
                mine += 1
            } else if takeTheirs {
                component = (other.components[theirs].level, other.components[theirs].amount * factor)
                theirs += 1
            } else {
                component = (components[mine].level, components[mine].amount + other.components[theirs].amount * factor)
                mine += 1
                theirs += 1
            }
            if abs(component.amount) > Self.epsilon { merged.append(component) }
        }
        components = merged
    }

    static func == (lhs: SymbolicWeight, rhs: SymbolicWeight) -> Bool {
        lhs.components.elementsEqual(rhs.components) { $0.level == $1.level && $0.amount == $1.amount }
    }
}
