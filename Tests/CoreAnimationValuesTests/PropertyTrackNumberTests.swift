import XCTest
@testable import CoreAnimationValues

/// The number track of `PropertyTrack` gives exactly what the general
/// path gives, over Apple's from/to/by table, additive and cumulative
/// animations, and the key paths frames animate most.
final class PropertyTrackNumberTests: XCTestCase {
    private func properties() -> LayerProperties {
        var p = LayerProperties()
        p.position = CGPoint(x: 12.5, y: -7)
        p.opacity = 0.75
        p.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        p.transform = CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 0, 1), CATransform3DMakeScale(2, 1.5, 1))
        p.cornerRadius = 3
        return p
    }

    private func track(_ keyPath: String, from: Double?, to: Double?, by: Double?,
                       additive: Bool = false, cumulative: Bool = false) -> PropertyTrack {
        PropertyTrack(
            keyPath: KeyPathParts(keyPath), isAdditive: additive, isCumulative: cumulative, valueFunction: nil,
            rotationMode: nil, source: .basic(from: from.map(AnimatableValue.number), to: to.map(AnimatableValue.number),
                                              by: by.map(AnimatableValue.number)))
    }

    func testTheNumberTrackMatchesTheGeneralPathEverywhere() {
        let keyPaths = ["position.x", "position.y", "opacity", "cornerRadius", "bounds.size.width",
                        "transform.rotation.z", "transform.scale.x", "transform.translation.y", "zPosition"]
        let ends: [Double?] = [nil, -0.5, 2]
        var checked = 0
        for keyPath in keyPaths {
            for from in ends {
                for to in ends {
                    for by in [nil, 0.25] as [Double?] {
                        for (additive, cumulative) in [(false, false), (true, false), (false, true), (true, true)] {
                            let subject = track(keyPath, from: from, to: to, by: by, additive: additive, cumulative: cumulative)
                            XCTAssertTrue(subject.hasNumberTrack, keyPath)
                            for progress in [0, 0.3, 1, 1.2] {
                                for iteration in [0, 2] {
                                    var fast = AnimatedState(properties: properties())
                                    var general = fast
                                    subject.applyAsFramesDo(progress: progress, iteration: iteration, to: &fast)
                                    subject.applyThroughGeneralPath(progress: progress, iteration: iteration, to: &general)
                                    let label = "\(keyPath) from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by)) additive \(additive) cumulative \(cumulative) at \(progress) iteration \(iteration)"
                                    XCTAssertEqual(fast.properties.position, general.properties.position, label)
                                    XCTAssertEqual(fast.properties.opacity, general.properties.opacity, label)
                                    XCTAssertEqual(fast.properties.cornerRadius, general.properties.cornerRadius, label)
                                    XCTAssertEqual(fast.properties.bounds, general.properties.bounds, label)
                                    XCTAssertEqual(fast.properties.zPosition, general.properties.zPosition, label)
                                    XCTAssertEqual(fast.properties.transform, general.properties.transform, label)
                                    checked += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, keyPaths.count * 9 * 2 * 4 * 8)
    }

    func testTheNumberTrackKeepsTheEndsItWasGivenInTwoNumbers() {
        // Two numbers hold them: with from and to, by is ignored (Apple's table), so it is not kept.
        let ends: [Double?] = [nil, -0.5, 2]
        for from in ends {
            for to in ends {
                for by in [nil, 0.25, -3] as [Double?] {
                    let kept = track("position.x", from: from, to: to, by: by).numberTrack
                    let label = "from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by))"
                    XCTAssertEqual(kept?.from, from, label)
                    XCTAssertEqual(kept?.to, to, label)
                    XCTAssertEqual(kept?.by, from != nil && to != nil ? nil : by, label)
                }
            }
        }
        // Equal ends, equal tracks, whatever by was given beside from and to.
        let a = track("opacity", from: 0, to: 1, by: 5).numberTrack, b = track("opacity", from: 0, to: 1, by: nil).numberTrack
        XCTAssertEqual(a.map { x in b.map { x.hasSameValues(as: $0) } }, true)
        let c = track("opacity", from: 0, to: nil, by: 1).numberTrack
        XCTAssertEqual(a.map { x in c.map { x.hasSameValues(as: $0) } }, false, "from and by are not from and to")
    }

    func testANumberAnimationEvaluatesAsItsDescriptor() {
        let timings = [
            MediaTimingValues(beginTime: 1, duration: 2),
            MediaTimingValues(beginTime: 0.5, duration: 1.5, timeOffset: 0.2, repeatCount: .infinity, autoreverses: true),
            MediaTimingValues(beginTime: 2, duration: 1, speed: 2, repeatCount: 2.5, fillMode: .both),
            MediaTimingValues(beginTime: 3, duration: 1, fillMode: .forwards),
        ]
        for timing in timings {
            // Curves as `CAMediaTimingFunction` gives them: control points in `Float`s.
            for curve in [nil, TimingCurve.easeIn.roundedToFloat,
                          TimingCurve(x1: 0.3, y1: -0.5, x2: 0.6, y2: 1.6).roundedToFloat] {
                for (additive, cumulative) in [(false, false), (true, true)] {
                    let descriptor = AnimationDescriptor(
                        timing: timing, curve: curve,
                        content: .property(track("transform.rotation.z", from: 0.5, to: 3, by: nil,
                                                 additive: additive, cumulative: cumulative)),
                        isRemovedOnCompletion: true)
                    guard let flat = NumberAnimation(descriptor) else { return XCTFail("no number animation") }
                    for step in 0..<60 {
                        let time = Double(step) * 0.1
                        var expected = AnimatedState(properties: properties())
                        descriptor.apply(at: time, to: &expected)
                        var flatProperties = properties()
                        flat.apply(at: time, to: &flatProperties)
                        XCTAssertEqual(flatProperties.transform, expected.properties.transform, "\(timing) at \(time)")
                    }
                }
            }
        }
    }

    func testOnlyNumberPropertyAnimationsFlatten() {
        let group = AnimationDescriptor(
            timing: MediaTimingValues(duration: 1), curve: nil, content: .group([]), isRemovedOnCompletion: true)
        XCTAssertNil(NumberAnimation(group))
        let point = AnimationDescriptor(
            timing: MediaTimingValues(duration: 1), curve: nil,
            content: .property(PropertyTrack(
                keyPath: KeyPathParts("position"), isAdditive: false, isCumulative: false, valueFunction: nil,
                rotationMode: nil, source: .basic(from: .point(.zero), to: .point(CGPoint(x: 1, y: 1)), by: nil))),
            isRemovedOnCompletion: true)
        XCTAssertNil(NumberAnimation(point))
        // A curve made by hand whose numbers are not `Float`s: kept as its record,
        // where the curve is exact (a number animation keeps four `Float`s).
        let handMade = AnimationDescriptor(
            timing: MediaTimingValues(duration: 1), curve: TimingCurve(x1: 0.1, y1: 0, x2: 0.2, y2: 1),
            content: .property(track("opacity", from: 0, to: 1, by: nil, additive: false, cumulative: false)),
            isRemovedOnCompletion: true)
        XCTAssertNil(NumberAnimation(handMade))
        var rounded = handMade
        rounded.curve = handMade.curve!.roundedToFloat
        XCTAssertNotNil(NumberAnimation(rounded))
    }

    func testOtherTracksTakeTheGeneralPath() {
        let point = PropertyTrack(
            keyPath: KeyPathParts("position"), isAdditive: false, isCumulative: false, valueFunction: nil, rotationMode: nil,
            source: .basic(from: .point(.zero), to: .point(CGPoint(x: 1, y: 1)), by: nil))
        XCTAssertFalse(point.hasNumberTrack, "a point")
        XCTAssertFalse(track("transform.translation", from: 0, to: 1, by: nil).hasNumberTrack, "a size component")
        XCTAssertFalse(track("someCustomKey", from: 0, to: 1, by: nil).hasNumberTrack, "a custom key")
        let turning = PropertyTrack(
            keyPath: KeyPathParts("transform"), isAdditive: false, isCumulative: false,
            valueFunction: CAValueFunction(name: .rotateZ)!, rotationMode: nil,
            source: .basic(from: .number(0), to: .number(1), by: nil))
        XCTAssertFalse(turning.hasNumberTrack, "a value function")
    }
}
