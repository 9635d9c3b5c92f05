import CoreGraphics
import Foundation
import RenderServer

/// Writes a layer tree's frames as PNG files at a fixed frame rate, with the
/// media clock driven frame by frame instead of the wall clock, so an export
/// is the same on any machine.
///
/// While exporting, `CACurrentMediaTime()` returns the frame times (starting
/// at the clock's value when the export starts); it is restored afterwards.
/// Before each frame, what a running app's main thread would have done by
/// then is done: queued main-thread callbacks run, and animations that have
/// ended by the frame's time are finished (removed when
/// `isRemovedOnCompletion`, their delegates told), so a filled animation
/// that is removed on completion stops showing, as in a window.
///
/// Work the app schedules on the wall clock (a `Timer`, a
/// `DispatchQueue.main.asyncAfter` deadline, a loop advancing a progress
/// bar) cannot be moved to media time: Dispatch and `Timer` keep the wall
/// clock. So:
///
/// - With ``Pacing-swift.enum/realTime``, the main thread reaches each
///   frame's wall-clock time when the frame's media time comes, and work
///   scheduled N seconds ahead lands in the first frame at or after media
///   time N, as in a window. Frames are drawn, read back and written on a
///   thread of their own, so drawing slower than real time does not hold
///   the main thread back (up to 240 frames may wait; past that the main
///   thread waits too, and such work lands early).
/// - With ``Pacing-swift.enum/asFastAsPossible`` (the default) it is **not
///   honoured**: such work runs when the wall clock says, whatever frame is
///   being made then (usually too late in media time). Use real-time pacing
///   for an app that schedules work ahead.
///
/// Main thread (the app's layers are changed there).
public final class FrameExporter {
    /// How fast frames are made.
    public enum Pacing: Sendable {
        /// As fast as the renderer goes (the default): the media clock alone
        /// moves from frame to frame, and the export is the same everywhere.
        case asFastAsPossible
        /// At the frame rate on the wall clock: before each frame the main
        /// run loop runs until the frame's time has come, so wall-clock
        /// timers fire in step with the media clock.
        case realTime
    }

    /// The folder the files go into; each export checks it and creates it, parents included, before the first frame.
    public let directory: URL
    /// Frames per second of media time (default 60): frame i shows the export's start time + i / framesPerSecond.
    ///
    /// An export throws before drawing when it is not positive and finite. `animation.png` stores each
    /// frame's delay as 1 / the rate rounded to a whole number.
    public let framesPerSecond: Double
    /// How fast frames are made; `.asFastAsPossible` unless set.
    public var pacing: Pacing
    /// Tests only: seconds the real-time drawing thread sleeps before each
    /// frame, standing in for a renderer slower than real time.
    package var drawDelay: TimeInterval = 0

    /// An exporter for `directory`; nothing is checked or created, and the rate is not checked, until an export runs.
    public init(directory: URL, framesPerSecond: Double = 60, pacing: Pacing = .asFastAsPossible) {
        self.directory = directory
        self.framesPerSecond = framesPerSecond
        self.pacing = pacing
    }

    /// Renders `count` frames of `layer` into `frame-00000.png`…, `width` × `height` pixels.
    /// `beforeFrame` runs before each frame with its index (to drive the app).
    /// - Returns: the files written.
    /// - Throws: before the first frame, an error whose description says in
    ///   one line why the folder cannot take the frames ("cannot write frames
    ///   into /data/out: permission denied"); the same for a file that
    ///   cannot be written later (a full disk).
    @discardableResult
    public func export(_ layer: CALayer, frames count: Int, width: Int, height: Int,
                       beforeFrame: ((Int) -> Void)? = nil) throws -> [URL] {
        try prepareDirectory(for: "frames")
        var written: [URL] = []
        try renderFrames(layer, count: count, width: width, height: height, beforeFrame: beforeFrame) { index, image in
            let url = self.directory.appendingPathComponent(String(format: "frame-%05d.png", index))
            try self.write(image.pngData(), to: url)
            written.append(url)
        }
        return written
    }

