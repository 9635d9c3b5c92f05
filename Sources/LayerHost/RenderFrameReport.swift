import RenderServer

/// The render side's report of one frame (`RenderServer`'s `FrameReport`),
/// named apart from the public `LayerWindow.FrameReport` that a window makes
/// of it, for code inside `LayerWindow`, where `FrameReport` is the public one.
package typealias RenderFrameReport = FrameReport
