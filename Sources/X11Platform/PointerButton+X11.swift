import PlatformInput

extension PointerButton {
    /// The button X numbers `xButton`: 1 primary, 2 middle, 3 secondary, 8
    /// and up `.other`; nil for the wheel buttons 4–7 and for 0.
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
