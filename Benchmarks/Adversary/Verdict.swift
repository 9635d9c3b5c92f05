/// What a case found out about itself, printed on standard output as its last line.
enum Verdict {
    /// The libraries coped: `detail` says how (refused, clamped, drawn).
    case ok(String)
    /// The libraries carried on but got it wrong: `detail` says what.
    case wrong(String)

    /// `ok` when `condition` holds, else `wrong` with `failure`.
    static func check(_ condition: Bool, _ success: String, else failure: @autoclosure () -> String) -> Verdict {
        condition ? .ok(success) : .wrong(failure())
    }

    var line: String {
        switch self {
        case .ok(let detail): return "verdict: ok \(detail)"
        case .wrong(let detail): return "verdict: wrong \(detail)"
        }
    }
}
