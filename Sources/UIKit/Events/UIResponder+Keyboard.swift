import Foundation

/// The keyboard's notifications and their user-info keys, with Apple's
/// names, so that code that moves views out of the keyboard's way compiles.
/// There is no on-screen keyboard on a Linux desktop, so nothing posts them.
extension UIResponder {
    /// Never posted (no on-screen keyboard).
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Never posted (no on-screen keyboard).
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Never posted (no on-screen keyboard).
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Never posted (no on-screen keyboard).
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Never posted (no on-screen keyboard).
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// Never posted (no on-screen keyboard).
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// User-info key for the keyboard's frame before the change (a `CGRect` in screen coordinates on iOS).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// User-info key for the keyboard's frame after the change (a `CGRect` in screen coordinates on iOS).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// User-info key for the duration of the keyboard's animation, in seconds.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// User-info key for the keyboard animation's curve (a `UIView.AnimationCurve` raw value on iOS).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// User-info key for whether the keyboard belongs to this app.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
