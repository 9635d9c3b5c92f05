import Foundation
import LayerHost
import SampleSupport

/// The page: a title line, then a row of shape layers, a row of gradient
/// layers and a row of text layers on a dark background, each cell 180 × 160
/// points with a two-line caption under it (the layer's class, then the
/// property shown and whether it animates). The grid is centred in the
/// page. Main thread.
final class DrawnLayersPage {
    static let width = 960, height = 670
    static let columns = 5, rows = 3
    static let cellSize = CGSize(width: 180, height: 160)
    /// Space between cells across; down, a cell's caption and a gap.
    static let columnGap: CGFloat = 8, captionHeight: CGFloat = 34, rowGap: CGFloat = 8
    /// Where the first row starts, under the title line.
    static let gridTop: CGFloat = 50
    let root = CALayer()

    init() {
        root.frame = CGRect(x: 0, y: 0, width: DrawnLayersPage.width, height: DrawnLayersPage.height)
        root.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.11, alpha: 1)
        root.addSublayer(CATextLayer(label: "Drawn layers (document 002): each cell names its layer class and the property it shows",
                                     frame: CGRect(x: Self.gridLeft, y: 16, width: 640, height: 22), fontSize: 16,
                                     color: Self.color(0.92, 0.93, 0.96)))
        root.addSublayer(CATextLayer(label: "Esc: quit", frame: CGRect(x: Self.gridLeft + Self.gridWidth - 200, y: 19,
                                                                        width: 200, height: 18),
                                     fontSize: 12, color: Self.color(0.6, 0.62, 0.68), alignment: .right))
        addShapes()
        addGradients()
        addTexts()
    }

    /// The grid's width: five cells and the gaps between them.
    static let gridWidth = CGFloat(columns) * cellSize.width + CGFloat(columns - 1) * columnGap
    /// The grid's left edge, which centres it across the page.
    static let gridLeft = ((CGFloat(width) - gridWidth) / 2).rounded()

    /// A cell's frame: `column` 0…4 of `row` 0…2.
    static func cell(column: Int, row: Int) -> CGRect {
        CGRect(x: gridLeft + CGFloat(column) * (cellSize.width + columnGap),
               y: gridTop + CGFloat(row) * (cellSize.height + captionHeight + rowGap),
               width: cellSize.width, height: cellSize.height)
    }

    /// A cell with a faint panel behind it, ready for one drawn layer, and
    /// its caption under it: the layer's class, then what it shows.
    func panel(column: Int, row: Int, _ layerClass: String, _ shows: String) -> CALayer {
        let cell = DrawnLayersPage.cell(column: column, row: row)
        let panel = CALayer()
        panel.frame = cell
        panel.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.05)
        panel.cornerRadius = 12
        panel.name = "\(layerClass) \(shows)"
        root.addSublayer(panel)
        root.addSublayer(CATextLayer(label: layerClass, frame: CGRect(x: cell.minX + 4, y: cell.maxY + 3,
                                                                     width: cell.width - 8, height: 15),
                                     fontSize: 12, color: Self.color(0.9, 0.91, 0.95)))
        root.addSublayer(CATextLayer(label: shows, frame: CGRect(x: cell.minX + 4, y: cell.maxY + 18,
                                                                width: cell.width - 8, height: 14),
                                     fontSize: 11, color: Self.color(0.6, 0.62, 0.68)))
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
        panel(column: 0, row: 0, "CAShapeLayer", "fillRule .evenOdd (still)").addSublayer(star)

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
        panel(column: 1, row: 0, "CAShapeLayer", "lineDashPhase 0 to 32, animated").addSublayer(ants)

        // A spinner: the arc grows and shrinks while the layer turns.
        let spinner = CAShapeLayer()
        spinner.frame = CGRect(x: 40, y: 30, width: 100, height: 100)
        spinner.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        spinner.fillColor = nil
        spinner.strokeColor = Self.color(0.4, 1, 0.6)
        spinner.lineWidth = 8
        spinner.lineCap = .round
        spinner.add(CAAnimationGroup.spinnerStroke(duration: 1.6), forKey: "stroke")
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.toValue = 2 * CGFloat.pi
        turn.duration = 2
        turn.repeatCount = .infinity
        spinner.add(turn, forKey: "turn")
        panel(column: 2, row: 0, "CAShapeLayer", "strokeStart/End + rotation.z").addSublayer(spinner)

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
        panel(column: 3, row: 0, "CAShapeLayer", "path morphs square to diamond").addSublayer(morph)

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
        panel(column: 4, row: 0, "CAShapeLayer", "strokeEnd 0 to 1, animated").addSublayer(tick)
    }

    // MARK: Gradients

    private func addGradients() {
        let sunset = [Self.color(1, 0.35, 0.3), Self.color(1, 0.75, 0.3), Self.color(0.3, 0.2, 0.6)]
        for (column, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 20, y: 20, width: 140, height: 120)
            gradient.cornerRadius = 14
            gradient.type = type
            gradient.colors = type == .conic ? sunset + [sunset[0]] : sunset
            if type != .axial {
                gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            }
            panel(column: column, row: 1, "CAGradientLayer", "type .\(type.rawValue) (still)").addSublayer(gradient)
        }

        // Animated colours: a sweep of cool colours turning warm and back.
        let mood = CAGradientLayer()
        mood.frame = CGRect(x: 20, y: 20, width: 140, height: 120)
        mood.cornerRadius = 14
        mood.startPoint = CGPoint(x: 0, y: 0)
        mood.endPoint = CGPoint(x: 1, y: 1)
        mood.colors = [Self.color(0.2, 0.5, 1), Self.color(0.2, 1, 0.8)]
        let warm = CABasicAnimation(keyPath: "colors")
        warm.toValue = [Self.color(1, 0.3, 0.5), Self.color(1, 0.9, 0.3)]
        warm.duration = 1.5
        warm.autoreverses = true
        warm.repeatCount = .infinity
        mood.add(warm, forKey: "warm")
        panel(column: 3, row: 1, "CAGradientLayer", "colors cool to warm, animated").addSublayer(mood)

        // Animated locations: a highlight sliding across, the "slide to unlock" shine.
        let shine = CAGradientLayer()
        shine.frame = CGRect(x: 20, y: 50, width: 140, height: 60)
        shine.cornerRadius = 30
        shine.startPoint = CGPoint(x: 0, y: 0.5)
        shine.endPoint = CGPoint(x: 1, y: 0.5)
        let dim = Self.color(0.35, 0.35, 0.4), bright = Self.color(0.95, 0.95, 1)
        shine.colors = [dim, bright, dim]
        shine.locations = [-0.3, -0.15, 0]
        let slide = CABasicAnimation(keyPath: "locations")
        slide.toValue = [1, 1.15, 1.3]
        slide.duration = 1.6
        slide.repeatCount = .infinity
        shine.add(slide, forKey: "slide")
        panel(column: 4, row: 1, "CAGradientLayer", "locations sliding, animated").addSublayer(shine)
    }

    // MARK: Text

    private func addTexts() {
        func text(_ string: Any, column: Int, shows: String, _ configure: (CATextLayer) -> Void) {
            let text = CATextLayer()
            text.frame = CGRect(x: 12, y: 12, width: 156, height: 136)
            text.string = string
            text.fontSize = 15
            text.contentsScale = 2
            configure(text)
            panel(column: column, row: 2, "CATextLayer", shows).addSublayer(text)
        }
        text("Layers draw text with the system's fonts, shaped by Pango and wrapped at word boundaries.",
             column: 0, shows: "isWrapped = true (still)") { $0.isWrapped = true }
        text("A single line far too long to fit in the layer", column: 1,
             shows: "truncationMode .end (still)") {
            $0.truncationMode = .end
            $0.foregroundColor = Self.color(1, 0.8, 0.4)
        }
        text("Centred\ntext\nin three lines", column: 2, shows: "alignmentMode .center (still)") {
            $0.alignmentMode = .center
            $0.fontSize = 20
            $0.foregroundColor = Self.color(0.5, 0.9, 1)
        }
        let styled = NSMutableAttributedString(string: "Bold ", attributes: [
            .font: "DejaVu Sans Bold" as CFTypeRef, .foregroundColor: Self.color(1, 0.5, 0.5)])
        styled.append(NSAttributedString(string: "and serif", attributes: [
            .font: "DejaVu Serif" as CFTypeRef, .foregroundColor: Self.color(0.6, 1, 0.6)]))
        text(styled, column: 3, shows: "NSAttributedString fonts (still)") { $0.isWrapped = true }

        // fontSize animates on the render thread.
        text("Grow", column: 4, shows: "fontSize 18 to 44, animated") {
            $0.alignmentMode = .center
            $0.fontSize = 18
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.toValue = 44
            grow.duration = 1.2
            grow.autoreverses = true
            grow.repeatCount = .infinity
            $0.add(grow, forKey: "grow")
        }
    }
}
