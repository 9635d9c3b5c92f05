import Foundation
@testable import LayerHost
import XCTest

/// Windows opened, started and closed one after another in one process:
/// what each leaves behind must not add up. (Each window's render server
/// used to stay alive, held by its own thread's block, and with it the
/// window's GLX context, its X connection and Mesa's three threads for it:
/// a socket, five threads and about 10 MiB a window.)
final class LayerWindowCycleTests: XvfbWindowTestCase {
    /// The process's open file descriptors, threads and resident memory now.
    private func usage() -> (fds: Int, threads: Int, residentMiB: Double) {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? -1
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return (fds, threads, pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576)
    }

    /// Opens a window, starts it, waits for two frames and closes it.
    private func cycle(_ index: Int) throws {
        let window = try animatedWindow("cycle \(index)")
        window.start()
        XCTAssertTrue(spin(upTo: 30) { window.framesDrawn >= 2 }, "window \(index) drew")
        window.close()
    }

    func testAHundredWindowsOpenedAndClosedLeaveNoConnectionThreadOrMemoryBehind() throws {
        // Warm-up: caches, the allocator's arenas, the shared dispatch threads.
        for index in 0..<10 { try cycle(index) }
        spin(0.1)
        let start = usage()
        for index in 0..<50 { try cycle(index) }
        spin(0.1)
        let half = usage()
        for index in 50..<100 { try cycle(index) }
        spin(0.1)
        let end = usage()
        XCTAssertLessThanOrEqual(end.fds, start.fds + 2, "X connections closed: \(start.fds) → \(end.fds) descriptors")
        // Dispatch keeps a few worker threads of its own choosing; a window's five would be 500.
        XCTAssertLessThanOrEqual(end.threads, start.threads + 8, "threads: \(start.threads) → \(end.threads)")
        // Memory levels off (the allocator keeps what it once used): the second fifty windows
        // add little; ten MiB a window would be 500. AddressSanitizer's quarantine holds freed memory.
        if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil {
            XCTAssertLessThan(end.residentMiB - half.residentMiB, 100,
                              String(format: "resident memory %.0f → %.0f → %.0f MiB", start.residentMiB,
                                     half.residentMiB, end.residentMiB))
        }
    }
}
