import Foundation
import LayerHost

/// The one way a sample runs, as its `SampleOptions` say: a window (Escape
/// quits; `--seconds S` quits S seconds after the first frame is drawn) or a
/// headless export of `--frames N` PNG files at 60 frames a second into
/// `--out DIR`, the media clock driven frame by frame. Main thread.
///
/// A sample's command is an `@main` `ParsableCommand` with
/// `@OptionGroup var options: SampleOptions`; its `run()` builds the scene
/// and calls `try SampleRunner.run(scene, options: options)`. An error
/// thrown from there (no window, an export that cannot be written, a window
/// whose display was lost) ends the program with status 1 and the error's
/// description.
public enum SampleRunner {
    /// The export's frame rate.
    public static let framesPerSecond = 60.0

    /// For a headless export (`--frames`), stops the media clock at a fixed
    /// time before the scene is built, so that times the scene takes from
    /// `CACurrentMediaTime()` (an emitter started in the past) are the same
    /// on every run, and the export's frames with them. Call it before
    /// making the scene; it does nothing for a window.
    public static func pinClockForExport(_ options: SampleOptions) {
        guard options.exports else { return }
        CASetMediaTimeSource { 1000 }
    }

    /// Runs `scene` as `options` say: exports its frames, or shows it in a
    /// window until Escape, a close request or `--seconds`. A window resized
    /// shows the whole page scaled to fit, centred, the margins in the
    /// page's colour (at least a third of the page's size).
    ///
    /// - Parameter noWindow: called instead of throwing when no window can be
    ///   opened (no X display); the error is thrown when nil.
    public static func run(_ scene: SampleScene, options: SampleOptions,
                           noWindow: ((Error) throws -> Void)? = nil) throws {
        if let frames = options.frames {
            try export(scene, frames: frames, into: options.out ?? "\(scene.title)-frames")
            return
        }
        do {
            try show(scene, seconds: options.seconds)
        } catch let error as LayerWindowOpeningError {
            guard let noWindow else { throw error }
            try noWindow(error.underlying)
        }
    }

    /// Writes `frames` frames of the scene into `folder` as `frame-00000.png`…,
    /// calling `scene.exportFrame(_:)` before each.
    public static func export(_ scene: SampleScene, frames: Int, into folder: String) throws {
        let out = URL(fileURLWithPath: folder)
        let exporter = FrameExporter(directory: out, framesPerSecond: framesPerSecond)
        let files = try exporter.export(scene.root, frames: frames, width: scene.width, height: scene.height) {
            scene.exportFrame($0)
        }
        print("\(scene.title): \(files.count) frames in \(out.path)")
    }

    /// Shows the scene in a window until Escape, a close request or `seconds`
    /// after the first frame. Prints a line when the first frame is drawn
    /// (the launch tests wait for it).
    public static func show(_ scene: SampleScene, seconds: Double?) throws {
        let window: LayerWindow
        do {
            window = try LayerWindow(title: scene.title, width: scene.width, height: scene.height)
        } catch {
            throw LayerWindowOpeningError(underlying: error)
        }
        window.rootLayer.addSublayer(scene.root)
        // Resized, the page is scaled to fit and centred, the margins in its own colour (`PageFit`).
        let page = CGSize(width: scene.width, height: scene.height)
        window.rootLayer.backgroundColor = scene.root.backgroundColor
        window.minimumSize = CGSize(width: page.width / 3, height: page.height / 3)
        var fit = PageFit(page: page, window: page)
        window.onEvent = { [unowned window] event in
            switch event {
            case .keyDown(let key) where key.keyName == "Escape":
                window.close()
            case .resized(let size):
                fit = PageFit(page: page, window: size)
                fit.apply(to: window.rootLayer)
                scene.handle(event)
            default:
                scene.handle(fit.pageEvent(event))
            }
        }
        window.onFrame = { [unowned window] report in
            window.onFrame = nil
            print("\(scene.title): first frame drawn (\(report.layerCount) layers)")
            fflush(stdout)
            if let seconds {
                _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { [weak window] _ in window?.close() }
            }
        }
        scene.windowDidOpen()
        let reason = window.run()
        if reason.isFailure {
            // The program ends next: the dead window's render thread finishes first.
            _ = window.waitUntilTornDown(seconds: 10)
            throw SampleWindowEnded(reason: reason)
        }
    }
}

/// The window of a sample could not be opened (no X display, no EGL):
/// what `LayerWindow` threw.
struct LayerWindowOpeningError: Error, CustomStringConvertible {
    var underlying: Error
    var description: String { "no window can be opened: \(underlying)" }
}
