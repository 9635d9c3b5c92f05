import Foundation
import Synchronization

extension UIScreen {
    /// The main screen's pixels per point: the host window's once it has
    /// opened (`LayerWindow.scale`, from the desktop), before that the
    /// environment's (`CA_SCALE`, `GDK_SCALE`, `QT_SCALE_FACTOR`,
    /// `UIKIT_SCREEN_SCALE`), else 1. Read on any thread.
    nonisolated static var mainScale: CGFloat { CGFloat(scaleBits.load(ordering: .relaxed).double) }

    nonisolated private static let scaleBits = Atomic<UInt64>(
        Double(DisplayScale.resolve(environment: ProcessInfo.processInfo.environment, resources: nil,
                                    screenPixels: (0, 0), screenMillimetres: (0, 0)).scale).bitPattern)

    /// Takes the host window's scale; when it differs from the one before,
    /// every view whose layer followed the screen's scale takes the new one,
    /// and the app's windows, their views and view controllers hear
    /// `traitCollectionDidChange(_:)`. Main thread.
    static func hostScaleDidChange(to scale: CGFloat, windows: [UIWindow]) {
        let old = mainScale
        guard scale != old, scale.isFinite, scale > 0 else { return }
        scaleBits.store(Double(scale).bitPattern, ordering: .relaxed)
        let previous = UITraitCollection(displayScale: old)
        for window in windows { window.traitsDidChange(from: previous, oldScale: old) }
    }
}

private extension UInt64 {
    var double: Double { Double(bitPattern: self) }
}
