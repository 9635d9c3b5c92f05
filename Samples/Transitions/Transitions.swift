// Transitions: the image gallery of documents 000, 001 and 004. Each step
// shows the next picture through a CATransition of the chosen type and
// subtype.
//
//   Scripts/run-sample.sh Transitions                       a window: ←/→, Space or a swipe (drag) steps,
//                                                           T cycles the type, S the subtype, Escape quits
//   Scripts/run-sample.sh Transitions --seconds S           quit S seconds after the first frame
//   Scripts/run-sample.sh Transitions --frames N --out DIR  headless: N frames at 60 fps as PNG files,
//                                                           stepping every second, each time with the next type
//   (a release build; `swift run` builds debug, several times slower)
import ArgumentParser
import Foundation
import LayerHost
import SampleSupport

@main
struct Transitions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Transitions",
        abstract: "The image gallery of documents 000, 001 and 004, stepped through CATransitions.",
        discussion: """
            Keys and clicks: → or Space steps forward and ← back (so does a swipe: a drag of more \
            than 30 points), T cycles the type (fade, moveIn, push, reveal, cube, oglFlip, pageCurl, \
            pageUnCurl, rippleEffect, suckEffect, cameraIris…), S the subtype. Escape quits.

            A --frames export steps every second, each time with the next type.
            """)

    @OptionGroup var options: SampleOptions

    func run() throws {
        try SampleRunner.run(TransitionsScene(), options: options)
    }
}

/// The gallery with its keys, swipes and headless script. Main thread.
final class TransitionsScene: SampleScene {
    let gallery = Gallery()
    private var dragStart: CGPoint?

    var title: String { "Transitions" }
    var width: Int { Gallery.width }
    var height: Int { Gallery.height }
    var root: CALayer { gallery.root }

    func handle(_ event: LayerWindow.Event) {
        switch event {
        case .keyDown(let key):
            switch key.keyName {
            case "Right", "space": gallery.step(forward: true)
            case "Left": gallery.step(forward: false)
            case "t", "T": gallery.cycleType()
            case "s", "S": gallery.cycleSubtype()
            default: break
            }
        case .pointerDown(let pointer):
            dragStart = pointer.location
        case .pointerUp(let pointer):
            if let from = dragStart, abs(pointer.location.x - from.x) > 30 {
                gallery.step(forward: pointer.location.x < from.x)
            }
            dragStart = nil
        default:
            break
        }
    }

    /// Headless: a new step every second, each with the next type.
    func exportFrame(_ index: Int) {
        if index % 60 == 10 {
            gallery.cycleType()
            gallery.step(forward: true)
        }
    }
}
