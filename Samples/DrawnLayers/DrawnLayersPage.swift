import Foundation
import LayerHost

/// The page: a row of shape layers, a row of gradient layers and a row of
/// text layers on a dark background, each cell 180 × 160 points. Main thread.
final class DrawnLayersPage {
    static let width = 960, height = 560
    let root = CALayer()

    init() {
        root.frame = CGRect(x: 0, y: 0, width: DrawnLayersPage.width, height: DrawnLayersPage.height)
        root.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.11, alpha: 1)
        addShapes()
    }

    /// A cell's frame: `column` 0…4 of `row` 0…2.
    static func cell(column: Int, row: Int) -> CGRect {
        CGRect(x: 20 + CGFloat(column) * 188, y: 20 + CGFloat(row) * 180, width: 180, height: 160)
    }

    /// A cell with a faint panel behind it, ready for one drawn layer.
    func panel(column: Int, row: Int) -> CALayer {
        let panel = CALayer()
        panel.frame = DrawnLayersPage.cell(column: column, row: row)
        panel.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.05)
        panel.cornerRadius = 12
        root.addSublayer(panel)
        return panel
    }

    static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    // MARK: Shapes

    private func addShapes() {
        // An even-odd star: the pentagon in its middle is left empty.
        let star = CAShapeLayer()
        let points = (0..<5).map { i -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 90 + 64 * cos(angle), y: 84 + 64 * sin(angle))
        }
        let starPath = CGMutablePath()
        starPath.addLines(between: points)
        starPath.closeSubpath()
        star.path = starPath
        star.fillRule = .evenOdd
        star.fillColor = Self.color(1, 0.8, 0.2)
        star.strokeColor = Self.color(1, 0.45, 0.1)
        star.lineWidth = 3
        star.lineJoin = .round
        panel(column: 0, row: 0).addSublayer(star)

        // Marching ants: a dashed rounded rectangle whose dashes run round it.
        let ants = CAShapeLayer()
        ants.path = CGPath(roundedRect: CGRect(x: 24, y: 24, width: 132, height: 112), cornerWidth: 18,
                           cornerHeight: 18, transform: nil)
        ants.fillColor = Self.color(0.3, 0.6, 1, 0.15)
        ants.strokeColor = Self.color(0.5, 0.8, 1)
        ants.lineWidth = 3
        ants.lineDashPattern = [10, 6]
        let march = CABasicAnimation(keyPath: "lineDashPhase")
        march.fromValue = 0
        march.toValue = 32
        march.duration = 1
        march.repeatCount = .infinity
        ants.add(march, forKey: "march")
        panel(column: 1, row: 0).addSublayer(ants)

        // A spinner: the arc grows and shrinks while the layer turns.
        let spinner = CAShapeLayer()
        spinner.frame = CGRect(x: 40, y: 30, width: 100, height: 100)
        spinner.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        spinner.fillColor = nil
        spinner.strokeColor = Self.color(0.4, 1, 0.6)
        spinner.lineWidth = 8
        spinner.lineCap = .round
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
        let shrink = CABasicAnimation(keyPath: "strokeStart")
        shrink.fromValue = 0
        shrink.toValue = 1
        shrink.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let stroke = CAAnimationGroup()
        stroke.animations = [grow, shrink]
        stroke.duration = 1.6
        stroke.repeatCount = .infinity
        spinner.add(stroke, forKey: "stroke")
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.toValue = 2 * CGFloat.pi
        turn.duration = 2
        turn.repeatCount = .infinity
        spinner.add(turn, forKey: "turn")
        panel(column: 2, row: 0).addSublayer(spinner)

        // A morph: a square becomes a diamond and back (same elements, point by point).
        let morph = CAShapeLayer()
        let square = CGPath(rect: CGRect(x: 40, y: 30, width: 100, height: 100), transform: nil)
        let diamond = CGMutablePath()
        diamond.move(to: CGPoint(x: 90, y: 14))
        diamond.addLine(to: CGPoint(x: 156, y: 80))
        diamond.addLine(to: CGPoint(x: 90, y: 146))
        diamond.addLine(to: CGPoint(x: 24, y: 80))
        diamond.closeSubpath()
        morph.path = square
        morph.fillColor = Self.color(0.9, 0.3, 0.5)
        let reshape = CABasicAnimation(keyPath: "path")
        reshape.toValue = diamond
        reshape.duration = 1.2
        reshape.autoreverses = true
        reshape.repeatCount = .infinity
        reshape.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        morph.add(reshape, forKey: "morph")
        panel(column: 3, row: 0).addSublayer(morph)

        // A tick drawn again and again: strokeEnd from 0 to 1.
        let tick = CAShapeLayer()
        let tickPath = CGMutablePath()
        tickPath.move(to: CGPoint(x: 40, y: 84))
        tickPath.addLine(to: CGPoint(x: 76, y: 120))
        tickPath.addLine(to: CGPoint(x: 142, y: 44))
        tick.path = tickPath
        tick.fillColor = nil
        tick.strokeColor = Self.color(1, 1, 1)
        tick.lineWidth = 12
        tick.lineCap = .round
        tick.lineJoin = .round
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1.5
        draw.repeatCount = .infinity
        tick.add(draw, forKey: "draw")
        panel(column: 4, row: 0).addSublayer(tick)
    }
}
