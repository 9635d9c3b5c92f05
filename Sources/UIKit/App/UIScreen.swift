import Foundation

/// The display the app's windows are on, as Apple's `UIScreen`.
///
/// On Linux the "screen" is the host window: 800 × 600 points unless the
/// environment says otherwise (`UIKIT_SCREEN_SIZE=WIDTHxHEIGHT`), at the
/// host window's scale (from the desktop: see `mainScale`). When the host
/// window is resized, `bounds` follows it. Main thread only.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The screen's size in points, from `UIKIT_SCREEN_SIZE` (else 800 × 600).
    nonisolated static let environmentSize: CGSize = {
        guard let size = EnvironmentVariable.screenSize.size() else { return CGSize(width: 800, height: 600) }
        return CGSize(width: size.width, height: size.height)
    }()

    var boundsValue = CGRect(origin: .zero, size: UIScreen.environmentSize)

    /// The screen's rectangle in points, origin at the top-left.
    open var bounds: CGRect { boundsValue }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: boundsValue.width * scale, height: boundsValue.height * scale)
    }
    /// Pixels per point: the host window's (see `mainScale`).
    open var scale: CGFloat { UIScreen.mainScale }

    /// The screen's traits: its scale.
    open var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }
    /// The same as `scale`: the host window's pixels are not rescaled.
    open var nativeScale: CGFloat { scale }
    /// The fastest frame rate (the host's, 60 unless `CA_FPS` says otherwise),
    /// within 1…1000. A `CA_FPS` that is not a number from 1 to 1000 (the
    /// host window then runs at 60 Hz too) gives 60, reported once.
    open var maximumFramesPerSecond: Int {
        guard let rate = EnvironmentVariable.framesPerSecond.number() else { return 60 }
        return Int(rate)
    }
}
