import XCTest
@testable import QuartzCoreBase

/// Animations are checked when they are added, as model values are when they
/// are set: values that are not finite, groups inside themselves or nested
/// too deep, sums that overflow and negative timing are refused with a report.
final class AnimationRobustnessTests: LayerTestCase {
    private func basic(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        return animation
    }

    /// Adds `animation` and returns whether it was attached and what was reported.
    private func add(_ animation: CAAnimation) -> (attached: Bool, reports: [String]) {
        let layer = committedLayer()
        let reports = diagnostics { layer.add(animation, forKey: "a") }
        return (layer.animation(forKey: "a") != nil, reports)
    }

    func testValuesThatAreNotFiniteAreRefusedWhenAdded() {
        let nanPoint = CGPoint(x: CGFloat.nan, y: 1)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: nanPoint)
        let keyframes = CAKeyframeAnimation(keyPath: "position")
        keyframes.values = [CGPoint.zero, nanPoint]
        let alongPath = CAKeyframeAnimation(keyPath: "position")
        alongPath.path = path
        let cases: [(String, CAAnimation)] = [
            ("fromValue", basic("position", from: nanPoint, to: CGPoint.zero)),
            ("toValue", basic("opacity", from: 0, to: Float.infinity)),
            ("toValue", basic("transform", from: nil, to: CATransform3DMakeScale(.nan, 1, 1))),
            ("fromValue", basic("backgroundColor", from: CGColor(red: .nan, green: 0, blue: 0, alpha: 1), to: nil)),
            ("values[1]", keyframes),
            ("keyframe path", alongPath),
        ]
        for (role, animation) in cases {
            let (attached, reports) = add(animation)
            XCTAssertFalse(attached, role)
            XCTAssertTrue(reports.contains { $0.contains(role) && $0.contains("finite") }, "\(role): \(reports)")
        }
    }

    func testACumulativeByValueThatOverflowsIsRefused() {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.byValue = 1e307
        animation.isCumulative = true
        animation.repeatCount = 1e9
        let (attached, reports) = add(animation)
        XCTAssertFalse(attached)
        XCTAssertTrue(reports.contains { $0.contains("accumulate") }, "\(reports)")
        animation.repeatCount = 3
        XCTAssertTrue(add(animation).attached, "three repeats add up to a finite value")
    }

    func testAGroupInsideItselfIsRefused() {
        let group = CAAnimationGroup()
        group.animations = [basic("opacity", from: 0, to: 1), group]
        let (attached, reports) = add(group)
        XCTAssertFalse(attached)
        XCTAssertTrue(reports.contains { $0.contains("contains itself") }, "\(reports)")
    }

    func testGroupsNestedBeyondTheLimitAreRefused() {
        func nested(_ depth: Int) -> CAAnimation {
            var animation: CAAnimation = basic("opacity", from: 0, to: 1)
            for _ in 0..<depth {
                let group = CAAnimationGroup()
                group.animations = [animation]
                animation = group
            }
            return animation
        }
        XCTAssertTrue(add(nested(AnimationCheck.maximumGroupDepth)).attached)
        let (attached, reports) = add(nested(20_000))
        XCTAssertFalse(attached)
        XCTAssertTrue(reports.contains { $0.contains("nested more than") }, "\(reports)")
    }

    func testNegativeTimingIsRejected() {
        let animation = CABasicAnimation(keyPath: "opacity")
        let reports = diagnostics {
            animation.duration = -3
            animation.repeatCount = -1
            animation.repeatDuration = -2
        }
        XCTAssertEqual(animation.duration, 0)
        XCTAssertEqual(animation.repeatCount, 0)
        XCTAssertEqual(animation.repeatDuration, 0)
        XCTAssertEqual(reports.count, 3, "\(reports)")
    }

    func testTransitionProgressThatIsNotFiniteRunsWholeAndIsReported() {
        let transition = CATransition()
        var reports = diagnostics { transition.startProgress = .nan }
        let layer = committedLayer()
        reports += diagnostics { layer.add(transition, forKey: nil) }
        XCTAssertNotNil(layer.animation(forKey: kCATransition))
        XCTAssertEqual(reports.filter { $0.contains("startProgress") }.count, 1, "\(reports)")
    }

    func testRemovingManyAnimationsKeepsTheRestAndTheKeys() {
        let layer = committedLayer()
        for i in 0..<2000 { layer.add(basic("opacity", from: 0, to: 1), forKey: "k\(i)") }
        for i in stride(from: 0, to: 2000, by: 2) { layer.removeAnimation(forKey: "k\(i)") }
        XCTAssertEqual(layer.animationKeys()?.count, 1000)
        layer.add(basic("opacity", from: 0, to: 1), forKey: "k1")
        XCTAssertEqual(layer.animationKeys()?.count, 1000, "re-adding a key replaces it")
        XCTAssertEqual(layer.animationKeys()?.last, "k1")
        layer.removeAnimation(forKey: "k0")
        XCTAssertEqual(layer.animationKeys()?.count, 1000, "removing an absent key changes nothing")
        layer.removeAllAnimations()
        layer.add(basic("opacity", from: 0, to: 1), forKey: "k3")
        XCTAssertEqual(layer.animationKeys(), ["k3"])
    }
}
