import Foundation
import LayerHost

/// The text over the Petals scene: a `CaptionPanel` along the top (a title
/// with a row of step dots, a two-line explanation and the keys) and one
/// along the bottom with the state line ("falling · t = 1.50 s of 5 s").
/// The top one ends above the moon, the bottom one lies on the dark foot of
/// the hills. Main thread.
///
/// It only shows text it is given; what the text says is `PetalsScene`'s.
public final class PetalsPanel {
    /// The panel and the bar; add it above the petals.
    public let layer = CALayer()
    private let top: CaptionPanel
    private let bar: CaptionPanel
    private let title: CATextLayer
    private let explanation: CATextLayer
    private let keys: CATextLayer
    private let state: CATextLayer
    private var dots: [CALayer] = []

    private static let litDot = CGColor.rgb(1, 0.55, 0.75)
    private static let unlitDot = CGColor.rgb(1, 1, 1, 0.25)

    /// A panel for a page `width` × `height` points with `stepCount` dots.
    public init(width: CGFloat, height: CGFloat, stepCount: Int) {
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        // Opaque: the shower's petals fall behind the words, not through them.
        top = CaptionPanel(frame: CGRect(x: 8, y: 8, width: width - 16, height: 84), opaque: true)
        bar = CaptionPanel(frame: CGRect(x: 8, y: height - 36, width: width - 16, height: 28), opaque: true)
        layer.addSublayer(top.layer)
        layer.addSublayer(bar.layer)
        title = top.addLine("", y: 7, height: 20, fontSize: 15, color: CaptionPanel.titleColor, bold: true,
                            width: top.layer.bounds.width - 24 - CGFloat(stepCount) * 14)
        explanation = top.addLine("", y: 29, height: 32, fontSize: 12, wrapped: true)
        keys = top.addLine("", y: 63, height: 16, fontSize: 11.5, color: CaptionPanel.keysColor)
        state = bar.addLine("", y: 5, height: 18, fontSize: 13, color: CaptionPanel.titleColor)
        for index in 0..<stepCount {
            let dot = CALayer()
            dot.frame = CGRect(x: top.layer.bounds.width - 8 - CGFloat(stepCount - index) * 14, y: 12, width: 10, height: 10)
            dot.cornerRadius = 5
            top.layer.addSublayer(dot)
            dots.append(dot)
        }
    }

    /// Shows `title`, `explanation` and `keys` on the top panel and lights
    /// dot `litDot` (no dots when nil), without implicit animations.
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

    /// Whether `point` (in the page, the panel layer's coordinates) falls
    /// on the top panel or the state bar, where the panel's words are.
    public func covers(_ point: CGPoint) -> Bool {
        top.layer.frame.contains(point) || bar.layer.frame.contains(point)
    }

    /// What the top panel says now: title, explanation, keys.
    public var shownText: [String] {
        [title, explanation, keys].map { $0.string as? String ?? "" }
    }
}
