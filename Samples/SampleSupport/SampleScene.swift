import Foundation
import LayerHost

/// One sample's page: its root layer and size, what it does with input, and
/// how a headless export drives it. `SampleRunner` shows it in a window or
/// exports its frames. Main thread.
public protocol SampleScene: AnyObject {
    /// The window title, also the name the runner prints.
    var title: String { get }
    /// The page's size in points (the window's, and the exported frames' in pixels).
    var width: Int { get }
    var height: Int { get }
    /// The page, its top-left at the origin.
    var root: CALayer { get }
    /// A window event other than Escape (which quits), on the main thread.
    func handle(_ event: LayerWindow.Event)
    /// Called once the window exists, just before it runs (timers belong here).
    func windowDidOpen()
    /// Called before headless frame `index` is drawn, with the media clock at
    /// that frame's time: the export's script (the clicks and keys a user
    /// would give, at fixed frames, so every export is the same).
    func exportFrame(_ index: Int)
}

extension SampleScene {
    public func handle(_ event: LayerWindow.Event) {}
    public func windowDidOpen() {}
    public func exportFrame(_ index: Int) {}
}
