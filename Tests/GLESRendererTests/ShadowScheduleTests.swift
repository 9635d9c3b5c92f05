import CoreGraphics
import Foundation
@testable import GLESRenderer
import XCTest

/// Where shadows go among layers: before their own layer, batched when
/// nothing they overlap is drawn in between.
final class ShadowScheduleTests: XCTestCase {
    private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat = 10, _ h: CGFloat = 10) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    func testSideBySideCardsDrawAllShadowsThenAllLayers() {
        let layers = (0..<4).map { rect(CGFloat($0) * 40, 0) }
        let shadows = (0..<4).map { (layer: $0, bounds: rect(CGFloat($0) * 40 - 4, -4, 18, 18)) }
        XCTAssertEqual(ShadowSchedule.passes(layerBounds: layers, shadows: shadows),
                       [.shadows(0..<4), .layers(0..<4)])
    }

    func testOverlappingCardsAlternate() {
        let layers = (0..<3).map { rect(CGFloat($0) * 5, 0) }
        let shadows = (0..<3).map { (layer: $0, bounds: rect(CGFloat($0) * 5 - 2, -2, 14, 14)) }
        XCTAssertEqual(ShadowSchedule.passes(layerBounds: layers, shadows: shadows),
                       [.shadows(0..<1), .layers(0..<1), .shadows(1..<2), .layers(1..<2), .shadows(2..<3), .layers(2..<3)])
    }

    func testAShadowWaitsOnlyForTheLayersItOverlaps() {
        // A background, a card on it with a shadow, a second card far away with one.
        let layers = [rect(0, 0, 100, 100), rect(10, 10), rect(60, 60)]
        let shadows = [(layer: 1, bounds: rect(8, 8, 14, 14)), (layer: 2, bounds: rect(58, 58, 14, 14))]
        // Both shadows overlap the background, so they follow it; card 1 does
        // not overlap shadow 2, so both shadows share one pass.
        XCTAssertEqual(ShadowSchedule.passes(layerBounds: layers, shadows: shadows),
                       [.layers(0..<1), .shadows(0..<2), .layers(1..<3)])
    }

    func testLayersWithoutShadowsAreOnePass() {
        XCTAssertEqual(ShadowSchedule.passes(layerBounds: [rect(0, 0), rect(5, 5)], shadows: []), [.layers(0..<2)])
        XCTAssertEqual(ShadowSchedule.passes(layerBounds: [], shadows: []), [])
    }

    func testUnboundedShadowNeverMovesPastALayer() {
        let layers = [rect(0, 0), rect(100, 100)]
        let shadows = [(layer: 1, bounds: CGRect.infinite)]
        XCTAssertEqual(ShadowSchedule.passes(layerBounds: layers, shadows: shadows),
                       [.layers(0..<1), .shadows(0..<1), .layers(1..<2)])
    }
}
