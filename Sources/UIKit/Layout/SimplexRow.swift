/// One row of ``SimplexTableau``: `constant + Σ cells[symbol] × symbol`.
///
/// As a basic row it gives the value of its basic symbol in terms of the
/// non-basic ones. A value; usable from any thread.
struct SimplexRow {
    var constant: Double
    /// Coefficients by symbol, none near zero.
    private(set) var cells: [Int: Double] = [:]

    init(constant: Double) { self.constant = constant }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`; returns the symbol's new coefficient (0 when it cancelled out).
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Double {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) <= SymbolicWeight.epsilon {
            cells[symbol] = nil
            return 0
        }
        cells[symbol] = sum
        return sum
    }

    mutating func remove(_ symbol: Int) { cells[symbol] = nil }

    /// Multiplies every term and the constant by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for symbol in cells.keys { cells[symbol]! *= factor }
    }

    /// Turns `0 = this row` into `symbol = (the rest)`; `symbol` leaves the cells.
    mutating func solve(for symbol: Int) {
        let coefficient = cells.removeValue(forKey: symbol) ?? 1
        scale(by: -1 / coefficient)
    }
}
