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
    private let explanation = CATextLayer(label: "", frame: CGRect(x: 26, y: 420, width: 708, height: 20), fontSize: 14)
    private let searchResult = CATextLayer(label: "", frame: CGRect(x: 26, y: 450, width: 708, height: 20), fontSize: 14,
                                           color: .rgb(0.2, 0.35, 0.75))
    private let viewDelegate = ViewLayerDelegate()
    /// The colours given in turn (the listings pick random ones; a fixed
    /// order keeps exports the same).
    private let palette: [CGColor] = [.rgb(0.95, 0.3, 0.25), .rgb(0.15, 0.75, 0.4), .rgb(1, 0.75, 0.1),
                                      .rgb(0.6, 0.3, 0.85), .rgb(0.1, 0.7, 0.85), .rgb(0.95, 0.45, 0.7)]
    private var colorIndex = -1

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
        // What the search finds for a change made now (in mode 2, inside its transaction).
        CATransaction.begin()
        if index == 1 { CATransaction.setAnimationDuration(1) }
        let action = colorLayer.action(forKey: "backgroundColor")
        CATransaction.commit()
        searchResult.string = "colorLayer.action(forKey: \"backgroundColor\") → " + describe(action)
    }

    /// Gives the layer the next colour, as the mode does it.
    func changeColor() {
        colorIndex = (colorIndex + 1) % palette.count
        let color = palette[colorIndex]
        if modeBar.selectedIndex == 1 {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            colorLayer.backgroundColor = color
            CATransaction.commit()
        } else {
            colorLayer.backgroundColor = color
        }
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

    /// The export's script: a colour change in each mode in turn.
    func exportFrame(_ index: Int) {
        switch index {
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

    private func describe(_ action: CAAction?) -> String {
        switch action {
        case let transition as CATransition:
            return "CATransition (\(transition.type.rawValue) \(transition.subtype?.rawValue ?? ""))"
        case let animation as CABasicAnimation:
            return "CABasicAnimation of \(animation.keyPath ?? "?"), \(animation.duration) s"
        case nil:
            return "nil: no animation"
        case let other?:
            return "\(type(of: other))"
        }
    }
}
