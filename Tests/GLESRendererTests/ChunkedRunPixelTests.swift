import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// A long run's instances made and packed a chunk at a time
/// (`QuadInstanceChunks`) draw the frame the whole run's array draws: each
/// scene is drawn both ways, chunks far shorter than the run, and the two
/// compared byte for byte, with what the draw counted. Whether occluders
/// pay is judged on the first chunk there, which only changes the cost.
final class ChunkedRunPixelTests: LayerTreePixelTestCase {
    private static let images = [RingedImage.make(), RingedImage.make(swapsRedAndBlue: true)]

    /// One run of `count` layers: sprites of two images (the second first
    /// seen past the first chunks), heaped many deep, turned, mirrored,
    /// faded, sampled nearest, one turned in perspective; and among them
    /// opaque plain layers, rounded bordered cards (split into occluders
    /// and rims) and see-through ones.
    private func scene(count: Int, spritesOnly: Bool = false) -> CALayer {
        let root = rootLayer(width: 96, height: 72)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.16, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        for i in 0..<count {
            let layer = CALayer()
            layer.position = CGPoint(x: CGFloat((i * 37) % 96), y: CGFloat((i * 53) % 72))
            layer.transform = CATransform3DMakeRotation(CGFloat(i) * 0.41, 0, 0, 1)
            switch spritesOnly ? 0 : i % 23 {
            case 7:
                layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 8)
                layer.backgroundColor = CGColor(red: 0.9, green: 0.4, blue: 0.2, alpha: 1)
            case 15:
                layer.bounds = CGRect(x: 0, y: 0, width: 64, height: 44)
                layer.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.5, alpha: 1)
                layer.cornerRadius = 6
                layer.borderWidth = 1.5
                layer.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.7)
            case 19:
                layer.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
                layer.backgroundColor = CGColor(red: 0.3, green: 0.3, blue: 0.9, alpha: 0.5)
            default:
                layer.bounds = CGRect(x: 0, y: 0, width: 14 + CGFloat(i % 5) * 3, height: 14 + CGFloat(i % 3) * 4)
                layer.contents = Self.images[i >= count / 2 && i % 2 == 1 ? 1 : 0]
                switch i % 11 {
                case 2: layer.contentsRect = CGRect(x: 1, y: 0, width: -1, height: 1)
                case 4: layer.opacity = 0.6
                case 6: layer.magnificationFilter = .nearest
                case 8: layer.transform = CATransform3DConcat(CATransform3DMakeRotation(0.6, 0, 1, 0), perspective)
                default: break
                }
            }
            root.addSublayer(layer)
        }
        return root
    }

    /// Draws `scene` twice with a renderer whose runs of `runLength` or
    /// more are made in chunks of `chunkLength` (the second frame, once the
    /// images are resident, is kept); its pixels and counts.
    private func draw(_ scene: () -> CALayer, runLength: Int, chunkLength: Int, occludes: Bool = true)
        throws -> (pixels: Pixels, quads: FrameReport.Quads) {
        let frame = try frameRenderer(width: 96, height: 72)
        frame.renderer.drawsOccludersFirst = occludes
        _ = try draw(scene(), with: frame)
        frame.renderer.executor!.instanceChunking = (runLength, chunkLength)
        let pixels = try draw(scene(), with: frame)
        return (pixels, frame.renderer.lastReport.quads)
    }

    private func assertSame(_ whole: (pixels: Pixels, quads: FrameReport.Quads),
                            _ chunked: (pixels: Pixels, quads: FrameReport.Quads),
                            file: StaticString = #filePath, line: UInt = #line) {
        let differing = zip(whole.pixels.bytes, chunked.pixels.bytes).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "bytes that differ", file: file, line: line)
        XCTAssertEqual(whole.quads.instances, chunked.quads.instances, file: file, line: line)
        XCTAssertEqual(whole.quads.spriteInstances, chunked.quads.spriteInstances, file: file, line: line)
        XCTAssertEqual(whole.quads.occluders, chunked.quads.occluders, file: file, line: line)
        XCTAssertEqual(whole.quads.splitLayers, chunked.quads.splitLayers, file: file, line: line)
        XCTAssertEqual(whole.quads.drawCalls, chunked.quads.drawCalls, file: file, line: line)
    }

    func testAHeapOfSpritesWithOccludersDrawsTheSameInChunks() throws {
        let whole = try draw({ scene(count: 600) }, runLength: .max, chunkLength: 1)
        let chunked = try draw({ scene(count: 600) }, runLength: 100, chunkLength: 37)
        try savePNG(chunked.pixels, name: "chunked-run.png")
        XCTAssertGreaterThan(whole.quads.occluders, 50, "the scene pays for occluders, solid and interior")
        XCTAssertGreaterThan(whole.quads.splitLayers, 5)
        assertSame(whole, chunked)
    }

    func testSpritesWhoseInsidesPayDrawTheSameInChunks() throws {
        // The first chunk's insides, taken as the run's share, pay as the whole run's do.
        let whole = try draw({ scene(count: 500, spritesOnly: true) }, runLength: .max, chunkLength: 1)
        let chunked = try draw({ scene(count: 500, spritesOnly: true) }, runLength: 100, chunkLength: 40)
        XCTAssertGreaterThan(whole.quads.occluders, 20, "the sprites' insides pay")
        assertSame(whole, chunked)
    }

    func testAFirstChunkUnlikeTheRunDecidesOnlyTheCost() throws {
        // Three small opaque layers among the first twenty, faded sprites
        // after: too little for the whole run, its share of the first chunk.
        func scene() -> CALayer {
            let root = rootLayer(width: 96, height: 72)
            root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.16, alpha: 1)
            for i in 0..<200 {
                let layer = CALayer()
                layer.position = CGPoint(x: CGFloat((i * 37) % 96), y: CGFloat((i * 53) % 72))
                if i < 20, i % 7 == 3 {
                    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 8)
                    layer.backgroundColor = CGColor(red: 0.9, green: 0.4, blue: 0.2, alpha: 1)
                } else {
                    layer.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
                    layer.contents = Self.images[i % 2]
                    layer.opacity = 0.7
                }
                root.addSublayer(layer)
            }
            return root
        }
        let whole = try draw(scene, runLength: .max, chunkLength: 1)
        let chunked = try draw(scene, runLength: 100, chunkLength: 20)
        XCTAssertEqual(whole.quads.occluders, 0, "the whole run does not pay")
        XCTAssertEqual(chunked.quads.occluders, 3, "its first chunk does: the opaque layers are occluders")
        let differing = zip(whole.pixels.bytes, chunked.pixels.bytes).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "occluders change no pixel")
    }

    func testAFewLayersWithoutOccludersDrawTheSameInChunks() throws {
        // Too few to pay for occluders.
        let whole = try draw({ scene(count: 14) }, runLength: .max, chunkLength: 1)
        let chunked = try draw({ scene(count: 14) }, runLength: 5, chunkLength: 4)
        XCTAssertEqual(whole.quads.occluders, 0)
        assertSame(whole, chunked)
        let painter = try draw({ scene(count: 600) }, runLength: .max, chunkLength: 1, occludes: false)
        let painterChunked = try draw({ scene(count: 600) }, runLength: 100, chunkLength: 37, occludes: false)
        assertSame(painter, painterChunked)
    }
}
