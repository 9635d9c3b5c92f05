import CoreAnimationModel
import Foundation
@testable import GLESRenderer
@testable import RenderServer
import XCTest

/// `QuadInstanceBuilder` on runs long enough to be shared between threads.
final class QuadInstanceBuilderTests: XCTestCase {
    private func image(_ grey: UInt8) -> CGImage {
        CGImage(width: 1, height: 1, premultipliedRGBA8: Data([grey, grey, grey, 255]), isOpaque: true)
    }

    private func item(_ image: CGImage?, x: CGFloat) -> LayerDraw {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        p.contents = image.map { .image($0) }
        return LayerDraw(id: .next(), transform: CATransform3DMakeTranslation(x, 0, 0), properties: p, opacity: 1,
                         clips: [], mask: [])
    }

    /// Each part of a long run lists its own images; the merged list names
    /// each image once, and every instance's index still finds its own image.
    func testALongRunSplitBetweenThreadsKeepsEachLayersImage() {
        let a = image(10), b = image(20), c = image(30)
        let count = 2 * DrawListBuilder.parallelRunLength + 7
        // The first half meets b before a; the second half meets c, then a, then b.
        let images: [CGImage?] = (0..<count).map { index in
            if index < count / 2 { return index % 3 == 0 ? nil : (index < count / 4 ? b : a) }
            return [c, a, b][index % 3]
        }
        let items = images.enumerated().map { item($0.element, x: CGFloat($0.offset)) }
        let built = QuadInstanceBuilder.instances(for: DrawList(time: 0, items: items), pointsToPixels: 1,
                                                  target: UnboundTarget())
        XCTAssertEqual(built.instances.count, count)
        XCTAssertEqual(Set(built.images.map(ObjectIdentifier.init)).count, built.images.count, "each image listed once")
        XCTAssertEqual(built.images.count, 3)
        for (index, expected) in images.enumerated() {
            let instance = built.instances[index]
            XCTAssertEqual(instance.transform.m41, CATransform3DConcat(
                CATransform3DMakeTranslation(CGFloat(index), 0, 0), UnboundTarget().pixelToClipTransform).m41,
                "instance \(index) in its item's place")
            if let expected {
                let drawn = instance.contents.map { built.images[$0.textureIndex] }
                XCTAssertTrue(drawn === expected, "instance \(index) draws its own image")
            } else {
                XCTAssertNil(instance.contents, "instance \(index)")
            }
        }
    }
}
