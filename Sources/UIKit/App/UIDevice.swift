import Foundation

/// The device the app runs on, as Apple's `UIDevice`: here a Linux desktop.
///
/// Its answers are the desktop's: the host name, "Linux" and the kernel
/// release as system name and version, the `.mac` idiom (a desktop with a
/// pointer, as Mac Catalyst apps see), and an `.unknown` orientation (a
/// monitor is never turned, so code that rotates for landscape leaves the
/// layout alone). No orientation or battery changes are ever posted. Main
/// thread only (`@MainActor`, as in Apple's SDK).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// Declared for source compatibility; never posted (the orientation is always `.unknown`).
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    /// Declared for source compatibility; never posted.
    nonisolated public static let batteryStateDidChangeNotification = NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Declared for source compatibility; never posted.
    nonisolated public static let batteryLevelDidChangeNotification = NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")

    private var orientationObservers = 0

    /// The host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// Always "Linux".
    open var model: String { "Linux" }
    /// The same as `model`; not translated.
    open var localizedModel: String { model }
    /// Always "Linux".
    open var systemName: String { "Linux" }

    /// The kernel release, as `uname -r` prints it.
    open var systemVersion: String {
        var names = utsname()
        uname(&names)
        return withUnsafeBytes(of: &names.release) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Always ``UIUserInterfaceIdiom/mac``: a desktop with a pointer.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .mac }
    /// Always ``UIDeviceOrientation/unknown``, whether or not orientation notifications were asked for.
    open var orientation: UIDeviceOrientation { .unknown }
    /// Always `true`.
    open var isMultitaskingSupported: Bool { true }

    /// Whether more begin calls than end calls were made; nothing is posted either way.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }
    /// Balanced by `endGeneratingDeviceOrientationNotifications()`, as on iOS.
    open func beginGeneratingDeviceOrientationNotifications() { orientationObservers += 1 }
    /// Undoes one begin call; extra calls are ignored (the count stops at zero).
    open func endGeneratingDeviceOrientationNotifications() { orientationObservers = max(0, orientationObservers - 1) }

    /// Stored only (default `false`); turning it on changes neither `batteryLevel` nor `batteryState`.
    open var isBatteryMonitoringEnabled = false
    /// −1: the level is not known (a desktop).
    open var batteryLevel: Float { -1 }
    /// Always ``UIDevice/BatteryState/unknown`` (a desktop).
    open var batteryState: UIDevice.BatteryState { .unknown }

    /// A battery's state, as Apple's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        /// Not known (what a desktop reports), on battery, charging, and charged to full; raw values 0–3.
        case unknown = 0, unplugged, charging, full
    }
}
