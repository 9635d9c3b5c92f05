import CEGL
import CoreGraphics
import Foundation

/// The headless display: the surfaceless platform where EGL has it (Mesa;
/// NVIDIA's EGL too, 580 drivers at least), else a GPU's device platform
/// (`EGL_EXT_platform_device`, which every NVIDIA EGL has). Both draw into
/// framebuffer objects with no surface, so nothing past the display differs.
///
/// Which one is chosen is a pure function of EGL's client extensions
/// (`headlessPlatform`), and among devices a pure function of their
/// extensions (`devicePreference`): hardware first, Mesa's software device
/// last. `CA_HEADLESS_EGL=surfaceless` or `device` in the environment asks
/// for one (benchmarks comparing the two on one machine).
extension EGLDisplayConnection {
    private static let headlessLock = NSLock()
    nonisolated(unsafe) private static var sharedHeadless: EGLDisplayConnection?

    /// The process's headless display, opened on first use (thread-safe).
    ///
    /// - Throws: `GLESRendererError.noEGL`, `.noHeadlessPlatform`,
    ///   `.noEGLDevice` or `.displayInitialization`, each saying what to
    ///   install or check.
    package static func headless() throws -> EGLDisplayConnection {
        headlessLock.lock()
        defer { headlessLock.unlock() }
        if let shared = sharedHeadless { return shared }
        let client = try clientExtensions()
        let requested = EnvironmentVariable.headlessEGL.choice().flatMap(requestedPlatform)
        let opened: EGLDisplayConnection
        switch try headlessPlatform(clientExtensions: words(client), requested: requested) {
        case .device: opened = try openDevice()
        default: opened = try openSurfaceless(clientExtensions: client)
        }
        sharedHeadless = opened
        return opened
    }

    /// The platform a headless display is opened on, given EGL's client
    /// extensions: the surfaceless one when EGL has it (Mesa, as ever),
    /// else the device platform; `requested` (`CA_HEADLESS_EGL`), when
    /// given, is the only one taken.
    ///
    /// Both need `EGL_EXT_platform_base`; the device platform also needs
    /// `EGL_EXT_device_enumeration` (or `EGL_EXT_device_base`, which
    /// includes it) to find a device.
    ///
    /// - Throws: `GLESRendererError.noEGL` without `EGL_EXT_platform_base`,
    ///   `.noHeadlessPlatform` (with the extensions EGL has) otherwise.
    package static func headlessPlatform(clientExtensions: Set<String>, requested: Platform? = nil) throws -> Platform {
        let surfaceless = clientExtensions.contains("EGL_MESA_platform_surfaceless")
        let device = clientExtensions.contains("EGL_EXT_platform_device")
            && (clientExtensions.contains("EGL_EXT_device_enumeration") || clientExtensions.contains("EGL_EXT_device_base"))
        if (surfaceless || device) && !clientExtensions.contains("EGL_EXT_platform_base") {
            throw GLESRendererError.noEGL(detail: "eglGetPlatformDisplayEXT is missing (EGL_EXT_platform_base)")
        }
        switch requested {
        case .surfaceless? where surfaceless, nil where surfaceless: return .surfaceless
        case .device? where device, nil where device: return .device
        default:
            throw GLESRendererError.noHeadlessPlatform(
                clientExtensions: clientExtensions.sorted().joined(separator: " "),
                requested: requested.map { "CA_HEADLESS_EGL=\($0)" })
        }
    }

    /// The order in which to try EGL devices, given each one's extensions
    /// (`eglQueryDeviceStringEXT(device, EGL_EXTENSIONS)`, empty where EGL
    /// cannot say): in EGL's order, Mesa's software device
    /// (`EGL_MESA_device_software`) after the rest.
    package static func devicePreference(deviceExtensions: [Set<String>]) -> [Int] {
        let isSoftware = deviceExtensions.map { $0.contains("EGL_MESA_device_software") }
        return deviceExtensions.indices.filter { !isSoftware[$0] } + deviceExtensions.indices.filter { isSoftware[$0] }
    }

