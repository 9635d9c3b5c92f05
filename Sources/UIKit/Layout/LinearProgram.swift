import Foundation

/// One linear program of ``LayoutSolver``: hard constraints, groups of soft
/// constraints whose summed error is bounded, and soft constraints whose
/// summed error is minimized.
///
/// A pure value, usable from any thread. Free variables are split into
/// positive and negative parts; an equality's error is two columns (above and
/// below), an inequality's one; inequalities get a slack column. The program is
/// solved by the two-phase simplex method on a dense tableau, with Bland's rule
/// (lowest index enters and leaves), which cannot cycle, and a pivot limit as a
/// second guard, so it always returns.
///
/// - Complexity: O(pivots × rows × columns).
struct LinearProgram {
    /// Soft constraints whose errors may add up to at most `maximumError`.
    struct BoundedGroup {
        var members: [LayoutSolver.Constraint]
        var maximumError: Double
    }

    /// The values of the variables and the summed error of the objective's constraints.
    struct Result {
        var values: [Double]
        var error: Double
    }

    let variableCount: Int
    let hard: [LayoutSolver.Constraint]
    let bounded: [BoundedGroup]
    let objective: [LayoutSolver.Constraint]

    static let epsilon = 1e-9
    /// How far from zero phase one may end and still call the program feasible.
    static let feasibilityTolerance = 1e-6
    /// How much a kept level's error may grow, relative, for rounding: small
    /// enough that lower levels cannot trade a visible amount of it away.
    static let boundSlack = 1e-10
    static let pivotLimit = 20_000

    /// The optimum, or nil when the constraints cannot hold (or the pivot limit was reached).
    func minimize() -> Result? {
        var builder = TableauBuilder(variableCount: variableCount)
        for constraint in hard { builder.addRow(constraint, errorColumns: nil) }
        for group in bounded {
            var errorColumns: [Int] = []
            for member in group.members { errorColumns += builder.addSoftRow(member) }
            builder.addBoundRow(errorColumns, maximum: group.maximumError + Self.boundSlack * max(1, group.maximumError))
        }
        var objectiveColumns: [Int] = []
        for member in objective { objectiveColumns += builder.addSoftRow(member) }
        var tableau = Tableau(rows: builder.rows, rhs: builder.rhs, columnCount: builder.columnCount)
        guard tableau.findFeasibleBasis() else { return nil }
        var costs = Array(repeating: 0.0, count: builder.columnCount)
        for column in objectiveColumns { costs[column] = 1 }
        guard let error = tableau.minimize(costs) else { return nil }
        let values = (0..<variableCount).map { tableau.value(ofColumn: 2 * $0) - tableau.value(ofColumn: 2 * $0 + 1) }
        return Result(values: values, error: max(0, error))
    }
}

/// Rows of `A x = b, x ≥ 0` built from constraints; columns 2i and 2i+1 are variable i's parts.
private struct TableauBuilder {
    var rows: [[Int: Double]] = []
    var rhs: [Double] = []
    var columnCount: Int

    init(variableCount: Int) { columnCount = 2 * variableCount }

    private mutating func newColumn() -> Int {
        columnCount += 1
        return columnCount - 1
    }

    /// `expression (+ extra) relation 0` as one row, with a slack for an inequality.
    mutating func addRow(_ constraint: LayoutSolver.Constraint, errorColumns extra: [Int: Double]?) {
        var row: [Int: Double] = [:]
        for (variable, coefficient) in constraint.expression.coefficients where coefficient != 0 {
            row[2 * variable, default: 0] += coefficient
            row[2 * variable + 1, default: 0] -= coefficient
        }
        for (column, coefficient) in extra ?? [:] { row[column] = coefficient }
        switch constraint.relation {
        case .equal: break
        case .lessThanOrEqual: row[newColumn()] = 1
        case .greaterThanOrEqual: row[newColumn()] = -1
        }
        rows.append(row)
        rhs.append(-constraint.expression.constant)
    }

    /// A soft constraint's row; returns its error columns.
    mutating func addSoftRow(_ constraint: LayoutSolver.Constraint) -> [Int] {
        switch constraint.relation {
        case .equal:
            let above = newColumn(), below = newColumn()
            addRow(constraint, errorColumns: [above: -1, below: 1])
            return [above, below]
        case .lessThanOrEqual:
            let error = newColumn()
            addRow(constraint, errorColumns: [error: -1])
            return [error]
        case .greaterThanOrEqual:
            let error = newColumn()
            addRow(constraint, errorColumns: [error: 1])
            return [error]
        }
    }

