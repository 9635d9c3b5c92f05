internal import CCairo
import Foundation

/// Cairo patterns for what a job paints with: colours, images and gradients.
///
/// Patterns are built in the job's user space; `prepare` sets them as the
/// source while Cairo's matrix is the user-to-device matrix, which locks them there.
extension CairoCanvas {
    /// A new pattern (the caller destroys it), or nil when the paint draws nothing.
    func makeSource(for job: PaintJob, matrix: cairo_matrix_t) -> OpaquePointer? {
        switch job.paint {
        case .color(let c):
            let alpha = Double(c.alpha) * Double(min(max(job.alpha, 0), 1))
            return cairo_pattern_create_rgba(Double(c.red), Double(c.green), Double(c.blue), alpha)
        case .clear:
            return cairo_pattern_create_rgba(0, 0, 0, 0)
        case .image(let image, let rect, let quality, let tiled):
            return imagePattern(image, in: rect, quality: quality, tiled: tiled)
        case .linearGradient(let gradient, let start, let end, let options):
            guard let clip = userClipExtents(ctm: job.ctm) else { return nil }
            return linearPattern(gradient, start: start, end: end, options: options, clip: clip)
        case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options):
            guard let clip = userClipExtents(ctm: job.ctm) else { return nil }
            return radialPattern(gradient, circles: (c0, r0, c1, r1), options: options, clip: clip)
        }
    }

    // MARK: Images

    /// The image on a Cairo surface, mapped so that its top row lies along
    /// `rect.maxY` and its bottom row along `rect.minY` (Apple's orientation in
    /// y-up user space), edges padded so scaling never fades them, or repeated when `tiled`.
    private func imagePattern(
        _ image: CGImage, in rect: CGRect, quality: CGInterpolationQuality, tiled: Bool
    ) -> OpaquePointer? {
        let w = image.width, h = image.height
        guard w > 0, h > 0, rect.width > 0, rect.height > 0 else { return nil }
        let imageSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(imageSurface) }
        guard cairo_surface_status(imageSurface) == CAIRO_STATUS_SUCCESS,
              let destination = cairo_image_surface_get_data(imageSurface)
        else {
            Diagnostics.report(in: "CGContext.draw(_:in:)", "Cairo cannot hold a \(w)×\(h) image; not drawn.")
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(imageSurface))
        image.premultipliedRGBA8.withUnsafeBytes { raw in
            let source = raw.bindMemory(to: UInt8.self)
            for y in 0..<h {
                let from = y * w * 4, to = destination + y * stride
                for x in 0..<w {
                    // Premultiplied R, G, B, A to Cairo's B, G, R, A bytes.
                    to[x * 4] = source[from + x * 4 + 2]
                    to[x * 4 + 1] = source[from + x * 4 + 1]
                    to[x * 4 + 2] = source[from + x * 4]
                    to[x * 4 + 3] = source[from + x * 4 + 3]
                }
            }
        }
        cairo_surface_mark_dirty(imageSurface)
        let pattern = cairo_pattern_create_for_surface(imageSurface)!
        var toImage = Self.userToImage(width: w, height: h, in: rect)
        cairo_pattern_set_matrix(pattern, &toImage)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, Self.filter(for: quality))
        return pattern
    }

    /// User space to the pixels of a `width` × `height` image stretched over
    /// `rect`: x from `minX` rightwards, y from `maxY` downwards (the image's
    /// top row along `rect.maxY`, as `CGContext.draw(_:in:)` places it).
    static func userToImage(width: Int, height: Int, in rect: CGRect) -> cairo_matrix_t {
        let sx = Double(width) / Double(rect.width), sy = Double(height) / Double(rect.height)
        return cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(rect.minX) * sx, y0: Double(rect.maxY) * sy)
    }

    /// Cairo's filter for scaling an image at `quality`.
    static func filter(for quality: CGInterpolationQuality) -> cairo_filter_t {
        switch quality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    // MARK: Gradients

    /// A linear gradient from `start` (location 0) to `end` (location 1).
    ///
    /// Cairo extends a gradient on both sides or on neither. For one side the
    /// axis is lengthened past the clip on that side and the stops squeezed
    /// to match, with the end colour held over the added stretch.
    private func linearPattern(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions, clip: CGRect
    ) -> OpaquePointer? {
        let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let lengthSquared = d.x * d.x + d.y * d.y
        guard lengthSquared > 0, lengthSquared.isFinite else { return nil }
        // Where the clip's corners fall along the axis (0 at start, 1 at end).
        let along = Self.corners(of: clip).map { ($0.x - start.x) * d.x + ($0.y - start.y) * d.y }.map { $0 / lengthSquared }
        let range = Self.parameterRange(options: options, before: { along.min()! - 1 }, after: { along.max()! + 1 })
        let from = CGPoint(x: start.x + range.t0 * d.x, y: start.y + range.t0 * d.y)
        let to = CGPoint(x: start.x + range.t1 * d.x, y: start.y + range.t1 * d.y)
        let pattern = cairo_pattern_create_linear(Double(from.x), Double(from.y), Double(to.x), Double(to.y))!
        addStops(gradient, to: pattern, range: range)
        return pattern
    }

    /// A radial gradient between two circles, the cone of circles between and
    /// beyond them interpolated as Apple's (and PDF's) radial shadings are.
    ///
    /// One-sided extension moves the far circle to where the radius reaches
    /// zero or, when the circles grow that way, to where it covers the clip.
    private func radialPattern(
        _ gradient: CGGradient, circles: (CGPoint, CGFloat, CGPoint, CGFloat), options: CGGradientDrawingOptions,
        clip: CGRect
    ) -> OpaquePointer? {
        let (c0, r0, c1, r1) = circles
        guard r0 >= 0, r1 >= 0, [c0.x, c0.y, c1.x, c1.y, r0, r1].allSatisfy(\.isFinite) else {
            Diagnostics.report(in: "CGContext.drawRadialGradient", "radii must be finite and not negative; not drawn.")
            return nil
        }
        guard c0 != c1 || r0 != r1 else { return nil }
        func circle(_ t: CGFloat) -> (center: CGPoint, radius: CGFloat) {
            (CGPoint(x: c0.x + t * (c1.x - c0.x), y: c0.y + t * (c1.y - c0.y)), r0 + t * (r1 - r0))
        }
        let corners = Self.corners(of: clip)
        // The first t, doubling away from the gradient, whose circle holds every corner of the clip.
        // Circles that never grow that way (a cylinder) stop at a bound: squeezing the stops
        // further would go below the precision of Cairo's stop offsets.
        func covering(from t: CGFloat, direction: CGFloat) -> CGFloat {
            var step: CGFloat = 1
            while step < 4096 {
                let candidate = t + direction * step
                let (center, radius) = circle(candidate)
                if radius >= 0, corners.allSatisfy({ hypot($0.x - center.x, $0.y - center.y) <= radius }) {
                    return candidate
                }
                step *= 2
            }
            return t + direction * step
        }
        let range = Self.parameterRange(
            options: options,
            before: { r1 > r0 ? -r0 / (r1 - r0) : covering(from: 0, direction: -1) },
            after: { r1 < r0 ? r0 / (r0 - r1) : covering(from: 1, direction: 1) })
        let (from, to) = (circle(range.t0), circle(range.t1))
        let pattern = cairo_pattern_create_radial(
            Double(from.center.x), Double(from.center.y), Double(max(from.radius, 0)),
            Double(to.center.x), Double(to.center.y), Double(max(to.radius, 0)))!
        addStops(gradient, to: pattern, range: range)
        return pattern
    }

    /// The stretch of the gradient's parameter Cairo's pattern spans, and its extend mode.
    struct ParameterRange {
        var t0: CGFloat = 0
        var t1: CGFloat = 1
        var extend = CAIRO_EXTEND_NONE
    }

    private static func parameterRange(
        options: CGGradientDrawingOptions, before: () -> CGFloat, after: () -> CGFloat
    ) -> ParameterRange {
        var range = ParameterRange()
        switch (options.contains(.drawsBeforeStartLocation), options.contains(.drawsAfterEndLocation)) {
        case (true, true): range.extend = CAIRO_EXTEND_PAD
        case (true, false): range.t0 = min(0, before())
        case (false, true): range.t1 = max(1, after())
        case (false, false): break
        }
        return range
    }

    /// Adds the gradient's stops, squeezed into `range`, holding the end colours over any added stretch.
    private func addStops(_ gradient: CGGradient, to pattern: OpaquePointer, range: ParameterRange) {
        cairo_pattern_set_extend(pattern, range.extend)
        let span = range.t1 - range.t0
        func add(_ offset: CGFloat, _ stop: CGGradient.Stop) {
            cairo_pattern_add_color_stop_rgba(pattern, Double(offset), Double(stop.red), Double(stop.green),
                                              Double(stop.blue), Double(stop.alpha))
        }
        guard let first = gradient.stops.first, let last = gradient.stops.last else { return }
        if range.t0 < 0 { add(0, first) }
        for stop in gradient.stops { add((stop.location - range.t0) / span, stop) }
        if range.t1 > 1 { add(1, last) }
    }

    private static func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }
}
