import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer
import XCTest

final class OffscreenRenderTargetTests: GLESTestCase {
    func testReadbackPutsTheTopRowFirst() throws {
        // A quad over the top 4 rows only.
        let pixels = try render([quad(CGRect(x: 0, y: 0, width: 16, height: 4), in: CGSize(width: 16, height: 16))], width: 16, height: 16)
        XCTAssertEqual(pixels[5, 0], RGBA.white)
        XCTAssertEqual(pixels[5, 3], RGBA.white)
        XCTAssertEqual(pixels[5, 4], RGBA.clear)
        XCTAssertEqual(pixels[5, 15], RGBA.clear)
    }

    func testImageHasTheTargetSizeAndPixels() throws {
        let target = try OffscreenRenderTarget(context: context, width: 5, height: 3)
        renderer.draw([], textures: [], to: target, clearColor: PremultipliedColor(red: 0, green: 0.5, blue: 0, alpha: 0.5))
        let image = target.makeImage()
        XCTAssertEqual(image.width, 5)
        XCTAssertEqual(image.height, 3)
        XCTAssertEqual(image.premultipliedRGBA8.count, 5 * 3 * 4)
        let first = RGBA(image.premultipliedRGBA8[0], image.premultipliedRGBA8[1], image.premultipliedRGBA8[2], image.premultipliedRGBA8[3])
        XCTAssert(first.isClose(to: RGBA(0, 128, 0, 128)), "\(first)")
    }

    func testAnImpossibleSizeIsANamedError() {
        XCTAssertThrowsError(try OffscreenRenderTarget(context: context, width: 0, height: 10)) { error in
            guard case GLESRendererError.invalidTargetSize(0, 10, _) = error else {
                return XCTFail("\(error)")
            }
        }
    }
}
