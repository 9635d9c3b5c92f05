import Foundation

/// A vertical position anchor (top, bottom, centerY, baselines), as Apple's; main thread only.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