    /// A value of `CA_HEADLESS_EGL`, or nil (automatic) for `auto` and anything else.
    static func requestedPlatform(_ value: String) -> Platform? {
        switch value.lowercased() {
        case "surfaceless": return .surfaceless
        case "device": return .device
        default: return nil
        }
    }

    private static func openSurfaceless(clientExtensions client: String) throws -> EGLDisplayConnection {
        guard let getPlatformDisplay = platformDisplayEntry() else {
            throw GLESRendererError.noEGL(detail: "eglGetPlatformDisplayEXT is missing (EGL_EXT_platform_base)")
        }
        let attributes: [EGLint] = [EGL_NONE]
        guard let display = getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, attributes) else {
            throw GLESRendererError.noHeadlessPlatform(clientExtensions: client, requested: nil)
        }
        var major: EGLint = 0
        var minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.displayInitialization(eglError: eglGetError())
        }
        return EGLDisplayConnection(platform: .surfaceless, display: display, major: major, minor: minor)
    }

    private typealias QueryDevices = @convention(c) (
        EGLint, UnsafeMutablePointer<UnsafeMutableRawPointer?>?, UnsafeMutablePointer<EGLint>?
    ) -> EGLBoolean
    private typealias QueryDeviceString = @convention(c) (UnsafeMutableRawPointer?, EGLint) -> UnsafePointer<CChar>?

    /// Opens the first device (in `devicePreference` order) that initialises.
    private static func openDevice() throws -> EGLDisplayConnection {
        guard let getPlatformDisplay = platformDisplayEntry() else {
            throw GLESRendererError.noEGL(detail: "eglGetPlatformDisplayEXT is missing (EGL_EXT_platform_base)")
        }
        guard let queryEntry = eglGetProcAddress("eglQueryDevicesEXT") else {
            throw GLESRendererError.noEGLDevice(detail: "eglQueryDevicesEXT is missing (EGL_EXT_device_enumeration)")
        }
        let queryDevices = unsafeBitCast(queryEntry, to: QueryDevices.self)
        // EGL_EXT_device_query: optional, for the devices' extensions and DRM files.
        let queryString = eglGetProcAddress("eglQueryDeviceStringEXT").map { unsafeBitCast($0, to: QueryDeviceString.self) }
        var count: EGLint = 0
        guard queryDevices(0, nil, &count) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.noEGLDevice(detail: "eglQueryDevicesEXT failed (\(EGLErrorName.name(eglGetError())))")
        }
        guard count > 0 else {
            throw GLESRendererError.noEGLDevice(detail: "eglQueryDevicesEXT found no device")
        }
        var devices = [UnsafeMutableRawPointer?](repeating: nil, count: Int(count))
        guard queryDevices(count, &devices, &count) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.noEGLDevice(detail: "eglQueryDevicesEXT failed (\(EGLErrorName.name(eglGetError())))")
        }
        devices = Array(devices.prefix(Int(count)))
        let deviceExtensions = devices.map { device in words(queryString?(device, EGLint(EGL_EXTENSIONS))) }
        var failures: [String] = []
        for index in devicePreference(deviceExtensions: deviceExtensions) {
            let attributes: [EGLint] = [EGL_NONE]
            guard let display = getPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT), devices[index], attributes) else {
                failures.append("device \(index): no display (\(EGLErrorName.name(eglGetError())))")
                continue
            }
            var major: EGLint = 0
            var minor: EGLint = 0
            guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else {
                failures.append("device \(index): eglInitialize failed (\(EGLErrorName.name(eglGetError())))")
                continue
            }
            var description = "EGL device \(index + 1) of \(devices.count)"
            if deviceExtensions[index].contains("EGL_EXT_device_drm"),
               let file = queryString?(devices[index], EGLint(EGL_DRM_DEVICE_FILE_EXT)) {
                description += ", \(String(cString: file))"
            }
            if deviceExtensions[index].contains("EGL_MESA_device_software") { description += ", software" }
            return EGLDisplayConnection(
                platform: .device, display: display, major: major, minor: minor, deviceDescription: description)
        }
        throw GLESRendererError.noEGLDevice(detail: failures.joined(separator: "; "))
    }
}
