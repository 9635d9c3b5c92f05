import Foundation
import LayerHost
import SampleSupport

/// The page: the mode bar, document 002's layerView with its 100 × 100
/// colour layer, the Change Color button and two lines saying what the mode
/// does and what the layer's action search returns. Main thread.
final class ImplicitActionsScene: SampleScene {
    let title = "ImplicitActions"
    let width = 760, height = 500
    let root = CALayer()

    private let modeBar = ModeBar(titles: ["1  default 0.25 s", "2  1 s transaction", "3  push action", "4  view-backed"],
                                  origin: CGPoint(x: 26, y: 20), pillWidth: 171)
    private let layerView = CALayer(panelFrame: CGRect(x: 250, y: 80, width: 260, height: 260), title: "layerView")
    private let colorLayer = CALayer()
    private let button = CALayer()
    private let explanation = CATextLayer(label: "", frame: CGRect(x: 26, y: 408, width: 708, height: 20), fontSize: 14)
    private let searchResult = CATextLayer(label: "", frame: CGRect(x: 26, y: 434, width: 708, height: 20), fontSize: 14,
                                           color: .rgb(0.2, 0.35, 0.75))
    private let verdict = CATextLayer(label: "", frame: CGRect(x: 26, y: 460, width: 708, height: 20), fontSize: 14,
                                      color: .rgb(0.2, 0.35, 0.75))
    private let viewDelegate = ViewLayerDelegate()
    /// The colours given in turn (the listings pick random ones; a fixed
    /// order keeps exports the same).
    private let palette: [CGColor] = [.rgb(0.95, 0.3, 0.25), .rgb(0.15, 0.75, 0.4), .rgb(1, 0.75, 0.1),
                                      .rgb(0.6, 0.3, 0.85), .rgb(0.1, 0.7, 0.85), .rgb(0.95, 0.45, 0.7)]
    private var colorIndex = -1
    private var firstCommitTimer: Timer?

    init() {
        root.setUpAsPage(width: width, height: height)
        root.addSublayer(modeBar.layer)

        // Listing 7.6's colour layer, in a layerView of its own.
        colorLayer.frame = CGRect(x: 80, y: 80, width: 100, height: 100)
        colorLayer.backgroundColor = .rgb(0, 0, 1)
        colorLayer.name = "colorLayer"
        layerView.addSublayer(colorLayer)
        root.addSublayer(layerView)

        button.frame = CGRect(x: 305, y: 356, width: 150, height: 36)
        button.cornerRadius = 8
        button.backgroundColor = .rgb(0.2, 0.45, 0.95)
        button.name = "Change Color"
        let label = CATextLayer(label: "Change Color", frame: button.bounds.insetBy(dx: 8, dy: 9), fontSize: 14,
                                color: .rgb(1, 1, 1), alignment: .center)
        label.name = button.name
        button.addSublayer(label)
        root.addSublayer(button)

        root.addSublayer(explanation)
        root.addSublayer(searchResult)
        root.addSublayer(verdict)
        root.addSublayer(CATextLayer(label: "1–4 or click: mode    M: next mode    Space or click the layer: change colour    Esc: quit",
                                     frame: CGRect(x: 26, y: 58, width: 708, height: 16), fontSize: 11,
                                     color: .rgb(0.45, 0.45, 0.5)))
        select(mode: 0)
    }

    /// Listing 7.5: what the view-backed layer's delegate answers for
    /// backgroundColor outside and inside an animation block.
    func printListing75() {
        func name(_ action: CAAction?) -> String {
            action.map { $0 is NSNull ? "<null>" : "<\(type(of: $0))>" } ?? "nil"
        }
        print("Outside: \(name(viewDelegate.action(for: colorLayer, forKey: "backgroundColor")))")
        viewDelegate.animate(withDuration: 0.3) {
            print("Inside: \(name(viewDelegate.action(for: colorLayer, forKey: "backgroundColor")))")
        }
    }

    /// Makes the layer answer colour changes as mode `index` (0…3) says.
    func select(mode index: Int) {
        modeBar.selectedIndex = index
        colorLayer.delegate = nil
        colorLayer.actions = nil
        switch index {
        case 2:
            // Listing 7.6: a custom action.
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromLeft
            colorLayer.actions = ["backgroundColor": transition]
            explanation.string = "colorLayer.actions = [\"backgroundColor\": CATransition push, subtype .fromLeft]"
        case 3:
            colorLayer.delegate = viewDelegate
            explanation.string = "colorLayer.delegate is a view: action(for:forKey:) answers NSNull() outside animation blocks"
        case 1:
            explanation.string = "CATransaction.begin(); CATransaction.setAnimationDuration(1); … ; CATransaction.commit()"
        default:
            explanation.string = "colorLayer.backgroundColor = … in the run loop's own transaction (0.25 s)"
        }
        refreshSearchResult()
    }

