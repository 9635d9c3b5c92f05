import Foundation

/// The settings of an image renderer, as Apple's `UIGraphicsImageRendererFormat`:
/// pixels per point and whether the image has an alpha channel.
///
/// Not thread-safe: set it up on one thread; a renderer keeps a copy.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point of the image: the main screen's scale by default; 0 or less also means the screen's.
    open var scale: CGFloat = UIScreen.mainScale
    /// Whether the image is opaque (no alpha channel; what is not drawn is black). False by default.
    open var opaque: Bool = false

    /// A format at the main screen's scale, with an alpha channel (``opaque`` false).
    public required init() {
        super.init()
    }

    /// `scale` as drawn: the screen's scale where it is not a positive number.
    var drawingScale: CGFloat { scale > 0 && scale.isFinite ? scale : UIScreen.mainScale }

    /// A copy of the same class with the same bounds, ``scale`` and ``opaque``.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? UIGraphicsImageRendererFormat {
            copy.scale = scale
            copy.opaque = opaque
        }
        return copy
    }
}
