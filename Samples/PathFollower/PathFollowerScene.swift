import Foundation
import LayerHost
import SampleSupport

/// The page: five cards of path followers and a mode bar naming the
/// calculation mode every keyframe animation on the page uses. Changing the
/// mode restarts every follower together, so the cards stay in step.
/// Main thread.
final class PathFollowerScene: SampleScene {
    let title = "PathFollower"
    let width = 960, height = 690
    let root = CALayer()
    static let modes: [CAAnimationCalculationMode] = [.linear, .paced, .cubic]

    private let modeBar = ModeBar(titles: PathFollowerScene.modes.map(\.rawValue), origin: CGPoint(x: 330, y: 18),
                                  pillWidth: 90)
    /// Re-adds one card's animations with the current mode.
    private var starters: [(CAAnimationCalculationMode) -> Void] = []
    /// Every layer that rides a path, with the panel it must stay inside.
    private(set) var followers: [(layer: CALayer, panel: CALayer)] = []

    init() {
        root.setUpAsPage(width: width, height: height)
        root.addSublayer(CATextLayer(label: "calculationMode", frame: CGRect(x: 200, y: 22, width: 124, height: 20),
                                     fontSize: 14, alignment: .right))
        root.addSublayer(modeBar.layer)
        root.addSublayer(CATextLayer(label: "C: next mode   click: restart   Esc: quit",
                                     frame: CGRect(x: 640, y: 22, width: 305, height: 20), fontSize: 12,
                                     color: .rgb(0.45, 0.45, 0.5), alignment: .right))
        addListing810(in: card(column: 0, row: 0, "Listing 8.10: group, rotateAuto"))
        addSquareByValues(in: card(column: 1, row: 0, "Square path by keyframe values"))
        addRoundedRectFollower(in: card(column: 2, row: 0, "Rounded-rect path, CAShapeLayer outline"))
        addColourChangingGroup(in: card(column: 0, row: 1, "Group: colour changes along the path"))
        addZigzag(in: card(CGRect(x: 330, y: 375, width: 615, height: 300), "Values of uneven lengths: the trail shows the pace"))
        restart()
    }

    /// The mode every keyframe animation uses now.
    var mode: CAAnimationCalculationMode { Self.modes[modeBar.selectedIndex] }

    /// Steps to the next calculation mode and restarts the followers with it.
    func nextMode() {
        modeBar.selectedIndex = (modeBar.selectedIndex + 1) % Self.modes.count
        restart()
    }

    /// Starts every follower from the beginning of its path.
    func restart() {
        restart(with: mode)
    }

    /// Starts every follower from the beginning of its path in `mode`.
    func restart(with mode: CAAnimationCalculationMode) {
        for start in starters { start(mode) }
    }

    func handle(_ event: LayerWindow.Event) {
        switch event {
        case .keyDown(let key) where key.keyName == "c":
            nextMode()
        case .pointerDown(let pointer):
            if let index = modeBar.index(at: pointer.location) {
                modeBar.selectedIndex = index
            }
            restart()
        default:
            break
        }
    }

    /// The export's script: every 2 seconds the next mode.
    func exportFrame(_ index: Int) {
        if index > 0 && index % 120 == 0 { nextMode() }
    }

    // MARK: Cards

    private func card(column: Int, row: Int, _ title: String) -> CALayer {
        card(CGRect(x: 15 + CGFloat(column) * 315, y: 60 + CGFloat(row) * 315, width: 300, height: 300), title)
    }

    private func card(_ frame: CGRect, _ title: String) -> CALayer {
        let card = CALayer(panelFrame: frame, title: title)
        root.addSublayer(card)
        return card
    }

