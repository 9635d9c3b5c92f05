import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer

/// The layer quad program alone (no planner, clips or shadows): N layers of
/// 64×64 points moving over the target, background colour, corner radius 12
/// and a 2-point border; `textured` adds one shared 64×64 image. Each frame
/// moves every layer (closed-form drift and spin from its index) and builds
/// the `QuadInstance` array by hand.
struct QuadScene {
    /// A 64×64 premultiplied image: a soft disc over a diagonal gradient.
    let image: CGImage = {
        var pixels = Data(count: 64 * 64 * 4)
        for y in 0..<64 {
            for x in 0..<64 {
                let dx = Double(x) - 31.5, dy = Double(y) - 31.5
                let inside = (dx * dx + dy * dy).squareRoot() < 28
                let i = (y * 64 + x) * 4
                pixels[i] = inside ? 250 : UInt8(x * 3)
                pixels[i + 1] = inside ? 180 : UInt8(y * 3)
                pixels[i + 2] = inside ? 60 : 140
                pixels[i + 3] = 255
            }
        }
        return CGImage(width: 64, height: 64, premultipliedRGBA8: pixels, isOpaque: true)
    }()

    /// The `count` instances at `time` on a target whose pixel → clip mapping is `clip`.
    func instances(count: Int, time: Double, textured: Bool, clip: CATransform3D) -> [QuadInstance] {
        var result: [QuadInstance] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            let seed = Double(i)
            let x = (seed * 97.31).truncatingRemainder(dividingBy: Double(width - 64)) + 32
                + 20 * sin(time * (0.5 + seed.truncatingRemainder(dividingBy: 7) * 0.1))
            let y = (seed * 53.17 + time * (40 + seed.truncatingRemainder(dividingBy: 120)))
                .truncatingRemainder(dividingBy: Double(height + 64)) - 32
            let angle = time * (0.5 + seed.truncatingRemainder(dividingBy: 5) * 0.4)
            var world = CATransform3DMakeTranslation(-32, -32, 0)
            world = CATransform3DConcat(world, CATransform3DMakeRotation(angle, 0, 0, 1))
            world = CATransform3DConcat(world, CATransform3DMakeTranslation(x, y, 0))
            let hue = Float(i % 16) / 16
            var layer = QuadInstance(
                transform: CATransform3DConcat(world, clip), size: CGSize(width: 64, height: 64),
                backgroundColor: PremultipliedColor(straightRed: 0.3 + 0.6 * hue, green: 0.4, blue: 0.9 - 0.6 * hue, alpha: 0.9),
                corners: LayerCorners(radius: 12), borderWidth: 2, borderColor: PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1))
            if textured {
                layer.contents = .init(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 64, height: 64))
            }
            result.append(layer)
        }
        return result
    }
}
