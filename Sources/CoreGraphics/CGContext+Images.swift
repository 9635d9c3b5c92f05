import Foundation

/// Images and gradients.
extension CGContext {
    /// Draws `image` scaled into `rect` (user space), its top row along
    /// `rect.maxY`, as Apple draws images in y-up space. With `byTiling`,
    /// copies of that placement repeat over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else {
            Diagnostics.report(in: "draw(_:in:byTiling:)", "rect \(rect) is not finite; not drawn.")
            return
        }
        let placed = rect.standardized
        guard placed.width > 0, placed.height > 0 else { return }
        let paint = PaintJob.Paint.image(image, rect: placed, quality: state.interpolationQuality, tiled: byTiling)
        let shape: PaintJob.Shape = byTiling
            ? .everywhere : .fill(ShapeElements.rectangle(placed).transformed(by: state.ctm), .winding)
        canvas.perform(job(shape, paint: paint))
    }

    /// Paints `gradient` along the line from `startPoint` (location 0) to
    /// `endPoint` (location 1), constant across it, over the whole clip;
    /// `options` say whether the end colours continue beyond the two points.
    public func drawLinearGradient(
        _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
    ) {
        let paint = PaintJob.Paint.linearGradient(gradient, start: startPoint, end: endPoint, options: options)
        canvas.perform(job(.everywhere, paint: paint))
    }

    /// Paints `gradient` over the circles interpolated from the start circle
    /// (location 0) to the end circle (location 1), later circles on top;
    /// `options` say whether it continues inside the start and outside the end.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let paint = PaintJob.Paint.radialGradient(
            gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius,
            options: options)
        canvas.perform(job(.everywhere, paint: paint))
    }
}
