/// A weak reference to a window (the application's window list). Main thread only.
@MainActor
struct WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}
