import CoreAnimationValues
import CoreGraphics
@testable import GLESRenderer
import XCTest

/// `ContentsFilters`: Apple's filter names kept as bytes, an unknown name read as linear.
final class ContentsFiltersTests: XCTestCase {
    func testApplesNamesReadBackAsGiven() {
        let filters = ContentsFilters(minification: .trilinear, magnification: .nearest)
        XCTAssertEqual(filters.minification, .trilinear)
        XCTAssertEqual(filters.magnification, .nearest)
        XCTAssertTrue(filters.usesMipmaps)
        XCTAssertEqual(ContentsFilters(minification: .linear, magnification: .linear), .linear)
    }

    func testAnUnknownNameSamplesAsLinearAndIsReportedOnce() {
        let (filters, reports) = Diagnostics.capture { () -> [ContentsFilters] in
            (0..<3).map { _ in ContentsFilters(minification: CALayerContentsFilter("cubic"), magnification: .nearest) }
        }
        XCTAssertEqual(filters, Array(repeating: ContentsFilters(minification: .linear, magnification: .nearest), count: 3))
        XCTAssertEqual(reports, ["GLESRenderer: unknown contents filter \"cubic\": sampled as linear"])
    }
}
