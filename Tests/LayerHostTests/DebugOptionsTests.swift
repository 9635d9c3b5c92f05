import Foundation
@testable import CoreGraphics
@testable import LayerHost
@testable import QuartzCoreBase
import XCTest

/// The window's debugging options: parsing `CA_DEBUG`, keys, and slowing
/// time through the root layer without a jump.
final class DebugOptionsTests: XCTestCase {
    func testEnvironmentNamesTheOptionsAndUnknownNamesAreReported() {
        func options(_ value: String?) -> LayerWindow.DebugOptions {
            LayerWindow.DebugOptions.fromEnvironment(EnvironmentVariable.debugOptions.names(in: value.map { ["CA_DEBUG": $0] } ?? [:]))
        }
        let (parsed, messages) = Diagnostics.capture { options("blended, slow,sparkles") }
        XCTAssertEqual(parsed, [.colorBlendedLayers, .slowAnimations])
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("sparkles") ?? false)
        XCTAssertEqual(options(nil), [])
        let rasterization = Diagnostics.capture { options("rasterization,flash") }
        XCTAssertEqual(rasterization.0, [.colorHitsGreenAndMissesRed, .flashUpdatedRegions])
        XCTAssertEqual(rasterization.1, [])
        XCTAssertEqual(rasterization.0.renderOptions, [.rasterizationHits, .flashUpdatedRegions])
    }

    func testKeysF2ToF6ToggleTheOptions() {
        XCTAssertEqual(LayerWindow.DebugOptions.toggled(byKey: "F2"), .colorBlendedLayers)
        XCTAssertEqual(LayerWindow.DebugOptions.toggled(byKey: "F5"), .slowAnimations)
        XCTAssertEqual(LayerWindow.DebugOptions.toggled(byKey: "F6"), .colorHitsGreenAndMissesRed)
        XCTAssertNil(LayerWindow.DebugOptions.toggled(byKey: "a"))
    }

    func testSlowingTheRootKeepsItsTimeContinuousAndTenTimesSlower() {
        final class Clock: @unchecked Sendable { var now: CFTimeInterval = 500 }
        let clock = Clock()
        CASetMediaTimeSource { clock.now }
        defer { CASetMediaTimeSource(nil) }
        let root = CALayer()
        let before = root.convertTime(clock.now, from: nil)
        LayerWindow.setSpeed(0.1, of: root)
        XCTAssertEqual(root.convertTime(clock.now, from: nil), before, accuracy: 1e-9, "no jump")
        clock.now += 1
        XCTAssertEqual(root.convertTime(clock.now, from: nil), before + 0.1, accuracy: 1e-6, "a tenth of a second per second")
        LayerWindow.setSpeed(1, of: root)
        clock.now += 1
        XCTAssertEqual(root.convertTime(clock.now, from: nil), before + 1.1, accuracy: 1e-6, "back to full speed, still no jump")
    }
}
