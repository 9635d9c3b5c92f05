import CoreAnimationModel
import Foundation
import XCTest
@testable import RenderServer

final class LayerDrawTests: XCTestCase {
    /// `LayerDraw.initialize` writes each stored property in place by its
    /// offset; one it misses would be left as garbage memory.
    func testInPlaceInitializationSetsEveryFieldAsTheInitializerDoes() {
        var properties = LayerProperties()
        properties.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        properties.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        properties.opacity = 0.5
        let clips = [ClipShape(transform: CATransform3DMakeTranslation(3, 4, 0), bounds: CGRect(x: 0, y: 0, width: 9, height: 9),
                               cornerRadius: 2, maskedCorners: [.layerMinXMinYCorner])]
        let id = LayerID(rawValue: 42)
        let tint = SIMD3<Float>(0.5, 0.25, 1)
        let made = LayerDraw(id: id, transform: CATransform3DIdentity, properties: properties, opacity: 0, clips: clips,
                             mask: [], tint: tint)
        XCTAssertEqual(Mirror(reflecting: made).children.count, LayerDraw.fieldsInitializedInPlace,
                       "a stored property added to LayerDraw must be initialized by LayerDraw.initialize too")

        let item = UnsafeMutablePointer<LayerDraw>.allocate(capacity: 1)
        defer {
            item.deinitialize(count: 1)
            item.deallocate()
        }
        withUnsafePointer(to: properties) { LayerDraw.initialize(item, id: id, properties: $0, clips: clips, tint: tint) }
        let placed = item.pointee
        XCTAssertEqual(placed.id, made.id)
        XCTAssertEqual(placed.transform, made.transform)
        XCTAssertEqual(placed.properties, made.properties)
        XCTAssertEqual(placed.opacity, made.opacity)
        XCTAssertEqual(placed.clips, made.clips)
        XCTAssertTrue(placed.mask.isEmpty)
        XCTAssertEqual(placed.descendantCount, made.descendantCount)
        XCTAssertNil(placed.groupOpacity)
        XCTAssertNil(placed.transition)
        XCTAssertEqual(placed.tint, made.tint)
        XCTAssertEqual(placed.blending, made.blending)
        XCTAssertNil(placed.strokeArc)
        // The copy holds its own reference: the source going away leaves it whole.
        properties.backgroundColor = nil
        XCTAssertEqual(item.pointee.properties.backgroundColor?.alpha, 1)
    }
}
