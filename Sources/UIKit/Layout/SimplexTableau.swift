/// Cassowary's incremental simplex: constraints are added one at a time, each
/// leaving the tableau optimal, and a required one that cannot hold is refused.
///
/// The engine behind ``LayoutSolver`` (Badros, Borning and Stuckey's
/// Cassowary, as Apple's Auto Layout engine is built, in the form the kiwi
/// solver gave it). A value used by one thread at a time; it holds only numbers.
///
/// Symbols are dense integers: `0..<variableCount` are the caller's variables
/// (unrestricted), then one slack per inequality, one error per soft inequality
/// and two per soft equality (all ≥ 0); a required equality needs none. Every
/// restricted basic symbol keeps a non-negative constant (the tableau stays
/// feasible), and the objective, the weighted errors of the soft constraints
/// (``SymbolicWeight``), is minimized after each addition by primal pivots with
/// Bland's rule over the symbols taken newest first (the newest symbol with a
/// negative cost enters, ties leave by newest symbol), which cannot cycle and
/// keeps pivots among the symbols of the constraint just added.
///
/// Sparse throughout: a row holds only its non-zero terms, and a column index
/// (which rows hold each symbol) makes a pivot cost the rows it touches, not
/// the whole tableau; the objective keeps its negative coefficients in a set.
/// A required equality that already holds where the tableau stands (a layout
/// pass that keeps its frames) is solved for the symbol found in fewest rows,
/// Markowitz's rule for sparse elimination, so that a chain's rows stay short.
///
/// - Complexity: Adding a constraint costs its terms plus the pivots it causes,
///   each O(terms of the rows holding the entering symbol). Chains of views of
///   fixed size, and any layout pass that keeps its frames, take about O(n) for
///   n constraints. A first pass of a chain whose positions are sums of
///   widths the solve decides (views of intrinsic width placed from zero
///   frames) is Θ(n²): each position's row holds every width before it, as
///   any simplex tableau must while the positions' stays are missed.
///   Not done: edit variables and the dual simplex (a layout pass builds a
///   fresh tableau, so values are never suggested afterwards), and removing a
///   constraint once added.
struct SimplexTableau {
    /// What a symbol stands for.
    enum Kind {
        /// A caller's variable: any value, never chosen to leave.
        case external
        /// An inequality's slack, a soft constraint's error, phase one's artificial symbol: ≥ 0.
        case slack
    }

    /// Why a constraint was not added.
    enum Refusal: Error {
        /// A required constraint contradicts those added before it.
        case unsatisfiable
    }

    private(set) var kinds: [Kind]
    /// The row giving each basic symbol's value; nil for a non-basic symbol.
    private var rows: [SimplexRow?]
    /// For each symbol, the basic symbols whose rows hold it.
    private var columns: [Set<Int>]
    private var objective = SimplexObjective()
    /// Phase one's objective while a constraint is added through an artificial symbol.
    private var artificial: SimplexObjective?
    /// Pivots made so far, against ``pivotLimit``.
    private(set) var pivots = 0
    /// A guard beyond Bland's rule against rounding: past it, optimizing stops where it is.
    var pivotLimit = Int.max

    init(variableCount: Int) {
        kinds = Array(repeating: .external, count: variableCount)
        rows = Array(repeating: nil, count: variableCount)
        columns = Array(repeating: [], count: variableCount)
    }

    /// The value of a caller's variable: its row's constant when basic, else 0.
    func value(of variable: Int) -> Double { rows[variable]?.constant ?? 0 }

    /// Whether optimizing stopped at ``pivotLimit`` rather than at an optimum.
    var reachedPivotLimit: Bool { pivots >= pivotLimit }

    /// Adds `expression relation 0` at `priority` (1000 is required), keeping the tableau optimal.
    ///
    /// - Throws: ``Refusal/unsatisfiable`` for a required constraint that
    ///   contradicts those added before; the tableau is then as it was.
    mutating func add(_ expression: LayoutSolver.Expression, _ relation: LayoutSolver.Relation, priority: Double) throws {
        let required = priority >= LayoutSolver.required
        let weight = SymbolicWeight(level: priority, amount: 1)
        var row = SimplexRow(constant: expression.constant)
        for (variable, coefficient) in expression.coefficients.sorted(by: { $0.key < $1.key })
            where abs(coefficient) > SymbolicWeight.epsilon {
            if let basic = rows[variable] { add(basic, times: coefficient, to: &row) } else { row.add(variable, coefficient) }
        }
        // The symbols that may be solved for (Cassowary's marker and other). A required
        // equality gets no dummy marker: constraints are never removed, so a symbol fixed
        // at zero would only lengthen every row it reaches (a chain's rows grew with it).
        var candidates: [Int] = []
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            candidates.append(slack)
            if !required {
                let error = newSymbol(.slack)
                row.add(error, -sign)
                objective.add(error, weight)
                candidates.append(error)
            }
        case .equal:
            if !required {
                let above = newSymbol(.slack), below = newSymbol(.slack)
                row.add(above, -1)
                row.add(below, 1)
                objective.add(above, weight)
                objective.add(below, weight)
                candidates += [above, below]
            }
        }
        if row.constant < 0 { row.scale(by: -1) }

