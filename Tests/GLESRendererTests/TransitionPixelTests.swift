import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// `CATransition`, drawn: the layer's old appearance (frozen when the
/// transition arrives) and its new one (live) blended by type and subtype.
///
/// The layer covers (16, 16)–(48, 48). Its old look is red with a blue
/// right half (a sublayer); its new look is plain green. Transitions run
/// linearly over one second from `start`.
final class TransitionPixelTests: LayerTreePixelTestCase {
    private var root: CALayer!
    private var layer: CALayer!
    private var blueHalf: CALayer!
    private var frame: (renderer: GLESFrameRenderer, target: OffscreenRenderTarget)!
    private var start: Double = 0

    private func setUpScene() throws {
        root = rootLayer()
        layer = self.layer(CGRect(x: 16, y: 16, width: 32, height: 32), .testRed, in: root)
        blueHalf = self.layer(CGRect(x: 16, y: 0, width: 16, height: 32), .testBlue, in: layer)
        frame = try frameRenderer()
        _ = try draw(root, with: frame)  // what is on screen when the transition arrives
        start = CACurrentMediaTime() + 100
    }

    /// Adds a transition and changes the look to plain green in one transaction.
    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil,
                            progress: (start: Float, end: Float) = (0, 1)) {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.startProgress = progress.start
        transition.endProgress = progress.end
        transition.duration = 1
        transition.beginTime = start
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = .testGreen
        blueHalf.isHidden = true
        layer.add(transition, forKey: nil)
        CATransaction.commit()
    }

    private func pixels(at progress: Double) throws -> Pixels {
        try draw(root, with: frame, at: start + progress)
    }

    private static let mixed = RGBA(128, 128, 0, 255)

    private func assertPixels(_ pixels: Pixels, _ expected: [(Int, Int, RGBA)], tolerance: Int = 2,
                              file: StaticString = #filePath, line: UInt = #line) {
        let off = mismatches(pixels, tolerance: tolerance) { x, y in expected.first { $0.0 == x && $0.1 == y }?.2 }
        XCTAssertEqual(off, [], file: file, line: line)
    }

    func testFadeMixesTheOldAndNewLooksByProgress() throws {
        try setUpScene()
        transition(.fade)
        assertPixels(try pixels(at: 0), [(20, 32, .red), (40, 32, .blue)])
        assertPixels(try pixels(at: 0.5), [(20, 32, Self.mixed), (40, 32, RGBA(0, 128, 128, 255))])
        assertPixels(try pixels(at: 0.999), [(20, 32, .green), (40, 32, .green)], tolerance: 3)
        XCTAssertEqual(lastFrame?.lastReport.compositing.transitions, 1)
        assertPixels(try pixels(at: 1.5), [(20, 32, .green), (40, 32, .green)], tolerance: 0)
        XCTAssertEqual(lastFrame?.lastReport.compositing.transitions, 0, "a finished transition draws the layer directly")
        XCTAssertTrue(feed.tree.transitionSnapshots.isEmpty || feed.tree.transitionSnapshots.count == 1)
    }

    func testPushMovesBothLooksTheNewOneEnteringFromTheSubtypesEdge() throws {
        try setUpScene()
        transition(.push, .fromLeft)
        // Half way: new on the left half; the old look's left (red) half pushed onto the right half.
        assertPixels(try pixels(at: 0.5), [(20, 32, .green), (28, 32, .green), (36, 32, .red), (44, 32, .red)])
    }

    func testPushFromRightAndFromTopAndFromBottom() throws {
        try setUpScene()
        transition(.push, .fromRight)
        assertPixels(try pixels(at: 0.5), [(20, 32, .blue), (44, 32, .green)])
        try setUpScene()
        transition(.push, .fromTop)
        // The new look enters at the top of the screen; the old one moves down.
        assertPixels(try pixels(at: 0.5), [(20, 20, .green), (20, 44, .red), (44, 44, .blue)])
        try setUpScene()
        transition(.push, .fromBottom)
        assertPixels(try pixels(at: 0.5), [(20, 44, .green), (20, 20, .red), (44, 20, .blue)])
    }

    func testMoveInSlidesTheNewLookOverTheStillOldOne() throws {
        try setUpScene()
        transition(.moveIn, .fromLeft)
        assertPixels(try pixels(at: 0.5), [(20, 32, .green), (40, 32, .blue)])
    }

    func testRevealSlidesTheOldLookAwayOverTheNewOne() throws {
        try setUpScene()
        transition(.reveal, .fromLeft)
        assertPixels(try pixels(at: 0.5), [(20, 32, .green), (40, 32, .red)])
    }

    func testNilSubtypeIsFromLeft() throws {
        try setUpScene()
        transition(.push)
        assertPixels(try pixels(at: 0.5), [(20, 32, .green), (44, 32, .red)])
    }

    func testCubeShowsBothFacesHalfWay() throws {
        try setUpScene()
        transition(CATransitionType(rawValue: "cube"), .fromLeft)
        let pixels = try pixels(at: 0.5)
        // Both faces turned 45°, darkened alike (TransitionShadingPixelTests).
        let lit = UInt8((255 * TransitionGeometry.cubeShade(angle: .pi / 4)).rounded())
        assertPixels(pixels, [(20, 32, RGBA(0, lit, 0, 255)), (44, 32, RGBA(0, 0, lit, 255))], tolerance: 3)
        try setUpScene()
        transition(CATransitionType(rawValue: "cube"), .fromLeft)
        assertPixels(try self.pixels(at: 0), [(20, 32, .red), (44, 32, .blue)], tolerance: 3)
    }

    func testFlipShowsTheOldSideTurningThenTheNewSide() throws {
        try setUpScene()
        transition(CATransitionType(rawValue: "oglFlip"), .fromLeft)
        // A quarter of the way the old side is turned 45°: narrower than the layer.
        assertPixels(try pixels(at: 0.25), [(17, 32, .clear), (46, 32, .clear), (26, 32, .red), (38, 32, .blue)], tolerance: 3)
        assertPixels(try pixels(at: 0.75), [(17, 32, .clear), (46, 32, .clear), (26, 32, .green), (38, 32, .green)], tolerance: 3)
    }

    func testIrisOpensOnTheNewLookAndClosesOnTheOld() throws {
        try setUpScene()
        transition(CATransitionType(rawValue: "cameraIrisHollowOpen"))
        assertPixels(try pixels(at: 0.5), [(32, 32, .green), (17, 17, .red), (46, 46, .blue)])
        try setUpScene()
        transition(CATransitionType(rawValue: "cameraIrisHollowClose"))
        assertPixels(try pixels(at: 0.5), [(28, 32, .red), (17, 17, .green), (46, 46, .green)])
    }

    func testRippleAndSuckShowBothLooksHalfWay() throws {
        try setUpScene()
        transition(CATransitionType(rawValue: "rippleEffect"))
        let rippled = try pixels(at: 0.5)
        let centre = rippled[20, 32]
        XCTAssertTrue(centre.g > 60 && centre.r > 60, "old and new mixed: \(centre)")
        try setUpScene()
        transition(CATransitionType(rawValue: "suckEffect"))
        // Half way the old look has drained into the lower half; the new one shows above.
        assertPixels(try pixels(at: 0.5), [(20, 20, .green), (28, 44, .red), (36, 44, .blue)])
    }

    func testEveryTypeAndSubtypeStartsOnTheOldLookAndEndsOnTheNew() throws {
        for type in CATransitionType.drawnTypes.sorted() {
            for subtype in [CATransitionSubtype.fromLeft, .fromRight, .fromTop, .fromBottom] {
                try setUpScene()
                transition(CATransitionType(rawValue: type), subtype)
                let context = "\(type) \(subtype.rawValue)"
                let first = try pixels(at: 0)
                XCTAssertEqual(first[24, 32], .red, "\(context) at 0")
                XCTAssertEqual(first[40, 32], .blue, "\(context) at 0")
                let last = try pixels(at: 0.9999)
                let off = mismatches(last, tolerance: 3) { x, y in
                    [(24, 32), (40, 32), (32, 20), (32, 44)].contains { $0 == (x, y) } ? .green : nil
                }
                XCTAssertEqual(off, [], "\(context) just before the end")
            }
        }
    }

    func testStartAndEndProgressNarrowTheBlend() throws {
        try setUpScene()
        transition(.fade, progress: (0.5, 0.75))
        // It begins half way through the fade and stops three quarters through.
        assertPixels(try pixels(at: 0), [(20, 32, Self.mixed)])
        assertPixels(try pixels(at: 0.999), [(20, 32, RGBA(64, 191, 0, 255))])
    }

    func testUnknownTypeIsReportedAndFades() throws {
        try setUpScene()
        let messages = Diagnostics.capture { transition(CATransitionType(rawValue: "warp")) }.1
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("warp") ?? false)
        assertPixels(try pixels(at: 0.5), [(20, 32, Self.mixed)])
    }

    func testTransitionAsTheActionForAPropertyRunsWhenItChanges() throws {
        try setUpScene()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromLeft
        push.duration = 1
        push.beginTime = start
        layer.actions = ["backgroundColor": push]
        layer.backgroundColor = .testGreen
        CATransaction.flush()
        // The new look (green, blue right half) pushed half in: its right half on the layer's left.
        assertPixels(try pixels(at: 0.5), [(20, 32, .blue), (44, 32, .red)])
        XCTAssertEqual(lastFrame?.lastReport.compositing.transitions, 1)
    }

    func testAddingASublayerInsideATransitionAnimatesIt() throws {
        try setUpScene()
        let transition = CATransition()
        transition.type = .fade
        transition.duration = 1
        transition.beginTime = start
        CATransaction.begin()
        let added = self.layer(CGRect(x: 0, y: 0, width: 16, height: 32), .testGreen, in: layer)
        layer.add(transition, forKey: nil)
        CATransaction.commit()
        XCTAssertNotNil(added.superlayer)
        assertPixels(try pixels(at: 0.5), [(20, 32, Self.mixed), (40, 32, .blue)])
    }
}

final class TransitionGeometryTests: XCTestCase {
    func testEveryDrawnTypeHasAGeometry() {
        XCTAssertEqual(Set(TransitionGeometry.modes.keys), CATransitionType.drawnTypes)
    }
}
