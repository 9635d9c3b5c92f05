import Foundation

/// The Cairo context behind a `CGContext`, for the package's own drawing
/// that goes through Cairo-based libraries (Pango's text). Not Apple API.
extension CGContext {
    /// Runs `body` with this context's `cairo_t *` (as an `OpaquePointer`):
    /// its matrix maps the current user space (the CTM) to the pixels, the
    /// current clip applies, and the pixel memory is in Cairo's own order
    /// while `body` runs. Cairo state that `body` changes is restored after.
    ///
    /// The graphics state's colours, alpha, blend mode and shadow do not
    /// apply: `body` sets its own source. The current path is untouched.
    /// Nil, without calling `body`, when the CTM is singular, the clip is
    /// empty or Cairo has failed before. The context's own thread only.
    package func withCairoContext<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T? {
        try canvas.withCairoContext(ctm: state.ctm, body)
    }
}
