import Foundation

/// A private weston (Debian 12's weston 10) for the live Wayland tests:
/// its own runtime folder and socket, no configuration file read, and the
/// pixman renderer, so that it runs on any machine. Headless (no screen,
/// no seat), or inside an X server (`x11` backend: a window on Xvfb, whose
/// pointer and keys XTest drives).
///
/// The tests connect by the socket's absolute path (`socketPath`), so that
/// nothing in the test process's environment changes. Main thread.
package final class WestonServer {
    /// Where weston runs.
    package enum Backend {
        /// No screen; an output of `width` × `height` pixels at integer `scale`.
        case headless(width: Int, height: Int, scale: Int)
        /// A window on the X server `displayName` (Xvfb), which is weston's output and seat.
        case x11(displayName: String, width: Int, height: Int)
    }

    package enum StartError: Error, CustomStringConvertible {
        case notInstalled
        case didNotStart(log: String)

        package var description: String {
            switch self {
            case .notInstalled: return "weston is not installed (Scripts/install-deps.sh installs it)"
            case .didNotStart(let log): return "weston did not start: \(log)"
            }
        }
    }

    /// weston's path, if installed.
    package static let executablePath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        return folders.map { $0 + "/weston" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The compositor's socket, an absolute path `wl_display_connect` takes.
    package let socketPath: String
    private let runtimeFolder: URL
    private let process: Process
    private let logURL: URL

    private init(socketPath: String, runtimeFolder: URL, process: Process, logURL: URL) {
        self.socketPath = socketPath
        self.runtimeFolder = runtimeFolder
        self.process = process
        self.logURL = logURL
    }

    deinit { stop() }

    /// Starts weston and waits (up to 15 s) until its socket accepts clients.
    ///
    /// - Throws: `StartError`.
    package static func start(_ backend: Backend) throws -> WestonServer {
        guard let executablePath else { throw StartError.notInstalled }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-weston-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let socket = "wayland-test"
        let logURL = folder.appendingPathComponent("weston.log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        var arguments = ["--no-config", "--use-pixman", "--socket=\(socket)", "--idle-time=0", "--log=\(logURL.path)"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = folder.path
        environment["WAYLAND_DISPLAY"] = nil
        environment["WAYLAND_SOCKET"] = nil
        switch backend {
        case .headless(let width, let height, let scale):
            arguments += ["--backend=headless-backend.so", "--width=\(width)", "--height=\(height)", "--scale=\(scale)"]
            environment["DISPLAY"] = nil
        case .x11(let displayName, let width, let height):
            arguments += ["--backend=x11-backend.so", "--width=\(width)", "--height=\(height)"]
            environment["DISPLAY"] = displayName
        }
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let server = WestonServer(socketPath: folder.appendingPathComponent(socket).path, runtimeFolder: folder,
                                  process: process, logURL: logURL)
        let deadline = Date(timeIntervalSinceNow: 15)
        while Date() < deadline, process.isRunning {
            // The shell's own clients connect last: their start says weston is ready.
            if FileManager.default.fileExists(atPath: server.socketPath), server.log.contains("launching") {
                return server
            }
            usleep(20_000)
        }
        let log = server.log
        server.stop()
        throw StartError.didNotStart(log: log)
    }

    /// What weston wrote to its log.
    package var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }

    package var isRunning: Bool { process.isRunning }

    /// Ends weston (its clients' connections break) and removes its folder.
    package func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: runtimeFolder)
    }
}
