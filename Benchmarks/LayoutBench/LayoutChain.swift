import CoreGraphics
import UIKit

/// A superview whose subviews form one chain in a row, as a long toolbar or form has.
///
/// Each subview is 2 points after the one before and pinned to the superview's
/// top. `fixedSizes`: each is 30 × 20 by constraints, so every position is
/// decided by required constraints. Otherwise each keeps its intrinsic width
/// (hugging and compression resistance), so every width is also a variable of
/// the solve. Main thread only (UIKit).
@MainActor
struct LayoutChain {
    /// A view whose intrinsic width is its own, as a label's is its text's.
    private final class IntrinsicWidthView: UIView {
        var intrinsicWidth: CGFloat = 30
        override var intrinsicContentSize: CGSize { CGSize(width: intrinsicWidth, height: 20) }
    }

    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 2_000, height: 100))
    let count: Int

    init(count: Int, fixedSizes: Bool) {
        self.count = count
        var previous: UIView?
        for index in 0..<count {
            let view: UIView
            if fixedSizes {
                view = UIView()
            } else {
                let sized = IntrinsicWidthView()
                sized.intrinsicWidth = CGFloat(20 + index % 17)
                view = sized
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            var constraints = [
                view.topAnchor.constraint(equalTo: parent.topAnchor),
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? parent.leadingAnchor, constant: 2),
            ]
            if fixedSizes {
                constraints += [view.widthAnchor.constraint(equalToConstant: 30),
                                view.heightAnchor.constraint(equalToConstant: 20)]
            }
            NSLayoutConstraint.activate(constraints)
            previous = view
        }
    }

    /// One layout pass of the superview: collect, solve, set frames.
    func layOut() {
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
    }

    /// Whether the chain came out as its constraints say (the last view's right edge).
    var isPlaced: Bool {
        guard let last = parent.subviews.last, let first = parent.subviews.first else { return false }
        return first.frame.minX == 2 && last.frame.maxX > CGFloat(count) * 22 && last.frame.height == 20
    }
}
