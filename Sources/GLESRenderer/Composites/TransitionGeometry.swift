import CoreAnimationValues
import CoreGraphics
import Foundation

/// How one transition type and subtype is drawn: the shader mode and, for
/// the 3D types, the faces' transforms in the layer's bounds space.
///
/// `direction` is the way the new content moves in (fromLeft: to the right;
/// the subtypes name the edge it enters from, in the layer's y-down space:
/// fromTop enters at the top of the screen). A nil subtype is fromLeft, as
/// on Apple's platforms; a subtype the type does not use is ignored. An
/// unknown type draws as fade (the model layer reported it when the
/// transition was added). Pure; safe on any thread.
struct TransitionGeometry {
    enum Kind { case flat(mode: Int), cube, flip }

    /// One quad: the shader mode, which image a single-image face shows, the
    /// face's transform, and how lit it is (1: as drawn; less as a cube's
    /// face turns away from the viewer).
    struct Pass {
        var mode: Int
        var showsNew: Bool
        var transform: CATransform3D
        var shade: CGFloat = 1
    }

    /// The light a cube face keeps turned `angle` from facing the viewer:
    /// all of it facing, a quarter edge-on, as iOS darkens a turning cube.
    static func cubeShade(angle: CGFloat) -> CGFloat {
        0.25 + 0.75 * max(cos(angle), 0)
    }

    let kind: Kind
    let direction: CGVector

    /// The transition types this renderer draws, by raw value, with their shader modes (nil for the 3D ones).
    static let modes: [String: Int?] = [
        "fade": 0, "moveIn": 1, "push": 2, "reveal": 3, "cube": nil, "oglFlip": nil,
        "pageCurl": 5, "pageUnCurl": 6, "rippleEffect": 7, "suckEffect": 8,
        "cameraIrisHollowOpen": 9, "cameraIrisHollowClose": 10,
    ]

    init(_ info: TransitionInfo) {
        switch info.subtype?.rawValue {
        case "fromRight": direction = CGVector(dx: -1, dy: 0)
        case "fromTop": direction = CGVector(dx: 0, dy: 1)
        case "fromBottom": direction = CGVector(dx: 0, dy: -1)
        default: direction = CGVector(dx: 1, dy: 0)
        }
        switch info.type.rawValue {
        case "cube": kind = .cube
        case "oglFlip": kind = .flip
        default: kind = .flat(mode: (Self.modes[info.type.rawValue] ?? 0) ?? 0)
        }
    }

    /// The quads to draw at `progress` for a layer of `size`, back to front.
    func passes(progress: Double, size: CGSize) -> [Pass] {
        let p = CGFloat(min(max(progress, 0), 1))
        switch kind {
        case .flat(let mode):
            return [Pass(mode: mode, showsNew: false, transform: CATransform3DIdentity)]
        case .cube:
            // A box as deep as the layer is wide (or tall), turning a quarter
            // turn about its centre; the new face comes round from `direction`'s far side.
            let turn = p * .pi / 2
            let faces = [(false, turn), (true, turn - .pi / 2)].map { showsNew, angle in
                (showsNew, signedAngle(angle), face(angle: signedAngle(angle), depth: halfDepth(size), size: size))
            }
            return faces.filter { abs($0.1) <= .pi / 2 + 1e-9 }
                .sorted { abs($0.1) > abs($1.1) }
                .map { Pass(mode: 4, showsNew: $0.0, transform: $0.2, shade: Self.cubeShade(angle: $0.1)) }
        case .flip:
            // A card turning half a turn about its centre line: the old side
            // shows while it faces the viewer, then the new side.
            let turn = p * .pi
            let showsNew = turn > .pi / 2
            let angle = signedAngle(showsNew ? turn - .pi : turn)
            return [Pass(mode: 4, showsNew: showsNew, transform: face(angle: angle, depth: 0, size: size))]
        }
    }

    /// `angle` turned the way the content moves: positive moves a face's front towards `direction`.
    private func signedAngle(_ angle: CGFloat) -> CGFloat {
        direction.dx < 0 || direction.dy < 0 ? -angle : angle
    }

    private func halfDepth(_ size: CGSize) -> CGFloat {
        direction.dx != 0 ? size.width / 2 : size.height / 2
    }

    /// A face of the layer's size turned by `angle` about the axis across
    /// the motion, `depth` behind the layer's plane, seen in perspective from
    /// the layer's centre.
    private func face(angle: CGFloat, depth: CGFloat, size: CGSize) -> CATransform3D {
        let c = CGPoint(x: size.width / 2, y: size.height / 2)
        var turn = CATransform3DIdentity
        let (cosine, sine) = (cos(angle), sin(angle))
        if direction.dx != 0 {
            // The front normal (0, 0, 1) turns to (sin a, 0, cos a).
            turn.m11 = cosine; turn.m13 = -sine; turn.m31 = sine; turn.m33 = cosine
        } else {
            // The front normal turns to (0, sin a, cos a).
            turn.m22 = cosine; turn.m23 = -sine; turn.m32 = sine; turn.m33 = cosine
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2.5 * max(size.width, size.height, 1))
        var t = CATransform3DMakeTranslation(-c.x, -c.y, depth)
        t = CATransform3DConcat(t, turn)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(0, 0, -depth))
        t = CATransform3DConcat(t, perspective)
        return CATransform3DConcat(t, CATransform3DMakeTranslation(c.x, c.y, 0))
    }
}
