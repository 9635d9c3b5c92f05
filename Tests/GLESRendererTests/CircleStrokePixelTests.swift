import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// A shape layer that strokes a circle, or an arc of it, is drawn as a ring
/// cut by angle (`StrokeArc`, the layer program's arc variant) instead of
/// being rasterized: the same pixels as the rasterized stroke, up to the
/// two rasterizers' anti-aliasing, for every cap, direction and part.
final class CircleStrokePixelTests: LayerTreePixelTestCase {
    override func tearDown() {
        DrawListBuilder.drawsCircleStrokes = true
        super.tearDown()
    }

    private struct Case {
        var name: String
        var path: CGPath
        var start: CGFloat = 0
        var end: CGFloat = 1
        var cap: CAShapeLayerLineCap = .butt
        var width: CGFloat = 5
        var transform = CATransform3DIdentity
        /// Edge pixels allowed to differ by more than 24 levels: the
        /// rasterized stroke of a turned layer is its texture resampled
        /// (softer edges), where the ring is drawn at the pixels.
        var softEdges = 12
    }

    private func draw(_ c: Case, analytic: Bool) throws -> Pixels {
        DrawListBuilder.drawsCircleStrokes = analytic
        let root = rootLayer()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        shape.path = c.path
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.9)
        shape.lineWidth = c.width
        shape.lineCap = c.cap
        shape.strokeStart = c.start
        shape.strokeEnd = c.end
        shape.transform = c.transform
        root.addSublayer(shape)
        return try draw(root)
    }

    private var cases: [Case] {
        let circle = CGPath(ellipseIn: CGRect(x: 8, y: 8, width: 48, height: 48), transform: nil)
        let clockwiseArc = CGMutablePath()
        clockwiseArc.addArc(center: CGPoint(x: 32, y: 32), radius: 20, startAngle: -.pi / 2, endAngle: .pi,
                            clockwise: true)
        let fullArc = CGMutablePath()
        fullArc.addArc(center: CGPoint(x: 30, y: 33), radius: 22, startAngle: 1, endAngle: 1 + 2 * .pi, clockwise: false)
        return [
            Case(name: "whole circle", path: circle),
            Case(name: "growing arc, butt", path: circle, end: 0.3),
            Case(name: "middle part, round", path: circle, start: 0.2, end: 0.85, cap: .round),
            Case(name: "nearly all, round", path: circle, start: 0.02, end: 0.97, cap: .round, width: 7),
            Case(name: "arc turning the other way", path: clockwiseArc, start: 0.1, end: 0.9, cap: .round),
            Case(name: "open full-turn arc, butt", path: fullArc, start: 0.25, end: 0.6),
            Case(name: "turned layer", path: circle, end: 0.55, cap: .round,
                 transform: CATransform3DMakeRotation(0.7, 0, 0, 1), softEdges: 160),
            Case(name: "hairline", path: circle, start: 0.1, end: 0.7, width: 1.5),
            Case(name: "line wider than the circle, round", path: CGPath(
                ellipseIn: CGRect(x: 24, y: 24, width: 16, height: 16), transform: nil), start: 0.1, end: 0.6,
                 cap: .round, width: 20),
        ]
    }

    func testEveryCaseDrawsWhatTheRasterizedStrokeDraws() throws {
        for c in cases {
            let analytic = try draw(c, analytic: true)
            let rasterized = try draw(c, analytic: false)
            var worst = 0, differing = 0
            var inkA = 0, inkB = 0
            for y in 0..<64 {
                for x in 0..<64 {
                    let a = analytic[x, y], b = rasterized[x, y]
                    inkA += Int(a.a)
                    inkB += Int(b.a)
                    let difference = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)),
                                         abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                    worst = max(worst, difference)
                    if difference > 24 { differing += 1 }
                }
            }
            // Edge pixels may differ by the two anti-aliasings; nothing else.
            XCTAssertLessThanOrEqual(worst, 72, "\(c.name): worst pixel differs by \(worst)")
            XCTAssertLessThanOrEqual(differing, c.softEdges, "\(c.name): \(differing) pixels differ by more than 24")
            XCTAssertGreaterThan(inkB, 0, c.name)
            XCTAssertEqual(Double(inkA), Double(inkB), accuracy: Double(inkB) * 0.02, "\(c.name): ink")
        }
    }

    /// The stroke's ends move every frame without anything being rasterized.
    func testAnArcIsNotRasterized() throws {
        let root = rootLayer()
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 8, y: 8, width: 48, height: 48), transform: nil)
        shape.fillColor = nil
        shape.strokeColor = .testGreen
        shape.strokeEnd = 0.4
        root.addSublayer(shape)
        _ = try draw(root)
        XCTAssertEqual(feed.tree.drawnContents.count, 0, "nothing rasterized")
        DrawListBuilder.drawsCircleStrokes = false
        _ = try draw(root)
        XCTAssertEqual(feed.tree.drawnContents.count, 1, "the rasterized stroke, when arcs are off")
    }
}
