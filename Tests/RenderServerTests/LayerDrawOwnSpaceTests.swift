import CoreAnimationValues
import CoreGraphics
import XCTest
@testable import RenderServer

/// The one way a subtree is drawn in its root's own space
/// (`LayerDraw.inOwnSpace`): its space, its clips and its opacities, the
/// same for a rasterized layer, a transition, a subtree's shadow and
/// `render(in:)`.
final class LayerDrawOwnSpaceTests: XCTestCase {
    private let place = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 20, 0))
    private let around = ClipShape(transform: CATransform3DMakeTranslation(1, 1, 0),
                                   bounds: CGRect(x: 0, y: 0, width: 500, height: 500), corners: LayerCorners(radius: 0, maskedCorners: []))

    /// A root placed by `place` (bounds at (5, 5)) inside one clip of an
    /// ancestor, at opacity `ancestors × own`, and a sublayer inside the
    /// root's own clip, at 0.8 of the root's opacity.
    private func subtree(own: Float = 0.5, ancestors: Float = 0.5, group: Bool = false) -> [LayerDraw] {
        var properties = LayerProperties()
        properties.bounds = CGRect(x: 5, y: 5, width: 40, height: 30)
        properties.opacity = own
        let rootOpacity: Float = group ? 1 : own * ancestors
        var root = LayerDraw(id: LayerID(rawValue: 1), transform: place, properties: properties, opacity: rootOpacity,
                             clips: [around], mask: [], descendantCount: 1, groupOpacity: group ? own * ancestors : nil)
        root.properties.masksToBounds = true
        let own = ClipShape(transform: place, bounds: properties.bounds, corners: LayerCorners(radius: 4, maskedCorners: .layerMinXMinYCorner))
        let child = LayerDraw(id: LayerID(rawValue: 2),
                              transform: CATransform3DConcat(CATransform3DMakeTranslation(3, 4, 0), place),
                              properties: LayerProperties(), opacity: rootOpacity * 0.8, clips: [around, own], mask: [])
        return [root, child]
    }

    func testTheRootsOwnTransformBecomesExactlyItsSpace() throws {
        let bounds = try XCTUnwrap(LayerDraw.inOwnSpace(subtree()[...], origin: .bounds, opacity: .belowRoot))
        XCTAssertEqual(bounds[0].transform, CATransform3DIdentity)
        let moved = try XCTUnwrap(LayerDraw.inOwnSpace(subtree()[...], origin: .boundsOrigin, opacity: .belowRoot))
        XCTAssertEqual(moved[0].transform, CATransform3DMakeTranslation(-5, -5, 0))
        let child = try XCTUnwrap(moved[1].transform.projecting(CGPoint(x: 0, y: 0)))
        XCTAssertEqual(child.x, -2, accuracy: 1e-9, "the sublayer's (3, 4) offset, less the bounds' origin")
        XCTAssertEqual(child.y, -1, accuracy: 1e-9)
    }

    func testTheClipsAroundTheRootAreLeftOutAndItsOwnIsKeptInItsSpace() throws {
        let items = try XCTUnwrap(LayerDraw.inOwnSpace(subtree()[...], origin: .boundsOrigin, opacity: .belowRoot))
        XCTAssertTrue(items[0].clips.isEmpty, "the ancestor's clip applies where the image is composited")
        XCTAssertEqual(items[1].clips.count, 1)
        XCTAssertEqual(items[1].clips[0].corners.radius, 4)
        let corner = try XCTUnwrap(items[1].clips[0].transform.projecting(CGPoint(x: 5, y: 5)))
        XCTAssertEqual(corner.x, 0, accuracy: 1e-9, "the root's clip lands on the image's top-left")
        XCTAssertEqual(corner.y, 0, accuracy: 1e-9)
    }

    func testOpacitiesBelowTheRootOrBelowItsSuperlayer() throws {
        let belowRoot = try XCTUnwrap(LayerDraw.inOwnSpace(subtree()[...], origin: .bounds, opacity: .belowRoot))
        XCTAssertEqual(belowRoot.map(\.opacity), [1, 0.8], "the root's own 0.5 and its ancestors' 0.5 left out")
        let belowSuperlayer = try XCTUnwrap(
            LayerDraw.inOwnSpace(subtree()[...], origin: .bounds, opacity: .belowSuperlayer))
        XCTAssertEqual(belowSuperlayer.map(\.opacity), [0.5, 0.4], "the root's own 0.5 kept")
        let clear = try XCTUnwrap(LayerDraw.inOwnSpace(subtree(own: 0)[...], origin: .bounds, opacity: .belowRoot))
        XCTAssertEqual(clear.map(\.opacity), [0, 0], "nothing to divide by: left as they are")
    }

    func testAGroupRootKeepsItsSubtreeRelativeToTheGroup() throws {
        let belowRoot = try XCTUnwrap(LayerDraw.inOwnSpace(subtree(group: true)[...], origin: .bounds, opacity: .belowRoot))
        XCTAssertNil(belowRoot[0].groupOpacity)
        XCTAssertEqual(belowRoot.map(\.opacity), [1, 0.8])
        let belowSuperlayer = try XCTUnwrap(
            LayerDraw.inOwnSpace(subtree(group: true)[...], origin: .bounds, opacity: .belowSuperlayer))
        XCTAssertEqual(belowSuperlayer[0].groupOpacity, 0.5, "the group's opacity is the root's own")
        XCTAssertEqual(belowSuperlayer.map(\.opacity), [1, 0.8])
    }

    func testASingularRootHasNoOwnSpace() {
        var items = subtree()
        items[0].transform = CATransform3DMakeScale(0, 1, 1)
        XCTAssertNil(LayerDraw.inOwnSpace(items[...], origin: .bounds, opacity: .belowRoot))
        XCTAssertNil(LayerDraw.inOwnSpace([][...], origin: .bounds, opacity: .belowRoot))
    }
}
