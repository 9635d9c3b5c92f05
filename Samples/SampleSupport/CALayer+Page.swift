import Foundation
import LayerHost

// The samples' page and the cards on it.
extension CALayer {
    /// Makes this layer a sample's page: `width` × `height` points at the
    /// origin, light grey, named "page". Main thread.
    public func setUpAsPage(width: Int, height: Int) {
        frame = CGRect(x: 0, y: 0, width: width, height: height)
        backgroundColor = .rgb(0.93, 0.93, 0.95)
        name = "page"
    }

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
