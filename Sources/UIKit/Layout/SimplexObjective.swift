/// The quantity ``SimplexTableau`` minimizes, in terms of the non-basic symbols.
///
/// Its coefficients are ``SymbolicWeight``s, so priorities compare level by
/// level. It keeps the set of symbols whose coefficient is negative (those
/// whose increase would lower it), so that choosing the next pivot does not
/// scan every error of every soft constraint. A value; usable from any thread.
struct SimplexObjective {
    private(set) var constant = SymbolicWeight()
    private(set) var cells: [Int: SymbolicWeight] = [:]
    /// The symbols whose coefficient ``SymbolicWeight/isNegative``.
    private(set) var negative: Set<Int> = []

    /// Adds `weight × factor` to `symbol`'s coefficient.
    mutating func add(_ symbol: Int, _ weight: SymbolicWeight, times factor: Double = 1) {
        var sum = cells[symbol] ?? SymbolicWeight()
        sum.add(weight, times: factor)
        if sum.isZero {
            cells[symbol] = nil
            negative.remove(symbol)
            return
        }
        cells[symbol] = sum
        if sum.isNegative { negative.insert(symbol) } else { negative.remove(symbol) }
    }

    /// Adds a row's terms, each times `weight`.
    mutating func add(_ row: SimplexRow, times weight: SymbolicWeight) {
        constant.add(weight, times: row.constant)
        for (symbol, coefficient) in row.cells { add(symbol, weight, times: coefficient) }
    }

    /// Replaces `symbol` by the row that now gives its value.
    mutating func substitute(_ symbol: Int, by row: SimplexRow) {
        guard let weight = cells.removeValue(forKey: symbol) else { return }
        negative.remove(symbol)
        add(row, times: weight)
    }

    mutating func remove(_ symbol: Int) {
        cells[symbol] = nil
        negative.remove(symbol)
    }
}
