import CoreAnimationModel
import Foundation

extension GradientDrawing {
    /// The gradient in pixels over `bounds` at `scale` pixels per point,
    /// clipped by the layer's rounded corners as its background is. Nil when
    /// there are no colours, the bounds are empty or a point is not finite.
    ///
    /// Unit coordinates map (0, 0) to the bounds' top-left corner and (1, 1)
    /// to its bottom-right (y down, as on iOS).
    /// - Axial: colours along the line from `startPoint` to `endPoint`, the
    ///   end colours continuing beyond (Cairo's linear gradient). A gradient
    ///   along a horizontal or vertical line is drawn one pixel across and
    ///   stretched: it costs a row or a column, not the area.
    /// - Radial: the ellipse centred at `startPoint` with radii
    ///   |endPoint.x − startPoint.x| and |endPoint.y − startPoint.y|, the last
    ///   colour outside (Cairo's radial gradient under a scaled matrix).
    /// - Conic: location t at the angle 2πt from the direction of `endPoint`
    ///   seen from `startPoint`, turning from +x towards +y (clockwise on
    ///   screen), angles measured in the unit space (so the gradient stretches
    ///   with the bounds, as the radial one does); computed per pixel from a
    ///   colour table. Coincident points measure from +x (Apple: undefined).
    /// Where the geometry collapses (start and end points equal for an axial
    /// gradient, a zero radius for a radial one) the layer is filled with the
    /// last colour, as points there all lie past the end. One colour fills
    /// the layer. Render thread.
    package func rasterized(bounds: CGRect, scale: CGFloat) -> RasterizedContent? {
        guard let stops, startPoint.x.isFinite, startPoint.y.isFinite, endPoint.x.isFinite, endPoint.y.isFinite,
              let grid = PixelGrid(covering: bounds, scale: scale)
        else { return nil }
        let size = bounds.size
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * size.width, y: bounds.minY + unit.y * size.height)
        }
        if stops.count == 1 || stops.dropFirst().allSatisfy({ $0.hasSameColor(as: stops[0]) }) {
            return Self.solid(stops[0], over: grid)
        }
        let minimum = 1e-3 / scale
        switch type {
        case .axial:
            let start = point(startPoint), end = point(endPoint)
            guard hypot(end.x - start.x, end.y - start.y) > minimum else { return Self.solid(stops[stops.count - 1], over: grid) }
            return Self.axial(stops, from: start, to: end, over: grid)
        case .radial:
            let center = point(startPoint)
            let radii = CGSize(width: abs(endPoint.x - startPoint.x) * size.width,
                               height: abs(endPoint.y - startPoint.y) * size.height)
            guard radii.width > minimum, radii.height > minimum else { return Self.solid(stops[stops.count - 1], over: grid) }
            return Self.radial(stops, center: center, radii: radii, over: grid)
        case .conic:
            return Self.conic(stops, center: startPoint, toward: endPoint, bounds: bounds, over: grid)
        default:
            return nil
        }
    }

    private static func solid(_ stop: GradientStop, over grid: PixelGrid) -> RasterizedContent? {
        let table = ColorTable(stops: [stop], count: 1)
        return table.image(over: grid.resampled(width: 1, height: 1)) { _, _ in 0 }
    }

    private static func axial(_ stops: [GradientStop], from start: CGPoint, to end: CGPoint,
                              over grid: PixelGrid) -> RasterizedContent? {
        // CGGradient keeps locations in 0…1: the axis is lengthened to span the stops outside it.
        let low = min(0, stops[0].location), high = max(1, stops[stops.count - 1].location)
        func along(_ t: Double) -> CGPoint {
            CGPoint(x: start.x + CGFloat(t) * (end.x - start.x), y: start.y + CGFloat(t) * (end.y - start.y))
        }
        guard let gradient = cgGradient(stops.map { ($0, ($0.location - low) / (high - low)) }) else { return nil }
        var target = grid
        if start.x == end.x { target = grid.resampled(width: 1, height: grid.height) }
        if start.y == end.y { target = grid.resampled(width: grid.width, height: 1) }
        return RasterizedContent.draw(on: target, followsCorners: true) { context in
            context.drawLinearGradient(gradient, start: along(low), end: along(high),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    private static func radial(_ stops: [GradientStop], center: CGPoint, radii: CGSize,
                               over grid: PixelGrid) -> RasterizedContent? {
        // Distances start at 0: stops before it are replaced by the colour at 0;
        // stops past 1 widen the outer circle.
        var kept = stops.filter { $0.location > 0 }
        if kept.count < stops.count { kept.insert(stops.color(at: 0), at: 0) }
        let high = max(1, kept[kept.count - 1].location)
        guard let gradient = cgGradient(kept.map { ($0, $0.location / high) }) else { return nil }
        return RasterizedContent.draw(on: grid, followsCorners: true) { context in
            context.translateBy(x: center.x, y: center.y)
            context.scaleBy(x: radii.width, y: radii.height)
            context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero,
                                       endRadius: CGFloat(high),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    private static func conic(_ stops: [GradientStop], center: CGPoint, toward end: CGPoint, bounds: CGRect,
                              over grid: PixelGrid) -> RasterizedContent? {
        let table = ColorTable(stops: stops, count: 1024)
        let last = Double(table.count - 1)
        let direction = end == center ? 0 : atan2(Double(end.y - center.y), Double(end.x - center.x))
        let turn = 2 * Double.pi
        // Unit coordinates of pixel centres: u = a + b·x, v = c + d·y.
        let b = Double(grid.frame.width) / Double(grid.width) / Double(bounds.width)
        let a = (Double(grid.frame.minX - bounds.minX)) / Double(bounds.width) + b / 2 - Double(center.x)
        let d = Double(grid.frame.height) / Double(grid.height) / Double(bounds.height)
        let c = (Double(grid.frame.minY - bounds.minY)) / Double(bounds.height) + d / 2 - Double(center.y)
        return table.image(over: grid) { x, y in
            var angle = atan2(c + d * Double(y), a + b * Double(x)) - direction
            angle -= turn * (angle / turn).rounded(.down)
            return Int((angle / turn * last).rounded())
        }
    }

    /// A CGGradient of the stops placed at the given locations, straight device RGB.
    private static func cgGradient(_ placed: [(GradientStop, Double)]) -> CGGradient? {
        var components: [CGFloat] = []
        components.reserveCapacity(placed.count * 4)
        for (stop, _) in placed {
            components += [CGFloat(stop.red), CGFloat(stop.green), CGFloat(stop.blue), CGFloat(stop.alpha)]
        }
        let locations = placed.map { CGFloat(min(max($0.1, 0), 1)) }
        return CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                          locations: locations, count: placed.count)
    }
}

extension GradientStop {
    func hasSameColor(as other: GradientStop) -> Bool {
        red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }
}
