import Foundation
import LayerHost
import SampleSupport
import XCTest

/// The Petals scene in-process, on a media clock the test sets: the step
/// chosen (by key) decides which animations a click sends, and the state
/// line says what the petal does, paused time included.
final class PetalsSceneTests: XCTestCase {
    /// The media time the scene sees.
    private final class TestClock: @unchecked Sendable {
        private let lock = NSLock()
        private var value: CFTimeInterval = 100
        var time: CFTimeInterval {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }

    private let clock = TestClock()
    private let target = CGPoint(x: 380, y: 520)

    override func setUp() {
        super.setUp()
        let clock = self.clock
        CASetMediaTimeSource { clock.time }
    }

    override func tearDown() {
        CASetMediaTimeSource(nil)
        super.tearDown()
    }

    private func makeScene(_ step: PetalStep = .basicFall) -> PetalsScene {
        let scene = PetalsScene(mode: .move, step: step)
        scene.log = { _ in }
        return scene
    }

    private func press(_ keyName: String, on scene: PetalsScene) {
        scene.handle(.keyDown(LayerWindow.KeyEvent(keyName: keyName, text: "", keyCode: 0, modifierFlags: [],
                                                   isRepeat: false, timestamp: clock.time)))
    }

    func testTheArrowAndNumberKeysPickTheStepThePanelNames() {
        let scene = makeScene()
        XCTAssertEqual(scene.panel.shownText.first, "Step 1 of 8 · Basic fall")
        press("Right", on: scene)
        XCTAssertEqual(scene.step, .fixTheEnd)
        XCTAssertEqual(scene.panel.shownText.first, "Step 2 of 8 · Keep the end")
        press("Left", on: scene)
        press("Left", on: scene)
        XCTAssertEqual(scene.step, .group, "← from the first step wraps to the last")
        press("5", on: scene)
        XCTAssertEqual(scene.step, .keyframeValues)
        XCTAssertEqual(scene.panel.shownText[1], PetalStep.keyframeValues.explanation)
        press("m", on: scene)
        XCTAssertEqual(scene.mode, .shower)
        press("3", on: scene)
        XCTAssertEqual(scene.mode, .move, "a step key leaves the shower")
        XCTAssertEqual(scene.step, .rotation)
    }

    func testEachStepsClickSendsThatStepsAnimation() throws {
        let scene = makeScene()
        for step in PetalStep.allCases {
            press("\(step.rawValue)", on: scene)
            scene.click(at: target)
            let petal = try XCTUnwrap(scene.movingPetal)
            let move = try XCTUnwrap(petal.animation(forKey: PetalStep.moveKey), "\(step)")
            XCTAssertEqual(move.duration, step.duration, "\(step)")
            switch step {
            case .basicFall, .fixTheEnd, .rotation, .pauseResume:
                let basic = try XCTUnwrap(move as? CABasicAnimation, "\(step)")
                XCTAssertEqual(basic.keyPath, "position")
                XCTAssertEqual((basic.toValue as? NSValue)?.cgPointValue, target)
            case .keyframeValues, .delayedBegin:
                let keyframes = try XCTUnwrap(move as? CAKeyframeAnimation, "\(step)")
                XCTAssertEqual(keyframes.values?.count, 4)
                XCTAssertNil(keyframes.path)
            case .keyframePath:
                XCTAssertNotNil(try XCTUnwrap(move as? CAKeyframeAnimation).path)
            case .group:
                let group = try XCTUnwrap(move as? CAAnimationGroup)
                XCTAssertEqual(group.animations?.map { ($0 as? CAPropertyAnimation)?.keyPath },
                               ["transform.rotation.z", "position"])
            }
            XCTAssertEqual(petal.animation(forKey: PetalStep.rotationKey) != nil, step == .rotation || step == .pauseResume,
                           "only steps 3 and 4 turn the petal separately")
        }
    }

    func testPausingStopsTheClockOfTheStateLine() {
        let scene = makeScene(.pauseResume)
        XCTAssertEqual(scene.panel.stateText, "ready · click anywhere to send the petal there")
        scene.click(at: target)
        clock.time += 1.5
        scene.refreshState()
        XCTAssertEqual(scene.panel.stateText, "falling · t = 1.50 s of 5 s")
        scene.click(at: target)
        XCTAssertEqual(scene.movingPetal?.speed, 0, "the document's animationPause")
        XCTAssertEqual(scene.panel.stateText, "paused at t = 1.50 s of 5 s · click to resume")
        clock.time += 10
        scene.refreshState()
        XCTAssertEqual(scene.panel.stateText, "paused at t = 1.50 s of 5 s · click to resume")
        scene.click(at: target)
        clock.time += 0.5
        scene.refreshState()
        XCTAssertEqual(scene.panel.stateText, "falling · t = 2.00 s of 5 s")
    }

