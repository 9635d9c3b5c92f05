import Foundation
import LayerHost

/// `Soak --windows N`: opens, starts and closes `N` windows one after
/// another, each drawing a spinning square until its second frame, and
/// prints every hundredth cycle's open descriptors, threads and resident
/// memory. Levelled off: after the first tenth, descriptors and threads
/// grow by at most a few and memory by less than a quarter (the
/// allocator grows its arenas in steps of tens of MiB; a window's context
/// kept would add about 10 MiB each). Main thread.
enum SoakWindowCycles {
    struct Row: Codable {
        var cycles: Int
        var fds: Int
        var threads: Int
        var residentMiB: Double
    }

    /// Runs the cycles; returns the rows and whether they levelled off.
    static func run(_ count: Int, json: Bool) throws -> Bool {
        var rows: [Row] = []
        func record(_ cycles: Int) {
            let row = Row(cycles: cycles, fds: entries(in: "/proc/self/fd"), threads: entries(in: "/proc/self/task"),
                          residentMiB: residentMiB())
            rows.append(row)
            guard !json else { return }
            if rows.count == 1 { print("| windows | fds | threads | RSS MiB |\n|---|---|---|---|") }
            print(String(format: "| %d | %d | %d | %.1f |", row.cycles, row.fds, row.threads, row.residentMiB))
            fflush(stdout)
        }
        record(0)
        for index in 1...count {
            let window = try LayerWindow(title: "Soak \(index)", width: 200, height: 150, framesPerSecond: 60,
                                         displayName: nil)
            let square = CALayer()
            square.frame = CGRect(x: 50, y: 25, width: 100, height: 100)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = CGFloat.pi * 2
            spin.duration = 1
            spin.repeatCount = .infinity
            square.add(spin, forKey: "spin")
            window.rootLayer.addSublayer(square)
            window.start()
            let deadline = Date(timeIntervalSinceNow: 30)
            while window.framesDrawn < 2, Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
            }
            window.close()
            if index % 100 == 0 || index == count { record(index) }
        }
        if json { print(String(decoding: try JSONEncoder().encode(rows), as: UTF8.self)) }
        let settled = rows[min(rows.count - 1, max(1, rows.count / 10))], last = rows[rows.count - 1]
        let levelled = last.fds <= settled.fds + 2 && last.threads <= settled.threads + 8
            && last.residentMiB < settled.residentMiB * 1.25
        print(String(format: "%d windows; from %d to %d: descriptors %d → %d, threads %d → %d, resident memory %.1f → %.1f MiB",
                     count, settled.cycles, last.cycles, settled.fds, last.fds, settled.threads, last.threads,
                     settled.residentMiB, last.residentMiB))
        return levelled
    }

    private static func entries(in folder: String) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? -1
    }
}
