import ArgumentParser
import CoreGraphics
import Foundation

/// The command line every sample shares, used through `@OptionGroup`:
/// `--seconds S` (a window that quits S seconds after its first frame) or
/// `--frames N [--out DIR]` (a headless export of N frames at 60 fps). With
/// neither, a window until Escape. `SampleRunner` runs a scene as they say.
/// The numbers take the next argument whatever it is (`--seconds -1` is
/// refused as a negative time, not as a missing one). A plain value.
public struct SampleOptions: ParsableArguments, Equatable {
    /// Seconds to show the window, counted from its first frame; nil: until Escape.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Quit after S seconds, counted from the first frame drawn (default: at Escape).",
                               valueName: "S"))
    public var seconds: Double?

    /// Frames to export headlessly; nil: open a window.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Export N frames at 60 fps as PNG files instead of opening a window (headless, "
                               + "the clock driven frame by frame).", valueName: "N"))
    public var frames: Int?

    /// Where exported frames go; nil: `<title>-frames` in the working directory.
    @Option(help: ArgumentHelp("The folder --frames writes frame-00000.png… into (default: <sample>-frames).",
                               valueName: "DIR"))
    public var out: String?

    public init() {}

    /// True for a headless export (`--frames`).
    public var exports: Bool { frames != nil }

    public mutating func validate() throws {
        if let frames, frames < 1 {
            throw ValidationError("--frames wants a whole number of frames ≥ 1, not \(frames)")
        }
        if let seconds, !(seconds > 0 && seconds.isFinite) {
            throw ValidationError("--seconds wants a positive, finite number of seconds, not \(seconds)")
        }
        if frames == nil, let out {
            throw ValidationError("--out \(out) names where --frames N writes its frames: add --frames N")
        }
        if frames != nil, seconds != nil {
            throw ValidationError("--seconds is for a window and --frames for a headless export: give one of them")
        }
        if let out { try Self.checkOutput(folder: out, option: "--out", for: "frames") }
    }

    /// Refuses an output folder that cannot be written, before anything runs:
    /// `--out: cannot write frames into /ro/x: read-only file system`.
    public static func checkOutput(folder: String, option: String, for what: String) throws {
        do {
            try OutputPath.checkFolder(folder, for: what)
        } catch {
            throw ValidationError("\(option): \(error)")
        }
    }

    /// Refuses an output file that cannot be written, before anything runs.
    public static func checkOutput(file: String, option: String, for what: String) throws {
        do {
            try OutputPath.checkFile(file, for: what)
        } catch {
            throw ValidationError("\(option): \(error)")
        }
    }

    public static func == (a: SampleOptions, b: SampleOptions) -> Bool {
        a.seconds == b.seconds && a.frames == b.frames && a.out == b.out
    }
}
