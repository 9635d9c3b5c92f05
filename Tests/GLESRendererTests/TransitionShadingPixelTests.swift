import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// The transitions drawn as iOS draws them, on a page big enough to see:
/// the page curl rolls round a cylinder (its back lighter and lit by how it
/// faces, its inside darker, a shadow on the page beneath), the cube's faces
/// darken as they turn away, and the ripple's moving edges are anti-aliased.
///
/// The page covers (16, 16)–(176, 128) of a 192 × 144 frame: its old look
/// is a light page with four dark lines of "text" on its left; its new look
/// is plain green. Transitions run linearly over one second.
final class TransitionShadingPixelTests: LayerTreePixelTestCase {
    private var root: CALayer!
    private var page: CALayer!
    private var lines: [CALayer] = []
    private var frame: (renderer: GLESFrameRenderer, target: OffscreenRenderTarget)!
    private var start: Double = 0

    private static let paper = CGColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
    private static let ink = CGColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 1)

    private func setUpScene(_ type: String, _ subtype: CATransitionSubtype = .fromLeft) throws {
        root = rootLayer(width: 192, height: 144)
        page = layer(CGRect(x: 16, y: 16, width: 160, height: 112), Self.paper, in: root)
        lines = (0..<4).map { layer(CGRect(x: 12, y: 14 + CGFloat($0) * 24, width: 60, height: 8), Self.ink, in: page) }
        frame = try frameRenderer(width: 192, height: 144)
        _ = try draw(root, with: frame)
        start = CACurrentMediaTime() + 100
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: type)
        transition.subtype = subtype
        transition.duration = 1
        transition.beginTime = start
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        page.backgroundColor = .testGreen
        for line in lines { line.isHidden = true }
        page.add(transition, forKey: nil)
        CATransaction.commit()
    }

    private func pixels(at progress: Double) throws -> Pixels {
        try draw(root, with: frame, at: start + progress)
    }

    private func luminance(_ c: RGBA) -> Int { (Int(c.r) * 3 + Int(c.g) * 6 + Int(c.b)) / 10 }

    /// Half way through a curl from the left, along the middle row: the new
    /// page where the old one has gone, shadowed next to the curl; the
    /// cylinder, its back brightest where it faces up; the back of the page
    /// lying over the flat part (the paper, lighter: white); then the old
    /// page still flat.
    func testPageCurlRollsThePageRoundACylinderHalfWay() throws {
        try setUpScene("pageCurl")
        let pixels = try pixels(at: 0.5)
        try assertMatchesReference(pixels, named: "transition-pageCurl-half")
        let row = 72
        // The new page, well behind the curl: plain green.
        XCTAssertEqual(pixels[20, row], .green)
        // Just behind the cylinder the green is shadowed.
        let shadowed = (20..<120).map { pixels[$0, row] }.filter { (c: RGBA) -> Bool in
            c.r < 10 && c.b < 10 && c.g > 100 && c.g < 235
        }
        XCTAssertFalse(shadowed.isEmpty, "a shadow on the new page beside the curl")
        // The back over the flat part is lighter than the paper (0.9 → 0.96).
        let backs = (60..<176).map { pixels[$0, row] }.filter { (c: RGBA) -> Bool in min(c.r, c.g, c.b) >= 240 }
        XCTAssertFalse(backs.isEmpty, "the page's back, lighter than its front")
        // The far right is the old page, untouched.
        XCTAssertEqual(pixels[172, row], RGBA(230, 230, 230, 255))
        // Along the row the curl's surface darkens towards its edge-on side:
        // some pixel between the shadow and the back is darker than the paper and not green.
        let curled = (20..<176).map { pixels[$0, row] }.filter { (c: RGBA) -> Bool in
            c.r > 60 && c.r == c.g && luminance(c) < 200
        }
        XCTAssertFalse(curled.isEmpty, "the cylinder's shaded side")
        // The fold is turned: the curl reaches further along the bottom than the top.
        let topGreen = (16..<176).filter { pixels[$0, 20] == .green }.count
        let bottomGreen = (16..<176).filter { pixels[$0, 124] == .green }.count
        XCTAssertNotEqual(topGreen, bottomGreen, "one corner leads")
    }

    /// The curl shows the page's content on its back, mirrored: a line of
    /// text from the left of the page turns up over the flat part.
    func testPageCurlShowsTheTextOnThePagesBack() throws {
        try setUpScene("pageCurl")
        let pixels = try pixels(at: 0.35)
        var inked = 0
        for y in 16..<128 {
            for x in 16..<176 {
                let c = pixels[x, y]
                // Ink seen through the back: lighter than ink, bluish, clearly not paper or green.
                if Int(c.b) > Int(c.r) + 20, Int(c.b) > Int(c.g) + 20, c.r > 40 { inked += 1 }
            }
        }
        XCTAssertGreaterThan(inked, 50, "the lines of text, seen from the back")
    }

    func testPageUnCurlLaysTheNewPageBackDown() throws {
        try setUpScene("pageUnCurl")
        let early = try pixels(at: 0.1)
        XCTAssertEqual(early[20, 72], RGBA(230, 230, 230, 255), "the old page under, where the new one is still curled")
        let late = try pixels(at: 0.9)
        XCTAssertEqual(late[172, 72], .green, "the new page laid down from its far side")
    }

    /// A cube face half way round (45°) is darker than one facing the viewer.
    func testCubeFacesDarkenAsTheyTurnAway() throws {
        try setUpScene("cube")
        let facing = try pixels(at: 0)
        XCTAssertEqual(facing[120, 72], RGBA(230, 230, 230, 255), "the old face, facing: as drawn")
        let half = try pixels(at: 0.5)
        let expected = UInt8((230 * TransitionGeometry.cubeShade(angle: .pi / 4)).rounded())
        let newFace = half[40, 72], oldFace = half[150, 72]
        XCTAssertEqual(Int(newFace.g), Int(UInt8((255 * TransitionGeometry.cubeShade(angle: .pi / 4)).rounded())), accuracy: 3)
        XCTAssertEqual(Int(oldFace.r), Int(expected), accuracy: 3)
        XCTAssertEqual(newFace.a, 255)
        let late = try pixels(at: 0.9)
        XCTAssertGreaterThan(late[100, 72].g, newFace.g, "the new face brightens as it comes round")
    }

    /// The ripple moves the picture inside the layer and leaves its outline
    /// alone: every pixel along the inside of the border is covered (the
    /// one-pixel anti-aliasing takes at most a few levels),
    /// every pixel just outside is clear (no bitten, stair-stepped edge), and
    /// inside the lines of text are bent.
    func testRippleBendsThePictureAndKeepsTheLayersOutline() throws {
        try setUpScene("rippleEffect")
        let pixels = try pixels(at: 0.5)
        var border: [String] = []
        for x in 16..<176 {
            for (y, inside) in [(16, true), (127, true), (15, false), (128, false)]
            where inside ? pixels[x, y].a < 240 : pixels[x, y].a != 0 {
                border.append("(\(x), \(y)) alpha \(pixels[x, y].a)")
            }
        }
        for y in 16..<128 {
            for (x, inside) in [(16, true), (175, true), (15, false), (176, false)]
            where inside ? pixels[x, y].a < 240 : pixels[x, y].a != 0 {
                border.append("(\(x), \(y)) alpha \(pixels[x, y].a)")
            }
        }
        XCTAssertEqual(border, [], "the layer's outline stays as it is")
        // Half way, ink mixed with green is dark in red (paper mixed with green is not).
        // Straight, the lines would cover rows 30…37, 54…61, 78…85 and 102…109 on screen.
        let inkRows = Set((16..<128).filter { y in (28..<84).contains { x in pixels[x, y].r < 60 } })
        let straight = Set([30, 54, 78, 102].flatMap { $0..<($0 + 8) })
        XCTAssertFalse(inkRows.isEmpty, "the lines still show")
        XCTAssertFalse(inkRows.isSubset(of: straight), "ink outside the lines' own rows: the picture is bent")
        // Bent, not folded over itself (which draws jagged teeth): down every
        // column across the lines, each of the four lines is one run of ink.
        for x in 30..<80 {
            var runs = 0, inInk = false
            for y in 16..<128 {
                let ink = pixels[x, y].r < 60
                if ink && !inInk { runs += 1 }
                inInk = ink
            }
            XCTAssertEqual(runs, 4, "column \(x): one run of ink per line")
        }
    }
}