    /// `Σ columns ≤ maximum`.
    mutating func addBoundRow(_ columns: [Int], maximum: Double) {
        var row: [Int: Double] = [:]
        for column in columns { row[column] = 1 }
        row[newColumn()] = 1
        rows.append(row)
        rhs.append(maximum)
    }
}

/// A dense simplex tableau with one artificial column per row (phase one).
private struct Tableau {
    /// rows × (columns + artificials + 1); the last entry of a row is its right-hand side.
    var cells: [[Double]]
    var basis: [Int]
    let realColumns: Int
    var width: Int { realColumns + cells.count + 1 }

    init(rows: [[Int: Double]], rhs: [Double], columnCount: Int) {
        realColumns = columnCount
        let count = rows.count
        cells = []
        basis = []
        for (index, row) in rows.enumerated() {
            var dense = Array(repeating: 0.0, count: columnCount + count + 1)
            let sign: Double = rhs[index] < 0 ? -1 : 1
            for (column, value) in row { dense[column] = sign * value }
            dense[columnCount + index] = 1
            dense[columnCount + count] = sign * rhs[index]
            cells.append(dense)
            basis.append(columnCount + index)
        }
    }

    func value(ofColumn column: Int) -> Double {
        guard let row = basis.firstIndex(of: column) else { return 0 }
        return cells[row][width - 1]
    }

    /// Phase one: a basis without artificials at a non-zero value; false when infeasible.
    mutating func findFeasibleBasis() -> Bool {
        var costs = Array(repeating: 0.0, count: width - 1)
        for index in realColumns..<(width - 1) { costs[index] = 1 }
        guard let infeasibility = run(costs, allowedColumns: width - 1),
              infeasibility <= LinearProgram.feasibilityTolerance else { return false }
        // Pivot artificials out of the basis where a real column can take their place.
        for row in cells.indices where basis[row] >= realColumns {
            if let column = (0..<realColumns).first(where: { abs(cells[row][$0]) > LinearProgram.epsilon }) {
                pivot(row: row, column: column)
            }
        }
        return true
    }

    /// Phase two: minimizes `costs · x` over the real columns; nil when unbounded or too long.
    mutating func minimize(_ costs: [Double]) -> Double? {
        var full = costs
        full += Array(repeating: 0, count: width - 1 - costs.count)
        return run(full, allowedColumns: realColumns)
    }

    /// The simplex iterations with Bland's rule; returns the optimal objective.
    private mutating func run(_ costs: [Double], allowedColumns: Int) -> Double? {
        let rhs = width - 1
        // Reduced costs: c_j − Σ_rows c_basis × a_row,j.
        var reduced = Array(costs) + [0]
        for (row, column) in basis.enumerated() where costs[column] != 0 {
            for j in 0...rhs { reduced[j] -= costs[column] * cells[row][j] }
        }
        for _ in 0..<LinearProgram.pivotLimit {
            guard let entering = (0..<allowedColumns).first(where: { reduced[$0] < -LinearProgram.epsilon }) else {
                return -reduced[rhs]
            }
            var leaving: Int?
            var best = Double.infinity
            for row in cells.indices where cells[row][entering] > LinearProgram.epsilon {
                let ratio = cells[row][rhs] / cells[row][entering]
                if ratio < best - LinearProgram.epsilon
                    || (abs(ratio - best) <= LinearProgram.epsilon && basis[row] < basis[leaving!]) {
                    best = ratio
                    leaving = row
                }
            }
            guard let row = leaving else { return nil }
            pivot(row: row, column: entering)
            let factor = reduced[entering]
            if factor != 0 {
                for j in 0...rhs { reduced[j] -= factor * cells[row][j] }
            }
        }
        return nil
    }

    private mutating func pivot(row: Int, column: Int) {
        let pivotValue = cells[row][column]
        let count = width
        for j in 0..<count { cells[row][j] /= pivotValue }
        let pivotRow = cells[row]
        for other in cells.indices where other != row {
            let factor = cells[other][column]
            guard factor != 0 else { continue }
            for j in 0..<count where pivotRow[j] != 0 { cells[other][j] -= factor * pivotRow[j] }
        }
        basis[row] = column
    }
}
