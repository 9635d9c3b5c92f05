import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer
import XCTest

final class TextureCacheTests: GLESTestCase {
    private var cache: TextureCache!

    override func setUpWithError() throws {
        try super.setUpWithError()
        cache = TextureCache(context: context)
    }

    override func tearDown() {
        cache = nil
        super.tearDown()
    }

    func testOneImageIsUploadedOnceAndShared() throws {
        let picture = image(rows: [[.red, .green]])
        let first = try XCTUnwrap(cache.texture(for: picture))
        let second = try XCTUnwrap(cache.texture(for: picture))
        XCTAssertEqual(first, second)
        XCTAssertEqual(cache.uploads, 1)
        XCTAssertEqual(cache.residentBytes, 8)
        XCTAssertNotNil(cache.resolve(first))
    }

    func testTextureIsReleasedOnceTheImageIsGone() throws {
        var picture: CGImage? = image(rows: [[.red]])
        let handle = try XCTUnwrap(cache.texture(for: picture!))
        cache.collect()
        XCTAssertEqual(cache.residentCount, 1, "still referenced")
        picture = nil
        cache.collect()
        XCTAssertEqual(cache.residentCount, 0)
        XCTAssertEqual(cache.residentBytes, 0)
        XCTAssertNil(cache.resolve(handle), "a released slot's old handle resolves to nothing")
    }

    func testAReusedSlotDoesNotAnswerAnOldHandle() throws {
        var old: CGImage? = image(rows: [[.red]])
        let oldHandle = try XCTUnwrap(cache.texture(for: old!))
        old = nil
        cache.collect()
        let replacement = image(rows: [[.blue]])
        let newHandle = try XCTUnwrap(cache.texture(for: replacement))
        XCTAssertEqual(newHandle.slot, oldHandle.slot, "the free slot is reused")
        XCTAssertNotEqual(newHandle.generation, oldHandle.generation)
        XCTAssertNil(cache.resolve(oldHandle))
        XCTAssertNotNil(cache.resolve(newHandle))
    }

    func testAnImageTooLargeIsRefusedOnceWithADiagnostic() {
        let side = context.maxTextureSize + 1
        let tall = CGImage(width: 1, height: side, premultipliedRGBA8: Data(count: side * 4), isOpaque: false)
        let (handle, reports) = Diagnostics.capture { cache.texture(for: tall) }
        XCTAssertNil(handle)
        XCTAssertEqual(reports.count, 1)
        XCTAssert(reports[0].hasPrefix("GLESRenderer: image of 1×\(side) pixels not uploaded"), reports[0])
        let (_, again) = Diagnostics.capture { cache.texture(for: tall) }
        XCTAssertEqual(again, [])
        XCTAssertEqual(cache.uploads, 0)
    }
}
