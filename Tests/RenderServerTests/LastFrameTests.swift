import CoreAnimationValues
import CoreGraphics
@testable import RenderServer
import XCTest

/// `LastFrame` and `FrameSummary`: while most of the frame changes frame
/// after frame, only a summary of the last frame is kept and frames are
/// drawn whole; once the layers mostly keep still, the items are kept
/// again and frames are compared and redrawn in part.
final class LastFrameTests: XCTestCase {
    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// Sprites 40 × 40 on a 400 × 200 frame, 40 of them, each moved by `shift` points.
    private func sprites(shift: CGFloat, count: Int = 40, firstMoving: Int = 0) -> [LayerDraw] {
        (0..<count).map { i in
            var properties = LayerProperties()
            properties.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            properties.backgroundColor = Self.red
            let moved = i >= firstMoving ? shift : 0
            return LayerDraw(id: LayerID(rawValue: UInt64(i + 1)),
                             transform: CATransform3DMakeTranslation(CGFloat(i % 10) * 40 + moved, CGFloat(i / 10) * 40, 0),
                             properties: properties, opacity: 1, clips: [], mask: [])
        }
    }

    private func plan(_ items: [LayerDraw]) -> FramePlan {
        FramePlanner(target: PlanTarget(width: 400, height: 200, pointsToPixels: 1, maxImageSide: 4096))
            .plan(DrawList(time: 0, items: items))
    }

    /// Draws `items` as the next frame: its damage, then the plan kept (or let go of).
    private func next(_ items: [LayerDraw], _ last: inout LastFrame) -> FrameDamage {
        var frame = plan(items)
        last.damage(&frame)
        _ = last.takePlan()
        _ = last.keep(frame)
        return frame.damage
    }

    /// Moving every sprite from `shift` on: the first frame, then `count` more.
    private func moving(_ count: Int, _ last: inout LastFrame) -> [FrameDamage] {
        (0...count).map { k in next(sprites(shift: CGFloat(k)), &last) }
    }

    func testAScreenOfMovingSpritesNeverKeepsItsItems() {
        var last = LastFrame()
        let damages = moving(5, &last)
        XCTAssertEqual(damages[0].wholeFrame, .firstFrame)
        XCTAssertTrue(last.isSummary)
        XCTAssertEqual(damages.dropFirst().map(\.wholeFrame), Array(repeating: .mostLayersChanging, count: 5))
        XCTAssertNil(last.takePlan(), "no items are held")
    }

    func testAStillScreenIsComparedFromItsThirdFrame() {
        var last = LastFrame()
        let still = sprites(shift: 0)
        XCTAssertEqual(next(still, &last).wholeFrame, .firstFrame)
        XCTAssertEqual(next(still, &last).wholeFrame, .mostLayersChanging, "the first frame was summarized")
        XCTAssertFalse(last.isSummary, "its layers kept their marks: its items are kept")
        XCTAssertTrue(next(still, &last).isEmpty)
        // One sprite moving: damage around it alone, frame after frame.
        for k in 1...3 {
            var one = still
            one[0].transform = CATransform3DMakeTranslation(CGFloat(k), 0, 0)
            let damage = next(one, &last)
            XCTAssertNil(damage.wholeFrame)
            XCTAssertLessThan(damage.pixelCount, 400 * 200 / 10)
            XCTAssertFalse(last.isSummary)
        }
    }

    func testAFrameMostlyDamagedIsSummarizedUntilTheLayersKeepStill() {
        var last = LastFrame()
        let still = sprites(shift: 0)
        for _ in 0..<3 { _ = next(still, &last) }
        XCTAssertFalse(last.isSummary)
        XCTAssertEqual(next(sprites(shift: 1), &last).wholeFrame, .mostOfFrame, "compared with the kept items")
        XCTAssertTrue(last.isSummary)
        XCTAssertEqual(next(sprites(shift: 2), &last).wholeFrame, .mostLayersChanging)
        XCTAssertTrue(last.isSummary)
        // Everything stops: drawn whole once more (its last frame is only summarized), then compared.
        XCTAssertEqual(next(sprites(shift: 2), &last).wholeFrame, .mostLayersChanging)
        XCTAssertFalse(last.isSummary)
        XCTAssertTrue(next(sprites(shift: 2), &last).isEmpty)
    }

