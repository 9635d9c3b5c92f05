import Foundation

/// The calling thread's stack of current graphics contexts: what
/// `UIGraphicsGetCurrentContext()` answers, pushed by view drawing and image
/// contexts. Any thread: each has its own stack, as on iOS.
final class UIGraphicsContextStack {
    private static let key = "UIKit.UIGraphicsContextStack"

    /// An image context's extra state, popped with it.
    struct Entry {
        let context: CGContext
        /// The scale of an image context (`UIGraphicsBeginImageContextWithOptions`); nil for pushed contexts.
        let imageScale: CGFloat?
    }

    private(set) var entries: [Entry] = []

    /// The calling thread's stack, created on first use.
    static var current: UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    func push(_ context: CGContext, imageScale: CGFloat? = nil) {
        entries.append(Entry(context: context, imageScale: imageScale))
    }

    @discardableResult
    func pop() -> Entry? {
        entries.popLast()
    }

    /// Pops entries down to and including `context`'s, reporting any that
    /// `caller`'s drawing pushed and left behind (a push without its pop).
    func pop(through context: CGContext, caller: String) {
        guard entries.contains(where: { $0.context === context }) else { return }
        while let entry = entries.popLast(), entry.context !== context {
            Diagnostics.report("\(caller): a context pushed while drawing was never popped; popped now", subsystem: "UIKit")
        }
    }

    var top: Entry? { entries.last }
}
