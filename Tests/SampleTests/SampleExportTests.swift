import CoreGraphics
import Foundation
import XCTest

/// Each sample's headless export (`--frames N --out DIR`, the clock driven
/// at 60 frames a second) matches reference frames at two chosen instants,
/// every channel within 3 levels, and shows what can be worked out by hand.
/// Re-record the references with `REFERENCE_IMAGES=record`.
final class SampleExportTests: SampleTestCase {
    func testPathFollowerExport() throws {
        let (folder, _) = try export("PathFollower", through: 180)
        // 1 s in, linear: every segment of the zigzag takes a fifth of its 5 s,
        // so the leader is exactly on the second keyframe, (90, 80) in its card at (330, 375).
        try assertFrame(60, in: folder, matchesReference: "PathFollower-60-linear")
        assertPixel(try frame(60, in: folder), 420, 455, is: (0.2, 0.45, 0.95), "the zigzag leader on keyframe 1")
        // 1 s after the switch to paced: the mode bar lights "paced".
        try assertFrame(180, in: folder, matchesReference: "PathFollower-180-paced")
        assertPixel(try frame(180, in: folder), 434, 31, is: (0.2, 0.45, 0.95), "the paced pill lit")
        assertPixel(try frame(180, in: folder), 338, 31, is: (0.86, 0.87, 0.9), "the linear pill dark")
    }

    /// Computed from the model (each follower's presentation corners, a frame at a time over a
    /// 10 s lap in linear, paced and cubic), not from pixels: nothing leaves its panel or covers
    /// its title. Cubic bulges the square path out by an eighth of a side, past the old panel edge.
    func testPathFollowerFollowersStayInsideTheirPanels() throws {
        let run = try self.run(try executable("PathFollower"), ["--check-panels"])
        XCTAssertEqual(run.status, 0, "PathFollower --check-panels: \(run.output) \(run.errors)")
        XCTAssertTrue(run.output.contains("""
            square follower in "Square path by keyframe values": inside over a lap in every mode
            """), run.output)
        XCTAssertTrue(run.output.contains("every follower stays inside its panel in linear, paced and cubic"), run.output)
        XCTAssertFalse(run.output.contains("LEAVES"), run.output)
    }

    func testImplicitActionsExport() throws {
        let (folder, run) = try export("ImplicitActions", through: 133)
        // Each change's label is what the layer's action search returned for it, asked in the change's transaction.
        XCTAssertTrue(run.output.contains("""
            mode 1 colour change: colorLayer.action(forKey: "backgroundColor") returns CABasicAnimation of \
            backgroundColor, 0.25 s
            """), run.output)
        XCTAssertTrue(run.output.contains("""
            mode 2 colour change: colorLayer.action(forKey: "backgroundColor") returns CABasicAnimation of \
            backgroundColor, 1.00 s
            """), run.output)
        XCTAssertTrue(run.output.contains("""
            mode 3 colour change: colorLayer.action(forKey: "backgroundColor") returns CATransition push fromLeft
            """), run.output)
        XCTAssertTrue(run.output.contains("""
            mode 4 colour change: colorLayer.action(forKey: "backgroundColor") returns nil (its delegate answered NSNull)
            """), run.output)
        // Mode 1's basic animation really runs: 6 frames into its 0.25 s the colour is between blue and red.
        let fading = rgb(try frame(12, in: folder), 380, 210)
        XCTAssertTrue(fading[0] > 30 && fading[0] < 225 && fading[2] > 30 && fading[2] < 225,
                      "mode 1's change animates: \(fading) is neither the old blue nor the new red")
        // Half way through the 1 s transaction's colour change (red to green).
        try assertFrame(62, in: folder, matchesReference: "ImplicitActions-62-transaction")
        // The push transition, 6 of its 15 frames in: new colour entering from the left.
        try assertFrame(108, in: folder, matchesReference: "ImplicitActions-108-push")
        let push = try frame(108, in: folder)
        assertPixel(push, 335, 210, is: (1, 0.75, 0.1), "the new colour at the layer's left")
        assertPixel(push, 425, 210, is: (0.15, 0.75, 0.4), "the old colour still at its right")
        // View-backed: the change at frame 132 shows whole in the next frame.
        assertPixel(try frame(133, in: folder), 380, 210, is: (0.6, 0.3, 0.85), "no animation for the view's layer")
    }

    func testLayerEffectsExport() throws {
        let (folder, run) = try export("LayerEffects", through: 45)
        // Before the first click the green square covers the red one where they overlap.
        try assertFrame(10, in: folder, matchesReference: "LayerEffects-10")
        assertPixel(try frame(10, in: folder), 835, 353, is: (0.3, 0.8, 0.4), "green above red")
        // Frame 20 clicks the red square (raised by zPosition), frame 40 the circular shadowPath layer.
        try assertFrame(45, in: folder, matchesReference: "LayerEffects-45")
        assertPixel(try frame(45, in: folder), 835, 353, is: (0.95, 0.3, 0.3), "red raised above green")
        XCTAssertTrue(run.output.contains("hitTest((780, 335)) → zPosition red square"), run.output)
        XCTAssertTrue(run.output.contains("hitTest((915, 125)) → shadowPath circle"), run.output)
    }

    func testTimingLabExport() throws {
        let (folder, _) = try export("TimingLab", through: 220)
        try assertFrame(75, in: folder, matchesReference: "TimingLab-75")
        // 3.67 s: the rows that began at 0.5 s ended at 2.5 s.
        try assertFrame(220, in: folder, matchesReference: "TimingLab-220")
        let late = try frame(220, in: folder)
        assertPixel(late, 918, 208, is: (0.2, 0.45, 0.95), ".forwards, not removed: held at the end")
        assertPixel(late, 918, 282, is: (1, 1, 1), ".forwards, removed: not held")
        assertPixel(late, 630, 282, is: (0.2, 0.45, 0.95), ".forwards, removed: back at the model value")
        // The clock is a bar of its own across the page, filled to 3.67 s of its 6: its marker at
        // 15 + 930 × 3.67 / 6 ≈ 583, above the lanes' axis, not over the lanes.
        assertPixel(late, 583, 66, is: (0.9, 0.2, 0.2), "the clock's marker at 3.67 s")
    }
}
