import Foundation

// The animatable values of drawn content (shape, gradient and text layers).
// They exist only on a layer whose `drawn` is of the matching kind: on any
// other layer a read gives nil and a write is refused, so that a plain
// layer's custom key of the same name never turns it into a shape.
extension ResolvedKeyPath {
    static func drawnValue(_ slot: Slot, _ component: Component, in p: LayerProperties) -> AnimatableValue? {
        switch (slot, p.drawn) {
        case (.path, .shape(let s)): return .path(s.path)
        case (.fillColor, .shape(let s)): return .color(s.fillColor)
        case (.strokeColor, .shape(let s)): return .color(s.strokeColor)
        case (.lineWidth, .shape(let s)): return .number(Double(s.lineWidth))
        case (.miterLimit, .shape(let s)): return .number(Double(s.miterLimit))
        case (.lineDashPhase, .shape(let s)): return .number(Double(s.lineDashPhase))
        case (.strokeStart, .shape(let s)): return .number(Double(s.strokeStart))
        case (.strokeEnd, .shape(let s)): return .number(Double(s.strokeEnd))
        case (.colors, .gradient(let g)): return .colors(g.colors ?? [])
        case (.locations, .gradient(let g)):
            // No locations read as the even spread they draw, so that they animate to given ones.
            if let locations = g.locations, !locations.isEmpty { return .numbers(locations) }
            return .numbers(GradientDrawing.evenLocations(count: g.colors?.count ?? 0))
        case (.startPoint, .gradient(let g)): return read(g.startPoint, component)
        case (.endPoint, .gradient(let g)): return read(g.endPoint, component)
        case (.fontSize, .text(let t)): return .number(Double(t.fontSize))
        case (.foregroundColor, .text(let t)): return .color(t.foregroundColor)
        default: return nil
        }
    }

    static func setDrawn(_ v: AnimatableValue, _ slot: Slot, _ component: Component, in p: inout LayerProperties) -> Bool {
        switch p.drawn {
        case .shape(var s):
            let written: Bool
            switch slot {
            case .path:
                guard case .path(let path) = v else { return false }
                s.path = path
                written = true
            case .fillColor: written = write(v, into: &s.fillColor)
            case .strokeColor: written = write(v, into: &s.strokeColor)
            case .lineWidth: written = write(v, into: &s.lineWidth)
            case .miterLimit: written = write(v, into: &s.miterLimit)
            case .lineDashPhase: written = write(v, into: &s.lineDashPhase)
            case .strokeStart: written = write(v, into: &s.strokeStart)
            case .strokeEnd: written = write(v, into: &s.strokeEnd)
            default: return false
            }
            if written { p.drawn = .shape(s) }
            return written
        case .gradient(var g):
            let written: Bool
            switch slot {
            case .colors:
                guard case .colors(let colors) = v else { return false }
                g.colors = colors
                written = true
            case .locations:
                guard case .numbers(let numbers) = v, numbers.allSatisfy(\.isFinite) else { return false }
                g.locations = numbers
                written = true
            case .startPoint: written = write(v, component, into: &g.startPoint)
            case .endPoint: written = write(v, component, into: &g.endPoint)
            default: return false
            }
            if written { p.drawn = .gradient(g) }
            return written
        case .text(var t):
            let written: Bool
            switch slot {
            case .fontSize: written = write(v, into: &t.fontSize)
            case .foregroundColor: written = write(v, into: &t.foregroundColor)
            default: return false
            }
            if written { p.drawn = .text(t) }
            return written
        case nil:
            return false
        }
    }
}
