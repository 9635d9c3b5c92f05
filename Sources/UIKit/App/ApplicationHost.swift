import Foundation

/// The host window the app's windows are shown in (X11, or the platform
/// `options` name): a `LayerWindow` as large
/// as `UIScreen.main`, whose root layer holds the `UIWindow`s' layers (by
/// window level) and whose events go to the application.
///
/// Main thread only.
@MainActor
final class ApplicationHost {
    let window: LayerWindow

    init(displayName: String?, options: LayerWindow.Options = LayerWindow.Options(), application: UIApplication) throws {
        let size = UIScreen.main.bounds.size
        let title = ProcessInfo.processInfo.processName
        window = try LayerWindow(title: title, width: Int(size.width), height: Int(size.height),
                                 framesPerSecond: nil, displayName: displayName, options: options)
        window.onEvent = { event in
            MainThreadCall.run(or: (), "a host window event") { UIApplication.shared.handle(event) }
        }
    }

    /// Shows `uiWindow` at its frame, in front of windows of lower or equal level.
    func attach(_ uiWindow: UIWindow) {
        let root = window.rootLayer
        guard uiWindow.layer.superlayer !== root else { return }
        let above = (root.sublayers ?? []).first { layer in
            guard let other = layer.delegate as? UIWindow else { return false }
            return other.windowLevel > uiWindow.windowLevel
        }
        if let above {
            root.insertSublayer(uiWindow.layer, below: above)
        } else {
            root.addSublayer(uiWindow.layer)
        }
    }

    /// Runs the window until it closes; returns why.
    func run() -> LayerWindow.CloseReason {
        window.run()
    }
}