        if row.cells.isEmpty {
            // Only a constant is left: a redundant equality when it is zero, else a contradiction.
            guard abs(row.constant) <= SymbolicWeight.epsilon else { throw Refusal.unsatisfiable }
            return
        }
        var subject = row.cells.keys.filter { kinds[$0] == .external }.max()
        if subject == nil { subject = candidates.first { row.coefficient(of: $0) < 0 } }
        if subject == nil, abs(row.constant) <= SymbolicWeight.epsilon {
            // Already met where the tableau stands (a layout pass that keeps its frames):
            // solving for any symbol keeps every value, so no phase one is needed.
            subject = row.cells.keys.min { (columns[$0].count, $0) < (columns[$1].count, $1) }
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            insert(row, basic: subject)
        } else {
            guard addThroughArtificialSymbol(row) else { throw Refusal.unsatisfiable }
        }
        optimize(artificialPhase: false)
    }

    // MARK: - Rows and columns

    private mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return kinds.count - 1
    }

    /// Adds `source × factor` to a row that is not (yet) in the tableau.
    private func add(_ source: SimplexRow, times factor: Double, to row: inout SimplexRow) {
        row.constant += source.constant * factor
        for (symbol, coefficient) in source.cells { row.add(symbol, coefficient * factor) }
    }

    private mutating func insert(_ row: SimplexRow, basic: Int) {
        for symbol in row.cells.keys { columns[symbol].insert(basic) }
        rows[basic] = row
    }

    private mutating func removeRow(basic: Int) -> SimplexRow {
        let row = rows[basic]!
        for symbol in row.cells.keys { columns[symbol].remove(basic) }
        rows[basic] = nil
        return row
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
    private mutating func substitute(_ symbol: Int, by row: SimplexRow) {
        for basic in columns[symbol] {
            var target = rows[basic]!
            let coefficient = target.coefficient(of: symbol)
            target.remove(symbol)
            target.constant += row.constant * coefficient
            for (other, otherCoefficient) in row.cells {
                let before = target.coefficient(of: other)
                let after = target.add(other, otherCoefficient * coefficient)
                if before == 0, after != 0 { columns[other].insert(basic) }
                if before != 0, after == 0 { columns[other].remove(basic) }
            }
            rows[basic] = target
        }
        columns[symbol] = []
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    // MARK: - Optimizing

    /// Minimizes the objective (or phase one's) by primal pivots with Bland's rule, newest symbol first.
    private mutating func optimize(artificialPhase: Bool) {
        while pivots < pivotLimit {
            let negative = artificialPhase ? artificial!.negative : objective.negative
            guard let entering = negative.max() else { return }
            var leaving: Int?
            var smallestRatio = Double.infinity
            for basic in columns[entering] where kinds[basic] != .external {
                let row = rows[basic]!
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < smallestRatio || (ratio == smallestRatio && leaving.map { basic > $0 } ?? true) {
                    smallestRatio = ratio
                    leaving = basic
                }
            }
            // The objective is a sum of non-negative errors, so it cannot fall without
            // bound; a missing leaving row means rounding, and optimizing stops here.
            guard let leaving else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private mutating func pivot(entering: Int, leaving: Int) {
        pivots += 1
        var row = removeRow(basic: leaving)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, by: row)
        insert(row, basic: entering)
    }

    /// Adds a row no symbol of which can be solved for at once: minimizes an
    /// artificial symbol equal to it (phase one); the constraint can hold when
    /// that reaches zero.
    private mutating func addThroughArtificialSymbol(_ row: SimplexRow) -> Bool {
        let artificialSymbol = newSymbol(.slack)
        insert(row, basic: artificialSymbol)
        var phaseOne = SimplexObjective()
        phaseOne.add(row, times: SymbolicWeight(level: LayoutSolver.required, amount: 1))
        artificial = phaseOne
        optimize(artificialPhase: true)
        let holds = artificial!.constant.isZero
        artificial = nil
        if rows[artificialSymbol] != nil {
            var remaining = removeRow(basic: artificialSymbol)
            // Not zero: the constraint cannot hold, and its row (only here) is gone.
            guard holds else { return false }
            if !remaining.cells.isEmpty {
                // Still basic at zero: pivot it out for any restricted symbol of its row.
                guard let entering = remaining.cells.keys.filter({ kinds[$0] == .slack }).min() else { return false }
                remaining.add(artificialSymbol, -1)
                remaining.solve(for: entering)
                substitute(entering, by: remaining)
                insert(remaining, basic: entering)
            }
        }
        for basic in columns[artificialSymbol] {
            rows[basic]!.remove(artificialSymbol)
        }
        columns[artificialSymbol] = []
        objective.remove(artificialSymbol)
        return holds
    }
}
