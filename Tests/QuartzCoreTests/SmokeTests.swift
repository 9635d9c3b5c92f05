import XCTest
@testable import QuartzCore
final class QuartzCoreSmokeTests: XCTestCase { func testBuilds() { XCTAssertTrue(true) } }
