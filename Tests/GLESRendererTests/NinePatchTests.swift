import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
import XCTest

/// Which layers `NinePatch` splits, and that its pieces tile the bounds.
final class NinePatchTests: XCTestCase {
    /// Layer space → clip space for a 256 × 256 target, the layer's top-left at (20, 30).
    private func toClip(_ layer: CATransform3D = CATransform3DIdentity) -> CATransform3D {
        let place = CATransform3DConcat(layer, CATransform3DMakeTranslation(20, 30, 0))
        return CATransform3DConcat(place, ClipSpace.pixelToClip(width: 256, height: 256))
    }

    private func card(_ transform: CATransform3D? = nil) -> QuadInstance {
        QuadInstance(transform: transform ?? toClip(), size: CGSize(width: 200, height: 120),
                     backgroundColor: PremultipliedColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1),
                     corners: LayerCorners(radius: 16), borderWidth: 2, borderColor: .white)
    }

    private func split(_ instance: QuadInstance) -> NinePatch? {
        NinePatch(instance, drawsContents: false, targetWidth: 256, targetHeight: 256)
    }

    /// Every piece, rim and inside, as rectangles.
    private func pieces(_ patch: NinePatch) -> (rim: [CGRect], inside: [CGRect]) {
        var rim: [CGRect] = [], inside: [CGRect] = []
        func rect(_ p: NinePatch.Piece) -> CGRect {
            CGRect(x: p.minX, y: p.minY, width: p.maxX - p.minX, height: p.maxY - p.minY)
        }
        patch.forEachRimPiece { rim.append(rect($0)) }
        patch.forEachInsidePiece { inside.append(rect($0)) }
        return (rim, inside)
    }

    func testThePiecesTileTheBoundsWithoutOverlap() throws {
        var square = card()
        square.corners.radius = 0
        var turned = card(toClip(CATransform3DMakeRotation(0.7, 0, 0, 1)))
        turned.borderWidth = 0
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let tilted = card(toClip(CATransform3DConcat(CATransform3DMakeRotation(0.9, 0, 1, 0), perspective)))
        for (label, instance) in [("card", card()), ("square corners", square), ("turned, no border", turned),
                                  ("turned in perspective", tilted)] {
            let patch = try XCTUnwrap(split(instance), label)
            let (rim, inside) = pieces(patch)
            let all = rim + inside
            XCTAssertEqual(rim.count, 8, label)
            let area = all.reduce(0) { $0 + $1.width * $1.height }
            XCTAssertEqual(area, 200 * 120, accuracy: 1e-6, label)
            for (i, a) in all.enumerated() {
                XCTAssertGreaterThanOrEqual(a.width, 0, label)
                XCTAssertGreaterThanOrEqual(a.height, 0, label)
                XCTAssertTrue(CGRect(x: 0, y: 0, width: 200, height: 120).contains(a), "\(label): \(a)")
                for b in all[(i + 1)...] {
                    let overlap = a.intersection(b)
                    XCTAssertTrue(overlap.isNull || overlap.width * overlap.height < 1e-9, "\(label): \(a) and \(b)")
                }
            }
        }
    }

    func testTheBandsHoldTheBorderTheCornersAndAPixelAndAHalf() throws {
        let patch = try XCTUnwrap(split(card()))
        XCTAssertEqual(patch.edgeWidth, 2 + 1.5, accuracy: 1e-9, "border + 1.5 px at one unit per pixel")
        XCTAssertEqual(patch.edgeHeight, 2 + 1.5, accuracy: 1e-9)
        XCTAssertEqual(patch.cornerWidth, 16, accuracy: 1e-9, "the radius, larger than the band")
        // Seen at half size a pixel spans two units: the bands widen with it.
        let small = try XCTUnwrap(split(card(toClip(CATransform3DMakeScale(0.5, 0.5, 1)))))
        XCTAssertEqual(small.edgeWidth, 2 + 3, accuracy: 1e-9)
        // Turned about y in perspective, x is foreshortened and y is not.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let tilted = try XCTUnwrap(split(card(toClip(CATransform3DConcat(CATransform3DMakeRotation(1.0, 0, 1, 0), perspective)))))
        XCTAssertGreaterThan(tilted.edgeWidth, 2 + 1.5 / cos(1.0) - 0.01)
        XCTAssertGreaterThan(tilted.edgeWidth, tilted.edgeHeight)
    }

    func testOnlyOpaqueUntexturedLayersLargeEnoughAndFacingTheEyeAreSplit() {
        var translucent = card()
        translucent.backgroundColor.alpha = 0.5
        var faded = card()
        faded.opacity = 0.9
        var additive = card()
        additive.blendsAdditively = true
        var tiny = card()
        tiny.size = CGSize(width: 30, height: 30)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let edgeOn = card(toClip(CATransform3DConcat(CATransform3DMakeRotation(1.56, 0, 1, 0), perspective)))
        let behind = card(toClip(CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 600), perspective)))
        var nan = card()
        nan.transform.m11 = .nan
        for (label, instance) in [("translucent", translucent), ("faded", faded), ("additive", additive),
                                  ("too small", tiny), ("edge-on", edgeOn), ("behind the eye", behind),
                                  ("not finite", nan)] {
            XCTAssertNil(split(instance), label)
        }
        XCTAssertNil(NinePatch(card(), drawsContents: true,
                               targetWidth: 256, targetHeight: 256), "contents")
        XCTAssertNotNil(split(card()))
    }
}