    func testASmallChangedShareGoesBackToComparingAndALargeOneDoesNot() {
        var last = LastFrame()
        _ = moving(2, &last)
        XCTAssertTrue(last.isSummary)
        // 30 of 40 moving: 75 % of the frame changes, as far as the marks tell.
        let most = sprites(shift: 20, firstMoving: 10)
        _ = next(most, &last)
        XCTAssertTrue(last.isSummary)
        // From that frame, 4 of 40 moving: 12 % of the frame.
        var few = most
        for index in 36..<40 { few[index].transform = CATransform3DTranslate(few[index].transform, 1, 0, 0) }
        _ = next(few, &last)
        XCTAssertFalse(last.isSummary)
    }

    func testForgettingDrawsTheNextFrameWhole() {
        var last = LastFrame()
        let still = sprites(shift: 0)
        for _ in 0..<3 { _ = next(still, &last) }
        XCTAssertNotNil(last.forget())
        XCTAssertEqual(next(still, &last).wholeFrame, .firstFrame)
    }

    func testLayersAddedPastTheSummarizedOnesCountAsChanged() {
        let summary = FrameSummary(DrawList(time: 0, items: sprites(shift: 0, count: 10)))
        let frame = PixelRect(x: 0, y: 0, width: 400, height: 200)
        let same = FrameSummary.summarize(DrawList(time: 0, items: sprites(shift: 0, count: 10)), after: summary,
                                          frame: frame, scale: 1)
        XCTAssertTrue(same.changesLittle)
        XCTAssertEqual(same.summary.count, 10)
        // 30 more sprites, 40 × 40 each: 60 % of the frame.
        let more = FrameSummary.summarize(DrawList(time: 0, items: sprites(shift: 0, count: 40)), after: summary,
                                          frame: frame, scale: 1)
        XCTAssertFalse(more.changesLittle)
        XCTAssertEqual(more.summary.count, 40)
    }

    func testAMarkChangesWithWhatPlacesAndShowsAnItem() {
        let base = sprites(shift: 0, count: 1)[0]
        func mark(_ item: LayerDraw) -> UInt64 { withUnsafePointer(to: item) { FrameSummary.mark($0) } }
        var changes: [(String, (inout LayerDraw) -> Void)] = [
            ("transform", { $0.transform = CATransform3DMakeTranslation(0.5, 0, 0) }),
            ("opacity", { $0.opacity = 0.5 }),
            ("size", { $0.properties.bounds.size.width = 41 }),
            ("origin", { $0.properties.bounds.origin.y = 1 }),
            ("colour object", { $0.properties.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }),
            ("rare values", { $0.properties.cornerCurve = .continuous }),
            ("id", { $0.id = LayerID(rawValue: 99) }),
            ("subtree", { $0.descendantCount = 2 }),
        ]
        changes.append(("nothing", { _ in }))
        for (name, change) in changes {
            var changed = base
            change(&changed)
            if name == "nothing" {
                XCTAssertEqual(mark(changed), mark(base))
            } else {
                XCTAssertNotEqual(mark(changed), mark(base), name)
            }
        }
    }

    /// The mark reads the objects' addresses as words of the values.
    func testTheObjectsMarkedAreOneWordEach() {
        XCTAssertEqual(MemoryLayout<LayerContents?>.size, 8)
        XCTAssertEqual(MemoryLayout<CGColor?>.size, 8)
        XCTAssertEqual(MemoryLayout<DrawnContent?>.size, 8)
        XCTAssertEqual(MemoryLayout<RareLayerValuesReference>.size, 8)
        XCTAssertEqual(FrameSummary.referenceFields.count, 4)
    }
}
