import XCTest
@testable import QuartzCoreBase

final class TransitionProgressTests: LayerTestCase {
    func testProgressRunsFromStartToEndProgressThroughTheCurve() {
        let layer = committedLayer()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 2
        transition.startProgress = 0.2
        transition.endProgress = 0.6
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        CATransaction.flush()
        CATransaction.begin()
        layer.add(transition, forKey: nil)
        CATransaction.commit()
        guard let descriptor = layer.runningAnimation(at: 0).record?.descriptor,
              case .transition(let info) = descriptor.content else { return XCTFail("not a transition") }
        XCTAssertEqual(info, TransitionInfo(type: .push, subtype: .fromRight, startProgress: Double(Float(0.2)), endProgress: Double(Float(0.6))))
        let begin = descriptor.timing.beginTime
        XCTAssertNil(descriptor.transitionProgress(at: begin - 0.1))
        XCTAssertEqual(descriptor.transitionProgress(at: begin) ?? -1, Double(Float(0.2)), accuracy: 1e-9)
        XCTAssertEqual(descriptor.transitionProgress(at: begin + 1) ?? -1, 0.4, accuracy: 1e-7)
        XCTAssertNil(descriptor.transitionProgress(at: begin + 2.5))
    }

    func testATransitionDoesNotChangeThePresentationValues() {
        let layer = committedLayer { $0.opacity = 0.5 }
        CATransaction.flush()
        CATransaction.begin()
        layer.add(CATransition(), forKey: nil)
        CATransaction.commit()
        advance(0.1)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5)
    }
}
