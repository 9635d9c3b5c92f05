import CoreAnimationValues
import CoreGraphics
@testable import RenderServer
import XCTest

/// A frame's list cut down to the layers that reach one damaged rectangle
/// (`DrawList.culled(to:extents:)`): subtrees that miss it go, parents of
/// what stays keep their place, and a subtree drawn as one image stays whole.
final class DrawListCullingTests: XCTestCase {
    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    private func item(_ id: UInt64, _ rect: CGRect, descendants: Int = 0) -> LayerDraw {
        var properties = LayerProperties()
        properties.bounds = CGRect(origin: .zero, size: rect.size)
        properties.backgroundColor = Self.red
        return LayerDraw(id: LayerID(rawValue: id), transform: CATransform3DMakeTranslation(rect.minX, rect.minY, 0),
                         properties: properties, opacity: 1, clips: [], mask: [], descendantCount: descendants)
    }

    /// root (0…200) ─ left holder (0…50) ─ a, b;  right holder (150…200) ─ c;  then an overlay root.
    private func list() -> DrawList {
        var list = DrawList(time: 0, items: [
            item(1, CGRect(x: 0, y: 0, width: 200, height: 100), descendants: 5),
            item(2, CGRect(x: 0, y: 0, width: 10, height: 10), descendants: 2),
            item(3, CGRect(x: 5, y: 5, width: 10, height: 10)),
            item(4, CGRect(x: 30, y: 30, width: 10, height: 10)),
            item(5, CGRect(x: 150, y: 0, width: 10, height: 10), descendants: 1),
            item(6, CGRect(x: 170, y: 60, width: 20, height: 20)),
            item(7, CGRect(x: 180, y: 0, width: 10, height: 10)),
        ])
        list.overlayStart = 6
        return list
    }

    private func ids(_ list: DrawList) -> [UInt64] { list.items.map(\.id.rawValue) }

    func testSubtreesThatMissTheRectangleGoAndParentsOfWhatStaysKeepTheirPlace() {
        let full = list()
        let extents = full.pixelExtents(scale: 1)
        XCTAssertEqual(extents[1], PixelRect(x: -1, y: -1, width: 42, height: 42), "the left holder's subtree")
        let left = full.culled(to: PixelRect(x: 28, y: 28, width: 4, height: 4), extents: extents)
        XCTAssertEqual(ids(left), [1, 2, 4], "the root, the left holder and the one leaf that reaches the rectangle")
        XCTAssertEqual(left.items.map(\.descendantCount), [2, 1, 0], "subtree sizes follow what stayed")
        XCTAssertEqual(left.overlayStart, 3, "no overlay item stayed")
        let corner = full.culled(to: PixelRect(x: 182, y: 2, width: 2, height: 2), extents: extents)
        XCTAssertEqual(ids(corner), [1, 5, 7], "the overlay, and the right holder, whose subtree's box reaches the corner "
                           + "though its one leaf does not")
        XCTAssertEqual(corner.items.map(\.descendantCount), [1, 0, 0])
        XCTAssertEqual(corner.overlayStart, 2)
    }

    func testASubtreeDrawnAsOneImageStaysWhole() {
        var full = list()
        full.items[1].groupOpacity = 0.5
        let extents = full.pixelExtents(scale: 1)
        XCTAssertEqual(ids(full.culled(to: PixelRect(x: 28, y: 28, width: 4, height: 4), extents: extents)), [1, 2, 3, 4],
                       "a group's image is made of all its layers")
        XCTAssertEqual(ids(full.culled(to: PixelRect(x: 100, y: 50, width: 4, height: 4), extents: extents)), [1],
                       "the backdrop stays even where nothing else is")
    }

    func testAShadowCastBySublayersWidensTheirExtent() {
        var full = list()
        full.items[4].properties.backgroundColor = nil
        full.items[4].properties.shadowOpacity = 1
        full.items[4].properties.shadowRadius = 4
        full.items[4].properties.shadowOffset = CGSize(width: 0, height: 10)
        let extents = full.pixelExtents(scale: 1)
        let plain = list().pixelExtents(scale: 1)[4]!
        XCTAssertTrue(extents[4]!.contains(plain.grown(by: 20)), "\(extents[4]!) holds \(plain) and its shadow")
        XCTAssertEqual(ids(full.culled(to: PixelRect(x: 190, y: 92, width: 2, height: 2), extents: extents)), [1, 5, 6],
                       "the shadow below the right holder's layer reaches the rectangle")
    }
}
