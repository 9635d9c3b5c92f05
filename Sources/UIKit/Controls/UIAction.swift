import Foundation

/// An action with a title, an image and a handler, as Apple's `UIAction`
/// (iOS 14): what `UIControl.addAction(_:for:)` and `UIButton(primaryAction:)`
/// call. Main thread only.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// The closure an action runs, given the action itself.
    public typealias Handler = (UIAction) -> Void

    /// The action's title; empty by default.
    ///
    /// `UIButton(primaryAction:)` copies it once, when the button is made;
    /// changing it later does not retitle the button.
    open var title: String
    /// The action's image; nil by default. Copied once by `UIButton(primaryAction:)`, like ``title``.
    open var image: UIImage?
    private let handler: Handler
    /// The control that sent the action, while its handler runs.
    open private(set) weak var sender: AnyObject?

    /// An action that runs `handler` on the main thread each time a control sends it.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping Handler) {
        self.title = title
        self.image = image
        self.handler = handler
        super.init()
    }

    func perform(sender: AnyObject) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
