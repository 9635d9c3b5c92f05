import XCTest
@testable import CoreAnimationValues
final class CoreAnimationValuesSmokeTests: XCTestCase { func testBuilds() { XCTAssertTrue(true) } }
