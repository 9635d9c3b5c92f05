import Foundation
import LayerHost

extension CATextLayer {
    /// A one-line caption at `frame`: `fontSize` points in `color`, drawn at
    /// twice the pixel density so it stays sharp. Main thread.
    public convenience init(label: String, frame: CGRect, fontSize: CGFloat = 13,
                            color: CGColor = .rgb(0.15, 0.15, 0.18), alignment: CATextLayerAlignmentMode = .left) {
        self.init()
        self.frame = frame
        string = label
        self.fontSize = fontSize
        foregroundColor = color
        alignmentMode = alignment
        truncationMode = .end
        contentsScale = 2
    }
}
