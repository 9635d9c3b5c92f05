import CoreAnimationValues
import Foundation

/// What draws a frame: the GLES renderer, or a recording fake in tests.
///
/// Called on the render thread only, one frame at a time.
package protocol Renderer: AnyObject {
    /// Draws `list` and presents it (swap, or finish for offscreen targets).
    func renderFrame(_ list: DrawList) throws
    /// The render thread is about to end: release what belongs to it (GL objects, the current context).
    func renderThreadWillExit()
    /// The target's pixels per point (the display scale).
    var pixelsPerPoint: CGFloat { get }
}

extension Renderer {
    package func renderThreadWillExit() {}
    package var pixelsPerPoint: CGFloat { 1 }
}
