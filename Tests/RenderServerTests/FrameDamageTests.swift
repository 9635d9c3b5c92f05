import CoreAnimationValues
import CoreGraphics
@testable import RenderServer
import XCTest

/// A frame's damage (`FrameDamage(from:to:)`): what differs from the frame
/// before, in a few disjoint rectangles, or the whole frame with a reason.
final class FrameDamageTests: XCTestCase {
    private let frame = PixelRect(x: 0, y: 0, width: 400, height: 200)
    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A plain coloured layer at `rect` (root points = pixels here).
    private func item(_ id: UInt64, _ rect: CGRect, _ color: CGColor = red, descendants: Int = 0,
                      transform: CATransform3D? = nil) -> LayerDraw {
        var properties = LayerProperties()
        properties.bounds = CGRect(origin: .zero, size: rect.size)
        properties.backgroundColor = color
        return LayerDraw(id: LayerID(rawValue: id),
                         transform: transform ?? CATransform3DMakeTranslation(rect.minX, rect.minY, 0),
                         properties: properties, opacity: 1, clips: [], mask: [], descendantCount: descendants)
    }

    private func plan(_ items: [LayerDraw], overlayStart: Int? = nil, width: Int = 400) -> FramePlan {
        var list = DrawList(time: 0, items: items)
        list.overlayStart = overlayStart
        return FramePlanner(target: PlanTarget(width: width, height: 200, pointsToPixels: 1, maxImageSide: 4096)).plan(list)
    }

    private func damage(_ before: [LayerDraw], _ after: [LayerDraw], overlayStart: Int? = nil) -> FrameDamage {
        FrameDamage(from: plan(before, overlayStart: overlayStart), to: plan(after, overlayStart: overlayStart))
    }

    /// The pixels of `rect` as the damage counts them: its pixels and one of anti-aliasing around.
    private func extent(_ rect: CGRect) -> PixelRect {
        PixelRect(x: Int(rect.minX) - 1, y: Int(rect.minY) - 1, width: Int(rect.width) + 2, height: Int(rect.height) + 2)
    }

    func testTheFirstFrameAndANewTargetSizeAreWhole() {
        let items = [item(1, CGRect(x: 10, y: 10, width: 20, height: 20))]
        let first = FrameDamage(from: nil, to: plan(items))
        XCTAssertEqual(first.wholeFrame, .firstFrame)
        XCTAssertEqual(first.rects, [frame])
        XCTAssertEqual(first.pixelCount, 400 * 200)
        XCTAssertEqual(FrameDamage(from: plan(items, width: 100), to: plan(items)).wholeFrame, .targetChanged)
        XCTAssertEqual(FramePlan(list: DrawList(time: 0, items: []), frame: plan(items).frame).damage.wholeFrame,
                       .firstFrame, "a plan made alone is drawn whole")
    }

    func testNothingChangedIsNoDamage() {
        let items = [item(1, CGRect(x: 10, y: 10, width: 20, height: 20)), item(2, CGRect(x: 50, y: 5, width: 5, height: 5))]
        let none = damage(items, items)
        XCTAssertTrue(none.isEmpty)
        XCTAssertNil(none.bounds)
    }

    func testAMovedLayerDamagesWhereItWasAndWhereItIs() {
        let before = [item(1, CGRect(x: 10, y: 10, width: 20, height: 20)), item(2, CGRect(x: 150, y: 50, width: 10, height: 10))]
        var after = before
        after[0] = item(1, CGRect(x: 60, y: 10, width: 20, height: 20))
        let moved = damage(before, after)
        XCTAssertNil(moved.wholeFrame)
        XCTAssertEqual(Set(moved.rects.map { "\($0)" }),
                       Set([extent(CGRect(x: 10, y: 10, width: 20, height: 20)),
                            extent(CGRect(x: 60, y: 10, width: 20, height: 20))].map { "\($0)" }))
        XCTAssertEqual(moved.pixelCount, 2 * 22 * 22)
    }

    func testAColourChangeDamagesTheLayerAlone() {
        let before = [item(1, CGRect(x: 10, y: 10, width: 20, height: 20)), item(2, CGRect(x: 100, y: 10, width: 20, height: 20))]
        var after = before
        after[1].properties.backgroundColor = Self.blue
        XCTAssertEqual(damage(before, after).rects, [extent(CGRect(x: 100, y: 10, width: 20, height: 20))])
    }

    func testAddedAndRemovedLayersDamageTheirExtents() {
        let a = item(1, CGRect(x: 10, y: 10, width: 20, height: 20))
        let b = item(2, CGRect(x: 100, y: 10, width: 20, height: 20))
        let c = item(3, CGRect(x: 150, y: 60, width: 10, height: 10))
        XCTAssertEqual(damage([a, b], [a, b, c]).rects, [extent(CGRect(x: 150, y: 60, width: 10, height: 10))])
        XCTAssertEqual(damage([a, b, c], [a, c]).rects, [extent(CGRect(x: 100, y: 10, width: 20, height: 20))])
        XCTAssertEqual(damage([a, b], [c, a, b]).rects, [extent(CGRect(x: 150, y: 60, width: 10, height: 10))],
                       "an item added in front moves the rest along, which stay the same")
    }

