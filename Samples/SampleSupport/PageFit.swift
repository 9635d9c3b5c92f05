import LayerHost

/// How a sample's page (designed at one size) fills a window of another: scaled
/// uniformly to fit, centred, the rest of the window in the page's own colour,
/// so that a window resized larger or smaller shows the whole page with no
/// black margins and nothing cut off. Pointer locations go the other way.
///
/// A plain value; main thread (it sets layers).
struct PageFit {
    /// Points of the window per point of the page.
    var scale: CGFloat
    /// Where the page's top-left corner lies in the window.
    var origin: CGPoint

    /// The fit of a `page`-sized page in a `window`-sized window.
    init(page: CGSize, window: CGSize) {
        guard page.width > 0, page.height > 0, window.width > 0, window.height > 0,
              window.width.isFinite, window.height.isFinite
        else {
            scale = 1
            origin = .zero
            return
        }
        scale = min(window.width / page.width, window.height / page.height)
        origin = CGPoint(x: (window.width - page.width * scale) / 2, y: (window.height - page.height * scale) / 2)
    }

    /// Places the window root's sublayers (the page) by the fit, without animation.
    func apply(to windowRoot: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        windowRoot.sublayerTransform = CATransform3DScale(
            CATransform3DMakeTranslation(origin.x, origin.y, 0), scale, scale, 1)
        CATransaction.commit()
    }

    /// `event` with its location in the page's points instead of the window's.
    func pageEvent(_ event: LayerWindow.Event) -> LayerWindow.Event {
        func page(_ point: CGPoint) -> CGPoint {
            CGPoint(x: (point.x - origin.x) / scale, y: (point.y - origin.y) / scale)
        }
        switch event {
        case .pointerDown(var pointer):
            pointer.location = page(pointer.location)
            return .pointerDown(pointer)
        case .pointerUp(var pointer):
            pointer.location = page(pointer.location)
            return .pointerUp(pointer)
        case .pointerMoved(var pointer):
            pointer.location = page(pointer.location)
            return .pointerMoved(pointer)
        case .wheel(var wheel):
            wheel.location = page(wheel.location)
            return .wheel(wheel)
        default:
            return event
        }
    }
}
