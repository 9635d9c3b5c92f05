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

    /// An image of 2 × 2 pixels (16 bytes of texture) in one colour.
    private func square(_ color: RGBA) -> CGImage {
        image(rows: [[color, color], [color, color]])
    }

    func testTheBudgetDeletesTheTexturesNotDrawnThisFrameFirst() throws {
        let saved = FrameBudget.textureBytes
        defer { FrameBudget.textureBytes = saved }
        FrameBudget.textureBytes = 48  // three squares
        let a = square(.red), b = square(.green), c = square(.blue), d = square(.white)
        let oldA = try XCTUnwrap(cache.texture(for: a))
        cache.endFrame()
        _ = try XCTUnwrap(cache.texture(for: b))
        cache.endFrame()
        _ = try XCTUnwrap(cache.texture(for: c))
        _ = try XCTUnwrap(cache.texture(for: b))
        XCTAssertEqual(cache.residentBytes, 48)
        // d does not fit: a, drawn longest ago and not in this frame, makes room; b and c stay.
        _ = try XCTUnwrap(cache.texture(for: d))
        XCTAssertEqual(cache.residentBytes, 48)
        XCTAssertNil(cache.resolve(oldA), "a's texture was deleted")
        XCTAssertNotNil(cache.residentTexture(for: b))
        XCTAssertNotNil(cache.residentTexture(for: c))
        // Drawn again in a later frame, a is uploaded again (in place of one not drawn in it).
        cache.endFrame()
        _ = try XCTUnwrap(cache.texture(for: d))
        _ = try XCTUnwrap(cache.texture(for: a))
        XCTAssertEqual(cache.uploads, 5)
        XCTAssertLessThanOrEqual(cache.residentBytes, 48)
    }

    func testAnImagePastTheBudgetInItsFrameIsDrawnAsNothingSaidOnce() throws {
        let saved = FrameBudget.textureBytes
        defer { FrameBudget.textureBytes = saved }
        FrameBudget.textureBytes = 32  // two squares
        let images = [square(.red), square(.green), square(.blue), square(.white)]
        let (handles, reports) = Diagnostics.capture { images.map { cache.texture(for: $0) } }
        XCTAssertEqual(handles.map { $0 != nil }, [true, true, false, false], "all four drawn in one frame")
        XCTAssertEqual(reports.count, 1, "one report for the cause: \(reports)")
        XCTAssertTrue(reports.first?.contains("FrameBudget.textureBytes") ?? false, "\(reports)")
        XCTAssertEqual(cache.residentBytes, 32)
        // Not refused for good: in the next frame, drawn alone, the third fits.
        cache.endFrame()
        XCTAssertNotNil(cache.texture(for: images[2]))
        XCTAssertEqual(cache.residentBytes, 32)
    }
}
