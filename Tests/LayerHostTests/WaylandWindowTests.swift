import CoreGraphics
import Foundation
@testable import LayerHost
import RenderServer
import WaylandPlatform
import XCTest
import XvfbTestSupport

/// Windows on a real compositor (a private headless weston): opened as
/// xdg-shell toplevels, drawn with EGL on `wl_egl_window`s, sized by the
/// compositor's configures, paced by its frame callbacks, closed cleanly.
final class WaylandWindowTests: WestonWindowTestCase {
    func testAWindowOpensOnTheCompositorAndDrawsItsLayers() throws {
        let window = try openWindow()
        defer { window.close() }
        window.start()
        XCTAssertTrue(spin(upTo: 10) { lastFrame(window).image != nil }, "no frame was presented")
        let image = try XCTUnwrap(lastFrame(window).image)
        XCTAssertEqual([image.width, image.height], [200, 150])
        XCTAssertEqual(rgb(image, 100, 75), [255, 0, 0], "the square")
        XCTAssertEqual(rgb(image, 10, 10), [0, 0, 0], "the black root")
        XCTAssertTrue(window.presentPath.contains("Wayland"), window.presentPath)
        XCTAssertNil(window.nativeWindow, "no X window")
    }

    func testFramesArePacedByTheCompositorsCallbacksAndStopWhileIdle() throws {
        let window = try openWindow(animated: true)
        defer { window.close() }
        var reports: [LayerWindow.FrameReport] = []
        window.onFrame = { reports.append($0) }
        window.start()
        XCTAssertTrue(spin(upTo: 10) { reports.count >= 20 }, "\(reports.count) frames")
        XCTAssertTrue(window.pacingDescription.hasPrefix("vsync: Wayland frame callbacks with presentation feedback"),
                      window.pacingDescription)
        let times = reports.map(\.refreshTime)
        XCTAssertEqual(times, times.sorted(), "refresh times only go forward")
        XCTAssertEqual(Set(times).count, times.count, "one frame per callback")
        XCTAssertTrue(reports.contains { $0.presentedTime != nil }, "presentation feedback reaches the reports")

        // Still: nothing changes, so no frame is drawn and no callback asked.
        window.rootLayer.sublayers?.first?.removeAllAnimations()
        spin(0.5)
        let drawn = window.framesDrawn
        spin(0.6)
        XCTAssertEqual(window.framesDrawn, drawn, "an idle window draws nothing")
    }

    func testFullScreenIsTheCompositorsSizeAndTheWindowLaysOut() throws {
        let window = try openWindow()
        defer { window.close() }
        var sizes: [CGSize] = []
        window.onEvent = { if case .resized(let size) = $0 { sizes.append(size) } }
        window.start()
        XCTAssertTrue(spin(upTo: 10) { lastFrame(window).image != nil })
        window.isFullScreen = true
        XCTAssertTrue(spin(upTo: 10) { window.rootLayer.bounds.size == CGSize(width: 1024, height: 768) },
                      "\(window.rootLayer.bounds)")
        XCTAssertTrue(spin(upTo: 10) { lastFrame(window).image?.width == 1024 }, "a frame at the new size")
        let full = try XCTUnwrap(lastFrame(window).image)
        XCTAssertEqual(full.height, 768)
        XCTAssertEqual(rgb(full, 100, 75), [255, 0, 0], "the square stays where it was, top-left")
        window.isFullScreen = false
        XCTAssertTrue(spin(upTo: 10) { window.rootLayer.bounds.size == CGSize(width: 200, height: 150) },
                      "\(window.rootLayer.bounds)")
        XCTAssertEqual(sizes.first, CGSize(width: 1024, height: 768))
        XCTAssertEqual(sizes.last, CGSize(width: 200, height: 150))
    }

    func testTheCompositorGoingAwayEndsRunWithTheReasonOnce() throws {
        let window = try openWindow(animated: true)
        let reports = Diagnostics.capture {
            window.start()
            _ = spin(upTo: 10) { lastFrame(window).count >= 3 }
            weston.stop()
            XCTAssertTrue(spin(upTo: 10) { window.isClosed }, "the window closes itself")
        }.1
        XCTAssertEqual(window.closeReason, .displayLost, "\(String(describing: window.closeReason))")
        XCTAssertEqual(reports.filter { $0.contains("Wayland") }.count, 1, "\(reports)")
    }

    func testANamedCompositorThatIsNotThereIsAClearError() {
        XCTAssertThrowsError(try WaylandHostPlatform(name: "/nonexistent/wayland-9")) { error in
            XCTAssertEqual(error as? WaylandPlatformError, .noCompositor(name: "/nonexistent/wayland-9"))
            XCTAssertTrue("\(error)".contains("CA_PLATFORM=x11"), "\(error)")
        }
    }

    /// 100 windows opened, drawn and closed in one process: descriptors,
    /// threads and memory stay bounded (each window has its own connection,
    /// EGL display, render thread and frame queue, all let go).
    func testAHundredWindowsOpenedAndClosedLeaveNothingBehind() throws {
        func openDescriptors() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0 }
        func threads() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0 }
        func residentMiB() -> Double {
            let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
            return fields.count > 1 ? (Double(fields[1]) ?? 0) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576 : 0
        }
        func cycle() throws {
            let window = try openWindow()
            window.start()
            _ = spin(upTo: 5) { lastFrame(window).count >= 1 }
            window.close()
        }
        for _ in 0..<10 { try cycle() }
        spin(0.3)
        let (fds, tasks, memory) = (openDescriptors(), threads(), residentMiB())
        for _ in 0..<90 { try cycle() }
        spin(0.3)
        XCTAssertLessThanOrEqual(openDescriptors(), fds + 2, "descriptors after 90 more windows")
        XCTAssertLessThanOrEqual(threads(), tasks + 2, "threads after 90 more windows")
        XCTAssertLessThan(residentMiB() - memory, 64, "resident memory after 90 more windows: \(memory) → \(residentMiB()) MiB")
    }
}
