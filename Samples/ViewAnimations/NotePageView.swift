import UIKit

/// A page of a notepad drawn in `draw(_:)`: ruled lines, a margin,
/// `notes` scribbled lines standing for text, and the page number as dots
/// in the bottom corner.
final class NotePageView: UIView {
    var notes = 0 {
        didSet { setNeedsDisplay() }
    }
    var pageNumber = 1 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 1, green: 0.98, blue: 0.88, alpha: 1)
        layer.cornerRadius = 6
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        UIColor(red: 0.55, green: 0.7, blue: 0.95, alpha: 1).setStroke()
        var y: CGFloat = 50
        while y < bounds.height {
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: y))
            line.addLine(to: CGPoint(x: bounds.width, y: y))
            line.lineWidth = 1
            line.stroke()
            y += 26
        }
        UIColor(red: 0.9, green: 0.35, blue: 0.35, alpha: 1).setStroke()
        let margin = UIBezierPath()
        margin.move(to: CGPoint(x: 40, y: 0))
        margin.addLine(to: CGPoint(x: 40, y: bounds.height))
        margin.lineWidth = 2
        margin.stroke()
        UIColor(red: 0.9, green: 0.35, blue: 0.35, alpha: 1).setFill()
        for index in 0..<min(pageNumber, 10) {
            let x = bounds.width - 20 - CGFloat(index) * 14
            UIBezierPath(ovalIn: CGRect(x: x - 5, y: bounds.height - 22, width: 10, height: 10)).fill()
        }
        UIColor(white: 0.2, alpha: 1).setStroke()
        for index in 0..<min(notes, 12) {
            let baseline = 50 + CGFloat(index) * 26 - 6
            let scribble = UIBezierPath()
            scribble.move(to: CGPoint(x: 50, y: baseline))
            var x: CGFloat = 50
            let end = bounds.width - 20 - CGFloat((index * 37) % 90)
            while x < end {
                scribble.addQuadCurve(to: CGPoint(x: x + 12, y: baseline),
                                      controlPoint: CGPoint(x: x + 6, y: baseline - 10))
                x += 12
            }
            scribble.lineWidth = 2
            scribble.stroke()
        }
    }
}
