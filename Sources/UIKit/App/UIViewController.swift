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
    public let nibName: String?
    public let nibBundle: Bundle?

    /// The title, for containers that show one.
    open var title: String?

    /// A controller; the nib arguments are kept but nothing is loaded from them.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

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
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: - Children

    open var children: [UIViewController] { childList }
    open var parent: UIViewController? { parentController }

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childList.append(childController)
        childController.parentController = self
    }

    open func removeFromParent() {
        parentController?.childList.removeAll { $0 === self }
        parentController = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The view's superview (the controller follows its view in the chain).
    open override var next: UIResponder? { loadedView?.superview }
}
