import Foundation

/// The settings a graphics renderer draws with, as Apple's
/// `UIGraphicsRendererFormat`: the base of `UIGraphicsImageRendererFormat`.
///
/// A plain settings object: build it on one thread, then hand it to a
/// renderer, which keeps its own copy (later changes do not reach it).
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The drawing bounds of the renderer this format came from (its `format`); zero for a format made directly.
    public internal(set) var bounds: CGRect = .zero

    /// A format with zero ``bounds``; required, so that ``preferred()`` and copies make the subclass.
    public required override init() {
        super.init()
    }

    /// A format for the main screen. Apple deprecates it for `preferred()`; here they are the same.
    @available(iOS, deprecated: 11.0, renamed: "preferred()")
    open class func `default`() -> Self {
        self.init()
    }

    /// The format that suits the main screen best.
    open class func preferred() -> Self {
        self.init()
    }

    /// A new format of the same class with the same ``bounds``; subclasses add their own settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.bounds = bounds
        return copy
    }
}
