import Foundation

/// An object that answers events and forwards what it does not handle along
/// the responder chain, as Apple's `UIResponder`.
///
/// The chain runs from a view to its view controller (when it is the
/// controller's root view) or superview, up to the window, the application
/// and the application delegate. The default touch methods pass the touches
/// to `next`. Main thread only (`@MainActor`, as in Apple's SDK).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder with no next responder. Main thread.
    public override init() {
        super.init()
    }

    /// The next responder in the chain; nil at its end.
    open var next: UIResponder? { nil }

    // MARK: - Nib loading

    /// Called on objects loaded from a nib or storyboard once all of them
    /// are connected. There are no nibs on Linux, so the framework never
    /// calls it (as for objects made in code on iOS); it exists so that
    /// overrides (`super.awakeFromNib()` first) compile and can be called.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it draws a designable view;
    /// never called here (there is no Interface Builder), kept for overrides.
    open func prepareForInterfaceBuilder() {}

    // MARK: - Accessibility

    /// Whether assistive technologies see this object; false by default
    /// (UIKit's standard controls say true).
    open var isAccessibilityElement = false
    /// A short name for the element ("Play").
    open var accessibilityLabel: String?
    /// What the element's value is, when it has one ("50 %").
    open var accessibilityValue: String?
    /// What happens when the element is activated.
    open var accessibilityHint: String?
    /// What the element is and does (a button, selected, adjustable).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A name for UI tests, never read aloud.
    open var accessibilityIdentifier: String?
    /// Whether the element's children are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether the element's siblings are hidden while it is shown (an alert).
    open var accessibilityViewIsModal = false
    /// The element's frame in screen coordinates for assistive technologies.
    open var accessibilityFrame: CGRect = .zero

    /// An adjustable element's value goes up one step (an assistive
    /// technology's swipe up); does nothing unless overridden, as UIKit's.
    /// Nothing here calls it: there is no assistive technology on Linux;
    /// programs and their tests may.
    open func accessibilityIncrement() {}
    /// An adjustable element's value goes down one step; does nothing unless overridden.
    open func accessibilityDecrement() {}

    // MARK: - First responder

    /// Whether the object can become the first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the object gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object receives key presses first.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Makes this object the first responder if it can and the current one resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if FirstResponder.current === self { return true }
        if let current = FirstResponder.current, !current.resignFirstResponder() { return false }
        FirstResponder.current = self
        return true
    }

    /// Gives up first-responder status; true when it did (or never had it).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if FirstResponder.current === self { FirstResponder.current = nil }
        return true
    }

    // MARK: - Touches (forwarded along the chain by default)

    /// Touches went down on this responder; the default passes them to `next` (dropped at the chain's end).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved; the default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches were lifted; the default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (a recognizer took them, or the host window lost the focus);
    /// the default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Presses (keys), forwarded along the chain by default

    /// Keys went down; the default passes them to `next` (dropped at the chain's end).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Keys were released; the default passes them to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Presses were cancelled; the default passes them to `next`. Host key events never cancel.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
}
