import Foundation

/// The command line the samples share: show a layer tree in a window
/// (Escape quits; `--seconds S` quits after S seconds), or with
/// `--frames N [--out DIR]` export N frames at 60 fps as PNG files,
/// headless, with `FrameExporter`. Main thread.
public enum SampleCommandLine {
    /// The value after `flag` in `arguments`, if any.
    public static func option(_ flag: String, in arguments: [String] = CommandLine.arguments) -> String? {
        arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }

    /// For a headless export (`--frames`), stops the media clock at a fixed
    /// time before the scene is built, so that times the scene takes from
    /// `CACurrentMediaTime()` (an emitter started in the past) are the same
    /// on every run, and the export's frames with them. Call it first.
    public static func pinClockForExport(arguments: [String] = CommandLine.arguments) {
        guard option("--frames", in: arguments) != nil else { return }
        CASetMediaTimeSource { 1000 }
    }

    /// Runs the sample `name` showing `root` (`width` × `height` points) as the arguments say.
    ///
    /// - Parameters:
    ///   - beforeFrame: drives the sample during a headless export (called with each frame's index).
    ///   - onEvent: the sample's own handling of the window's events (after Escape is handled).
    ///   - noWindow: called instead of throwing when no window can be opened
    ///     (no X display); the error is rethrown when nil.
    public static func run(_ name: String, root: CALayer, width: Int, height: Int,
                           arguments: [String] = CommandLine.arguments,
                           beforeFrame: ((Int) -> Void)? = nil,
                           onEvent: ((LayerWindow.Event, LayerWindow) -> Void)? = nil,
                           noWindow: ((Error) throws -> Void)? = nil) throws {
        if let given = option("--frames", in: arguments) {
            guard let frames = Int(given), frames > 0 else {
                FileHandle.standardError.write(Data("\(name): --frames wants a positive whole number, not \(given)\n".utf8))
                exit(2)
            }
            let out = URL(fileURLWithPath: option("--out", in: arguments) ?? "\(name)-frames")
            let exporter = FrameExporter(directory: out, framesPerSecond: 60)
            let files = try exporter.export(root, frames: frames, width: width, height: height, beforeFrame: beforeFrame)
            print("\(name): \(files.count) frames in \(out.path)")
            return
        }
        let window: LayerWindow
        do {
            window = try LayerWindow(title: name, width: width, height: height)
        } catch {
            guard let noWindow else { throw error }
            try noWindow(error)
            return
        }
        window.rootLayer.addSublayer(root)
        // The launch tests wait for this line.
        var announced = false
        window.onFrame = { report in
            guard !announced else { return }
            announced = true
            print("\(name): first frame drawn (\(report.layerCount) layers)")
            fflush(stdout)
        }
        window.onEvent = { event in
            if case .keyDown(let key) = event, key.keyName == "Escape" {
                window.close()
                return
            }
            onEvent?(event, window)
        }
        if let seconds = option("--seconds", in: arguments).flatMap(Double.init) {
            _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in window.close() }
        }
        window.run()
    }
}
