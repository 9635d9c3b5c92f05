import Foundation

// UIKit's graphics-context functions. They use the calling thread's own
// context stack, so any thread may draw (as on iOS since iOS 4).

/// The context drawing goes to: the one `draw(_:)` runs in, or the innermost
/// pushed or image context; nil when there is none.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.top?.context
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.push(context)
}

/// Restores the context that was current before the last push.
public func UIGraphicsPopContext() {
    if UIGraphicsContextStack.current.pop() == nil {
        Diagnostics.report("UIGraphicsPopContext() without a pushed context; nothing popped", subsystem: "UIKit")
    }
}

/// Starts a bitmap context of `size` points at `scale` pixels per point (the
/// screen's scale when 0), y down, and makes it current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let pixelsPerPoint = scale > 0 && scale.isFinite ? scale : UIScreen.mainScale
    guard let context = BitmapDrawing.makeContext(size: size, scale: pixelsPerPoint, opaque: opaque) else {
        Diagnostics.report("UIGraphicsBeginImageContextWithOptions(\(size), \(opaque), \(scale)): no context for an empty or oversized image", subsystem: "UIKit")
        return
    }
    UIGraphicsContextStack.current.push(context, imageScale: pixelsPerPoint)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far into the current image context; nil when the
/// current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = UIGraphicsContextStack.current.top, let scale = top.imageScale,
          let image = top.context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    guard UIGraphicsContextStack.current.top?.imageScale != nil else {
        Diagnostics.report("UIGraphicsEndImageContext() without an image context; nothing ended", subsystem: "UIKit")
        return
    }
    UIGraphicsContextStack.current.pop()
}

/// Fills `rect` with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame just inside `rect` with the current fill colour, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: min(1, r.height)),
                  CGRect(x: r.minX, y: r.maxY - min(1, r.height), width: r.width, height: min(1, r.height)),
                  CGRect(x: r.minX, y: r.minY, width: min(1, r.width), height: r.height),
                  CGRect(x: r.maxX - min(1, r.width), y: r.minY, width: min(1, r.width), height: r.height)])
}
