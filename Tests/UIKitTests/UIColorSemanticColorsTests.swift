import XCTest
@testable import UIKit

final class UIColorSemanticColorsTests: XCTestCase {
    private func rgba255(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [(r * 255).rounded(), (g * 255).rounded(), (b * 255).rounded(), (a * 100).rounded() / 100]
    }

    func testLightAppearanceValues() {
        XCTAssertEqual(rgba255(.secondarySystemBackground), [242, 242, 247, 1])
        XCTAssertEqual(rgba255(.tertiarySystemBackground), [255, 255, 255, 1])
        XCTAssertEqual(rgba255(.secondarySystemGroupedBackground), [255, 255, 255, 1])
        XCTAssertEqual(rgba255(.tertiarySystemGroupedBackground), [242, 242, 247, 1])
        XCTAssertEqual(rgba255(.separator), [60, 60, 67, 0.29])
        XCTAssertEqual(rgba255(.opaqueSeparator), [198, 198, 200, 1])
        XCTAssertEqual(rgba255(.tertiaryLabel), [60, 60, 67, 0.3])
        XCTAssertEqual(rgba255(.quaternaryLabel), [60, 60, 67, 0.18])
        XCTAssertEqual(rgba255(.placeholderText), [60, 60, 67, 0.3])
        XCTAssertEqual(rgba255(.link), [0, 122, 255, 1])
        XCTAssertEqual(rgba255(.systemFill), [120, 120, 128, 0.2])
        XCTAssertEqual(rgba255(.secondarySystemFill), [120, 120, 128, 0.16])
        XCTAssertEqual(rgba255(.tertiarySystemFill), [118, 118, 128, 0.12])
        XCTAssertEqual(rgba255(.quaternarySystemFill), [116, 116, 128, 0.08])
        XCTAssertEqual([UIColor.systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6].map(rgba255),
                       [[174, 174, 178, 1], [199, 199, 204, 1], [209, 209, 214, 1], [229, 229, 234, 1], [242, 242, 247, 1]])
    }
}
