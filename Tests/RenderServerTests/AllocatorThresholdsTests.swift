@testable import RenderServer
import XCTest

/// `AllocatorThresholds`: the render thread's first act allocates and
/// frees one large block, once per process.
final class AllocatorThresholdsTests: XCTestCase {
    func testOneLargeBlockIsAllocatedOnceAndFreed() {
        AllocatorThresholds.raise()
        let address = AllocatorThresholds.blockAddress
        XCTAssertNotEqual(address, 0, "the block was allocated (not dropped by the compiler)")
        XCTAssertGreaterThanOrEqual(AllocatorThresholds.warmUpBytes, 16 << 20)
        AllocatorThresholds.raise()
        XCTAssertEqual(AllocatorThresholds.blockAddress, address, "once per process")
    }
}
