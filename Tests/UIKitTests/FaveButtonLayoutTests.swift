import XCTest
@testable import UIKit

/// The constraint use of xhamr/fave-button: an image view pinned centre to
/// centre in the button with width and height constants, found again by
/// identifier and resized inside an animation block.
final class FaveButtonLayoutTests: UIKitTestCase {
    /// fave-button's `constraint(_:attribute:relatedBy:toItem:...)` helper, as it writes it.
    private func pin(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, to item: UIView?,
                     _ itemAttribute: NSLayoutConstraint.Attribute, constant: CGFloat, identifier: String) {
        let constraint = NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: item,
                                            attribute: itemAttribute, multiplier: 1, constant: constant)
        constraint.identifier = identifier
        NSLayoutConstraint.activate([constraint])
    }

    private func makeButton() -> (UIButton, UIView) {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        let icon = UIView()
        icon.translatesAutoresizingMaskIntoConstraints = false
        button.addSubview(icon)
        pin(icon, .centerX, to: button, .centerX, constant: 0, identifier: "centerX")
        pin(icon, .centerY, to: button, .centerY, constant: 0, identifier: "centerY")
        pin(icon, .width, to: nil, .notAnAttribute, constant: 26, identifier: "width")
        pin(icon, .height, to: nil, .notAnAttribute, constant: 26, identifier: "height")
        return (button, icon)
    }

    func testTheIconIsCentredWithItsConstantSize() {
        let (button, icon) = makeButton()
        button.layoutIfNeeded()
        XCTAssertEqual(icon.frame, CGRect(x: 9, y: 9, width: 26, height: 26), accuracy: 1e-6)
    }

    func testChangingTheSizeConstantsInsideAnAnimationAnimatesAroundTheCentre() {
        let window = makeWindow()
        let (button, icon) = makeButton()
        window.addSubview(button)
        commit()
        XCTAssertEqual(icon.frame, CGRect(x: 9, y: 9, width: 26, height: 26), accuracy: 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            for constraint in icon.constraints where constraint.identifier == "width" || constraint.identifier == "height" {
                constraint.constant = 40
            }
            button.layoutIfNeeded()
        })
        XCTAssertEqual(icon.frame, CGRect(x: 2, y: 2, width: 40, height: 40), accuracy: 1e-6)
        XCTAssertEqual(button.constraints.filter { $0.identifier?.hasPrefix("center") ?? false }.count, 2)
        commit()
        advance(0.5)
        let shown = icon.layer.presentation()!
        XCTAssertEqual(shown.frame, CGRect(x: 5.5, y: 5.5, width: 33, height: 33), accuracy: 0.01)
        advance(0.6)
        XCTAssertEqual(icon.layer.presentation()!.frame, CGRect(x: 2, y: 2, width: 40, height: 40), accuracy: 0.01)
    }
}
