import Foundation

/// The command line the samples share: show a layer tree in a window
/// (Escape quits; `--seconds S` quits after S seconds), or with
/// `--frames N [--out DIR]` export N frames at 60 fps as PNG files,
/// headless, with `FrameExporter`. Main thread.
public enum SampleCommandLine {
    /// Runs the sample `name` showing `root` (`width` × `height` points) as the arguments say.
    public static func run(_ name: String, root: CALayer, width: Int, height: Int,
                           arguments: [String] = CommandLine.arguments) throws {
        func option(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        if let frames = option("--frames").flatMap(Int.init) {
            let out = URL(fileURLWithPath: option("--out") ?? "\(name)-frames")
            let exporter = FrameExporter(directory: out, framesPerSecond: 60)
            let files = try exporter.export(root, frames: frames, width: width, height: height)
            print("\(name): \(files.count) frames in \(out.path)")
            return
        }
        let window = try LayerWindow(title: name, width: width, height: height)
        window.rootLayer.addSublayer(root)
        window.onEvent = { event in
            if case .keyDown(let key) = event, key.keyName == "Escape" { window.close() }
        }
        if let seconds = option("--seconds").flatMap(Double.init) {
            _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in window.close() }
        }
        window.run()
    }
}
