import Foundation

/// One environment variable the runtime reads, and the one way every module
/// reads them: a value that does not parse is reported once, in one line
/// naming the variable, the value, what was expected and what is done
/// instead, and is then ignored. Unset and empty mean "not given".
///
/// The variables themselves are listed in `EnvironmentVariable+Catalogue.swift`
/// (``all``), which the README's table is checked against.
///
/// Any thread; values.
package struct EnvironmentVariable: Sendable, Hashable {
    /// What a value must look like.
    package enum Kind: Sendable, Hashable {
        /// `1`, `0`, and the words `true`/`false`, `yes`/`no`, `on`/`off` (any case).
        case flag
        /// One of these words (any case; given in lower case).
        case choice([String])
        /// A finite decimal number within the range.
        case number(ClosedRange<Double>)
        /// `WIDTHxHEIGHT` (or `X`), both whole numbers within the range.
        case size(ClosedRange<Int>)
        /// A comma-separated list of these words (any case, spaces ignored);
        /// unknown ones are reported and the rest kept.
        case names([String])
    }

    /// The variable's name, `CA_FPS`.
    package let name: String
    /// What a value must look like.
    package let kind: Kind
    /// What is done when the value is bad, for the report: "the display's rate is used".
    package let otherwise: String
    /// The module that reads it, the report's subsystem (`LayerHost`).
    package let subsystem: String

    package init(_ name: String, _ kind: Kind, otherwise: String, subsystem: String) {
        self.name = name
        self.kind = kind
        self.otherwise = otherwise
        self.subsystem = subsystem
    }

    /// The variable's text in `environment` (the process's by default), nil when unset or empty.
    package func text(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        return text
    }

    /// A ``Kind/flag``'s value; nil when not given or bad (reported).
    package func flag(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool? {
        guard let text = text(in: environment) else { return nil }
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: return refuse(text)
        }
    }

    /// A ``Kind/choice``'s word in lower case; nil when not given or bad (reported).
    package func choice(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let text = text(in: environment), case .choice(let words) = kind else { return nil }
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        return words.contains(word) ? word : refuse(text)
    }

    /// A ``Kind/number``'s value; nil when not given or bad (reported):
    /// not a number, NaN, infinite, or outside the range.
    package func number(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Double? {
        guard let text = text(in: environment), case .number(let range) = kind else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, range.contains(value) else {
            return refuse(text)
        }
        return value
    }

    /// A ``Kind/size``'s width and height; nil when not given or bad (reported).
    package func size(in environment: [String: String] = ProcessInfo.processInfo.environment) -> (width: Int, height: Int)? {
        guard let text = text(in: environment), case .size(let range) = kind else { return nil }
        let sides = text.trimmingCharacters(in: .whitespaces).lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let values = sides.compactMap { Int($0) }
        guard sides.count == 2, values.count == 2, values.allSatisfy(range.contains) else { return refuse(text) }
        return (values[0], values[1])
    }

    /// A ``Kind/names`` list's known words in lower case, in the order given
    /// without repeats; empty when not given. Unknown words are reported
    /// (once per value) and left out.
    package func names(in environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        guard let text = text(in: environment), case .names(let known) = kind else { return [] }
        var kept: [String] = []
        var unknown: [String] = []
        for part in text.split(separator: ",") {
            let word = part.trimmingCharacters(in: .whitespaces).lowercased()
            guard !word.isEmpty else { continue }
            if known.contains(word) {
                if !kept.contains(word) { kept.append(word) }
            } else {
                unknown.append(word)
            }
        }
        if !unknown.isEmpty {
            let list = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
            Diagnostics.reportOnce(cause: "environment \(name)=\(text)",
                                   "\(name)=\(text): unknown \(unknown.count == 1 ? "name" : "names") \(list) "
                                   + "(expected \(expected)); \(unknown.count == 1 ? "it is" : "they are") ignored",
                                   subsystem: subsystem)
        }
        return kept
    }

    /// What a good value looks like, in words, for reports and the README.
    package var expected: String {
        switch kind {
        case .flag: return "1 or 0 (or true/false, yes/no, on/off)"
        case .choice(let words): return "one of " + words.joined(separator: ", ")
        case .number(let range): return "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
        case .size(let range): return "WIDTHxHEIGHT, each from \(range.lowerBound) to \(range.upperBound)"
        case .names(let words): return "a comma-separated list of " + words.joined(separator: ", ")
        }
    }

    /// Reports a bad `text` once per value (one line) and gives nil.
    private func refuse<T>(_ text: String) -> T? {
        Diagnostics.reportOnce(cause: "environment \(name)=\(text)",
                               "\(name)=\(text) is not \(expected); \(otherwise)", subsystem: subsystem)
        return nil
    }

    /// A bound as written: `1000`, `0.01`.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    package static func == (lhs: EnvironmentVariable, rhs: EnvironmentVariable) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
