/// Hands a non-Sendable value to another thread on purpose: the cases race on it.
struct UnsafeTransfer<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
