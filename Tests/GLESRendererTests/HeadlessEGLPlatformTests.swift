import GLESRenderer
import XCTest

/// Which headless EGL platform is opened: Mesa's surfaceless one where EGL
/// has it, else a GPU's device platform (NVIDIA), and which device first.
/// Pure functions of the extension strings: no context needed.
final class HeadlessEGLPlatformTests: XCTestCase {
    /// Mesa's libEGL through glvnd (Debian 12).
    private let mesa: Set<String> = [
        "EGL_EXT_client_extensions", "EGL_EXT_platform_base", "EGL_KHR_platform_x11", "EGL_EXT_platform_x11",
        "EGL_MESA_platform_surfaceless", "EGL_EXT_device_base", "EGL_EXT_device_enumeration",
        "EGL_EXT_device_query", "EGL_EXT_platform_device",
    ]
    /// NVIDIA's libEGL_nvidia through glvnd, on a machine without Mesa.
    private let nvidia: Set<String> = [
        "EGL_EXT_client_extensions", "EGL_EXT_platform_base", "EGL_EXT_device_base", "EGL_EXT_device_enumeration",
        "EGL_EXT_device_query", "EGL_EXT_platform_device", "EGL_KHR_platform_x11", "EGL_EXT_platform_x11",
        "EGL_KHR_debug",
    ]

    func testMesaKeepsTheSurfacelessPlatform() throws {
        XCTAssertEqual(try EGLDisplayConnection.headlessPlatform(clientExtensions: mesa), .surfaceless)
    }

    func testWithoutSurfacelessTheDevicePlatformIsUsed() throws {
        XCTAssertEqual(try EGLDisplayConnection.headlessPlatform(clientExtensions: nvidia), .device)
        // EGL_EXT_device_base alone includes enumeration.
        let base = nvidia.subtracting(["EGL_EXT_device_enumeration"])
        XCTAssertEqual(try EGLDisplayConnection.headlessPlatform(clientExtensions: base), .device)
    }

    func testADevicePlatformWithoutEnumerationIsNotEnough() {
        let noEnumeration = nvidia.subtracting(["EGL_EXT_device_enumeration", "EGL_EXT_device_base"])
        XCTAssertThrowsError(try EGLDisplayConnection.headlessPlatform(clientExtensions: noEnumeration)) { error in
            guard case GLESRendererError.noHeadlessPlatform(let listed, nil) = error else {
                return XCTFail("expected noHeadlessPlatform, got \(error)")
            }
            XCTAssert(listed.contains("EGL_EXT_platform_device"), "the message lists what EGL has: \(listed)")
        }
    }

    func testNeitherPlatformIsAClearError() {
        let x11Only: Set<String> = ["EGL_EXT_client_extensions", "EGL_EXT_platform_base", "EGL_KHR_platform_x11"]
        XCTAssertThrowsError(try EGLDisplayConnection.headlessPlatform(clientExtensions: x11Only)) { error in
            let message = "\(error)"
            XCTAssert(message.contains("EGL_MESA_platform_surfaceless"), message)
            XCTAssert(message.contains("EGL_EXT_platform_device"), message)
            XCTAssert(message.contains("EGL_KHR_platform_x11"), "names the client extensions: \(message)")
        }
    }

    func testNoPlatformBaseIsNoEGL() {
        let noBase = mesa.subtracting(["EGL_EXT_platform_base"])
        XCTAssertThrowsError(try EGLDisplayConnection.headlessPlatform(clientExtensions: noBase)) { error in
            guard case GLESRendererError.noEGL(let detail) = error else { return XCTFail("expected noEGL, got \(error)") }
            XCTAssert(detail.contains("EGL_EXT_platform_base"), detail)
        }
    }

    func testARequestedPlatformIsTheOnlyOneTaken() throws {
        XCTAssertEqual(try EGLDisplayConnection.headlessPlatform(clientExtensions: mesa, requested: .device), .device)
        XCTAssertThrowsError(try EGLDisplayConnection.headlessPlatform(clientExtensions: nvidia, requested: .surfaceless)) {
            XCTAssert("\($0)".contains("CA_HEADLESS_EGL=surfaceless"), "\($0)")
        }
    }

    func testHardwareDevicesComeBeforeMesasSoftwareDevice() {
        let software: Set<String> = ["EGL_MESA_device_software"]
        let drm: Set<String> = ["EGL_EXT_device_drm", "EGL_EXT_device_drm_render_node"]
        let cuda: Set<String> = ["EGL_NV_device_cuda", "EGL_EXT_device_drm"]
        XCTAssertEqual(EGLDisplayConnection.devicePreference(deviceExtensions: [software, drm, cuda]), [1, 2, 0])
        XCTAssertEqual(EGLDisplayConnection.devicePreference(deviceExtensions: [cuda, software]), [0, 1])
        XCTAssertEqual(EGLDisplayConnection.devicePreference(deviceExtensions: [[], []]), [0, 1], "unknown: EGL's order")
        XCTAssertEqual(EGLDisplayConnection.devicePreference(deviceExtensions: []), [])
    }

    /// On this machine (Mesa), the headless display is still the surfaceless one.
    func testTheHeadlessDisplayHereIsMesasSurfacelessOne() throws {
        let display = try EGLDisplayConnection.headless()
        if ProcessInfo.processInfo.environment["CA_HEADLESS_EGL"] == nil && display.vendor.contains("Mesa") {
            XCTAssertEqual(display.platform, .surfaceless)
            XCTAssertNil(display.deviceDescription)
        }
    }
}
