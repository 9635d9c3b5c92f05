import Foundation

/// A `CAMediaTimingFillMode` as `MediaTimingValues` keeps it: two bytes,
/// not the name's sixteen.
///
/// Every running animation's timing is kept several times (the app's
/// animation object, the attached copy's descriptor, the render node's
/// `NumberAnimation`), so for thousands of animated layers the name's
/// bytes were tens of bytes a layer; and a frame asked whether each one
/// fills backwards or forwards by comparing strings. Apple's four modes are
/// codes 0 to 3; any other name (which fills neither way, as `removed`) is
/// kept in a table of names and coded by its place there, so it reads back
/// as given. The table keeps 1,024 names at most (`names`); past that a new
/// name is kept as `removed`, which is how it fills, and reported once.
///
/// A plain value; safe on any thread (the table is behind a lock).
package struct StoredFillMode: Sendable, Equatable {
    private var code: UInt16

    /// `removed`, the default.
    package static let removed = StoredFillMode(code: 0)

    private init(code: UInt16) {
        self.code = code
    }

    package init(_ mode: CAMediaTimingFillMode) {
        switch mode {
        case .removed: code = 0
        case .forwards: code = 1
        case .backwards: code = 2
        case .both: code = 3
        default: code = Self.code(forName: mode.rawValue)
        }
    }

    /// The mode, by its name.
    package var mode: CAMediaTimingFillMode {
        switch code {
        case 0: return .removed
        case 1: return .forwards
        case 2: return .backwards
        case 3: return .both
        default: return CAMediaTimingFillMode(rawValue: Self.name(forCode: code))
        }
    }

    /// Whether the object shows its first value before it begins (`backwards`, `both`).
    package var fillsBackwards: Bool { code == 2 || code == 3 }

    /// Whether the object holds its last value after it ends (`forwards`, `both`).
    package var fillsForwards: Bool { code == 1 || code == 3 }

    // MARK: Other names

    /// The table the names other than Apple's four are kept in.
    static let names = FillModeNames(limit: 1_024)

    private static func code(forName name: String) -> UInt16 {
        if let code = names.code(for: name) { return code + 4 }
        Diagnostics.reportOnce(
            cause: "fill mode names",
            "fill mode \"\(name)\": more than \(names.limit) fill mode names other than Apple's are in use; kept as removed (how it fills)")
        return 0
    }

    private static func name(forCode code: UInt16) -> String {
        names.name(for: code - 4)
    }
}

/// Names of fill modes other than Apple's four, each given a number in the
/// order first seen (`StoredFillMode`), `limit` at most. Safe on any thread
/// (behind an `NSLock`, which ThreadSanitizer sees).
final class FillModeNames: @unchecked Sendable {
    let limit: Int
    private var names: [String] = []
    private var numbers: [String: UInt16] = [:]
    private let lock = NSLock()

    init(limit: Int) {
        self.limit = min(limit, Int(UInt16.max) - 4)
    }

    /// The number of `name`, given it now if it has none; nil when `limit` names have one already.
    func code(for name: String) -> UInt16? {
        lock.withLock {
            if let known = numbers[name] { return known }
            guard names.count < limit else { return nil }
            let number = UInt16(names.count)
            names.append(name)
            numbers[name] = number
            return number
        }
    }

    /// The name numbered `number`.
    func name(for number: UInt16) -> String {
        lock.withLock { names[Int(number)] }
    }
}
