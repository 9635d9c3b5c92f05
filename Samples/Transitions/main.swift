// Transitions: the image gallery of documents 000, 001 and 004. Each step
// shows the next picture through a CATransition of the chosen type and
// subtype.
//
//   swift run Transitions                       a window: ←/→ or a swipe (drag) steps,
//                                               T cycles the type, S the subtype, Escape quits
//   swift run Transitions --seconds S           quit after S seconds
//   swift run Transitions --frames N --out DIR  headless: N frames at 60 fps, stepping every
//                                               second through every type (a contact sheet of them)
import Foundation
import LayerHost

let gallery = Gallery()
var dragStart: CGPoint?
try SampleCommandLine.run(
    "Transitions", root: gallery.root, width: Gallery.width, height: Gallery.height,
    beforeFrame: { index in
        // Headless: a new step every second, each with the next type.
        if index % 60 == 10 {
            gallery.cycleType()
            gallery.step(forward: true)
        }
    },
    onEvent: { event, _ in
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
    })
