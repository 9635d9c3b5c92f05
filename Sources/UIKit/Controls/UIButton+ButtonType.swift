import Foundation

extension UIButton {
    /// The kind of button, as Apple's `UIButton.ButtonType`. A plain value, any thread.
    public enum ButtonType: Int, Sendable {
        /// A plain button with a white title by default; what `init(frame:)` makes.
        ///
        /// Only ``system`` looks different here: the other types draw no
        /// glyph of their own (no info, disclosure, add or close symbol).
        case custom = 0
        /// A button whose title is system blue by default.
        case system = 1
        /// Apple's detail-disclosure button; drawn here as a ``custom`` button.
        case detailDisclosure = 2
        /// Apple's light info button; drawn here as a ``custom`` button.
        case infoLight = 3
        /// Apple's dark info button; drawn here as a ``custom`` button.
        case infoDark = 4
        /// Apple's add-contact button; drawn here as a ``custom`` button.
        case contactAdd = 5
        /// Apple's close button (raw value 7, as Apple's); drawn here as a ``custom`` button.
        case close = 7
    }
}
