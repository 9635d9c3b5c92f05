import Foundation

/// Where `UIColor(named:)` finds a colour: a colour set
/// (`<name>.colorset/Contents.json`) in an asset catalog (`*.xcassets`) of
/// the bundle's resources, the bundle's folder or the working directory,
/// as Xcode writes them; the catalog is read as it is (there is no compiled
/// `Assets.car` on Linux). A name with slashes (`Brand/Primary`) finds a set
/// in folders of those names, as a catalog folder that provides a namespace.
///
/// Any thread: what was found is kept per bundle and name behind a lock.
/// A set that cannot be read is reported once and gives no colour.
enum ColorSetLookup {
    /// One entry of a set: its appearance (nil: any) and colour.
    struct Entry: Equatable {
        var appearance: UIUserInterfaceStyle?
        var color: CGColor
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var found: [String: [Entry]?] = [:]

    /// The entries of the set `name` in `bundle`, or nil when there is none.
    static func entries(named name: String, in bundle: Bundle) -> [Entry]? {
        let key = bundle.bundlePath + "\u{0}" + name
        lock.lock()
        if let cached = found[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let entries = file(named: name, in: bundle).flatMap { read($0, name: name) }
        lock.lock()
        found[key] = entries
        lock.unlock()
        return entries
    }

    /// The `Contents.json` of the first set `name` in the catalogs of the bundle's folders.
    private static func file(named name: String, in bundle: Bundle) -> URL? {
        let components = name.split(separator: "/").map(String.init)
        guard let leaf = components.last, !leaf.isEmpty, !components.contains(".."), !components.contains(".") else { return nil }
        let manager = FileManager.default
        for folder in bundle.resourceFolders {
            guard let items = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for catalog in items.sorted() where catalog.hasSuffix(".xcassets") {
                let root = URL(fileURLWithPath: folder).appendingPathComponent(catalog)
                guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
                for case let url as URL in walker where url.lastPathComponent == "\(leaf).colorset" {
                    // The folders above the set must end with the name's namespace, if it has one.
                    let above = url.deletingLastPathComponent().pathComponents.suffix(components.count - 1)
                    guard Array(above) == Array(components.dropLast()) else { continue }
                    let contents = url.appendingPathComponent("Contents.json")
                    if manager.fileExists(atPath: contents.path) { return contents }
                }
            }
        }
        return nil
    }

    /// The entries of a set's `Contents.json`; nil, reported, when it is not one.
    static func read(_ url: URL, name: String) -> [Entry]? {
        guard let data = try? Data(contentsOf: url) else {
            Diagnostics.report("UIColor(named: \"\(name)\"): \(url.path) cannot be read", subsystem: "UIKit")
            return nil
        }
        switch parse(data) {
        case .success(let entries):
            return entries
        case .failure(let problem):
            Diagnostics.report("UIColor(named: \"\(name)\"): \(url.path): \(problem.message); no colour", subsystem: "UIKit")
            return nil
        }
    }

    /// Why a set gives no colour.
    struct Problem: Error, Equatable {
        var message: String
    }

    /// The entries of a set's JSON: each `colors` item's `color` (its
    /// `color-space` and `components`, each component a fraction with a
    /// point (`"0.800"`), a whole number 0…255 (`"204"`) or hexadecimal
    /// (`"0xCC"`), as Xcode writes them) and its luminosity appearance.
    static func parse(_ data: Data) -> Result<[Entry], Problem> {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let colors = root["colors"] as? [[String: Any]]
        else { return .failure(Problem(message: "not a colour set (no \"colors\" list)")) }
        var entries: [Entry] = []
        for item in colors {
            guard let color = item["color"] as? [String: Any] else { continue }
            var appearance: UIUserInterfaceStyle?
            for case let stated as [String: Any] in item["appearances"] as? [Any] ?? []
            where stated["appearance"] as? String == "luminosity" {
                switch stated["value"] as? String {
                case "dark": appearance = .dark
                case "light": appearance = .light
                default: appearance = .unspecified
                }
            }
            if appearance == .unspecified { continue }  // an appearance we do not have (high contrast)
            guard let parsed = cgColor(color) else {
                return .failure(Problem(message: "a colour that is not sRGB or grey components (\(color))"))
            }
            entries.append(Entry(appearance: appearance, color: parsed))
        }
        guard !entries.isEmpty else { return .failure(Problem(message: "no colour in it")) }
        return .success(entries)
    }

    private static func cgColor(_ color: [String: Any]) -> CGColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            let raw: String
            switch components[key] {
            case let text as String: raw = text.trimmingCharacters(in: .whitespaces)
            case let number as NSNumber: raw = number.stringValue
            default: return nil
            }
            if raw.lowercased().hasPrefix("0x"), let hex = UInt8(raw.dropFirst(2), radix: 16) { return CGFloat(hex) / 255 }
            guard let number = Double(raw), number.isFinite else { return nil }
            // Xcode writes fractions with a point ("0.800") and 8-bit values without ("204").
            return CGFloat(raw.contains(".") || raw.contains("e") ? number : number / 255)
        }
        let alpha = value("alpha") ?? 1
        let space = (color["color-space"] as? String) ?? "srgb"
        if space.hasPrefix("gray") || space.hasPrefix("extended-gray") {
            guard let white = value("white") else { return nil }
            return CGColor(gray: white, alpha: alpha)
        }
        guard ["srgb", "extended-srgb", "display-p3", "extended-linear-srgb"].contains(space),
              let red = value("red"), let green = value("green"), let blue = value("blue")
        else { return nil }
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
