import CoreAnimationValues
import Foundation

extension GradientDrawing {
    /// The gradient in pixels over `bounds` at `scale` pixels per point,
    /// clipped by the layer's rounded corners as its background is. Nil when
    /// there are no colours, the bounds are empty or a point is not finite.
    ///
    /// Unit coordinates map (0, 0) to the bounds' top-left corner and (1, 1)
    /// to its bottom-right (y down, as on iOS).
    /// - Axial: colours along the line from `startPoint` to `endPoint`, the
    ///   end colours continuing beyond. A gradient along a horizontal or
    ///   vertical line is drawn one pixel across and stretched: it costs a
    ///   row or a column, not the area.
    /// - Radial: the ellipse centred at `startPoint` with radii
    ///   |endPoint.x − startPoint.x| and |endPoint.y − startPoint.y|, the last
    ///   colour outside.
    /// - Conic: location t at the angle 2πt from the direction of `endPoint`
    ///   seen from `startPoint`, turning from +x towards +y (clockwise on
    ///   screen), angles measured in the unit space (so the gradient stretches
    ///   with the bounds, as the radial one does). Coincident points measure
    ///   from +x (Apple: undefined).
    /// Each pixel takes the colour at its centre's location from a
    /// `ColorTable` fine enough that a hard edge lands within a quarter pixel
    /// (four times cheaper than Cairo's gradients for axial ones, measured).
    /// Where the geometry collapses (start and end points equal for an axial
    /// gradient, a zero radius for a radial one) the layer is filled with the
    /// last colour, as points there all lie past the end. One colour fills
    /// the layer. Render thread.
    package func rasterized(bounds: CGRect, scale: CGFloat) -> RasterizedContent? {
        guard let stops, startPoint.x.isFinite, startPoint.y.isFinite, endPoint.x.isFinite, endPoint.y.isFinite,
              let grid = PixelGrid(covering: bounds, scale: scale)
        else { return nil }
        let last = stops[stops.count - 1]
        if stops.dropFirst().allSatisfy({ $0.hasSameColor(as: stops[0]) }) { return Self.solid(last, over: grid) }
        // Unit coordinates of pixel centres: u = u0 + du·x, v = v0 + dv·y.
        let du = Double(grid.frame.width) / Double(grid.width) / Double(bounds.width)
        let dv = Double(grid.frame.height) / Double(grid.height) / Double(bounds.height)
        let u0 = Double(grid.frame.minX - bounds.minX) / Double(bounds.width) + du / 2
        let v0 = Double(grid.frame.minY - bounds.minY) / Double(bounds.height) + dv / 2
        let (sx, sy) = (Double(startPoint.x), Double(startPoint.y))
        let (ex, ey) = (Double(endPoint.x), Double(endPoint.y))
        // Pixels per unit along each axis, to size the colour tables.
        let (px, py) = (Double(grid.width) / Double(grid.frame.width) * Double(bounds.width),
                        Double(grid.height) / Double(grid.frame.height) * Double(bounds.height))
        let locations = stops[0].location...last.location
        switch type {
        case .axial:
            // t = ((p − s)·(e − s)) / |e − s|², in points.
            let (ax, ay) = ((ex - sx) * px, (ey - sy) * py)
            let length = (ax * ax + ay * ay).squareRoot()
            guard length > 1e-3 else { return Self.solid(last, over: grid) }
            let (tx, ty) = (ax * px / (length * length), ay * py / (length * length))
            let range = min(locations.lowerBound, 0)...max(locations.upperBound, 1)
            let table = ColorTable(stops: stops, range: range, count: Self.entries(spanning: length * range.length))
            let t0 = (u0 - sx) * tx + (v0 - sy) * ty, stepX = du * tx, stepY = dv * ty
            // Constant along an axis: one pixel across it (the step along it is 0, so x or y stays unused).
            var target = grid
            if ax == 0 { target = grid.resampled(width: 1, height: grid.height) }
            if ay == 0 { target = grid.resampled(width: grid.width, height: 1) }
            return table.image(over: target) { x, y in t0 + stepX * Double(x) + stepY * Double(y) }
        case .radial:
            let (rx, ry) = (abs(ex - sx), abs(ey - sy))
            guard rx * px > 1e-3, ry * py > 1e-3 else { return Self.solid(last, over: grid) }
            let range = 0...max(locations.upperBound, 1)
            let table = ColorTable(stops: stops, range: range,
                                   count: Self.entries(spanning: max(rx * px, ry * py) * range.length))
            return table.image(over: grid) { x, y in
                let u = (u0 + du * Double(x) - sx) / rx, v = (v0 + dv * Double(y) - sy) / ry
                return (u * u + v * v).squareRoot()
            }
        case .conic:
            let direction = ex == sx && ey == sy ? 0 : atan2(ey - sy, ex - sx)
            let turn = 2 * Double.pi
            let table = ColorTable(stops: stops, range: 0...1, count: Self.entries(spanning: turn * max(px, py)))
            return table.image(over: grid) { x, y in
                let angle = Self.angle(v0 + dv * Double(y) - sy, u0 + du * Double(x) - sx) - direction
                return angle / turn - (angle / turn).rounded(.down)
            }
        default:
            return nil
        }
    }

    /// Table entries for a gradient whose covered range spans `pixels`: two a pixel, so
    /// that a hard edge lands within a quarter pixel, from 256 up to 8192.
    private static func entries(spanning pixels: Double) -> Int {
        Int(clamping: pixels * 2, to: 256...8192) ?? 256
    }

    private static func solid(_ color: GradientStop, over grid: PixelGrid) -> RasterizedContent? {
        let pixel = ColorTable.pixel(color)
        let data = withUnsafeBytes(of: pixel) { Data($0) }
        let image = CGImage(width: 1, height: 1, premultipliedRGBA8: data, isOpaque: false)
        return RasterizedContent(image: image, frame: grid.frame, followsCorners: true)
    }

    /// atan2(y, x) within 2·10⁻⁶ radians, by a polynomial for atan on 0…1
    /// (about half the cost of the library's atan2).
    @inline(__always)
    private static func angle(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        let large = max(ax, ay)
        let a = large == 0 ? 0 : min(ax, ay) / large
        let s = a * a
        var r = a * (0.99997726 + s * (-0.33262347 + s * (0.19354346 + s * (-0.11643287
            + s * (0.05265332 + s * -0.01172120)))))
        if ay > ax { r = .pi / 2 - r }
        if x < 0 { r = .pi - r }
        return y < 0 ? -r : r
    }
}

extension GradientStop {
    func hasSameColor(as other: GradientStop) -> Bool {
        red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }
}

extension ClosedRange<Double> {
    fileprivate var length: Double { upperBound - lowerBound }
}
