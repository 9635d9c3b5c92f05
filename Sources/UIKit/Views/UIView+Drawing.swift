import Foundation

// Drawing: when the layer displays, it draws as Core Animation's own display
// would, into a bitmap of bounds × contentScaleFactor pixels (y down, as on
// iOS) that becomes its contents: through the layer's `draw(in:)`, so a layer
// class of the view's own (`layerClass`) that overrides it draws itself, and
// whose default (`CALayer.draw(in:)`) asks the view's `draw(_:)` through the
// layer delegate's `draw(_:in:)`. A view whose class does not override
// `draw(_:)`, on a layer of one of Core Animation's own classes, keeps no
// bitmap: the first time the base `draw(_:)` runs for a class, the class is
// remembered as not drawing and its views are not displayed again.
extension UIView {
    /// Classes whose `draw(_:)` is the base one. Written on the main thread;
    /// read by every view's initializer, which a program may run on any
    /// thread (reported, and carried on), so a lock guards it.
    private static let nonDrawingClasses = NonDrawingClasses()

    /// Whether views of this class may draw (not yet known not to).
    var drawsContents: Bool { !Self.nonDrawingClasses.contains(ObjectIdentifier(type(of: self))) }

    /// Whether `layer`'s class is a program's own (not one of Core
    /// Animation's), whose `draw(in:)` may draw by itself. The answer is
    /// kept per class: an animated redraw asks every frame.
    static func layerClassMayDraw(_ layer: CALayer) -> Bool {
        let cls = type(of: layer)
        if let known = ownLayerClasses[ObjectIdentifier(cls)] { return known }
        let own = !String(reflecting: cls).hasPrefix("QuartzCoreBase.")
        ownLayerClasses[ObjectIdentifier(cls)] = own
        return own
    }

    /// `layerClassMayDraw`'s answers, by class (main thread: views draw there).
    @MainActor private static var ownLayerClasses: [ObjectIdentifier: Bool] = [:]

    /// The layer (the view's, or a presentation copy of it while it
    /// animates a key its class displays for) asked its delegate to display
    /// it (main thread): it draws through its own `draw(in:)`, and what it
    /// drew becomes its contents, without an action. A program's own layer
    /// class always stores what it drew (an empty picture too: a ring at
    /// 0 % draws nothing, and must not keep its old picture).
    func displayLayer(_ layer: CALayer) {
        let ownLayerClass = Self.layerClassMayDraw(layer)
        guard ownLayerClass || drawsContents else { return }
        let image = layer.drawnImage()
        // The view's draw(_:) may have turned out to be the base one just now.
        guard ownLayerClass || drawsContents else { return }
        ViewAnimationState.withoutActions { layer.contents = image }
    }

    /// The layer asked its delegate to draw into `context` (its own `draw(in:)`, `render(in:)`).
    func drawContents(in context: CGContext, rect: CGRect) {
        defaultDrawCalled = false
        let operationsBefore = context.paintOperationCount
        UIGraphicsPushContext(context)
        // Dynamic colours drawn here resolve with the view's traits (Apple sets them as current in draw(_:)).
        let outer = UITraitCollection.swapCurrent(traitCollection)
        draw(rect)
        _ = UITraitCollection.swapCurrent(outer)
        UIGraphicsPopContext()
        // Only the base draw(_:) ran, or an override that calls super drew nothing besides: the class
        // does not draw. An override that calls super and draws (iOS code does: super is harmless there)
        // keeps its picture.
        if defaultDrawCalled, context.paintOperationCount == operationsBefore {
            Self.nonDrawingClasses.insert(ObjectIdentifier(type(of: self)))
        }
    }
}
