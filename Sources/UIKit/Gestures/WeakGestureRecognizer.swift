/// A weak reference to a recognizer (for `require(toFail:)` lists). Main thread only.
@MainActor
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
