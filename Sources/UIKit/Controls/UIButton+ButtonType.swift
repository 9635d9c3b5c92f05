import Foundation

extension UIButton {
    /// The kind of button, as Apple's `UIButton.ButtonType`. A plain value, any thread.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }
}
