import Foundation

/// An action with a title, an image and a handler, as Apple's `UIAction`
/// (iOS 14): what `UIControl.addAction(_:for:)` and `UIButton(primaryAction:)`
/// call. Main thread only.
@preconcurrency @MainActor
open class UIAction: NSObject {
    public typealias Handler = (UIAction) -> Void

    open var title: String
    open var image: UIImage?
    private let handler: Handler
    /// The control that sent the action, while its handler runs.
    open private(set) weak var sender: AnyObject?

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
