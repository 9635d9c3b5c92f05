/// A weak reference to a `LayerWindow`, for the closures its initializer
/// hands to other threads before the window exists (the frame relay, the
/// present hook); they reach the window only on the main thread.
final class LayerWindowReference {
    weak var window: LayerWindow?
}