    /// Asks the layer, as a change made now would (mode 2 inside its 1 s
    /// transaction), and shows what came back. Returns the line shown.
    @discardableResult
    func refreshSearchResult() -> String {
        CATransaction.begin()
        if modeBar.selectedIndex == 1 { CATransaction.setAnimationDuration(1) }
        let action = colorLayer.action(forKey: "backgroundColor")
        CATransaction.commit()
        let (returned, meaning) = describe(action)
        searchResult.string = "colorLayer.action(forKey: \"backgroundColor\") returns " + returned
        verdict.string = meaning
        return "colorLayer.action(forKey: \"backgroundColor\") returns \(returned); \(meaning)"
    }

    /// Gives the layer the next colour, as the mode does it.
    /// The label says what the action search returned for this very change
    /// (asked just before it, in the same transaction), and a line saying so
    /// is printed.
    func changeColor() {
        colorIndex = (colorIndex + 1) % palette.count
        let color = palette[colorIndex]
        if modeBar.selectedIndex == 1 {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            report(refreshSearchResult())
            colorLayer.backgroundColor = color
            CATransaction.commit()
        } else {
            report(refreshSearchResult())
            colorLayer.backgroundColor = color
        }
    }

    private func report(_ line: String) {
        print("mode \(modeBar.selectedIndex + 1) colour change: \(line)")
        fflush(stdout)
    }

    func handle(_ event: LayerWindow.Event) {
        switch event {
        case .keyDown(let key):
            if let digit = Int(key.keyName), (1...4).contains(digit) {
                select(mode: digit - 1)
            } else if key.keyName == "m" || key.keyName == "Tab" {
                select(mode: (modeBar.selectedIndex + 1) % modeBar.titles.count)
            } else if key.keyName == "space" || key.keyName == "Return" {
                changeColor()
            }
        case .pointerDown(let pointer):
            if let mode = modeBar.index(at: pointer.location) {
                select(mode: mode)
            } else if button.frame.contains(pointer.location)
                        || colorLayer.contains(colorLayer.convert(pointer.location, from: root)) {
                changeColor()
            }
        default:
            break
        }
    }

    /// In a window: asks the layer again once it is on screen (before its
    /// first commit a layer has nothing to animate from, and the search says so).
    func windowDidOpen() {
        firstCommitTimer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            if self.colorLayer.presentation() != nil {
                self.refreshSearchResult()
                timer.invalidate()
            }
        }
    }

    /// The export's script: a colour change in each mode in turn (and the
    /// question asked again on frame 1, once the layer has been drawn).
    func exportFrame(_ index: Int) {
        switch index {
        case 1: refreshSearchResult()
        case 6: changeColor()
        case 30: select(mode: 1)
        case 32: changeColor()
        case 100: select(mode: 2)
        case 102: changeColor()
        case 130: select(mode: 3)
        case 132: changeColor()
        default: break
        }
    }

    /// What `action(forKey:)` returned, and what that makes of the change.
    private func describe(_ action: CAAction?) -> (returned: String, meaning: String) {
        switch action {
        case let transition as CATransition:
            let side = [CATransitionSubtype.fromLeft: " from the left", .fromRight: " from the right",
                        .fromTop: " from the top", .fromBottom: " from the bottom"][transition.subtype ?? .fromLeft] ?? ""
            return ("CATransition \(transition.type.rawValue) \(transition.subtype?.rawValue ?? "")",
                    "so a change runs that transition: the new colour comes in by \(transition.type.rawValue)\(side)")
        case let animation as CABasicAnimation:
            let seconds = String(format: "%.2f", animation.duration)
            return ("CABasicAnimation of \(animation.keyPath ?? "?"), \(seconds) s",
                    "so a change runs that animation: the colour fades from the old to the new in \(seconds) s")
        case let other?:
            return ("\(type(of: other))", "so a change runs it")
        case nil:
            if colorLayer.delegate?.action(for: colorLayer, forKey: "backgroundColor") is NSNull {
                return ("nil (its delegate answered NSNull)", "so a change has no animation: the colour switches at once")
            }
            if colorLayer.presentation() == nil {
                return ("nil for now", "the layer is not on screen yet, so there is nothing to animate from")
            }
            return ("nil", "so a change has no animation: the colour switches at once")
        }
    }
}
