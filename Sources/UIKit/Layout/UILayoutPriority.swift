import Foundation

/// How much a constraint (or a view's content hugging and compression resistance) matters, as Apple's `UILayoutPriority`.
///
/// 1000 (``required``) must hold; lower values are met as well as they can be,
/// higher first (see `LayoutSolver`). A value; usable from any thread.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as a number, unclamped; 1000 is ``required``.
    public var rawValue: Float

    /// The priority `rawValue`, not clamped; the same as ``init(_:)``.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue`, not clamped; layout treats values above 1000 as required and ignores constraints at 0 or below.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority a view fits its size at in `systemLayoutSizeFitting(_:)`.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a scene's size may be changed by dragging.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 490: dragging does not resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 500: a scene's size stays put when dragging.
    public static let sceneSizeStayPut = UILayoutPriority(500)

    /// Orders priorities by ``rawValue``.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `lhs` raised by `rhs`, not clamped (`.required + 1` is 1001).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// `lhs` lowered by `rhs`, not clamped.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