    func testLayersDrawnInAnotherOrderDamageWhereTheyOverlap() {
        let a = item(1, CGRect(x: 10, y: 10, width: 40, height: 40))
        let b = item(2, CGRect(x: 30, y: 30, width: 40, height: 40), Self.blue)
        let far = item(3, CGRect(x: 150, y: 10, width: 10, height: 10))
        let swapped = damage([a, b, far], [b, a, far])
        let overlap = PixelRect(x: 30, y: 30, width: 20, height: 20)
        XCTAssertTrue(swapped.rects.contains { $0.contains(overlap) }, "\(swapped.rects)")
        XCTAssertFalse(swapped.rects.contains { $0.intersection(extent(CGRect(x: 150, y: 10, width: 10, height: 10))).pixelCount > 0 },
                       "a layer whose place in the order did not change is left alone")
    }

    func testAChangedLayerWithSublayersDamagesItsWholeSubtree() {
        let parent = item(1, CGRect(x: 10, y: 10, width: 20, height: 20), descendants: 1)
        let child = item(2, CGRect(x: 100, y: 60, width: 10, height: 10))
        var changed = parent
        changed.properties.backgroundColor = Self.blue
        let rects = damage([parent, child], [changed, child]).rects
        XCTAssertEqual(rects, [PixelRect(x: 9, y: 9, width: 102, height: 62)],
                       "one rectangle round the parent and its sublayer (its mask or group opacity reach it)")
    }

    func testAnOverlaysChangeIsLeftOutOfTheAppsPart() {
        let app = item(1, CGRect(x: 10, y: 10, width: 20, height: 20))
        let overlay = item(2, CGRect(x: 150, y: 60, width: 30, height: 30))
        var changed = overlay
        changed.properties.backgroundColor = Self.blue
        let hud = damage([app, overlay], [app, changed], overlayStart: 1)
        XCTAssertEqual(hud.rects, [extent(CGRect(x: 150, y: 60, width: 30, height: 30))])
        XCTAssertEqual(hud.appRects, [], "what the flash shows leaves the heads-up display out")
    }

    func testManyChangesKeepAFewDisjointRectangles() {
        let before = (0..<40).map { item(UInt64($0 + 1), CGRect(x: ($0 % 10) * 20, y: ($0 / 10) * 25, width: 4, height: 4)) }
        let after = before.map { original -> LayerDraw in
            var changed = original
            changed.properties.backgroundColor = Self.blue
            return changed
        }
        let many = damage(before, after)
        XCTAssertNil(many.wholeFrame)
        XCTAssertLessThanOrEqual(many.rects.count, DamageRegion.maximumRects)
        for (i, a) in many.rects.enumerated() {
            for b in many.rects[(i + 1)...] { XCTAssertEqual(a.intersection(b).pixelCount, 0, "\(a) and \(b) overlap") }
        }
        for changed in after {
            let rect = extent(CGRect(x: changed.transform.m41, y: changed.transform.m42, width: 4, height: 4)).intersection(frame)
            XCTAssertTrue(many.rects.contains { $0.contains(rect) }, "\(rect) is covered")
        }
    }

    func testDamageOverMostOfTheFrameIsTheWholeFrame() {
        let big = item(1, CGRect(x: 0, y: 0, width: 300, height: 150))
        var changed = big
        changed.properties.backgroundColor = Self.blue
        XCTAssertEqual(damage([big], [changed]).wholeFrame, .mostOfFrame)
    }

    func testALayerPartlyBehindTheEyeCannotBeBounded() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 50
        let behind = CATransform3DConcat(CATransform3DMakeRotation(-1.4, 0, 1, 0), perspective)
        let plain = item(1, CGRect(x: 10, y: 10, width: 200, height: 20))
        var turned = item(1, CGRect(x: 10, y: 10, width: 200, height: 20), transform: behind)
        turned.properties.backgroundColor = Self.red
        XCTAssertEqual(damage([plain], [turned]).wholeFrame, .unbounded)
    }

    func testTheRegionStaysDisjointAndCoversWhatWasAddedWhateverComes() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<50 {
            var region = DamageRegion(frame: frame)
            var added: [PixelRect] = []
            for _ in 0..<(1 + next(30)) {
                let rect = PixelRect(x: next(430) - 15, y: next(230) - 15, width: 1 + next(40), height: 1 + next(40))
                region.add(rect)
                added.append(rect.intersection(frame))
            }
            XCTAssertLessThanOrEqual(region.rects.count, DamageRegion.maximumRects)
            for (i, a) in region.rects.enumerated() {
                XCTAssertTrue(frame.contains(a))
                for b in region.rects[(i + 1)...] { XCTAssertEqual(a.intersection(b).pixelCount, 0) }
            }
            for rect in added where !rect.isEmpty {
                // Every pixel of what was added lies in some rectangle.
                for y in rect.y..<(rect.y + rect.height) {
                    for x in rect.x..<(rect.x + rect.width) {
                        let pixel = PixelRect(x: x, y: y, width: 1, height: 1)
                        XCTAssertTrue(region.rects.contains { $0.contains(pixel) }, "\(pixel) lost")
                    }
                }
            }
        }
    }
}
