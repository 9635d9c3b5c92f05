import Foundation

/// Which `CATransition` a view transition option stands for: flips are the
/// "oglFlip" type from the named side, curls "pageCurl" (up) and
/// "pageUnCurl" (down) from the bottom edge, cross-dissolve a fade.
///
/// A plain value, any thread.
struct TransitionStyle: Equatable {
    var type: CATransitionType
    var subtype: CATransitionSubtype?

    static let flip = CATransitionType(rawValue: "oglFlip")
    static let curl = CATransitionType(rawValue: "pageCurl")
    static let uncurl = CATransitionType(rawValue: "pageUnCurl")

    /// The style named by `options`' transition bits; nil for none.
    init?(_ options: UIView.AnimationOptions) {
        switch options.transitionCode {
        case 1: self.init(type: Self.flip, subtype: .fromLeft)
        case 2: self.init(type: Self.flip, subtype: .fromRight)
        case 3: self.init(type: Self.curl, subtype: .fromBottom)
        case 4: self.init(type: Self.uncurl, subtype: .fromBottom)
        case 5: self.init(type: .fade, subtype: nil)
        case 6: self.init(type: Self.flip, subtype: .fromTop)
        case 7: self.init(type: Self.flip, subtype: .fromBottom)
        default: return nil
        }
    }

    /// The style of a begin/commit transition; nil for `.none`.
    init?(_ transition: UIView.AnimationTransition) {
        switch transition {
        case .none: return nil
        case .flipFromLeft: self.init(type: Self.flip, subtype: .fromLeft)
        case .flipFromRight: self.init(type: Self.flip, subtype: .fromRight)
        case .curlUp: self.init(type: Self.curl, subtype: .fromBottom)
        case .curlDown: self.init(type: Self.uncurl, subtype: .fromBottom)
        }
    }

    init(type: CATransitionType, subtype: CATransitionSubtype?) {
        self.type = type
        self.subtype = subtype
    }

    func makeTransition() -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        return transition
    }
}
