import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// `CATransformLayer` on screen: its sublayers are sorted in true 3D (the
/// nearer one wins, whatever the tree order), it draws nothing of its own,
/// and a cube of six faces shows only its front faces. The cube is saved as
/// `TransformLayerCube.png` for the eye.
final class TransformLayerPixelTests: LayerTreePixelTestCase {
    private static let degree = CGFloat.pi / 180

    /// A layer covering `root` whose sublayers are seen with perspective (eye at `distance`) about its centre.
    private func stage(in root: CALayer, distance: CGFloat) -> CALayer {
        let stage = layer(root.bounds, nil, in: root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / distance
        stage.sublayerTransform = perspective
        return stage
    }

    /// Two overlapping squares in `container`: red first, 20 points nearer
    /// the eye (200 away), green second at the container's depth.
    private func overlappingSquares(in container: CALayer) throws -> Pixels {
        let root = rootLayer(64)
        let stage = stage(in: root, distance: 200)
        container.frame = stage.bounds
        stage.addSublayer(container)
        let near = layer(CGRect(x: 12, y: 12, width: 28, height: 28), .testRed, in: container)
        near.transform = CATransform3DMakeTranslation(0, 0, 20)
        layer(CGRect(x: 24, y: 24, width: 28, height: 28), .testGreen, in: container)
        return try draw(root)
    }

    func testTheNearerSquareWinsUnderATransformLayer() throws {
        let pixels = try overlappingSquares(in: CATransformLayer())
        // Red, 20 nearer with the eye 200 away, is 10/9 as large about the
        // stage's centre (32, 32): it spans 9.8...40.9; green spans 24...52.
        XCTAssertEqual(pixels[32, 32], .red, "in the overlap the nearer square, added first, is drawn over")
        XCTAssertEqual(pixels[39, 39], .red)
        XCTAssertEqual(pixels[11, 11], .red, "red is enlarged by its perspective")
        XCTAssertEqual(pixels[45, 45], .green)
        XCTAssertEqual(pixels[5, 5], .clear)
    }

    func testTheLaterSquareWinsUnderAPlainLayer() throws {
        let pixels = try overlappingSquares(in: CALayer())
        // Flattened into the plain layer's plane, red keeps its size (12...40) and draws first.
        XCTAssertEqual(pixels[32, 32], .green, "in the overlap the later sibling is drawn over")
        XCTAssertEqual(pixels[39, 39], .green)
        XCTAssertEqual(pixels[11, 11], .clear, "red is not enlarged: its z is flattened away")
        XCTAssertEqual(pixels[14, 14], .red)
    }

    func testTheTransformLayersOwnBackgroundAndBorderAreNotDrawn() throws {
        let root = rootLayer(64)
        let transformLayer = CATransformLayer()
        transformLayer.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
        transformLayer.backgroundColor = CGColor.testRed
        transformLayer.borderWidth = 4
        transformLayer.borderColor = CGColor.testBlue
        transformLayer.shadowOpacity = 1
        transformLayer.cornerRadius = 6
        root.addSublayer(transformLayer)
        layer(CGRect(x: 16, y: 16, width: 16, height: 16), .testGreen, in: transformLayer)
        let pixels = try draw(root)
        let wrong = mismatches(pixels) { x, y in inRect(x, y, 24, 24, 40, 40) ? .green : .clear }
        XCTAssertEqual(wrong.count, 0, "only the sublayer is drawn: \(wrong.prefix(4))")
    }

    func testARotatedCubeShowsItsFrontFaces() throws {
        let size = 128, side: CGFloat = 48, distance: CGFloat = 300
        let root = rootLayer(CGFloat(size))
        let stage = stage(in: root, distance: distance)
        let cube = CATransformLayer()
        cube.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        cube.position = CGPoint(x: 64, y: 64)
        cube.transform = CATransform3DConcat(CATransform3DMakeRotation(30 * Self.degree, 0, 1, 0),
                                             CATransform3DMakeRotation(-20 * Self.degree, 1, 0, 0))
        stage.addSublayer(cube)
        // Tree order front, back, right, left, top, bottom (y down: top is −y);
        // each face is turned to face out, then moved out by half a side.
        let h = side / 2
        let faces: [(color: RGBA, normal: (CGFloat, CGFloat, CGFloat), turn: CATransform3D)] = [
            (.red, (0, 0, 1), CATransform3DIdentity),
            (RGBA(0, 255, 255, 255), (0, 0, -1), CATransform3DMakeRotation(.pi, 0, 1, 0)),
            (.green, (1, 0, 0), CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
            (.blue, (-1, 0, 0), CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)),
            (RGBA(255, 255, 0, 255), (0, -1, 0), CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
            (RGBA(255, 0, 255, 255), (0, 1, 0), CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)),
        ]
        for face in faces {
            let c = face.color
            let layer = layer(CGRect(x: 0, y: 0, width: side, height: side),
                              CGColor(red: CGFloat(c.r) / 255, green: CGFloat(c.g) / 255, blue: CGFloat(c.b) / 255, alpha: 1),
                              in: cube)
            layer.transform = CATransform3DConcat(
                face.turn, CATransform3DMakeTranslation(face.normal.0 * h, face.normal.1 * h, face.normal.2 * h))
        }
        let pixels = try draw(root, size: size)
        let url = try savePNG(pixels, name: "TransformLayerCube.png")

        // The faces whose turned normal points towards the eye show their
        // colour at their centre's projection; the others are hidden behind them.
        var shown = 0
        for face in faces {
            let n = cube.transform.applying(x: face.normal.0, y: face.normal.1, z: face.normal.2, w: 0)
            guard n.z > 0 else { continue }
            let scale = 1 / (1 - h * n.z / distance)
            let x = Int(64 + h * n.x * scale), y = Int(64 + h * n.y * scale)
            XCTAssertTrue(pixels[x, y].isClose(to: face.color, tolerance: 2),
                          "face \(face.color) at (\(x), \(y)) shows \(pixels[x, y]); see \(url.path)")
            shown += 1
        }
        XCTAssertEqual(shown, 3, "front, left and top face the eye")
        XCTAssertEqual(pixels[2, 2], .clear)
    }
}
