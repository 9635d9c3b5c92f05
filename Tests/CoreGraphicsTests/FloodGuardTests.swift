import XCTest
@testable import CoreGraphics

/// The flood guard of `Diagnostics`: one shape of report is shown a few
/// times, the last of them saying that more are not shown.
final class FloodGuardTests: XCTestCase {
    func testTheSameMistakeRepeatedIsReportedAFewTimesThenNoMore() {
        let reports = Diagnostics.capture {
            for i in 0..<1000 { Diagnostics.report("layer #\(i): bounds width nan rejected") }
            Diagnostics.report("layer #1: something else")
        }.1
        XCTAssertEqual(reports.count, ReportShapes.limit + 1, "\(reports)")
        XCTAssertTrue(reports[ReportShapes.limit - 1].contains("further reports like this are not shown"))
        XCTAssertEqual(reports.last, "QuartzCore: layer #1: something else")
    }

    func testShapesDifferBySubsystemAndWords() {
        XCTAssertEqual(ReportShapes.shape(of: "a #12 b 3.5", subsystem: "X"), ReportShapes.shape(of: "a #7 b 0.25", subsystem: "X"))
        XCTAssertNotEqual(ReportShapes.shape(of: "a", subsystem: "X"), ReportShapes.shape(of: "a", subsystem: "Y"))
        XCTAssertNotEqual(ReportShapes.shape(of: "width", subsystem: "X"), ReportShapes.shape(of: "height", subsystem: "X"))
    }

    func testATransformThatIsNotFiniteLeavesTheContextsMatrix() throws {
        let context = try XCTUnwrap(CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                              space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 2, y: 3)
        let reports = Diagnostics.capture {
            context.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
            context.scaleBy(x: .infinity, y: 1)
        }.1
        XCTAssertEqual(context.ctm, CGAffineTransform(translationX: 2, y: 3))
        XCTAssertEqual(reports.count, 2, "\(reports)")
    }
}