    /// A CAShapeLayer stroking `path` in `color`, unfilled, as the listings draw their paths.
    private func outline(_ path: CGPath, _ color: CGColor, width: CGFloat, in card: CALayer) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = color
        layer.lineWidth = width
        card.addSublayer(layer)
        return layer
    }

    /// Listing 8.10 of document 000, as it is but shrunk to 72 % and
    /// centred under the card's title (so the turned square stays inside the
    /// card along the whole curve) and repeating: the red bezier drawn by a CAShapeLayer, the green 64 × 64
    /// layer following it turned to its tangent while its colour goes to red,
    /// a 4-second group.
    private func addListing810(in card: CALayer) {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 13, width: 300, height: 300)
        container.transform = CATransform3DMakeScale(0.72, 0.72, 1)
        container.name = card.name
        card.addSublayer(container)

        let bezierPath = CGMutablePath()
        bezierPath.move(to: CGPoint(x: 0, y: 150))
        bezierPath.addCurve(to: CGPoint(x: 300, y: 150), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 300))
        _ = outline(bezierPath, .rgb(1, 0, 0), width: 3, in: container)

        let colorLayer = CALayer()
        colorLayer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        colorLayer.position = CGPoint(x: 0, y: 150)
        colorLayer.backgroundColor = .rgb(0, 1, 0)
        colorLayer.name = "listing 8.10 colour layer"
        container.addSublayer(colorLayer)
        followers.append((colorLayer, card))

        starters.append { mode in
            let animation1 = CAKeyframeAnimation()
            animation1.keyPath = "position"
            animation1.path = bezierPath
            animation1.rotationMode = .rotateAuto
            animation1.calculationMode = mode
            let animation2 = CABasicAnimation()
            animation2.keyPath = "backgroundColor"
            animation2.toValue = CGColor.rgb(1, 0, 0)
            let groupAnimation = CAAnimationGroup()
            groupAnimation.animations = [animation1, animation2]
            groupAnimation.duration = 4
            groupAnimation.repeatCount = .infinity
            colorLayer.add(groupAnimation, forKey: "listing 8.10")
        }
    }

    /// Document 004's values example, moved into the card: five corners of a
    /// square (the last the first again) over 6 seconds. Dots mark the
    /// keyframes; cubic rounds the corners off through them, bulging out by
    /// an eighth of a side, so the square is 160 points a side and centred
    /// under the title to leave room for the bulge.
    private func addSquareByValues(in card: CALayer) {
        let corners = [CGPoint(x: 70, y: 83), CGPoint(x: 230, y: 83), CGPoint(x: 230, y: 243),
                       CGPoint(x: 70, y: 243), CGPoint(x: 70, y: 83)]
        addKeyframeGuide(corners, in: card)
        let childView = follower(size: 50, color: .rgb(1, 0.55, 0.1), name: "square follower", in: card)
        childView.position = corners[0]
        starters.append { mode in
            let animation = Self.positionKeyframes(mode, duration: 6)
            animation.values = corners.map { NSValue(cgPoint: $0) }
            animation.repeatCount = .infinity
            childView.add(animation, forKey: "animation")
        }
    }

    /// Document 004's path example: a rounded rectangle (radius 30) stroked
    /// black by a CAShapeLayer and a 50 × 50 picture layer following it, 6
    /// seconds a lap (15 in the document).
    private func addRoundedRectFollower(in card: CALayer) {
        let bezierPath = Self.roundedRect
        _ = outline(bezierPath, .rgb(0, 0, 0), width: 1, in: card)
        let childView = follower(size: 50, color: nil, name: "rounded-rect follower", in: card)
        childView.contents = Self.drawBadge()
        childView.position = Self.roundedRectFrame.origin
        starters.append { mode in
            let animation = Self.positionKeyframes(mode, duration: 6)
            animation.path = bezierPath
            animation.repeatCount = .infinity
            childView.add(animation, forKey: "animation")
        }
    }

    /// Document 004's group example: on the same rounded rectangle, a red
    /// layer turned to the path's tangent over 10 seconds while its colour
    /// goes to blue in the first 3 (filled forwards for the rest).
    private func addColourChangingGroup(in card: CALayer) {
        let bezierPath = Self.roundedRect
        _ = outline(bezierPath, .rgb(0, 0, 0), width: 1, in: card)
        let childView = follower(size: 50, color: .rgb(1, 0, 0), name: "group follower", in: card)
        childView.position = Self.roundedRectFrame.origin
        starters.append { mode in
            let keyAnimation = Self.positionKeyframes(mode, duration: 10)
            keyAnimation.path = bezierPath
            keyAnimation.rotationMode = .rotateAuto
            let basicAnimation = CABasicAnimation()
            basicAnimation.keyPath = "backgroundColor"
            basicAnimation.fromValue = CGColor.rgb(1, 0, 0)
            basicAnimation.toValue = CGColor.rgb(0, 0, 1)
            basicAnimation.duration = 3
            basicAnimation.fillMode = .forwards
            let animationGroup = CAAnimationGroup()
            animationGroup.animations = [keyAnimation, basicAnimation]
            animationGroup.duration = 10
            animationGroup.repeatCount = .infinity
            childView.add(animationGroup, forKey: "animationGroup")
        }
    }

    /// Keyframes with segments of very different lengths, and a trail of
    /// ghosts each a little behind the one before. Linear gives every
    /// segment the same time (the trail stretches on long ones and bunches
    /// on short ones), paced the same speed (evenly spaced ghosts), cubic a
    /// smooth curve through the keyframes.
    private func addZigzag(in card: CALayer) {
        let points = [CGPoint(x: 40, y: 250), CGPoint(x: 90, y: 80), CGPoint(x: 140, y: 250), CGPoint(x: 400, y: 70),
                      CGPoint(x: 450, y: 250), CGPoint(x: 575, y: 150)]
        addKeyframeGuide(points, in: card)
        let duration = 5.0
        let ghosts = 10
        for ghost in (0...ghosts).reversed() {
            let size: CGFloat = ghost == 0 ? 26 : 14
            let dot = follower(size: size, color: .rgb(0.2, 0.45, 0.95, ghost == 0 ? 1 : 0.55 - 0.04 * CGFloat(ghost)),
                               name: ghost == 0 ? "zigzag follower" : "zigzag trail", in: card)
            dot.cornerRadius = size / 2
            dot.position = points[0]
            starters.append { mode in
                let animation = Self.positionKeyframes(mode, duration: duration)
                animation.values = points.map { NSValue(cgPoint: $0) }
                animation.repeatCount = .infinity
                // Each ghost 0.1 s behind the one before: the lap is shifted back.
                animation.timeOffset = duration - 0.1 * Double(ghost)
                dot.add(animation, forKey: "animation")
            }
        }
    }

    /// Where document 004's rounded rectangle (50, 100, 300, 300) lies in a
    /// card: shrunk to 190 points and centred under the title, so that a 50-point
    /// follower turned to the path at a corner (reaching about 31 points past
    /// the side) stays inside the card.
    static let roundedRectFrame = CGRect(x: 55, y: 68, width: 190, height: 190)
    /// Document 004's rounded rectangle (radius 30), made to fit a card.
    static let roundedRect = CGPath(roundedRect: roundedRectFrame, cornerWidth: 30, cornerHeight: 30, transform: nil)

    /// A keyframe animation of `position` lasting `duration` seconds in `mode`, its keyframes still to give.
    static func positionKeyframes(_ mode: CAAnimationCalculationMode, duration: CFTimeInterval) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation()
        animation.keyPath = "position"
        animation.duration = duration
        animation.calculationMode = mode
        return animation
    }

    /// A faint dashed polyline through `points` with a dot on each keyframe.
    private func addKeyframeGuide(_ points: [CGPoint], in card: CALayer) {
        let polyline = CGMutablePath()
        polyline.addLines(between: points)
        let guide = outline(polyline, .rgb(0.6, 0.62, 0.7), width: 1, in: card)
        guide.lineDashPattern = [4, 4]
        let dots = CGMutablePath()
        for point in points {
            dots.addEllipse(in: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
        }
        let marks = CAShapeLayer()
        marks.path = dots
        marks.fillColor = .rgb(0.45, 0.47, 0.55)
        card.addSublayer(marks)
    }

    private func follower(size: CGFloat, color: CGColor?, name: String, in card: CALayer) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        layer.backgroundColor = color
        layer.name = name
        card.addSublayer(layer)
        followers.append((layer, card))
        return layer
    }

    /// The picture riding the rounded rectangle (the document's "qq" icon):
    /// a smiling face, upright when the layer is.
    static func drawBadge() -> CGImage {
        CGImage.drawn(width: 100, height: 100) { context in
            context.setFillColor(.rgb(0.1, 0.65, 0.55))
            context.fillEllipse(in: CGRect(x: 4, y: 4, width: 92, height: 92))
            context.setFillColor(.rgb(1, 1, 1))
            context.fillEllipse(in: CGRect(x: 28, y: 54, width: 14, height: 18))
            context.fillEllipse(in: CGRect(x: 58, y: 54, width: 14, height: 18))
            context.setStrokeColor(.rgb(1, 1, 1))
            context.setLineWidth(6)
            context.setLineCap(.round)
            context.addArc(center: CGPoint(x: 50, y: 44), radius: 22, startAngle: .pi * 1.15, endAngle: .pi * 1.85,
                           clockwise: false)
            context.strokePath()
        }
    }
}
