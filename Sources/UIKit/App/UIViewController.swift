import Foundation

/// Manages a view and its subviews, as Apple's `UIViewController`: the view
/// is made on first use (`loadView()`, then `viewDidLoad()`), the
/// controller sits in the responder chain between its view and the view's
/// superview, and hears appearance and layout callbacks. Nibs and
/// storyboards do not exist here; `loadView()` makes a plain view.
/// Main thread only.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var childList: [UIViewController] = []
    private weak var parentController: UIViewController?
    /// `overrideUserInterfaceStyle`'s value.
    var ownUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The nib name given to `init(nibName:bundle:)`; kept only, nothing is loaded from it.
    public let nibName: String?
    /// The bundle given to `init(nibName:bundle:)`; kept only.
    public let nibBundle: Bundle?

    /// The title, for containers that show one.
    open var title: String?

    /// A controller; the nib arguments are kept but nothing is loaded from them.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller with no nib; `coder` is not read, and the result is never nil.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// A controller with no nib; the same as ``init(nibName:bundle:)`` with nil arguments.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view exists, without loading it.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain view the size of the screen. Override to make your own.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            Diagnostics.report("\(type(of: self)).loadView() did not set view; a plain view is used", subsystem: "UIKit")
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view is shown: when its window becomes key, or when this becomes the root
    /// controller of a visible window. Only a window's root controller is called; `animated` is always `false`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view is shown, in the same cases as `viewWillAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is taken out of a visible window because another root controller replaces
    /// this one; hiding the window does not call it. `animated` is always `false`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was taken out of a visible window, in the same case as `viewWillDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: - Traits

    /// The traits of the controller's environment: the screen's scale, and
    /// its own appearance override, else that of its view's surroundings
    /// (its parent controller's, the superviews'), else the desktop's.
    open var traitCollection: UITraitCollection {
        var style = ownUserInterfaceStyle
        var parent = parentController
        while style == .unspecified, let controller = parent {
            style = controller.ownUserInterfaceStyle
            parent = controller.parentController
        }
        if style == .unspecified { style = loadedView?.superview?.effectiveUserInterfaceStyle ?? UITraitCollection.desktopStyle }
        return UITraitCollection(displayScale: UIScreen.mainScale, userInterfaceStyle: style)
    }

    /// The appearance of this controller and everything under it, whatever
    /// its environment's; `.unspecified` (the default) follows the environment.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownUserInterfaceStyle }
        set {
            guard newValue != ownUserInterfaceStyle else { return }
            let before = loadedView.map { UIView.appearanceSnapshot(of: $0) }
            ownUserInterfaceStyle = newValue
            if let view = loadedView, let before { view.appearanceMayHaveChanged(from: before) }
        }
    }

    /// Called after the traits changed (the host window's scale), with those before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Children

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { childList }
    /// The controller this is a child of (held weakly), or nil.
    open var parent: UIViewController? { parentController }

    /// Appends `childController` to `children`, first taking it from any earlier parent.
    ///
    /// Only the bookkeeping: it calls neither `willMove(toParent:)` nor `didMove(toParent:)`,
    /// and does not add the child's view.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childList.append(childController)
        childController.parentController = self
    }

    /// Takes this controller out of its parent's `children`; its view stays where it is, and
    /// neither move callback is called.
    open func removeFromParent() {
        parentController?.childList.removeAll { $0 === self }
        parentController = nil
    }

    /// Does nothing; nothing here calls it, so a container calls it itself.
    open func willMove(toParent parent: UIViewController?) {}
    /// Does nothing; nothing here calls it, so a container calls it itself.
    open func didMove(toParent parent: UIViewController?) {}

    /// The view's superview (the controller follows its view in the chain).
    open override var next: UIResponder? { loadedView?.superview }
}
