import CoreAnimationValues
import Foundation

// Where and in which direction particles are born: the emitter shape and
// mode, and a cell's emission cone. Pure; render thread (any thread).
extension EmitterValues {
    /// A point particles may be born at, in the layer's coordinates, picked
    /// uniformly from the part of the emitter shape `emitterMode` names
    /// (see `CAEmitterLayerEmitterMode`): points, outline, surface or volume.
    /// An unknown shape is a point; an unknown mode is the volume.
    func birthPosition(_ random: inout ParticleRandom) -> SIMD3<Float> {
        let centre = SIMD3(Float(emitterPosition.x), Float(emitterPosition.y), Float(emitterZPosition))
        let half = SIMD3(Float(emitterSize.width), Float(emitterSize.height), Float(emitterDepth)) * 0.5
        switch emitterShape {
        case .line:
            if emitterMode == .points { return centre + SIMD3(random.unit() < 0.5 ? -half.x : half.x, 0, 0) }
            return centre + SIMD3(2 * half.x * random.centred(), 0, 0)
        case .rectangle:
            return centre + Self.boxPoint(SIMD3(half.x, half.y, 0), mode: emitterMode, flat: true, &random)
        case .cuboid:
            return centre + Self.boxPoint(half, mode: emitterMode, flat: false, &random)
        case .circle:
            let radius = Float(emitterSize.width)
            let angle = 2 * Float.pi * random.unit()
            let r: Float
            switch emitterMode {
            case .points: r = 0
            case .outline: r = radius
            default: r = radius * random.unit().squareRoot()
            }
            return centre + SIMD3(r * cos(angle), r * sin(angle), 0)
        case .sphere:
            let radius = Float(emitterSize.width)
            switch emitterMode {
            case .points:
                return centre
            case .outline:
                let angle = 2 * Float.pi * random.unit()
                return centre + SIMD3(radius * cos(angle), radius * sin(angle), 0)
            case .surface:
                return centre + Self.unitSphere(&random) * radius
            default:
                return centre + Self.unitSphere(&random) * (radius * Float(cbrt(Double(random.unit()))))
            }
        default:
            return centre
        }
    }

    /// A point of a box of half extents `half` about the origin (a
    /// rectangle when `flat`): a corner, a point of an edge, of a face, or inside.
    private static func boxPoint(_ half: SIMD3<Float>, mode: CAEmitterLayerEmitterMode, flat: Bool,
                                 _ random: inout ParticleRandom) -> SIMD3<Float> {
        let axes = flat ? 2 : 3
        func sign() -> Float { random.unit() < 0.5 ? -1 : 1 }
        if mode == .points {
            return SIMD3(sign() * half.x, sign() * half.y, flat ? 0 : sign() * half.z)
        }
        if mode == .outline || (mode == .surface && !flat) {
            // Outline: one free axis (an edge); surface of a cuboid: two (a face).
            // The free axes are picked in proportion to the length or area they span.
            let free = mode == .outline ? 1 : 2
            let size = half * 2
            var choices: [(SIMD3<Float>, Float)] = []  // (mask of free axes, weight)
            for a in 0..<axes {
                if free == 1 {
                    var mask = SIMD3<Float>(repeating: 0)
                    mask[a] = 1
                    choices.append((mask, size[a] * Float(flat ? 2 : 4)))
                } else {
                    for b in (a + 1)..<axes {
                        var mask = SIMD3<Float>(repeating: 0)
                        mask[a] = 1
                        mask[b] = 1
                        choices.append((mask, size[a] * size[b] * 2))
                    }
                }
            }
            let total = choices.reduce(0) { $0 + $1.1 }
            var pick = random.unit() * total
            var mask = choices.last?.0 ?? SIMD3(repeating: 0)
            for choice in choices {
                if pick < choice.1 { mask = choice.0; break }
                pick -= choice.1
            }
            var p = SIMD3<Float>(repeating: 0)
            for axis in 0..<axes {
                p[axis] = mask[axis] == 1 ? 2 * half[axis] * random.centred() : sign() * half[axis]
            }
            return p
        }
        return SIMD3(2 * half.x * random.centred(), 2 * half.y * random.centred(),
                     flat ? 0 : 2 * half.z * random.centred())
    }

    /// A direction picked uniformly over the unit sphere.
    static func unitSphere(_ random: inout ParticleRandom) -> SIMD3<Float> {
        let z = 2 * random.unit() - 1
        let angle = 2 * Float.pi * random.unit()
        let r = max(0, 1 - z * z).squareRoot()
        return SIMD3(r * cos(angle), r * sin(angle), z)
    }
}

extension EmitterCellValues {
    /// A unit direction for a new particle: the emission direction
    /// (longitude in the xy-plane, latitude out of it), turned by an angle
    /// picked uniformly over the cone whose full angle is `emissionRange`.
    ///
    /// Longitude is measured from +x towards +y, except for particles born
    /// on a `line` emitter, where it is measured from the line's normal −y
    /// ("a variation from the perpendicular"): longitude 0 sends them up and
    /// π down, which is how iOS confetti code writes "rain down from a line
    /// along the top" (point emitters there use π/2 for down, line emitters π).
    func birthDirection(_ random: inout ParticleRandom, fromLine: Bool = false) -> SIMD3<Float> {
        let lon = Float(emissionLongitude) - (fromLine ? .pi / 2 : 0), lat = Float(emissionLatitude)
        let axis = SIMD3(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
        let halfAngle = min(abs(Float(emissionRange)) / 2, .pi)
        guard halfAngle > 0, halfAngle.isFinite else { return axis }
        // Uniform over the spherical cap: cos θ uniform in [cos half, 1].
        let cosTheta = 1 - random.unit() * (1 - cos(halfAngle))
        let sinTheta = max(0, 1 - cosTheta * cosTheta).squareRoot()
        let phi = 2 * Float.pi * random.unit()
        // A basis about the axis; the first vector lies in the xy-plane when the axis does not point along z.
        var u = SIMD3<Float>(-axis.y, axis.x, 0)
        let length = (u * u).sum().squareRoot()
        u = length > 1e-6 ? u / length : SIMD3(1, 0, 0)
        let v = SIMD3(axis.y * u.z - axis.z * u.y, axis.z * u.x - axis.x * u.z, axis.x * u.y - axis.y * u.x)
        return axis * cosTheta + (u * cos(phi) + v * sin(phi)) * sinTheta
    }
}