    func testBeforeStepFourAClickWhileFallingSendsThePetalAgain() {
        let scene = makeScene(.basicFall)
        scene.click(at: target)
        clock.time += 1
        scene.click(at: CGPoint(x: 200, y: 400))
        XCTAssertEqual(scene.movingPetal?.speed, 1, "not paused")
        XCTAssertEqual(scene.panel.stateText, "falling · t = 0.00 s of 5 s")
        let move = scene.movingPetal?.animation(forKey: PetalStep.moveKey) as? CABasicAnimation
        XCTAssertEqual((move?.toValue as? NSValue)?.cgPointValue, CGPoint(x: 200, y: 400))
    }

    func testTheDelayedBeginWaitsTwoSeconds() {
        let scene = makeScene(.delayedBegin)
        scene.click(at: target)
        clock.time += 0.5
        scene.refreshState()
        XCTAssertEqual(scene.panel.stateText, "waiting · the fall begins in 1.5 s")
        clock.time += 2
        scene.refreshState()
        XCTAssertEqual(scene.panel.stateText, "falling · t = 0.50 s of 8 s")
    }

    func testAClickOnTheStateBarPausesTheShowerAndSaysWhen() {
        let scene = PetalsScene(mode: .shower)
        scene.log = { _ in }
        clock.time += 2
        scene.click(at: CGPoint(x: 240, y: 620))
        XCTAssertEqual(scene.panel.stateText, "paused at t = 2.00 s · 0 petals plucked · click to resume")
        XCTAssertEqual(scene.panel.shownText.first, "The shower · 36 petals")
    }

    /// A petal drawn in the open sky at the scene's time, away from the panels.
    private func petalInTheSky(of scene: PetalsScene) -> (petal: CALayer, at: CGPoint)? {
        for petal in scene.fallingPetals {
            guard let shown = petal.presentation(), petal.opacity > 0 else { continue }
            let around = shown.frame.insetBy(dx: -10, dy: -10)
            if around.minY > 100, around.maxY < 590, !scene.panel.covers(shown.position) { return (petal, shown.position) }
        }
        return nil
    }

    func testAClickOnAFallingPetalPlucksItAndANewOneStarts() throws {
        let scene = PetalsScene(mode: .shower)
        var said: [String] = []
        scene.log = { said.append($0) }
        CATransaction.flush()  // as a frame would: presentation layers exist once committed
        clock.time += 3
        let (petal, at) = try XCTUnwrap(petalInTheSky(of: scene), "some petal is in the sky 3 s in")
        let before = scene.fallingPetals.count
        // A few points off its centre still counts: petals are small and moving.
        scene.click(at: CGPoint(x: at.x + 4, y: at.y - 3))
        XCTAssertEqual(said, ["plucked a petal"])
        XCTAssertNil(petal.animation(forKey: "fall"), "it stops falling where it is")
        XCTAssertEqual(petal.opacity, 0, "and fades")
        XCTAssertEqual(petal.position.x, at.x, accuracy: 0.001, "from where it was drawn")
        XCTAssertEqual(scene.fallingPetals.count, before + 1, "a new petal starts while it fades")
        scene.refreshState()
        XCTAssertEqual(scene.panel.stateText, "falling · t = 3.0 s · 1 petal plucked")

        // A second click on the fading petal does not pluck it again: it pauses.
        scene.click(at: at)
        XCTAssertEqual(said.last, "shower paused")
    }

    func testAClickOnThePanelPausesEvenOverAPetal() throws {
        let scene = PetalsScene(mode: .shower)
        var said: [String] = []
        scene.log = { said.append($0) }
        CATransaction.flush()
        // The first moment a petal is behind the top panel's words.
        var behind: CGPoint?
        for _ in 0..<100 where behind == nil {
            clock.time += 0.05
            behind = scene.fallingPetals.compactMap { $0.presentation()?.position }
                .first { scene.panel.covers($0) && $0.y > 20 && $0.y < 80 }
        }
        let at = try XCTUnwrap(behind, "a petal passes behind the top panel")
        scene.click(at: at)
        XCTAssertEqual(said, ["shower paused"])
    }
}
