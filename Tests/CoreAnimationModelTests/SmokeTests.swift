import XCTest
@testable import CoreAnimationModel
final class CoreAnimationModelSmokeTests: XCTestCase { func testBuilds() { XCTAssertTrue(true) } }
