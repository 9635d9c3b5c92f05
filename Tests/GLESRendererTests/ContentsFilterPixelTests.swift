import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
import XCTest

/// Apple's contents filters: nearest and linear magnification, trilinear
/// minification (mipmaps made on first use), on both programs.
final class ContentsFilterPixelTests: GLESTestCase {
    private func layer(_ frame: CGRect, filters: ContentsFilters, antialiased: Bool = false) -> QuadInstance {
        var layer = quad(frame, background: .clear)
        layer.contents = .init(textureIndex: 0, destination: CGRect(origin: .zero, size: frame.size), filters: filters)
        layer.allowsEdgeAntialiasing = antialiased
        return layer
    }

    func testNearestMagnificationKeepsTexelsSharpAndLinearBlendsThem() throws {
        let checker = image(rows: [[.red, .blue], [.blue, .red]])
        let nearest = ContentsFilters(minification: .linear, magnification: .nearest)
        for antialiased in [false, true] {
            let pixels = try render(
                [layer(CGRect(x: 0, y: 0, width: 32, height: 32), filters: nearest, antialiased: antialiased),
                 layer(CGRect(x: 32, y: 0, width: 32, height: 32), filters: .linear, antialiased: antialiased)],
                textures: [checker])
            // Just left of the middle of the first layer: nearest is the red texel, linear a blend.
            XCTAssertEqual(pixels[14, 4], RGBA.red, "nearest, antialiased edges: \(antialiased)")
            XCTAssertEqual(pixels[17, 4], RGBA.blue)
            let blended = pixels[32 + 14, 4]
            XCTAssert(blended.r > 100 && blended.b > 20, "linear blends red into blue: \(blended)")
        }
    }

    func testTrilinearMinificationAveragesWhatNearestPicks() throws {
        // A 64 × 64 one-texel checkerboard drawn 10 points wide (6.4 texels a pixel).
        let rows = (0..<64).map { y in (0..<64).map { x in (x + y) % 2 == 0 ? RGBA.red : RGBA.blue } }
        let board = image(rows: rows)
        let trilinear = ContentsFilters(minification: .trilinear, magnification: .linear)
        let nearest = ContentsFilters(minification: .nearest, magnification: .nearest)
        let pixels = try render(
            [layer(CGRect(x: 0, y: 0, width: 10, height: 10), filters: trilinear),
             layer(CGRect(x: 20, y: 0, width: 10, height: 10), filters: nearest)],
            textures: [board])
        for y in 1..<9 {
            for x in 1..<9 {
                let averaged = pixels[x, y]
                XCTAssert(abs(Int(averaged.r) - 128) < 24 && abs(Int(averaged.b) - 128) < 24 && averaged.g == 0,
                          "trilinear averages the board at (\(x), \(y)): \(averaged)")
                let picked = pixels[20 + x, y]
                XCTAssert(picked == .red || picked == .blue, "nearest picks one texel at (\(x), \(y)): \(picked)")
            }
        }
    }
}
