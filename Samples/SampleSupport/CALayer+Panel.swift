import Foundation
import LayerHost

extension CALayer {
    /// The samples' white card at `frame` with `title` along its top (the
    /// caption is named after the card, so hit tests on it name the card).
    /// Main thread.
    public convenience init(panelFrame frame: CGRect, title: String, name: String? = nil) {
        self.init()
        self.frame = frame
        self.name = name ?? title
        backgroundColor = .rgb(1, 1, 1)
        cornerRadius = 10
        borderWidth = 1
        borderColor = .rgb(0.84, 0.85, 0.88)
        let caption = CATextLayer(label: title, frame: CGRect(x: 12, y: 8, width: frame.width - 24, height: 18))
        caption.name = self.name
        addSublayer(caption)
    }
}
