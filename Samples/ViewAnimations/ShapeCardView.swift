import UIKit

/// A card drawn in `draw(_:)`: the same content shown two ways (circles or
/// a grid) for listing 4-8, or a dial with a pointer for listing 4-9, so
/// that a turn is visible.
final class ShapeCardView: UIView {
    enum Style {
        case circles
        case grid
        case dial
    }

    let style: Style

    init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        layer.cornerRadius = style == .dial ? frame.width / 2 : 18
        clipsToBounds = true
        switch style {
        case .circles: backgroundColor = .systemTeal
        case .grid: backgroundColor = .systemIndigo
        case .dial: backgroundColor = UIColor(white: 0.8, alpha: 1)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        switch style {
        case .circles:
            UIColor.white.setFill()
            for row in 0..<3 {
                for column in 0..<4 {
                    let center = CGPoint(x: 55 + CGFloat(column) * 77, y: 55 + CGFloat(row) * 75)
                    UIBezierPath(arcCenter: center, radius: 26, startAngle: 0, endAngle: 2 * .pi, clockwise: true).fill()
                }
            }
        case .grid:
            UIColor(white: 1, alpha: 0.8).setStroke()
            let grid = UIBezierPath()
            for x in stride(from: 20, to: bounds.width, by: 30) {
                grid.move(to: CGPoint(x: x, y: 0))
                grid.addLine(to: CGPoint(x: x, y: bounds.height))
            }
            for y in stride(from: 20, to: bounds.height, by: 30) {
                grid.move(to: CGPoint(x: 0, y: y))
                grid.addLine(to: CGPoint(x: bounds.width, y: y))
            }
            grid.lineWidth = 2
            grid.stroke()
        case .dial:
            UIColor(white: 0.3, alpha: 1).setStroke()
            let ticks = UIBezierPath()
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            for step in 0..<12 {
                let angle = CGFloat(step) * .pi / 6
                ticks.move(to: CGPoint(x: center.x + cos(angle) * 120, y: center.y + sin(angle) * 120))
                ticks.addLine(to: CGPoint(x: center.x + cos(angle) * 136, y: center.y + sin(angle) * 136))
            }
            ticks.lineWidth = 4
            ticks.stroke()
            UIColor.systemRed.setFill()
            let pointer = UIBezierPath()
            pointer.move(to: CGPoint(x: center.x, y: 8))
            pointer.addLine(to: CGPoint(x: center.x - 14, y: 36))
            pointer.addLine(to: CGPoint(x: center.x + 14, y: 36))
            pointer.close()
            pointer.fill()
        }
    }
}
