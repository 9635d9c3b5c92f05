import Foundation
import LayerHost
import SampleSupport

/// The `spinner` scene: one small loading indicator on an otherwise still
/// screen, the same screen as the Qt Quick peer's `spinner.qml` (a light
/// grey 1280 × 720 background; a 40 × 40 ring, its 4-point grey border, and
/// a blue 8-point dot on it, turning once a second about the ring's centre
/// at (640, 360)). N > 1 adds more such rings, one 96-point cell apart to the
/// right and wrapping down, so that the changed area grows with N.
extension BenchScene {
    func addSpinnerScreen(to root: CALayer, rings count: Int) {
        root.backgroundColor = CGColor(srgbRed: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0, alpha: 1)
        let columns = Int(CGFloat(BenchScene.width) / BenchScene.indicatorCell)
        for i in 0..<count {
            let holder = CALayer()
            let column = (6 + i) % columns, row = (3 + (6 + i) / columns) % 7
            holder.frame = CGRect(x: 620 + CGFloat(column - 6) * BenchScene.indicatorCell,
                                  y: 340 + CGFloat(row - 3) * BenchScene.indicatorCell, width: 40, height: 40)
            let ring = CALayer()
            ring.frame = holder.bounds
            ring.cornerRadius = 20
            ring.borderWidth = 4
            ring.borderColor = CGColor(srgbRed: 0xD0 / 255.0, green: 0xD0 / 255.0, blue: 0xD8 / 255.0, alpha: 1)
            holder.addSublayer(ring)
            let dot = CALayer()
            dot.frame = CGRect(x: 16, y: 0, width: 8, height: 8)
            dot.cornerRadius = 4
            dot.backgroundColor = CGColor(srgbRed: 0, green: 0x7A / 255.0, blue: 1, alpha: 1)
            holder.addSublayer(dot)
            holder.add(BenchScene.repeating("transform.rotation.z", from: 0, to: 2 * CGFloat.pi, duration: 1),
                       forKey: "turn")
            root.addSublayer(holder)
        }
    }
}
