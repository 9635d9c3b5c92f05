/// What the Xlib connection of a GLX context knows of its own failures
/// (`RenderDisplayConnection` in practice), asked around each make-current.
///
/// Why: Mesa's software GLX sizes a window's buffers from a GetGeometry
/// query and does not look at whether the query failed. When the server
/// refused it (the window was destroyed by another client) or the
/// connection had broken, the size is whatever was on the stack, and
/// drawing, or clearing the depth buffer, writes far outside the buffers.
/// The query runs when the context is made current on a window after a
/// swap, so `GLXContextBinding.makeCurrent(drawable:)` compares these
/// before and after, and draws nothing into a window whose size failed.
///
/// Read on the thread that holds the context; written by Xlib's error
/// handlers on the same thread.
package protocol GLXConnectionFaults: AnyObject {
    /// False once the connection broke.
    var isConnected: Bool { get }
    /// How many GetGeometry requests the server refused on this connection, ever.
    var refusedGeometryQueries: Int { get }
}
