import CX11
import Foundation
import LayerHost
import UIKit

/// The host misbehaving: the window destroyed or the client killed by
/// someone else, displays that do not exist or cannot be parsed, sizes a
/// window cannot have, resize storms. The app must hear of it, in words that
/// say what happened.
extension Catalogue {
    /// Opens a second connection to the runner's display and hands it to `body`.
    private static func otherClient(_ context: CaseContext, _ body: (OpaquePointer) -> Void) -> Bool {
        guard let display = XOpenDisplay(context.displayName) else { return false }
        body(display)
        XSync(display, 0)
        XCloseDisplay(display)
        return true
    }

    /// Spins until `window` closes or `seconds` pass; returns whether it closed.
    private static func closes(_ window: LayerWindow, within seconds: Double, _ context: CaseContext) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !window.isClosed, Date() < deadline { context.spin(0.02) }
        return window.isClosed
    }

    /// Opening a window on `name` must throw an error that names the problem.
    private static func refusesDisplay(_ name: String, mentioning words: [String]) -> Verdict {
        do {
            let window = try LayerWindow(title: "x", width: 100, height: 100, framesPerSecond: nil, displayName: name)
            window.close()
            return .wrong("a window opened on \"\(name)\"")
        } catch {
            let message = "\(error)"
            return .check(words.allSatisfy { message.localizedCaseInsensitiveContains($0) }, "refused: \(message)",
                          else: "refused with a message that does not say why: \(message)")
        }
    }

    /// A case that opens a window of `width` × `height` at `framesPerSecond`:
    /// it must be refused with an error (`mustRefuse`), or open, draw and close.
    private static func opening(_ name: String, width: Int, height: Int, framesPerSecond: Double? = nil,
                                mustRefuse: Bool) -> AdversaryCase {
        AdversaryCase("host", name, window: true, reports: false) { context in
            do {
                let window = try LayerWindow(title: name, width: width, height: height,
                                             framesPerSecond: framesPerSecond, displayName: context.displayName)
                window.start()
                context.spin(0.3)
                window.close()
                return mustRefuse ? .wrong("a window of \(width) × \(height) opened") : .ok("opened, drew and closed")
            } catch {
                return .ok("refused: \(error)")
            }
        }
    }

    static let host: [AdversaryCase] = [
        AdversaryCase("host", "window-destroyed-by-other-client", window: true) { context in
            let window = try context.openWindow()
            context.drawFrames()
            guard let id = window.nativeWindow?.window else { return .wrong("the window is not an X window") }
            guard otherClient(context, { XDestroyWindow($0, Window(id)) }) else { return .wrong("no second connection") }
            return .check(closes(window, within: 3, context), "the window closed when another client destroyed it",
                          else: "the window was destroyed and the program did not hear of it")
        },
        AdversaryCase("host", "client-killed", window: true) { context in
            let window = try context.openWindow()
            context.drawFrames()
            guard let id = window.nativeWindow?.window else { return .wrong("the window is not an X window") }
            guard otherClient(context, { XKillClient($0, XID(id)) }) else { return .wrong("no second connection") }
            return .check(closes(window, within: 5, context), "closed when the client was killed",
                          else: "still open after XKillClient")
        },
        AdversaryCase("host", "display-malformed", reports: false) { _ in
            refusesDisplay("not a display!!", mentioning: ["not a display!!"])
        },
        AdversaryCase("host", "display-no-server", reports: false) { _ in
            refusesDisplay(":987", mentioning: [":987"])
        },
        AdversaryCase("host", "display-empty", reports: false) { _ in
            refusesDisplay("", mentioning: ["display"])
        },
        AdversaryCase("host", "display-unreachable-host", reports: false) { _ in
            refusesDisplay("256.256.256.256:0", mentioning: ["256.256.256.256:0"])
        },
        opening("window-zero-size", width: 0, height: 0, mustRefuse: true),
        opening("window-negative-size", width: -10, height: 50, mustRefuse: true),
        opening("window-huge-size", width: 100_000, height: 100_000, mustRefuse: false),
        opening("frame-rate-nan", width: 100, height: 100, framesPerSecond: .nan, mustRefuse: false),
        AdversaryCase("host", "resize-storm", window: true, reports: false) { context in
            let window = try context.openWindow()
            context.drawFrames()
            guard let id = window.nativeWindow?.window else { return .wrong("the window is not an X window") }
            guard otherClient(context, { display in
                for i in 0..<300 { XResizeWindow(display, Window(id), UInt32(50 + i % 400), UInt32(40 + i % 300)) }
            }) else { return .wrong("no second connection") }
            return .check(context.drawFrames() >= 6, "300 resizes by another client; still drawing", else: "stalled")
        },
        AdversaryCase("host", "close-twice-then-change", window: true, reports: false) { context in
            let window = try context.openWindow()
            context.drawFrames()
            let root = window.rootLayer
            window.close()
            window.close()
            root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(CALayer())
            CATransaction.flush()
            context.spin(0.2)
            return .ok("closed twice, then changed")
        },
        AdversaryCase("host", "windows-one-after-another", window: true, reports: false) { context in
            for i in 0..<6 {
                let window = try LayerWindow(title: "w\(i)", width: 120, height: 90, framesPerSecond: nil,
                                             displayName: context.displayName)
                let layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                window.rootLayer.addSublayer(layer)
                window.start()
                context.spin(0.15)
                window.close()
            }
            return .ok("six windows opened, drawn and closed in turn")
        },
        AdversaryCase("host", "two-windows-one-layer", window: true, reports: false) { context in
            let first = try context.openWindow()
            let second = try LayerWindow(title: "second", width: 120, height: 90, framesPerSecond: nil,
                                         displayName: context.displayName)
            second.start()
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            first.rootLayer.addSublayer(layer)
            second.rootLayer.addSublayer(layer)
            let drawn = context.drawFrames()
            second.close()
            return .check(drawn >= 6 && layer.superlayer === second.rootLayer, "the layer moved to the second window",
                          else: "drew \(drawn) frames")
        },
    ]
}
