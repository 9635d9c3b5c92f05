// Every public or open symbol declared in the project's sources has a doc
// comment of its own: reads the symbol graphs DocC was given (one folder
// per module) and lists those that have none, or only the text they inherit
// from a protocol of another module (the standard library's `rawValue`,
// say), which DocC shows as no abstract. Exits 1 when any is missing.
//
//   swift Scripts/doc-coverage.swift SYMBOL-GRAPHS-FOLDER SOURCES-FOLDER MODULE...
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: doc-coverage.swift SYMBOL-GRAPHS SOURCES MODULE...\n".utf8))
    exit(2)
}
let graphs = URL(fileURLWithPath: arguments[arguments.startIndex])
let sources = "file://" + URL(fileURLWithPath: arguments[arguments.startIndex + 1]).standardizedFileURL.path + "/"
var missing: [String] = []
var counted = 0
for module in arguments.dropFirst(2) {
    let folder = graphs.appendingPathComponent(module)
    let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    guard !files.isEmpty else {
        FileHandle.standardError.write(Data("doc-coverage: no symbol graph for \(module) in \(folder.path)\n".utf8))
        exit(2)
    }
    var seen = Set<String>()
    for file in files where file.pathExtension == "json" {
        guard let data = try? Data(contentsOf: file),
              let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]] else { continue }
        for symbol in symbols {
            guard let access = symbol["accessLevel"] as? String, access == "public" || access == "open",
                  let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String,
                  uri.hasPrefix(sources),
                  let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                  seen.insert(identifier).inserted else { continue }
            counted += 1
            let comment = symbol["docComment"] as? [String: Any]
            let inherited = (comment?["module"] as? String).map { $0 != module } ?? false
            guard comment == nil || inherited else { continue }
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let line = ((location["position"] as? [String: Any])?["line"] as? Int ?? 0) + 1
            missing.append("\(uri.dropFirst(sources.count)):\(line): \(module).\(path)")
        }
    }
}
for entry in missing.sorted() { print("undocumented: \(entry)") }
print("doc-coverage: \(counted - missing.count) of \(counted) public symbols documented")
exit(missing.isEmpty ? 0 : 1)
