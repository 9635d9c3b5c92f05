import GLESRenderer
import XCTest

/// Error messages, checked without a context (they must read well on a
/// machine where there is none).
final class GLESRendererErrorTests: XCTestCase {
    func testErrorsSayWhatToDo() {
        let missing = GLESRendererError.noHeadlessPlatform(clientExtensions: "EGL_EXT_platform_base", requested: nil)
        XCTAssert("\(missing)".contains("EGL_MESA_platform_surfaceless"))
        XCTAssert("\(missing)".contains("EGL_EXT_platform_device"))
        XCTAssert("\(missing)".contains("libegl-mesa0"))
        XCTAssert("\(GLESRendererError.noGLES3Context(eglError: 0x3003))".contains("EGL_BAD_ALLOC"))
        XCTAssert("\(GLESRendererError.framebufferIncomplete(status: 0x8CDD))".contains("GL_FRAMEBUFFER_UNSUPPORTED"))
        XCTAssert("\(GLESRendererError.invalidTargetSize(width: 0, height: 4, maximum: 16384))".contains("1…16384"))
    }
}
