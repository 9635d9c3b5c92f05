import UIKit

/// The "man" of listing 4-9: a stick figure drawn into an image, so that
/// the layer that shows it has an orientation one can see.
enum StickFigure {
    static func image(size: CGSize) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        defer { UIGraphicsEndImageContext() }
        let w = size.width, h = size.height
        UIColor(red: 0.15, green: 0.2, blue: 0.45, alpha: 1).setStroke()
        UIColor(red: 0.98, green: 0.8, blue: 0.6, alpha: 1).setFill()
        let head = UIBezierPath(ovalIn: CGRect(x: w / 2 - 18, y: 6, width: 36, height: 36))
        head.lineWidth = 4
        head.fill()
        head.stroke()
        let body = UIBezierPath()
        body.move(to: CGPoint(x: w / 2, y: 42))
        body.addLine(to: CGPoint(x: w / 2, y: h * 0.68))
        body.move(to: CGPoint(x: 10, y: 62))
        body.addLine(to: CGPoint(x: w / 2, y: 74))
        body.addLine(to: CGPoint(x: w - 10, y: 62))
        body.move(to: CGPoint(x: w / 2 - 28, y: h - 6))
        body.addLine(to: CGPoint(x: w / 2, y: h * 0.68))
        body.addLine(to: CGPoint(x: w / 2 + 28, y: h - 6))
        body.lineWidth = 6
        body.lineCapStyle = .round
        body.lineJoinStyle = .round
        body.stroke()
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
