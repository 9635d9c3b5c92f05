import XCTest
@testable import UIKit

/// Listing 4-9: a view rotated by a block while a layer inside it turns the
/// other way through an explicit layer animation with a rotateZ value function.
final class MixedAnimationTests: UIKitTestCase {
    private func degrees(_ value: CGFloat) -> CGFloat { value * .pi / 180 }

    func testListing4_9ViewAndLayerRotateInOppositeDirections() {
        let backingView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let manLayer = CALayer()
        manLayer.frame = CGRect(x: 75, y: 75, width: 50, height: 50)
        backingView.layer.addSublayer(manLayer)
        commit()
        var steps: [String] = []
        UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
            backingView.transform = CGAffineTransform(rotationAngle: self.degrees(-180))
            let layerAnimation = CABasicAnimation(keyPath: "transform")
            layerAnimation.duration = 2.0
            layerAnimation.beginTime = 0
            layerAnimation.valueFunction = CAValueFunction(name: .rotateZ)
            layerAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
            layerAnimation.fromValue = NSNumber(value: 0.0)
            layerAnimation.toValue = NSNumber(value: Double(self.degrees(360)))
            layerAnimation.byValue = NSNumber(value: Double(self.degrees(180)))
            manLayer.add(layerAnimation, forKey: "layerAnimation")
        }, completion: { _ in
            steps.append("first half")
            UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
                backingView.transform = CGAffineTransform(rotationAngle: self.degrees(-359))
            }, completion: { _ in
                steps.append("second half")
                backingView.transform = .identity
            })
        })
        let layerAnimation = manLayer.animation(forKey: "layerAnimation") as? CABasicAnimation
        XCTAssertEqual(layerAnimation?.duration, 2.0, "an explicit layer animation keeps its own timing")
        XCTAssertEqual(backingView.layer.animation(forKey: "transform")?.duration, 1.0)
        commit()
        advance(0.5)
        let view = backingView.layer.presentation()!
        let man = manLayer.presentation()!
        let viewAngle = atan2(view.transform.m12, view.transform.m11)
        let manAngle = atan2(man.transform.m12, man.transform.m11)
        XCTAssertEqual(abs(viewAngle), degrees(90), accuracy: 0.01, "the view is a quarter turn round")
        XCTAssertEqual(manAngle, degrees(90), accuracy: 0.01, "the layer turns the other way, as fast")
        advance(0.6)
        XCTAssertEqual(steps, ["first half"])
        commit()
        advance(1.0)
        XCTAssertEqual(steps, ["first half", "second half"])
        XCTAssertEqual(backingView.transform, .identity)
    }
}
