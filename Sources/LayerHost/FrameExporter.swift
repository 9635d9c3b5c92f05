import Foundation

/// Writes a layer tree's frames as PNG files at a fixed frame rate, with the
/// media clock driven frame by frame instead of the wall clock, so an export
/// is the same on any machine.
///
/// While exporting, `CACurrentMediaTime()` returns the frame times (starting
/// at the clock's value when the export starts); it is restored afterwards.
/// Main thread (the app's layers are changed there).
public final class FrameExporter {
    public let directory: URL
    public let framesPerSecond: Double

    public init(directory: URL, framesPerSecond: Double = 60) {
        self.directory = directory
        self.framesPerSecond = framesPerSecond
    }

    /// Renders `count` frames of `layer` into `frame-00000.png`…, `width` × `height` pixels.
    /// `beforeFrame` runs before each frame with its index (to drive the app).
    /// - Returns: the files written.
    @discardableResult
    public func export(_ layer: CALayer, frames count: Int, width: Int, height: Int,
                       beforeFrame: ((Int) -> Void)? = nil) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let renderer = try CARenderer(width: width, height: height)
        renderer.layer = layer
        let start = CACurrentMediaTime()
        let clock = ManualMediaClock(start)
        clock.install()
        defer { CASetMediaTimeSource(nil) }
        var written: [URL] = []
        for index in 0..<count {
            let time = start + Double(index) / framesPerSecond
            clock.time = time
            beforeFrame?(index)
            renderer.beginFrame(atTime: time)
            renderer.render()
            renderer.endFrame()
            let url = directory.appendingPathComponent(String(format: "frame-%05d.png", index))
            try renderer.makeImage().pngData().write(to: url)
            written.append(url)
        }
        return written
    }
}
