extension Dictionary {
    /// Keeps only the entries whose value passes `isKept`, building a new
    /// table only when some value does not: a cache's end of frame, where a
    /// steady screen keeps every entry and filtering anew each frame allocated.
    ///
    /// - Complexity: O(count).
    package mutating func keepOnly(where isKept: (Value) -> Bool) {
        guard values.contains(where: { !isKept($0) }) else { return }
        self = filter { isKept($0.value) }
    }
}
