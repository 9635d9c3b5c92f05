import XCTest
@testable import UIKit

/// The constraint solver alone: numbers in, numbers out.
final class LayoutSolverTests: XCTestCase {
    typealias Expression = LayoutSolver.Expression

    private func x(_ index: Int, _ coefficient: Double = 1, plus constant: Double = 0) -> Expression {
        Expression(variable: index, coefficient: coefficient, constant: constant)
    }

    func testRequiredEqualitiesHoldExactly() {
        var solver = LayoutSolver(variableCount: 2)
        solver.add(x(0, plus: -10), .equal)            // a = 10
        solver.add(x(1) - x(0, 2, plus: 5), .equal)    // b = 2a + 5
        let solution = solver.solve()
        XCTAssertEqual(solution.values[0], 10, accuracy: 1e-9)
        XCTAssertEqual(solution.values[1], 25, accuracy: 1e-9)
        XCTAssertEqual(solution.broken, [])
    }

    func testNegativeValuesAreAllowed() {
        var solver = LayoutSolver(variableCount: 1)
        solver.add(x(0, plus: 40), .equal)
        XCTAssertEqual(solver.solve().values[0], -40, accuracy: 1e-9)
    }

    func testHigherPriorityWinsOverLowerOne() {
        var solver = LayoutSolver(variableCount: 1)
        solver.add(x(0, plus: -10), .equal, priority: 250)
        solver.add(x(0, plus: -30), .equal, priority: 750)
        solver.add(x(0, plus: -20), .equal, priority: 250)
        XCTAssertEqual(solver.solve().values[0], 30, accuracy: 1e-9)
    }

    func testARequiredInequalityBoundsASoftEquality() {
        var solver = LayoutSolver(variableCount: 1)
        solver.add(x(0, plus: -100), .greaterThanOrEqual)       // a ≥ 100
        solver.add(x(0, plus: -60), .equal, priority: 999)      // a = 60, wanted
        XCTAssertEqual(solver.solve().values[0], 100, accuracy: 1e-9)
    }

    func testConflictingRequiredConstraintsBreakTheLastAdded() {
        var solver = LayoutSolver(variableCount: 1)
        solver.add(x(0, plus: -100), .greaterThanOrEqual)
        let second = solver.add(x(0, plus: -60), .equal)
        let solution = solver.solve()
        XCTAssertEqual(solution.broken, [second])
        XCTAssertEqual(solution.values[0], 100, accuracy: 1e-9)
    }

    func testAMissedSoftConstraintIsMissedByAsLittleAsPossible() {
        var solver = LayoutSolver(variableCount: 2)
        solver.add(x(0) + x(1, plus: -100), .equal)             // a + b = 100
        solver.add(x(0, plus: -80), .equal, priority: 500)      // a = 80
        solver.add(x(1, plus: -80), .lessThanOrEqual, priority: 400)
        solver.add(x(1, plus: -50), .greaterThanOrEqual, priority: 400) // b ≥ 50 at 400 loses to a = 80 at 500
        let solution = solver.solve()
        XCTAssertEqual(solution.values[0], 80, accuracy: 1e-9)
        XCTAssertEqual(solution.values[1], 20, accuracy: 1e-9)
    }

    func testALowerLevelChoosesAmongTheHigherLevelsOptima() {
        var solver = LayoutSolver(variableCount: 1)
        solver.add(x(0, plus: -10), .greaterThanOrEqual, priority: 750) // a ≥ 10
        solver.add(x(0, plus: -20), .lessThanOrEqual, priority: 750)    // a ≤ 20
        solver.add(x(0, plus: -15), .equal, priority: 1)
        XCTAssertEqual(solver.solve().values[0], 15, accuracy: 1e-9)
    }

    func testManyConflictsEndWithoutHanging() {
        var solver = LayoutSolver(variableCount: 20)
        for index in 0..<20 {
            solver.add(x(index, plus: -Double(index)), .equal)
            solver.add(x(index, plus: Double(index)), .equal)
            solver.add(x(index) - x((index + 1) % 20, plus: 3), .equal, priority: 500)
        }
        let solution = solver.solve()
        XCTAssertEqual(solution.broken.count, 19, "x0 = 0 = −0 holds; one of each other pair breaks")
        XCTAssertEqual(solution.values[7], 7, accuracy: 1e-9)
    }
}
