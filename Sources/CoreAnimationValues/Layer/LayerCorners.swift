import Foundation

/// A layer's corners as drawing reads them: the radius, which corners are
/// rounded and the curve, with the one geometry every part of the renderer
/// draws them by (the layer program's shape and border, a clip, a shadow's
/// shape and hole, the opaque middle of an occluder, sprite eligibility).
///
/// **Curves.** A rounded corner is a quarter superellipse
/// |x/R|ⁿ + |y/R|ⁿ = 1 about a centre R in from both sides: R is how far
/// the curve *reaches* along each side from the corner, n its *exponent*.
/// - `.circular`: n = 2 and R the radius, at most half the smaller side
///   (a circle's quarter, as Apple draws `cornerRadius`).
/// - `.continuous` (Apple's `cornerCurve = .continuous`, iOS 13): the curve
///   reaches `continuousExpansion` (1.528665) times the radius along each
///   side (`CALayer.cornerCurveExpansionFactor`), with n = 3.342, which
///   keeps within 0.0073 radii of the curve published for Apple's continuous
///   corners (PaintCode's measurements of iOS 7's rounded rectangles: two
///   cubic shoulders and a circular middle). Where the sides are too short
///   for that reach, R is half the smaller side and n falls linearly to 2
///   as R falls to the radius: a continuous corner as wide as the layer is
///   a capsule's circle, as on iOS (a reading: Apple publishes no formula).
///
/// A plain value; any thread.
package struct LayerCorners: Equatable, Sendable {
    /// How a rounded corner bends (an exhaustive form of `CALayerCornerCurve`).
    package enum Curve: Equatable, Sendable {
        case circular
        case continuous

        /// The curve a layer's `cornerCurve` names; an unknown name draws circular, as Apple's default.
        package init(_ curve: CALayerCornerCurve) {
            self = curve == .continuous ? .continuous : .circular
        }
    }

    package var radius: CGFloat
    package var maskedCorners: CACornerMask
    package var curve: Curve

    /// How far a continuous corner reaches along each side, in radii.
    package static let continuousExpansion: CGFloat = 1.528665
    /// The exponent of a continuous corner's superellipse where it has its full reach.
    package static let continuousExponent: CGFloat = 3.342
    /// Every corner.
    package static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Square corners.
    package static let square = LayerCorners(radius: 0)

    package init(radius: CGFloat, maskedCorners: CACornerMask = LayerCorners.allCorners, curve: Curve = .circular) {
        self.radius = radius
        self.maskedCorners = maskedCorners
        self.curve = curve
    }

    /// The corners of a layer with these presented values.
    package init(of properties: LayerProperties) {
        self.init(radius: properties.cornerRadius, maskedCorners: properties.maskedCorners,
                  curve: Curve(properties.cornerCurve))
    }

    /// How much larger than its radius a corner of `curve` reaches along each side.
    package static func expansion(of curve: Curve) -> CGFloat {
        switch curve {
        case .circular: 1
        case .continuous: continuousExpansion
        }
    }

    /// Whether any corner is rounded (a positive radius on a masked corner).
    package var isRounded: Bool {
        radius > 0 && !maskedCorners.isEmpty
    }

    /// How far a rounded corner's curve reaches along each side from the
    /// corner in a rectangle of `size`; 0 when no corner is rounded.
    package func reach(in size: CGSize) -> CGFloat {
        guard isRounded else { return 0 }
        let half = min(size.width, size.height) / 2
        return min(radius * Self.expansion(of: curve), max(0, half))
    }

    /// The exponent of a rounded corner's superellipse in a rectangle of
    /// `size`: 2 for a circle's quarter, up to `continuousExponent`.
    package func exponent(in size: CGSize) -> CGFloat {
        switch curve {
        case .circular:
            return 2
        case .continuous:
            guard isRounded else { return 2 }
            let full = radius * (Self.continuousExpansion - 1)
            let room = min(max((reach(in: size) - radius) / full, 0), 1)
            return 2 + (Self.continuousExponent - 2) * room
        }
    }

    /// Whether the corners need the continuous form of a program: rounded,
    /// and not a circle's quarter in a rectangle of `size`.
    package func areContinuous(in size: CGSize) -> Bool {
        curve == .continuous && isRounded && exponent(in: size) != 2
    }

    /// Circular corners that cut the same area from each corner as these do
    /// in a rectangle of `size`: what a closed form that knows only circles
    /// (a shadow's) draws. A continuous corner's quarter superellipse cuts
    /// R²(1 − Γ(1 + 1/n)² / Γ(1 + 2/n)) where a circle of radius ρ cuts
    /// ρ²(1 − π/4); at n = 3.342 the circle of equal cut has ρ ≈ 1.034 r
    /// and stays within 0.016 radii of the published continuous curve.
    package func circularEquivalent(in size: CGSize) -> LayerCorners {
        guard curve == .continuous, isRounded else { return self }
        let n = Double(exponent(in: size))
        let cut = 1 - pow(tgamma(1 + 1 / n), 2) / tgamma(1 + 2 / n)
        let radius = reach(in: size) * CGFloat((cut / (1 - Double.pi / 4)).squareRoot())
        return LayerCorners(radius: radius, maskedCorners: maskedCorners, curve: .circular)
    }

    /// Each corner's reach in a rectangle of `size` (0 for a square one), in
    /// the programs' order: minX-minY, maxX-minY, minX-maxY, maxX-maxY (y down).
    package func reaches(in size: CGSize) -> SIMD4<Float> {
        let r = Float(reach(in: size))
        return SIMD4(maskedCorners.contains(.layerMinXMinYCorner) ? r : 0,
                     maskedCorners.contains(.layerMaxXMinYCorner) ? r : 0,
                     maskedCorners.contains(.layerMinXMaxYCorner) ? r : 0,
                     maskedCorners.contains(.layerMaxXMaxYCorner) ? r : 0)
    }
}
