import Foundation

/// A horizontal position anchor (leading, trailing, left, right, centerX), as Apple's; main thread only.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
