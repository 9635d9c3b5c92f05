import XCTest
@testable import CoreGraphics
final class CoreGraphicsSmokeTests: XCTestCase { func testBuilds() { XCTAssertTrue(true) } }
