import Foundation

/// How the device is held, as Apple's `UIDeviceOrientation`. A plain value, any thread.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known; what ``UIDevice/orientation`` always reports here.
    case unknown = 0
    /// Upright, the home button (or bottom edge) at the bottom.
    case portrait = 1
    /// Upright but upside down, the bottom edge at the top.
    case portraitUpsideDown = 2
    /// On its side, the bottom edge to the right.
    case landscapeLeft = 3
    /// On its side, the bottom edge to the left.
    case landscapeRight = 4
    /// Lying flat, screen up.
    case faceUp = 5
    /// Lying flat, screen down.
    case faceDown = 6

    /// Whether this is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether this is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether this is `.faceUp` or `.faceDown`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether this is a portrait or landscape orientation (not `.unknown` and not flat).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
