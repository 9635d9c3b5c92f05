import Foundation

// Drawing: when the layer displays, the view draws `draw(_:)` into a bitmap
// of bounds × contentScaleFactor pixels (y down, as on iOS) that becomes the
// layer's contents. A class that does not override `draw(_:)` keeps no
// bitmap: the first time the base `draw(_:)` runs for a class, the class is
// remembered as not drawing and its views are not displayed again.
extension UIView {
    /// Classes whose `draw(_:)` is the base one. Written on the main thread;
    /// read by every view's initializer, which a program may run on any
    /// thread (reported, and carried on), so a lock guards it.
    private static let nonDrawingClasses = NonDrawingClasses()

    /// Whether views of this class may draw (not yet known not to).
    var drawsContents: Bool { !Self.nonDrawingClasses.contains(ObjectIdentifier(type(of: self))) }

    /// The layer asked its delegate to display (main thread).
    func displayLayer() {
        guard drawsContents else { return }
        let bounds = layer.bounds, scale = layer.contentsScale
        guard let context = BitmapDrawing.makeContext(size: bounds.size, scale: scale, origin: bounds.origin) else {
            if bounds.width * bounds.height > 0 {
                Diagnostics.report("\(self): draw(_:) of \(bounds.size) at scale \(scale) exceeds the drawing limit; the contents are left empty", subsystem: "UIKit")
            }
            ViewAnimationState.withoutActions { layer.contents = nil }
            return
        }
        guard let image = drawImage(in: context, rect: bounds) else { return }
        ViewAnimationState.withoutActions { layer.contents = image }
    }

    /// Runs `draw(_:)` into `context`; nil (and the class remembered) when the base one ran.
    private func drawImage(in context: CGContext, rect: CGRect) -> CGImage? {
        drawContents(in: context, rect: rect)
        return drawsContents ? context.makeImage() : nil
    }

    /// The layer asked its delegate to draw into `context` (its own `draw(in:)`, `render(in:)`).
    func drawContents(in context: CGContext, rect: CGRect) {
        defaultDrawCalled = false
        UIGraphicsPushContext(context)
        draw(rect)
        UIGraphicsPopContext()
        if defaultDrawCalled {
            Self.nonDrawingClasses.insert(ObjectIdentifier(type(of: self)))
        }
    }
}
