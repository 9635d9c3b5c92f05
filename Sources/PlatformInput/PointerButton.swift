/// A pointer button, by role: primary, middle, secondary, and the buttons
/// past them (back, forward…) as `.other` with the platform's button number
/// (X11's 8 and up; wheel steps are never buttons here).
public enum PointerButton: Hashable, Sendable {
    case primary
    case middle
    case secondary
    case other(Int)
}
