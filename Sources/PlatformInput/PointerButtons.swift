/// The buttons held down, of the three that X tracks while the pointer moves.
public struct PointerButtons: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let primary = PointerButtons(rawValue: 1 << 0)
    public static let middle = PointerButtons(rawValue: 1 << 1)
    public static let secondary = PointerButtons(rawValue: 1 << 2)
}
