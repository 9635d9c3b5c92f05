import Foundation

/// The running app, as Apple's `UIApplication`: its delegate, its windows,
/// and the door through which input comes in. The host window's pointer
/// presses, drags and releases become touches (`PointerTouchInput`), its
/// keys become presses, and `sendEvent(_:)` hands them to the windows.
///
/// `UIApplicationMain` opens the host window (an X11 `LayerWindow` the size
/// of `UIScreen.main`) and runs the main loop. Main thread only.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static let sharedApplication = UIApplication()
    private var delegateObject: UIApplicationDelegate?
    private var windowList: [WeakWindow] = []
    /// The visible windows, kept alive while they show.
    private var visibleWindows: [UIWindow] = []
    private var ignoringDepth = 0
    let pointerInput = PointerTouchInput()
    let directTouchInput = DirectTouchInput()
    var host: ApplicationHost?

    /// The app.
    public class var shared: UIApplication { sharedApplication }

    override init() {
        super.init()
    }

    /// The app's delegate (held strongly here: Linux has no `UIApplicationMain` that owns it).
    open var delegate: UIApplicationDelegate? {
        get { delegateObject }
        set { delegateObject = newValue }
    }

    /// Whether the app is in front and getting events.
    open internal(set) var applicationState: UIApplication.State = .inactive

    /// The app's windows that have been made key or visible, in order of level.
    open var windows: [UIWindow] {
        windowList.compactMap(\.window).sorted { $0.windowLevel < $1.windowLevel }
    }

    /// The window that gets key presses.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// Whether touches are being ignored (`beginIgnoringInteractionEvents`).
    open var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    /// Starts ignoring the host window's pointer input; calls nest, and each needs a matching end call.
    ///
    /// A touch already under way still gets its moves and release. Key presses,
    /// and events handed to `sendEvent(_:)` directly, are not filtered.
    open func beginIgnoringInteractionEvents() { ignoringDepth += 1 }

    /// Ends one `beginIgnoringInteractionEvents()`; extra calls are ignored (the count stops at zero).
    open func endIgnoringInteractionEvents() { ignoringDepth = max(0, ignoringDepth - 1) }

    /// Hands `event` to the windows of its touches, or a press event to the key window.
    open func sendEvent(_ event: UIEvent) {
        if event is UIPressesEvent {
            keyWindow?.sendEvent(event)
            return
        }
        var seen: [UIWindow] = []
        for touch in event.touchList {
            guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
            seen.append(window)
            window.sendEvent(event)
        }
    }

    /// Closes the host window, so that `UIApplicationMain` tells the delegate
    /// the app terminates and returns (a Linux addition: iOS apps do not quit).
    open func terminate() {
        host?.window.close()
    }

    /// The delegate, when it is a responder (the end of the responder chain).
    open override var next: UIResponder? { delegateObject as? UIResponder }

    // MARK: - Windows

    /// `window` became the key window (and visible): it shows in the host window.
    func windowBecameKey(_ window: UIWindow) {
        register(window)
        for other in windows where other !== window && other.isKey {
            other.isKey = false
            other.resignKey()
        }
        if !window.isKey {
            window.isKey = true
            window.becomeKey()
        }
        host?.attach(window)
        if let controller = window.rootController {
            controller.viewWillAppear(false)
            controller.viewDidAppear(false)
        }
    }

    /// A window was shown or hidden: the app holds its visible windows.
    func windowVisibilityChanged(_ window: UIWindow) {
        if window.isHidden {
            visibleWindows.removeAll { $0 === window }
        } else if windowList.contains(where: { $0.window === window }),
                  !visibleWindows.contains(where: { $0 === window }) {
            visibleWindows.append(window)
        }
    }

    private func register(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil }
        if !windowList.contains(where: { $0.window === window }) { windowList.append(WeakWindow(window)) }
        windowVisibilityChanged(window)
    }

    // MARK: - Input from the host window

    /// One event of the host window, on the main thread.
    func handle(_ event: LayerWindow.Event) {
        switch event {
        case .pointerDown(let pointer), .pointerMoved(let pointer), .pointerUp(let pointer):
            guard !isIgnoringInteractionEvents || pointerInput.isTracking else { return }
            pointerInput.handle(event, pointer: pointer, windows: windows.reversed(), application: self)
        case .touch(let finger):
            guard !isIgnoringInteractionEvents || (finger.phase != .began && directTouchInput.count > 0) else { return }
            directTouchInput.handle(finger, windows: windows.reversed(), application: self)
        case .keyDown(let key):
            sendPress(key, phase: .began)
        case .keyUp(let key):
            sendPress(key, phase: .ended)
        case .resized(let size):
            screenResized(to: size)
        case .scaleChanged(let scale):
            // Views, their layers' contentsScale and trait collections follow.
            UIScreen.hostScaleDidChange(to: scale, windows: windows)
        case .focusLost:
            pointerInput.cancel(application: self)
            directTouchInput.cancelAll(application: self)
        default:
            break
        }
    }

    private func sendPress(_ key: LayerWindow.KeyEvent, phase: UIPress.Phase) {
        let press = UIPress(phase: phase, timestamp: key.timestamp, key: UIKey(key))
        press.window = keyWindow
        let event = UIPressesEvent(type: .presses, timestamp: key.timestamp)
        event.modifierFlags = UIKeyModifierFlags(key.modifierFlags)
        event.pressList = [press]
        sendEvent(event)
    }

    private func screenResized(to size: CGSize) {
        let old = UIScreen.main.boundsValue
        let new = CGRect(origin: .zero, size: size)
        guard old != new else { return }
        UIScreen.main.boundsValue = new
        UIView.performWithoutAnimation {
            for window in windows where window.frame == old { window.frame = new }
        }
    }

    // MARK: - Hosting

    /// Opens the host window on `displayName` (the `DISPLAY` when nil; or
    /// on the platform `options` names), puts the visible windows in it and
    /// starts drawing; the caller runs the loop.
    @discardableResult
    package func startHosting(displayName: String? = nil, options: LayerWindow.Options = LayerWindow.Options())
        throws -> LayerWindow {
        if let host { return host.window }
        let made = try ApplicationHost(displayName: displayName, options: options, application: self)
        host = made
        // The display's scale (Xft.dpi, …) may differ from the environment's, which views made so far took.
        UIScreen.hostScaleDidChange(to: made.window.scale, windows: windows)
        for window in windows where !window.isHidden { made.attach(window) }
        made.window.start()
        applicationState = .active
        return made.window
    }

    /// Closes the host window.
    package func stopHosting() {
        // Touches under way end with the window that brought them.
        pointerInput.cancel(application: self)
        directTouchInput.cancelAll(application: self)
        host?.window.close()
        host = nil
        applicationState = .inactive
    }
}
