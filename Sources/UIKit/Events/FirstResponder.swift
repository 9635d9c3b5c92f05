/// The application's one first responder (Apple keeps one per window; this
/// subset has one key window). Main thread only.
@MainActor
enum FirstResponder {
    static weak var current: UIResponder?
}
