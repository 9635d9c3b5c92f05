import Foundation

/// The display the app's windows are on, as Apple's `UIScreen`.
///
/// On Linux the "screen" is the host window: 800 × 600 points at scale 1
/// unless the environment says otherwise (`UIKIT_SCREEN_SIZE=WIDTHxHEIGHT`,
/// `UIKIT_SCREEN_SCALE`). When the host window is resized, `bounds`
/// follows it. Main thread only.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// Pixels per point, from the environment; read on any thread.
    nonisolated static let mainScale: CGFloat = {
        let value = ProcessInfo.processInfo.environment["UIKIT_SCREEN_SCALE"].flatMap(Double.init) ?? 1
        return value > 0 && value.isFinite ? CGFloat(value) : 1
    }()

    nonisolated static let environmentSize: CGSize = {
        guard let text = ProcessInfo.processInfo.environment["UIKIT_SCREEN_SIZE"] else {
            return CGSize(width: 800, height: 600)
        }
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 16384 }) else {
            Diagnostics.report("UIKIT_SCREEN_SIZE=\(text) is not WIDTHxHEIGHT; 800x600 is used", subsystem: "UIKit")
            return CGSize(width: 800, height: 600)
        }
        return CGSize(width: parts[0], height: parts[1])
    }()

    var boundsValue = CGRect(origin: .zero, size: UIScreen.environmentSize)

    /// The screen's rectangle in points, origin at the top-left.
    open var bounds: CGRect { boundsValue }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: boundsValue.width * scale, height: boundsValue.height * scale)
    }
    /// Pixels per point.
    open var scale: CGFloat { UIScreen.mainScale }
    open var nativeScale: CGFloat { scale }
    /// The fastest frame rate (the host's, 60 unless `CA_FPS` says otherwise),
    /// within 1…`Int.max`. A `CA_FPS` that is not a positive finite number
    /// (the host window then runs at 60 Hz too) gives 60, reported once.
    open var maximumFramesPerSecond: Int {
        guard let text = ProcessInfo.processInfo.environment["CA_FPS"] else { return 60 }
        guard let rate = Double(text), rate > 0, rate.isFinite else {
            Diagnostics.reportOnce(cause: "UIScreen CA_FPS", "CA_FPS=\(text) is not a positive frame rate; "
                                   + "maximumFramesPerSecond is 60", subsystem: "UIKit")
            return 60
        }
        return Int(clamping: rate, to: 1...Int.max) ?? 60
    }
}
