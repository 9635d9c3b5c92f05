import Foundation

/// A rectangle inside a view that constraints can relate to, as Apple's `UILayoutGuide`.
///
/// Main thread only. Only a view's own guides are supported:
/// `safeAreaLayoutGuide` (the bounds inset by `safeAreaInsets`, which are zero
/// here) and `layoutMarginsGuide` (the bounds inset by `layoutMargins`). A
/// guide made with `init()` belongs to no view (there is no `addLayoutGuide(_:)`:
/// free guides would need variables of their own); a constraint on it stays
/// inactive, with a report.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which of its view's insets the guide keeps inside.
    enum Inset {
        case none, safeArea, margins
    }

    /// The view whose guide this is.
    public private(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    let inset: Inset

    /// A guide of no view (see the type's note).
    public override init() {
        inset = .none
        super.init()
    }

    init(view: UIView, inset: Inset) {
        owningView = view
        self.inset = inset
        super.init()
    }

    /// The insets from the owning view's bounds.
    var insets: UIEdgeInsets {
        guard let owningView else { return .zero }
        switch inset {
        case .none: return .zero
        case .safeArea: return owningView.safeAreaInsets
        case .margins: return owningView.layoutMargins
        }
    }

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        let insets = insets
        let bounds = owningView.bounds
        return CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                      width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
    }

    /// The leading edge of ``UILayoutGuide/layoutFrame``: always its left edge (left-to-right layout only).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge of ``UILayoutGuide/layoutFrame``: always its right edge (left-to-right layout only).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge of ``UILayoutGuide/layoutFrame``, for constraints.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge of ``UILayoutGuide/layoutFrame``, for constraints.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre of ``UILayoutGuide/layoutFrame``, for constraints.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge of ``UILayoutGuide/layoutFrame``, for constraints.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge of ``UILayoutGuide/layoutFrame``, for constraints.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre of ``UILayoutGuide/layoutFrame``, for constraints.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width of ``UILayoutGuide/layoutFrame``, for constraints.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height of ``UILayoutGuide/layoutFrame``, for constraints.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
