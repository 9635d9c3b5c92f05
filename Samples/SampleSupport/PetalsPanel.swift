import Foundation
import LayerHost

/// The text over the Petals scene: a panel along the top (a title with a
/// row of step dots, a two-line explanation and the keys) and a state bar
/// along the bottom ("falling · t = 1.50 s of 5 s"). Both are dark,
/// translucent and rounded; the top one ends above the moon, the bottom one
/// lies on the dark foot of the hills. Main thread.
///
/// It only shows text it is given; what the text says is `PetalsScene`'s.
public final class PetalsPanel {
    /// The panel and the bar; add it above the petals.
    public let layer = CALayer()
    private let top = CALayer()
    private let title: CATextLayer
    private let explanation: CATextLayer
    private let keys: CATextLayer
    private let bar = CALayer()
    private let state: CATextLayer
    private var dots: [CALayer] = []

    private static let panelColor = CGColor.rgb(0.06, 0.05, 0.15, 0.72)
    private static let edgeColor = CGColor.rgb(1, 1, 1, 0.14)
    private static let litDot = CGColor.rgb(1, 0.55, 0.75)
    private static let unlitDot = CGColor.rgb(1, 1, 1, 0.25)

    /// A panel for a page `width` × `height` points with `stepCount` dots.
    public init(width: CGFloat, height: CGFloat, stepCount: Int) {
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        top.frame = CGRect(x: 8, y: 8, width: width - 16, height: 84)
        bar.frame = CGRect(x: 8, y: height - 36, width: width - 16, height: 28)
        let inner = top.frame.width - 24
        title = CATextLayer(label: "", frame: CGRect(x: 12, y: 7, width: inner - CGFloat(stepCount) * 14, height: 20),
                            fontSize: 15, color: .rgb(1, 1, 1))
        title.font = "Helvetica-Bold" as CFTypeRef
        explanation = CATextLayer(label: "", frame: CGRect(x: 12, y: 29, width: inner, height: 32), fontSize: 12,
                                  color: .rgb(0.88, 0.9, 0.98))
        explanation.isWrapped = true
        keys = CATextLayer(label: "", frame: CGRect(x: 12, y: 63, width: inner, height: 16), fontSize: 11.5,
                           color: .rgb(1, 0.8, 0.88))
        state = CATextLayer(label: "", frame: CGRect(x: 12, y: 5, width: bar.frame.width - 24, height: 18), fontSize: 13,
                            color: .rgb(1, 1, 1))
        for panel in [top, bar] {
            panel.backgroundColor = Self.panelColor
            panel.cornerRadius = 10
            panel.borderWidth = 1
            panel.borderColor = Self.edgeColor
            layer.addSublayer(panel)
        }
        top.addSublayer(title)
        top.addSublayer(explanation)
        top.addSublayer(keys)
        bar.addSublayer(state)
        for index in 0..<stepCount {
            let dot = CALayer()
            dot.frame = CGRect(x: top.bounds.width - 12 - CGFloat(stepCount - index) * 14 + 4, y: 12, width: 10, height: 10)
            dot.cornerRadius = 5
            top.addSublayer(dot)
            dots.append(dot)
        }
    }

    /// Shows `title`, `explanation` and `keys` on the top panel and lights
    /// dot `litDot` (none when nil), without implicit animations.
    public func show(title: String, explanation: String, keys: String, litDot: Int?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        self.title.string = title
        self.explanation.string = explanation
        self.keys.string = keys
        for (index, dot) in dots.enumerated() {
            dot.backgroundColor = index == litDot ? Self.litDot : Self.unlitDot
            dot.isHidden = litDot == nil
        }
        CATransaction.commit()
    }

    /// The state bar's line; setting the same text again changes nothing.
    public var stateText: String {
        get { state.string as? String ?? "" }
        set {
            guard newValue != stateText else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            state.string = newValue
            CATransaction.commit()
        }
    }

    /// What the top panel says now, title first (for tests and the log).
    public var shownText: [String] {
        [title, explanation, keys].map { $0.string as? String ?? "" }
    }
}
