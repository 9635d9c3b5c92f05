import Foundation
import LayerHost

/// Runs a sample the ways every sample runs: a window (Escape quits;
/// `--seconds S` quits S seconds after the first frame is drawn) or a
/// headless export of `--frames N` PNG files at 60 frames a second into
/// `--out DIR`, the media clock driven frame by frame. Main thread.
public enum SampleRunner {
    /// The export's frame rate.
    public static let framesPerSecond = 60.0

    /// Parses the command line and runs `scene`; exits with status 2 on a bad
    /// command line and 1 when the window or the export fails.
    public static func run(_ scene: SampleScene, arguments: [String] = CommandLine.arguments) -> Never {
        let options: SampleOptions
        do {
            options = try SampleOptions(arguments)
        } catch {
            fail("\(scene.title): \(error)\n\(SampleOptions.usage(scene.title))", status: 2)
        }
        do {
            if let frames = options.frames {
                try export(scene, frames: frames, into: options.out ?? "\(scene.title)-frames")
            } else {
                try show(scene, seconds: options.seconds)
            }
        } catch {
            fail("\(scene.title): \(error)", status: 1)
        }
        exit(0)
    }

    /// Writes `frames` frames of the scene into `folder` as `frame-00000.png`….
    public static func export(_ scene: SampleScene, frames: Int, into folder: String) throws {
        let out = URL(fileURLWithPath: folder)
        let exporter = FrameExporter(directory: out, framesPerSecond: framesPerSecond)
        let files = try exporter.export(scene.root, frames: frames, width: scene.width, height: scene.height) {
            scene.exportFrame($0)
        }
        print("\(scene.title): \(files.count) frames in \(out.path)")
    }

    /// Shows the scene in a window until Escape, a close request or `seconds`
    /// after the first frame. Prints a line when the first frame is drawn.
    public static func show(_ scene: SampleScene, seconds: Double?) throws {
        let window = try LayerWindow(title: scene.title, width: scene.width, height: scene.height)
        window.rootLayer.addSublayer(scene.root)
        window.onEvent = { [unowned window] event in
            if case .keyDown(let key) = event, key.keyName == "Escape" {
                window.close()
            } else {
                scene.handle(event)
            }
        }
        window.onFrame = { [unowned window] report in
            window.onFrame = nil
            print("\(scene.title): first frame drawn (\(report.layerCount) layers)")
            fflush(stdout)
            if let seconds {
                _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { [unowned window] _ in window.close() }
            }
        }
        scene.windowDidOpen()
        window.run()
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
