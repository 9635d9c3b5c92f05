import Foundation

/// A sample's command line: `--frames N --out DIR` (headless export) or
/// `--seconds S` (a window that quits S seconds after its first frame).
/// A plain value.
public struct SampleOptions: Equatable {
    /// Frames to export headlessly; nil: open a window.
    public var frames: Int?
    /// Where exported frames go; nil: `<title>-frames` in the working directory.
    public var out: String?
    /// Seconds to show the window, counted from its first frame; nil: until Escape.
    public var seconds: Double?

    /// Reads `arguments` (the program name first). Bad or missing values are
    /// errors that say which option and what it wants.
    public init(_ arguments: [String]) throws {
        var rest = arguments.dropFirst()
        while let name = rest.popFirst() {
            guard ["--frames", "--out", "--seconds"].contains(name) else {
                throw SampleOptionError("unknown option \(name)")
            }
            guard let value = rest.popFirst() else { throw SampleOptionError("\(name) needs a value") }
            switch name {
            case "--frames":
                guard let count = Int(value), count > 0 else {
                    throw SampleOptionError("--frames wants a positive whole number, not \(value)")
                }
                frames = count
            case "--seconds":
                guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                    throw SampleOptionError("--seconds wants a positive number, not \(value)")
                }
                self.seconds = seconds
            default:
                out = value
            }
        }
    }

    /// The usage line of a sample called `name`.
    public static func usage(_ name: String) -> String {
        "usage: \(name) [--seconds S] | --frames N [--out DIR]"
    }
}
