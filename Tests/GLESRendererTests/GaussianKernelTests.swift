import Foundation
@testable import GLESRenderer
import XCTest

/// The blur kernel: normalised, paired for bilinear fetches, within the shader's 16 taps.
final class GaussianKernelTests: XCTestCase {
    func testWeightsSumToOneAcrossBothSides() {
        for sigma in [0.5, 1, 2.5, 4, 10, 40] {
            let kernel = GaussianKernel(sigma: sigma)
            let total = kernel.weights[0] + 2 * kernel.weights.dropFirst().reduce(0, +)
            XCTAssertEqual(Double(total), 1, accuracy: 1e-5, "σ = \(sigma)")
            XCTAssertLessThanOrEqual(kernel.offsets.count, GaussianKernel.maximumTaps)
        }
    }

    func testPairsSitBetweenTheirTexelsNearerTheHeavierOne() {
        let kernel = GaussianKernel(sigma: 2)
        // ceil(3σ) = 6 texels each side: pairs (1, 2), (3, 4), (5, 6).
        XCTAssertEqual(kernel.offsets.count, 4)
        for (i, offset) in kernel.offsets.enumerated().dropFirst() {
            XCTAssertGreaterThan(offset, Float(2 * i - 1))
            XCTAssertLessThan(offset, Float(2 * i) - 0.5, "nearer the inner, heavier texel")
        }
    }

    func testNoBlurIsOneTap() {
        XCTAssertEqual(GaussianKernel(sigma: 0), GaussianKernel(sigma: -1))
        XCTAssertEqual(GaussianKernel(sigma: 0).weights, [1])
    }
}
