import Foundation

/// The root of a view tree on screen, as Apple's `UIWindow`: it shows its
/// root view controller's view, receives the events of its touches from the
/// application and hands them to gesture recognizers and views.
///
/// A window shows once it is made key and visible while the application
/// runs (`UIApplicationMain`): its layer is then a sublayer of the host
/// window's root layer, at `frame`. Main thread only.
@preconcurrency @MainActor
open class UIWindow: UIView {
    var rootController: UIViewController?
    var isKey = false

    /// Hit testing uses what is on screen (presentation layers) instead of the
    /// model, so a view can be caught where an animation draws it. Off by
    /// default, as on iOS (a Linux addition).
    open var hitTestsPresentation = false

    /// The window's level; windows of higher levels are in front.
    open var windowLevel: UIWindow.Level = .normal

    /// The screen the window is on.
    open var screen: UIScreen = .main

    /// A window covering `frame` in screen coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ViewAnimationState.withoutActions { layer.isHidden = true }
    }

    /// A window covering the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ViewAnimationState.withoutActions { layer.isHidden = true }
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { rootController }
        set { installRootViewController(newValue) }
    }

    /// Whether the window is hidden; a visible window is kept alive by the
    /// application (as iOS keeps its visible windows), a hidden one is not.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            UIApplication.shared.windowVisibilityChanged(self)
        }
    }

    /// Whether this is the window that gets key presses.
    open var isKeyWindow: Bool { isKey }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this the key window.
    open func makeKey() {
        UIApplication.shared.windowBecameKey(self)
    }

    /// Called when the window became the key window.
    open func becomeKey() {}
    /// Called when the window stopped being the key window.
    open func resignKey() {}

    /// Hands `event`'s touches to gesture recognizers and views; key presses to the responder chain.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            deliverPresses(presses)
        } else if event.type == .touches {
            GestureArena.deliver(event, in: self)
        }
    }

    /// The application.
    open override var next: UIResponder? { UIApplication.shared }

    /// The deepest view under `point`: by the model's geometry, or by what is
    /// drawn when `hitTestsPresentation`.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestsPresentation ? presentationHitTest(point) : super.hitTest(point, with: event)
    }

    private func installRootViewController(_ controller: UIViewController?) {
        guard controller !== rootController else { return }
        let visible = !isHidden
        if let old = rootController {
            if visible { old.viewWillDisappear(false) }
            if old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
            if visible { old.viewDidDisappear(false) }
        }
        rootController = controller
        guard let controller else { return }
        let view: UIView = controller.view
        if visible { controller.viewWillAppear(false) }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        if visible { controller.viewDidAppear(false) }
    }

    /// Presses go to the first responder, or this window, up the responder chain.
    private func deliverPresses(_ event: UIPressesEvent) {
        let responder: UIResponder = FirstResponder.current ?? rootController ?? self
        let presses = event.allPresses
        guard let phase = event.pressList.first?.phase else { return }
        switch phase {
        case .began: responder.pressesBegan(presses, with: event)
        case .ended: responder.pressesEnded(presses, with: event)
        case .cancelled: responder.pressesCancelled(presses, with: event)
        default: break
        }
    }
}
