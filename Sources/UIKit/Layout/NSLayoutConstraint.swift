import Foundation

/// A linear relation between two views' layout attributes, as Apple's `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Main thread only. An active constraint is installed on the closest common
/// ancestor of its views (`UIView.constraints` lists it there); its views are
/// held weakly, as UIKit does, so a view's constraints do not keep it alive.
/// Changing ``constant``, ``priority`` or ``isActive`` marks the superviews of
/// its views for layout, so the next layout pass (or `layoutIfNeeded()`, also
/// inside an animation block) places them anew; see `UIView+ConstraintLayout.swift`.
///
/// Items are views or a view's own layout guides (`safeAreaLayoutGuide`,
/// `layoutMarginsGuide`); a constraint with other items never activates.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The view on the left-hand side.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of ``NSLayoutConstraint/firstItem`` on the left-hand side.
    public let firstAttribute: Attribute
    /// How the left-hand side compares with the right: `<=`, `==` or `>=`.
    public let relation: Relation
    /// The view on the right-hand side; nil for a constant (`width == 40`).
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of ``NSLayoutConstraint/secondItem``; `.notAnAttribute` for a constant right-hand side.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute; 1 (with a report) when the value given was not finite.
    public let multiplier: CGFloat

    /// The offset added to the right-hand side; setting it marks the views for
    /// layout. A value that is not a finite number is refused with a report
    /// (Apple raises an exception) and the old value kept.
    open var constant: CGFloat {
        didSet {
            guard constant.isFinite else {
                Self.reportNonFinite("constant", constant)
                constant = oldValue
                return
            }
            if constant != oldValue { constraintChanged() }
        }
    }

    /// How much the constraint matters; 1000 (required) by default.
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { constraintChanged() } }
    }

    /// A name that shows in reports and lets code find the constraint (`view.constraints`).
    open var identifier: String?

    /// Kept for source compatibility; archiving is not supported.
    open var shouldBeArchived = false

    /// The view the constraint is installed on while active.
    weak var ownerView: UIView?
    /// When it was installed, counted over all constraints: among conflicting
    /// required constraints, the one installed last is broken.
    var installOrder = 0
    /// Constraints installed so far (for ``installOrder``).
    static var installCount = 0
    /// Bumped by every change that needs layout (so a layout pass sees changes made inside it).
    static var changeCount = 0

    /// Whether the constraint takes part in layout; setting it installs it on
    /// (or removes it from) the closest common ancestor of its views.
    open var isActive: Bool {
        get { ownerView != nil }
        set {
            if newValue { activateOnCommonAncestor() } else { ownerView?.removeConstraint(self) }
        }
    }

    /// The constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil && attr2 == .notAnAttribute ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        super.init()
        if !multiplier.isFinite { Self.reportNonFinite("multiplier", multiplier) }
        if !constant.isFinite { Self.reportNonFinite("constant", constant) }
    }

    /// One report per property for a value that is not a finite number.
    private static func reportNonFinite(_ property: String, _ value: CGFloat) {
        Diagnostics.reportOnce(cause: "NSLayoutConstraint non-finite \(property)",
                               "NSLayoutConstraint: \(property) \(value) is not a finite number; "
                                   + (property == "multiplier" ? "1 is used" : "the constraint keeps its old constant (0 when new)"),
                               subsystem: "UIKit")
    }

    /// Activates each constraint (installs it on its views' closest common ancestor).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The relation as a formula, such as `<NSLayoutConstraint UIView:0x….width == 40.0>`.
    ///
    /// It shows the identifier, multiplier and constant where set, and the priority when not required. Off the
    /// main thread it is just `<NSLayoutConstraint>`.
    nonisolated open override var description: String {
        guard Thread.isMainThread else { return "<NSLayoutConstraint>" }
        return MainActor.assumeIsolated { formula }
    }

    // MARK: - Internals

    /// The view of the first item (the item, or the view owning the guide).
    var firstView: UIView? { Self.view(of: firstItem) }
    var secondView: UIView? { Self.view(of: secondItem) }
    /// The insets of the first item's rectangle from its view's bounds (a guide's).
    var firstInsets: UIEdgeInsets { (firstItem as? UILayoutGuide)?.insets ?? .zero }
    var secondInsets: UIEdgeInsets { (secondItem as? UILayoutGuide)?.insets ?? .zero }

    private static func view(of item: AnyObject?) -> UIView? {
        item as? UIView ?? (item as? UILayoutGuide)?.owningView
    }

    /// The relation written out, as in Apple's reports: `<NSLayoutConstraint:id UIView.width == 40>`.
    var formula: String {
        func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
            guard let item else { return "" }
            return "\(type(of: item)):0x\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16)).\(attribute)"
        }
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = secondItem == nil ? "" : (multiplier == 1 ? "" : "\(multiplier)*") + side(secondItem, secondAttribute)
        if constant != 0 || right.isEmpty { right += right.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)") }
        let name = identifier.map { " '\($0)'" } ?? ""
        let level = priority == .required ? "" : " (priority \(priority.rawValue))"
        return "<NSLayoutConstraint\(name) \(side(firstItem, firstAttribute)) \(symbol) \(right)\(level)>"
    }

    /// Marks the superviews of the constraint's views for layout.
    func constraintChanged() {
        Self.changeCount += 1
        for view in [firstView, secondView].compactMap({ $0 }) {
            (view.superview ?? view).setNeedsLayout()
        }
        ownerView?.setNeedsLayout()
    }

    private func activateOnCommonAncestor() {
        guard ownerView == nil else { return }
        guard let first = firstView, secondItem == nil || secondView != nil else {
            Diagnostics.report("\(formula): only views and their own layout guides can be constrained here (not \(String(describing: firstItem)), \(String(describing: secondItem))); the constraint stays inactive", subsystem: "UIKit")
            return
        }
        guard let owner = secondView.map({ first.closestCommonAncestor(with: $0) }) ?? first else {
            Diagnostics.report("\(formula): unable to activate, its views have no common ancestor; the constraint stays inactive", subsystem: "UIKit")
            return
        }
        owner.addConstraint(self)
    }
}
