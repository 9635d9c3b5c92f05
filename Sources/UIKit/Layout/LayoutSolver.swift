import Foundation

/// Solves a system of linear constraints with priorities, as Auto Layout's engine does.
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
/// The method is Cassowary's incremental simplex (``SimplexTableau``): the
/// constraints are added one at a time to a sparse tableau kept optimal.
///
/// - Complexity: About linear in the number of constraints for a layout's
///   chains and grids (2,000 chained views, 16,000 constraints, solve in tens
///   of milliseconds in a release build). Among solutions with the same errors
///   at every level it returns a vertex, not the least-squares one.
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
        /// Whether the solver stopped at its pivot limit (rounding), not at an optimum.
        var reachedPivotLimit = false
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
        var tableau = SimplexTableau(variableCount: variableCount)
        // Bland's rule cannot cycle; this only bounds what rounding might do.
        tableau.pivotLimit = 64 * (constraints.count + variableCount) + 10_000
        var broken: [Int] = []
        for (index, constraint) in constraints.enumerated() where constraint.priority > 0 {
            do {
                try tableau.add(constraint.expression, constraint.relation, priority: constraint.priority)
            } catch {
                broken.append(index)
            }
        }
        return Solution(values: (0..<variableCount).map { tableau.value(of: $0) }, broken: broken,
                        reachedPivotLimit: tableau.reachedPivotLimit)
    }
}
