import CoreAnimationValues
import Foundation
import XCTest
@testable import RenderServer

final class LayerDrawTests: XCTestCase {
    /// `LayerDraw.initialize` writes each stored property in place by its
    /// offset; one it missed would be left as garbage memory.
    func testInPlaceInitializationSetsEveryFieldAsTheInitializerDoes() {
        func values(_ background: CGColor) -> LayerProperties {
            var properties = LayerProperties()
            properties.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
            properties.backgroundColor = background
            properties.opacity = 0.5
            return properties
        }
        let clips = [ClipShape(transform: CATransform3DMakeTranslation(3, 4, 0), bounds: CGRect(x: 0, y: 0, width: 9, height: 9),
                               corners: LayerCorners(radius: 2, maskedCorners: [.layerMinXMinYCorner]))]
        let id = LayerID(rawValue: 42)
        let tint = SIMD3<Float>(0.5, 0.25, 1)
        let made = LayerDraw(id: id, transform: CATransform3DIdentity, properties: values(CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
                             opacity: 0, clips: clips, mask: [], tint: tint)
        XCTAssertEqual(Mirror(reflecting: made).children.count, LayerDraw.fieldsInitializedInPlace,
                       "a stored property added to LayerDraw must be initialized by LayerDraw.initialize too")

        // The source's colour is its own object, so that the item's reference to it can be watched.
        var properties = values(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        weak var color = properties.backgroundColor
        let item = UnsafeMutablePointer<LayerDraw>.allocate(capacity: 1)
        defer { item.deallocate() }
        withUnsafePointer(to: properties) { LayerDraw.initialize(item, id: id, properties: $0, clips: clips, tint: tint) }
        XCTAssertEqual(item.pointee.id, made.id)
        XCTAssertEqual(item.pointee.transform, made.transform)
        XCTAssertEqual(item.pointee.properties, made.properties)
        XCTAssertEqual(item.pointee.opacity, made.opacity)
        XCTAssertEqual(item.pointee.clips, made.clips)
        XCTAssertTrue(item.pointee.mask.isEmpty)
        XCTAssertEqual(item.pointee.descendantCount, made.descendantCount)
        XCTAssertNil(item.pointee.groupOpacity)
        XCTAssertNil(item.pointee.transition)
        XCTAssertEqual(item.pointee.tint, made.tint)
        XCTAssertEqual(item.pointee.blending, made.blending)
        XCTAssertNil(item.pointee.strokeArc)
        // The item holds its own reference: the source letting go leaves
        // the colour alive, and the item letting go frees it.
        properties.backgroundColor = nil
        XCTAssertNotNil(color, "the item retains what it copies")
        item.deinitialize(count: 1)
        XCTAssertNil(color, "and releases it once")
    }

    /// Each frame's items and the last frame's are kept at once: 576 bytes
    /// an item with the transforms held whole, 368 with the tint a `SIMD3`
    /// and the arc inline. The world transform of a layer in the plane
    /// (`StoredTransform`) is six numbers, so is the layer's own, the small
    /// values fill the words after them, and a 3D transform reads back whole.
    func testAnItemKeepsItsTransformsSmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<LayerDraw>.stride, 336)
        var item = LayerDraw(id: LayerID(rawValue: 1), transform: CATransform3DMakeRotation(0.3, 0, 0, 1),
                             properties: LayerProperties(), opacity: 1, clips: [], mask: [])
        guard case .affine = item.storedTransform else { return XCTFail("a turn in the plane is six numbers") }
        var perspective = CATransform3DMakeRotation(0.3, 0, 1, 0)
        perspective.m34 = -1.0 / 600
        item.transform = perspective
        XCTAssertEqual(item.transform, perspective)
    }

    /// The transition and the arc share one reference out of line: each is
    /// set and cleared without touching the other.
    func testTheTransitionAndTheArcAreKeptApartFromEachOther() {
        var item = LayerDraw(id: LayerID(rawValue: 1), transform: CATransform3DIdentity, properties: LayerProperties(),
                             opacity: 1, clips: [], mask: [], tint: SIMD3(0.25, 0.5, 0.75))
        let arc = StrokeArc(startAngle: 0.5, sweep: 2, cap: .round)
        let transition = TransitionDraw(info: TransitionInfo(type: .fade, subtype: nil, startProgress: 0, endProgress: 1),
                                        progress: 0.5, old: [])
        item.strokeArc = arc
        XCTAssertEqual(item.strokeArc, arc)
        XCTAssertNil(item.transition)
        item.transition = transition
        XCTAssertTrue(item.transition === transition)
        XCTAssertEqual(item.strokeArc, arc)
        let copy = item
        item.strokeArc = nil
        XCTAssertNil(item.strokeArc)
        XCTAssertTrue(item.transition === transition)
        XCTAssertEqual(copy.strokeArc, arc, "a copy keeps its own")
        item.transition = nil
        XCTAssertNil(item.transition)
        XCTAssertEqual(item.tint, SIMD3(0.25, 0.5, 0.75))
        item.tint = nil
        XCTAssertNil(item.tint)
    }
}
