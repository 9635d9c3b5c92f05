import CoreAnimationValues
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

    /// Builds `images` (one layer each, nil for none) on `threads` and
    /// checks that each image is listed once and every instance, in its
    /// item's place, still finds its own image.
    private func check(_ images: [CGImage?], threads: Int, file: StaticString = #filePath, line: UInt = #line) {
        let items = images.enumerated().map { item($0.element, x: CGFloat($0.offset)) }
        let built = QuadInstanceBuilder.instances(for: items[...], rootShift: nil,
                                                  pointsToPixels: 1, target: UnboundTarget(), threads: threads)
        XCTAssertEqual(built.instances.count, images.count, file: file, line: line)
        XCTAssertEqual(Set(built.images.map(ObjectIdentifier.init)), Set(images.compactMap { $0.map(ObjectIdentifier.init) }),
                       "each image listed once", file: file, line: line)
        XCTAssertEqual(Set(built.images.map(ObjectIdentifier.init)).count, built.images.count, file: file, line: line)
        let step = UnboundTarget().pixelToClipTransform.m11
        for (index, expected) in images.enumerated() {
            let instance = built.instances[index]
            XCTAssertEqual(instance.transform.m41 - built.instances[0].transform.m41, CGFloat(index) * step,
                           accuracy: 1e-9, "instance \(index) in its item's place", file: file, line: line)
            let drawn = instance.contents.map { built.images[$0.textureIndex] }
            XCTAssertTrue(drawn === expected, "instance \(index) draws its own image", file: file, line: line)
        }
    }

    /// The parts meet the images in other orders than the first part does,
    /// so their indices are renumbered when the lists are merged.
    func testALongRunSplitBetweenThreadsKeepsEachLayersImage() {
        let a = image(10), b = image(20), c = image(30)
        let count = 3 * DrawListBuilder.parallelRunLength + 7
        // The first third meets b before a (a third of the layers without
        // contents); the rest cycle through c, a and b.
        let images: [CGImage?] = (0..<count).map { index in
            if index < count / 3 { return index % 3 == 0 ? nil : (index < count / 6 ? b : a) }
            return [c, a, b][index % 3]
        }
        for threads in [1, 2, 3, 5] { check(images, threads: threads) }
    }

    /// A later part without contents, and one that brings a new image.
    func testPartsWithoutContentsOrWithANewImageMerge() {
        let a = image(10), b = image(20)
        let half = DrawListBuilder.parallelRunLength
        check([CGImage?](repeating: a, count: half) + [CGImage?](repeating: nil, count: half), threads: 2)
        check([CGImage?](repeating: nil, count: half) + [CGImage?](repeating: b, count: half), threads: 2)
        check([CGImage?](repeating: a, count: half) + (0..<half).map { $0 % 2 == 0 ? b : a }, threads: 2)
    }
}
