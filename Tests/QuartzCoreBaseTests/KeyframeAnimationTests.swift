import XCTest
@testable import QuartzCoreBase

final class KeyframeAnimationTests: LayerTestCase {
    private func run(_ animation: CAAnimation, on layer: CALayer) {
        CATransaction.flush()
        CATransaction.begin()
        layer.add(animation, forKey: "k")
        CATransaction.commit()
    }

    func testValuesAndKeyTimes() {
        let layer = committedLayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0, 1, 0.5]
        animation.keyTimes = [0, 0.25, 1]
        animation.duration = 4
        run(animation, on: layer)
        advance(0.5)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
        advance(2.5)
        XCTAssertEqual(layer.presentation()!.opacity, Float(1 - 0.5 * (0.5 / 0.75)), accuracy: 1e-6)
    }

    func testSquarePathOfDocument004WithValues() {
        let layer = committedLayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100),
                            CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 0)].map { NSValue(point: $0) }
        animation.duration = 4
        run(animation, on: layer)
        advance(1.5)
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 100, y: 50), accuracy: 1e-9)
    }

    func testPathFollowingWithRotateAuto() {
        let layer = committedLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 2
        animation.rotationMode = .rotateAuto
        run(animation, on: layer)
        advance(0.5)
        let early = layer.presentation()!
        XCTAssertEqual(early.position, CGPoint(x: 50, y: 0), accuracy: 1e-9)
        XCTAssertEqual(early.transform.m12, 0, accuracy: 1e-9, "moving along +x: no turn")
        advance(1)
        let late = layer.presentation()!
        XCTAssertEqual(late.position, CGPoint(x: 100, y: 50), accuracy: 1e-9)
        XCTAssertEqual(late.transform.m12, 1, accuracy: 1e-9, "moving along +y: turned a quarter")
    }

    func testPathOnANonPointPropertyIsRefused() {
        let layer = committedLayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let messages = diagnostics { layer.add(animation, forKey: "k") }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertNil(layer.animationKeys())
    }

    func testMismatchedKeyTimesAreReportedAndIgnored() {
        let layer = committedLayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0, 1]
        animation.keyTimes = [0, 0.5, 1]
        animation.duration = 1
        let messages = diagnostics { run(animation, on: layer) }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        advance(0.25)
        XCTAssertEqual(layer.presentation()!.opacity, 0.25, accuracy: 1e-6, "evenly spaced instead")
    }

    /// `keyTimes` ending at 0.7 (a common iOS idiom): the last value is
    /// reached at 0.7 of the duration and held, with nothing reported.
    func testKeyTimesEndingBeforeOneReachTheLastValueEarly() {
        let layer = committedLayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0, 0.8]
        animation.keyTimes = [0, 0.7]
        animation.duration = 1
        let messages = diagnostics { run(animation, on: layer) }
        XCTAssertEqual(messages, [])
        advance(0.35)
        XCTAssertEqual(layer.presentation()!.opacity, 0.4, accuracy: 1e-6)
        advance(0.5)
        XCTAssertEqual(layer.presentation()!.opacity, 0.8, accuracy: 1e-6, "held after 0.7")
    }

    /// An additive keyframe animation of a kind that cannot be added (a path)
    /// animates as if it were not additive, instead of doing nothing.
    func testAdditivePathKeyframesAnimateAsNonAdditive() {
        let layer = committed(CAShapeLayer()) { $0.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil) }
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let large = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        let animation = CAKeyframeAnimation(keyPath: "path")
        animation.values = [small, large]
        animation.isAdditive = true
        animation.duration = 2
        let messages = diagnostics { run(animation, on: layer) }
        XCTAssertEqual(messages, [])
        advance(1)
        let box = layer.presentation()?.path?.boundingBoxOfPath
        XCTAssertEqual(box?.width ?? -1, 20, accuracy: 1e-6, "halfway from 10 to 30, the model's 5 not added")
    }

    /// Children with no duration take the group's, as Apple runs listing 8.10.
    func testGroupOfPathAndColourAsInListing810() {
        let layer = committedLayer { $0.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 300, y: 0), control1: CGPoint(x: 100, y: -100), control2: CGPoint(x: 200, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.rotationMode = .rotateAuto
        let colour = CABasicAnimation(keyPath: "backgroundColor")
        colour.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let group = CAAnimationGroup()
        group.animations = [follow, colour]
        group.duration = 4
        run(group, on: layer)
        advance(2)
        let p = layer.presentation()!
        XCTAssertEqual(p.backgroundColor?.components?[0] ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(p.position.x, 150, accuracy: 1e-6, "the curve is symmetric about its middle")
        XCTAssertNotEqual(p.transform.m12, 0, "turned to the tangent")
    }
}