    /// Renders `count` frames of `layer` as one animated PNG (`animation.png`,
    /// which browsers and image viewers play; a viewer without APNG shows the
    /// first frame) and a contact sheet (`contact-sheet.png`: `sheetFrames`
    /// frames spread evenly over the export, in a grid, at a quarter size).
    /// - Returns: the two files.
    /// - Throws: as ``export(_:frames:width:height:beforeFrame:)`` does, in one line.
    @discardableResult
    public func exportAnimation(_ layer: CALayer, frames count: Int, width: Int, height: Int, sheetFrames: Int = 12,
                                beforeFrame: ((Int) -> Void)? = nil) throws -> (animation: URL, contactSheet: URL) {
        try prepareDirectory(for: "an animation")
        let animationURL = directory.appendingPathComponent("animation.png")
        let sheetURL = directory.appendingPathComponent("contact-sheet.png")
        let animation: AnimatedPNGWriter
        do {
            animation = try AnimatedPNGWriter(url: animationURL, framesPerSecond: framesPerSecond)
        } catch {
            throw OutputPathError(message: "cannot write \(animationURL.path)", reason: OutputPath.reason(error))
        }
        let picks = Set((0..<max(1, min(sheetFrames, count))).map { $0 * max(count - 1, 0) / max(min(sheetFrames, count) - 1, 1) })
        var sheet = ContactSheet(frameWidth: width, frameHeight: height, count: picks.count)
        try renderFrames(layer, count: count, width: width, height: height, beforeFrame: beforeFrame) { index, image in
            do {
                try animation.append(image)
            } catch {
                throw OutputPathError(message: "cannot write \(animationURL.path)", reason: OutputPath.reason(error))
            }
            if picks.contains(index) { sheet.add(image) }
        }
        do {
            try animation.finish()
        } catch {
            throw OutputPathError(message: "cannot write \(animationURL.path)", reason: OutputPath.reason(error))
        }
        try write(sheet.pngData(), to: sheetURL)
        return (animationURL, sheetURL)
    }

    /// Checks and makes the folder before any frame is drawn.
    private func prepareDirectory(for what: String) throws {
        try OutputPath.checkFolder(directory.path, for: what)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputPathError(message: "cannot write \(what) into \(directory.path)", reason: OutputPath.reason(error))
        }
    }

    /// Writes `data` to `url`, a failure said in one line.
    private func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url)
        } catch {
            throw OutputPathError(message: "cannot write \(url.path)", reason: OutputPath.reason(error))
        }
    }

    /// Drives the media clock frame by frame, delivering animation events
    /// (delegates, completions) due at each frame's time before it is drawn.
    private func renderFrames(_ layer: CALayer, count: Int, width: Int, height: Int, beforeFrame: ((Int) -> Void)?,
                              _ body: @escaping (Int, CGImage) throws -> Void) throws {
        guard count > 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "an export needs at least one frame, not \(count)"])
        }
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "an export needs a positive, finite frame rate, not \(framesPerSecond)"])
        }
        let renderer = try CARenderer(width: width, height: height)
        renderer.layer = layer
        let start = CACurrentMediaTime()
        let clock = ManualMediaClock(start)
        clock.install()
        defer { CASetMediaTimeSource(nil) }
        let wallStart = Date()
        let pipeline = pacing == .realTime ? ExportPipeline(renderer: renderer, drawDelay: drawDelay, write: body) : nil
        defer { _ = try? pipeline?.finish() }
        for index in 0..<count {
            let time = start + Double(index) / framesPerSecond
            if pacing == .realTime { runMainLoop(until: wallStart.addingTimeInterval(time - start)) }
            clock.time = time
            // What the main run loop would have delivered by now: queued callbacks, due animation events.
            RunLoop.main.run(until: Date())
            AnimationLifecycle.shared.processDueEvents()
            RunLoop.main.run(until: Date())
            beforeFrame?(index)
            renderer.beginFrame(atTime: time)
            if let pipeline {
                let list = renderer.frameList()
                renderer.endFrame()
                // (No list only without a layer, which an export always has: an empty frame then.)
                try pipeline.enqueue(index, list ?? DrawList(time: time, items: []))
            } else {
                renderer.render()
                renderer.endFrame()
                try body(index, renderer.makeImage())
            }
        }
        try pipeline?.finish()
    }

    /// Runs the main run loop (timers, main-queue work) until `deadline`,
    /// napping a millisecond whenever it has nothing to do.
    private func runMainLoop(until deadline: Date) {
        while Date() < deadline {
            RunLoop.main.run(until: min(deadline, Date().addingTimeInterval(0.005)))
            if Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        }
    }
}
