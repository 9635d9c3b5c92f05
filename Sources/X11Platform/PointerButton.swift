/// A pointer button, by role. X numbers them 1 (primary), 2 (middle),
/// 3 (secondary); 4–7 are wheel steps and never appear here; buttons past
/// the third (back, forward…) are `.other` with the X button number (8 and up).
public enum PointerButton: Hashable, Sendable {
    case primary
    case middle
    case secondary
    case other(Int)

    /// nil for the wheel buttons 4–7 and for 0.
    init?(xButton: UInt32) {
        switch xButton {
        case 1: self = .primary
        case 2: self = .middle
        case 3: self = .secondary
        case 8...: self = .other(Int(xButton))
        default: return nil
        }
    }
}
