import Foundation
import LayerHost
import RenderServer
import SampleSupport

/// Backdrop blurs over moving content, as `UIVisualEffectView` draws them
/// (a layer's `backdropBlur` under a tint): `blur`, N rounded panels of
/// 280 × 180 points (σ 30, saturation 1.8, white at 0.3: `.light`) drifting
/// over 300 falling sprites, 12 to a screen on a 4 × 3 grid (more overlap,
/// shifted); `blur-window`, one window-sized blur over N sprites (the
/// frosted-window case). Every panel's backdrop changes every frame.
extension BenchScene {
    /// Sprites under the `blur` scene's panels.
    static let spritesUnderPanels = 300

    func addBlurPanels(to root: CALayer, count: Int) {
        addSprites(to: root, count: BenchScene.spritesUnderPanels)
        let columns = 4, rows = 3
        let cell = CGSize(width: CGFloat(BenchScene.width) / CGFloat(columns),
                          height: CGFloat(BenchScene.height) / CGFloat(rows))
        for i in 0..<count {
            let sheet = i / (columns * rows), slot = i % (columns * rows)
            let panel = BenchScene.blurPanel(size: CGSize(width: 280, height: 180), cornerRadius: 20)
            panel.position = CGPoint(x: (CGFloat(slot % columns) + 0.5) * cell.width + CGFloat(sheet) * 23,
                                     y: (CGFloat(slot / columns) + 0.5) * cell.height + CGFloat(sheet) * 17)
            root.addSublayer(panel)
            let drift = CABasicAnimation(keyPath: "position.x")
            drift.fromValue = -16
            drift.toValue = 16
            drift.isAdditive = true
            drift.duration = 2 + Double(i % 5) * 0.3
            drift.autoreverses = true
            drift.repeatCount = .infinity
            panel.add(drift, forKey: "drift")
        }
    }

    func addWindowBlur(to root: CALayer, sprites count: Int) {
        addSprites(to: root, count: count)
        let panel = BenchScene.blurPanel(size: CGSize(width: BenchScene.width, height: BenchScene.height), cornerRadius: 0)
        panel.position = CGPoint(x: BenchScene.width / 2, y: BenchScene.height / 2)
        root.addSublayer(panel)
    }

    /// A panel as a `.light` blur view is built: the blurring layer, its tint over it.
    private static func blurPanel(size: CGSize, cornerRadius: CGFloat) -> CALayer {
        let panel = CALayer()
        panel.bounds = CGRect(origin: .zero, size: size)
        panel.cornerRadius = cornerRadius
        panel.backdropBlur = BackdropBlur(radius: 30, saturation: 1.8)
        let tint = CALayer()
        tint.frame = panel.bounds
        tint.cornerRadius = cornerRadius
        tint.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.3)
        panel.addSublayer(tint)
        return panel
    }
}
