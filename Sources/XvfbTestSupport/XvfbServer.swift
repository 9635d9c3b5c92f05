import CX11
import X11Platform
import Foundation

/// A private, virtual X server for tests: Xvfb on the first free display
/// number from :90 to :120, reachable only through its local socket.
///
/// Never uses the caller's `DISPLAY`. Several test processes may start
/// servers at once: the X server's own lock file decides who gets a number,
/// and a loser moves on to the next.
package final class XvfbServer {
    package enum StartError: Error, CustomStringConvertible {
        case noFreeDisplay
        case didNotStart(log: String)

        package var description: String {
            switch self {
            case .noFreeDisplay: return "no free X display number from :90 to :120"
            case .didNotStart(let log): return "Xvfb did not start: \(log)"
            }
        }
    }

    package static let displayNumbers = 90...120

    /// Where Xvfb is installed, nil when it is not (package xvfb).
    package static let executablePath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        return folders.map { $0 + "/Xvfb" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    package let displayNumber: Int
    package var displayName: String { ":\(displayNumber)" }
    private let process: Process
    private let logURL: URL

    private init(displayNumber: Int, process: Process, logURL: URL) {
        self.displayNumber = displayNumber
        self.process = process
        self.logURL = logURL
    }

    deinit {
        stop()
    }

    /// Starts a server with one screen of the given size (24-bit colour),
    /// and returns once a client can connect.
    package static func start(width: Int = 800, height: Int = 600) throws -> XvfbServer {
        X11Connection.prepareXlib()
        guard let executablePath else { throw StartError.didNotStart(log: "Xvfb is not installed") }
        var lastLog = ""
        for number in displayNumbers where !isTaken(number) {
            let logURL = FileManager.default.temporaryDirectory
                .appendingPathComponent("x11platform-xvfb-\(getpid())-\(number).log")
            _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executablePath)
            // -noreset: by default the server resets when its last client
            // leaves (the readiness probe, a test's connections), refusing
            // connections for a moment.
            process.arguments = [
                ":\(number)", "-nolisten", "tcp", "-noreset", "-screen", "0", "\(width)x\(height)x24",
            ]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: logURL)
            try process.run()
            let server = XvfbServer(displayNumber: number, process: process, logURL: logURL)
            if server.waitUntilAcceptingClients(timeout: 15) {
                return server
            }
            // Lost the number to another server, or failed: try the next one.
            lastLog = server.log
            server.stop()
        }
        throw lastLog.isEmpty ? StartError.noFreeDisplay : StartError.didNotStart(log: lastLog)
    }

    /// A display number that no server holds now, for "no display" tests.
    package static func freeDisplayNumber() -> Int? {
        displayNumbers.reversed().first { !isTaken($0) && !FileManager.default.fileExists(atPath: socketPath($0)) }
    }

    /// What the server wrote to stderr.
    package var log: String {
        (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
    }

    package var isRunning: Bool { process.isRunning }

    /// The server's process id.
    package var processIdentifier: Int32 { process.processIdentifier }

    /// Shuts the server down (SIGTERM) and waits for it to exit; a server
    /// still running after `timeout` seconds is killed (`kill()`), so that
    /// no test waits for ever. (Seen once in a full run: a server stayed in
    /// its event wait after SIGTERM and held the suite for minutes.)
    package func stop(timeout: TimeInterval = 10) {
        if process.isRunning {
            process.terminate()
            let deadline = Date(timeIntervalSinceNow: timeout)
            while process.isRunning, Date() < deadline { usleep(10_000) }
            if process.isRunning { kill() }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: logURL)
    }

    /// Kills the server at once (SIGKILL), as a crash would, and cleans up the
    /// lock file and socket it had no chance to remove.
    package func kill() {
        if process.isRunning {
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: Self.lockPath(displayNumber))
        try? FileManager.default.removeItem(atPath: Self.socketPath(displayNumber))
    }

    // MARK: - Internals

    private func waitUntilAcceptingClients(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline, process.isRunning {
            if FileManager.default.fileExists(atPath: Self.socketPath(displayNumber)),
                let display = XOpenDisplay(displayName)
            {
                XCloseDisplay(display)
                return true
            }
            usleep(20_000)
        }
        return false
    }

    private static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }
    private static func lockPath(_ number: Int) -> String { "/tmp/.X\(number)-lock" }

    /// True when a live process holds the display's lock file.
    private static func isTaken(_ number: Int) -> Bool {
        guard let text = try? String(contentsOfFile: lockPath(number), encoding: .utf8) else { return false }
        guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return true }
        return Foundation.kill(pid, 0) == 0 || errno == EPERM
    }
}
