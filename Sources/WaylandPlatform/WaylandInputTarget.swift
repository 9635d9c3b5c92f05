import Foundation
import PlatformInput

/// A window as a seat's input reaches it: its identity, how many buffer
/// pixels one surface unit is, and where its events go.
///
/// Main thread only.
package protocol WaylandInputTarget: AnyObject {
    var platformID: PlatformWindowID { get }
    /// Pixels per surface-local unit (the buffer's scale).
    var pixelsPerUnit: Double { get }
    /// Takes one event for the window's next batch.
    func receive(_ event: PlatformEvent)
    /// Whether `surface` is the window's decoration (its title bar), not its content.
    func isDecoration(_ surface: OpaquePointer?) -> Bool
    /// A button went down on the decoration at `x` surface units from its
    /// left end, by `seat`'s pointer, with the press's `serial`.
    func decorationPressed(x: Double, seat: WaylandObject, serial: UInt32)
}
