/// The flood guard of `Diagnostics`: counts reports by their shape (the
/// message with its numbers left out, so "CALayer #12: bounds width nan" and
/// "CALayer #13: bounds width nan" are one shape) and lets each shape through
/// `limit` times; the last of those says that more are not shown. A loop or
/// a frame-by-frame path that keeps making the same mistake prints a few
/// lines, not one per layer or frame.
///
/// - Note: A value type; `Diagnostics` keeps one behind a lock for the
///   process and one per capture, so any thread may use it through them.
struct ReportShapes {
    enum Decision {
        /// Print it.
        case report
        /// Print it with `suppressionNote`: it is the last of its shape.
        case lastReport
        /// Print nothing.
        case suppress
    }

    /// Reports of one shape shown before the rest are suppressed.
    static let limit = 5
    /// Shapes remembered; past this, new shapes are let through uncounted.
    static let maximumShapes = 4096
    static let suppressionNote = "(reported \(limit) times; further reports like this are not shown)"

    private var counts: [String: Int] = [:]

    /// The shape of `message`: digits, and the signs and points that go with them, dropped.
    static func shape(of message: String, subsystem: String) -> String {
        var shape = subsystem
        shape.reserveCapacity(subsystem.count + message.utf8.count)
        shape.append(":")
        for scalar in message.unicodeScalars where !("0"..."9").contains(scalar) {
            shape.unicodeScalars.append(scalar)
        }
        return shape
    }

    /// Counts one report of `shape` and says whether to show it.
    mutating func count(_ shape: String) -> Decision {
        guard let seen = counts[shape] else {
            if counts.count < Self.maximumShapes { counts[shape] = 1 }
            return .report
        }
        counts[shape] = seen + 1
        if seen + 1 < Self.limit { return .report }
        return seen + 1 == Self.limit ? .lastReport : .suppress
    }
}
