import XCTest
@testable import CoreGraphics

/// `init?(checking:)` and `init?(clamping:to:)`: floating values made into
/// integers where `Int(x)` would trap, at the edges of each type's range.
final class CheckedIntegerConversionTests: XCTestCase {
    func testCheckingRoundsTowardZeroLikeTheTrappingConversion() {
        XCTAssertEqual(Int(checking: 2.9), 2)
        XCTAssertEqual(Int(checking: -2.9), -2)
        XCTAssertEqual(Int(checking: -0.0), 0)
        XCTAssertEqual(Int32(checking: CGFloat(7.5)), 7)
        XCTAssertEqual(UInt32(checking: Float(4_294_967_040)), 4_294_967_040, "the largest Float below 2³²")
    }

    func testCheckingRefusesWhatWouldTrap() {
        for value in [Double.nan, .infinity, -.infinity, 1e20, -1e20, 1e300] {
            XCTAssertNil(Int(checking: value), "\(value)")
        }
        XCTAssertNil(Int(checking: 9_223_372_036_854_775_808.0), "2⁶³ is one past Int.max")
        XCTAssertEqual(Int(checking: -9_223_372_036_854_775_808.0), Int.min, "-2⁶³ is Int.min exactly")
        XCTAssertNil(Int32(checking: CGFloat(2_147_483_648)))
        XCTAssertEqual(Int32(checking: CGFloat(2_147_483_647.9)), Int32.max)
        XCTAssertNil(UInt32(checking: -1.0))
        XCTAssertEqual(UInt32(checking: -0.5), 0, "rounds toward zero first, as UInt32(-0.5) does")
        XCTAssertNil(UInt8(checking: Float(256)))
    }

    func testClampingStopsAtTheLimitsAndRefusesOnlyNaN() {
        XCTAssertEqual(Int(clamping: 1e300, to: 1...65_536), 65_536)
        XCTAssertEqual(Int(clamping: Double.infinity, to: 1...65_536), 65_536)
        XCTAssertEqual(Int(clamping: -Double.infinity, to: 1...65_536), 1)
        XCTAssertEqual(Int(clamping: 0.5, to: 1...65_536), 1)
        XCTAssertEqual(Int(clamping: 300.7, to: 1...65_536), 300)
        XCTAssertNil(Int(clamping: Double.nan, to: 1...65_536))
        XCTAssertEqual(Int(clamping: 1e19, to: Int.min...Int.max), Int.max, "Double(Int.max) rounds up to 2⁶³")
        XCTAssertEqual(Int(clamping: -1e19, to: Int.min...Int.max), Int.min)
        XCTAssertEqual(Int(clamping: 9.2e18, to: Int.min...Int.max), 9_200_000_000_000_000_000)
        XCTAssertEqual(Int32(clamping: Float(3e9), to: Int32.min...Int32.max), Int32.max)
        XCTAssertEqual(UInt32(clamping: -5.0, to: 0...UInt32.max), 0)
    }
}
