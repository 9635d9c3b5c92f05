extension LayerWindow {
    /// A pointer button, by role. Buttons past the third (back, forward…)
    /// are `.other` with the X button number (8 and up).
    public enum PointerButton: Hashable, Sendable {
        case primary
        case middle
        case secondary
        case other(Int)
    }
}
