import Foundation

/// Solves a small system of linear constraints with priorities, as Auto Layout's engine does.
///
/// A pure value: no views, no UIKit, no GL, usable from any thread (it holds
/// only numbers). UIKit builds one per layout pass of a superview (see
/// `UIView+ConstraintLayout.swift`): the variables are its constrained
/// subviews' minX, minY, width and height.
///
/// Each constraint is `expression relation 0`, with `expression` a linear
/// combination of the variables plus a constant, and a priority in 1...1000:
/// - **Required** (1000) constraints hold exactly. When they cannot all hold,
///   they are taken in the order added and each one that contradicts those
///   kept before it is *broken* (left out) and listed in ``Solution/broken``.
/// - **Non-required** constraints are met as well as they can be, higher
///   priority first and strictly: the summed error of priority `p` is made as
///   small as it can be before any lower priority is looked at (a
///   lexicographic objective, Cassowary's symbolic strengths), the error being
///   the distance by which an equality or inequality is missed.
///
/// The method is a dense two-phase simplex over the variables, each split into
/// a positive and a negative part, one error variable (two for an equality) per
/// non-required constraint and one slack per inequality, with Bland's rule so it
/// always ends; it is solved from scratch once per priority level, and the
/// optimum of each level is kept as a bound for the next.
///
/// - Complexity: O(levels × pivots × rows × columns); a few dozen views solve in
///   well under a millisecond. It is not incremental (Cassowary is), and it does
///   not pick the *least-squares* solution among equal-error ones: among
///   solutions with the same errors at every level it returns a vertex.
struct LayoutSolver {
    /// How an expression compares with zero.
    enum Relation {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// `Σ coefficients[i] × variable i + constant`.
    struct Expression {
        var coefficients: [Int: Double] = [:]
        var constant: Double = 0

        init(constant: Double = 0) { self.constant = constant }

        init(variable: Int, coefficient: Double = 1, constant: Double = 0) {
            coefficients[variable] = coefficient
            self.constant = constant
        }

        static func + (lhs: Expression, rhs: Expression) -> Expression {
            var sum = lhs
            for (variable, coefficient) in rhs.coefficients { sum.coefficients[variable, default: 0] += coefficient }
            sum.constant += rhs.constant
            return sum
        }

        static func * (lhs: Double, rhs: Expression) -> Expression {
            var product = rhs
            for key in product.coefficients.keys { product.coefficients[key]! *= lhs }
            product.constant *= lhs
            return product
        }

        static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-1) * rhs }
    }

    /// One constraint: `expression relation 0` at `priority` (1000 is required).
    struct Constraint {
        var expression: Expression
        var relation: Relation
        var priority: Double
    }

    /// The values found, and the indices (in order added) of required constraints left out.
    struct Solution {
        var values: [Double]
        var broken: [Int]
    }

    static let required: Double = 1000

    let variableCount: Int
    private(set) var constraints: [Constraint] = []

    init(variableCount: Int) { self.variableCount = variableCount }

    /// Adds a constraint; returns its index (the one ``Solution/broken`` names).
    @discardableResult
    mutating func add(_ expression: Expression, _ relation: Relation, priority: Double = required) -> Int {
        constraints.append(Constraint(expression: expression, relation: relation, priority: min(priority, Self.required)))
        return constraints.count - 1
    }

    /// The values meeting the required constraints and, as well as they can, the others.
    func solve() -> Solution {
        let required = constraints.indices.filter { constraints[$0].priority >= Self.required }
        var kept = required
        var broken: [Int] = []
        if feasibleValues(required) == nil {
            // Take the required constraints in order; break each that contradicts those kept.
            kept = []
            for index in required {
                if feasibleValues(kept + [index]) != nil { kept.append(index) } else { broken.append(index) }
            }
        }
        let hard = kept.map { constraints[$0] }
        let soft = constraints.filter { $0.priority < Self.required && $0.priority > 0 }
        var values = feasibleValues(kept) ?? Array(repeating: 0, count: variableCount)
        var bounded: [LinearProgram.BoundedGroup] = []
        for level in Set(soft.map(\.priority)).sorted(by: >) {
            let wanted = soft.filter { $0.priority == level }
            let program = LinearProgram(variableCount: variableCount, hard: hard, bounded: bounded, objective: wanted)
            guard let result = program.minimize() else { break }
            values = result.values
            // This level's optimum holds while the lower levels are met.
            bounded.append(LinearProgram.BoundedGroup(members: wanted, maximumError: result.error))
        }
        return Solution(values: values, broken: broken)
    }

    private func feasibleValues(_ indices: [Int]) -> [Double]? {
        LinearProgram(variableCount: variableCount, hard: indices.map { constraints[$0] }, bounded: [], objective: [])
            .minimize()?.values
    }
}
