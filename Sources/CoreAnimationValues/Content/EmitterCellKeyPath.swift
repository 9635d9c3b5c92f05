import Foundation

/// The part of a key path such as `emitterCells.fire.birthRate` or
/// `emitterCells.rocket.emitterCells.spark.color` after `emitterCells`: the
/// names leading to one cell and the animatable value of it that is meant.
///
/// Resolved once (`ResolvedKeyPath`), then read and written on both threads
/// without strings. A plain value; safe on any thread.
package struct EmitterCellKeyPath: Sendable, Hashable {
    /// The animatable values of a cell, by their key.
    package enum Property: String, Sendable, Hashable, CaseIterable {
        case birthRate, lifetime, lifetimeRange, emissionLatitude, emissionLongitude, emissionRange
        case velocity, velocityRange, xAcceleration, yAcceleration, zAcceleration
        case scale, scaleRange, scaleSpeed, spin, spinRange
        case color, redRange, greenRange, blueRange, alphaRange, redSpeed, greenSpeed, blueSpeed, alphaSpeed
        case contents, contentsRect, contentsScale, minificationFilterBias
        case enabled
    }

    /// Cell names from the emitter layer's `emitterCells` down.
    package let names: [String]
    package let property: Property

    /// Parses what follows `emitterCells.`: `name(.emitterCells.name)*.property`;
    /// nil when it has another form or names no animatable value.
    package init?(_ rest: [String]) {
        guard rest.count >= 2, rest.count % 2 == 0,
              let property = Property(rawValue: rest[rest.count - 1] == "isEnabled" ? "enabled" : rest[rest.count - 1])
        else { return nil }
        var names: [String] = []
        for index in stride(from: 0, to: rest.count - 1, by: 2) {
            if index > 0 && rest[index - 1] != "emitterCells" { return nil }
            guard !rest[index].isEmpty else { return nil }
            names.append(rest[index])
        }
        self.names = names
        self.property = property
    }

    /// The value in `cell`.
    package func value(in cell: EmitterCellValues) -> AnimatableValue {
        func n<T: BinaryFloatingPoint>(_ v: T) -> AnimatableValue { .number(Double(v)) }
        switch property {
        case .birthRate: return n(cell.birthRate)
        case .lifetime: return n(cell.lifetime)
        case .lifetimeRange: return n(cell.lifetimeRange)
        case .emissionLatitude: return n(cell.emissionLatitude)
        case .emissionLongitude: return n(cell.emissionLongitude)
        case .emissionRange: return n(cell.emissionRange)
        case .velocity: return n(cell.velocity)
        case .velocityRange: return n(cell.velocityRange)
        case .xAcceleration: return n(cell.xAcceleration)
        case .yAcceleration: return n(cell.yAcceleration)
        case .zAcceleration: return n(cell.zAcceleration)
        case .scale: return n(cell.scale)
        case .scaleRange: return n(cell.scaleRange)
        case .scaleSpeed: return n(cell.scaleSpeed)
        case .spin: return n(cell.spin)
        case .spinRange: return n(cell.spinRange)
        case .color: return .color(cell.color)
        case .redRange: return n(cell.redRange)
        case .greenRange: return n(cell.greenRange)
        case .blueRange: return n(cell.blueRange)
        case .alphaRange: return n(cell.alphaRange)
        case .redSpeed: return n(cell.redSpeed)
        case .greenSpeed: return n(cell.greenSpeed)
        case .blueSpeed: return n(cell.blueSpeed)
        case .alphaSpeed: return n(cell.alphaSpeed)
        case .contents: return .contents(cell.contents)
        case .contentsRect: return .rect(cell.contentsRect)
        case .contentsScale: return n(cell.contentsScale)
        case .minificationFilterBias: return n(cell.minificationFilterBias)
        case .enabled: return .flag(cell.isEnabled)
        }
    }

    /// Writes `v` into `cell`; false when its kind does not fit (or a number is not finite).
    package func set(_ v: AnimatableValue, in cell: inout EmitterCellValues) -> Bool {
        func w<T: BinaryFloatingPoint>(_ target: inout T) -> Bool { ResolvedKeyPath.write(v, into: &target) }
        switch property {
        case .birthRate: return w(&cell.birthRate)
        case .lifetime: return w(&cell.lifetime)
        case .lifetimeRange: return w(&cell.lifetimeRange)
        case .emissionLatitude: return w(&cell.emissionLatitude)
        case .emissionLongitude: return w(&cell.emissionLongitude)
        case .emissionRange: return w(&cell.emissionRange)
        case .velocity: return w(&cell.velocity)
        case .velocityRange: return w(&cell.velocityRange)
        case .xAcceleration: return w(&cell.xAcceleration)
        case .yAcceleration: return w(&cell.yAcceleration)
        case .zAcceleration: return w(&cell.zAcceleration)
        case .scale: return w(&cell.scale)
        case .scaleRange: return w(&cell.scaleRange)
        case .scaleSpeed: return w(&cell.scaleSpeed)
        case .spin: return w(&cell.spin)
        case .spinRange: return w(&cell.spinRange)
        case .color: return ResolvedKeyPath.write(v, into: &cell.color)
        case .redRange: return w(&cell.redRange)
        case .greenRange: return w(&cell.greenRange)
        case .blueRange: return w(&cell.blueRange)
        case .alphaRange: return w(&cell.alphaRange)
        case .redSpeed: return w(&cell.redSpeed)
        case .greenSpeed: return w(&cell.greenSpeed)
        case .blueSpeed: return w(&cell.blueSpeed)
        case .alphaSpeed: return w(&cell.alphaSpeed)
        case .contents:
            guard case .contents(let contents) = v else { return false }
            cell.contents = contents
            return true
        case .contentsRect:
            guard case .rect(let r) = v, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite
            else { return false }
            cell.contentsRect = r
            return true
        case .contentsScale: return w(&cell.contentsScale)
        case .minificationFilterBias: return w(&cell.minificationFilterBias)
        case .enabled:
            guard case .flag(let flag) = v else { return false }
            cell.isEnabled = flag
            return true
        }
    }
}
