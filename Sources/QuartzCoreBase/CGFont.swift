import CoreGraphics
import Foundation
import TextRendering

/// A font by name, as Core Graphics' `CGFont`: what a text layer's `font`
/// and attributed strings take, and what `CTFontCreateWithGraphicsFont`
/// would (there is no Core Text here).
///
/// Declared in QuartzCore's module, which can ask fontconfig (CoreGraphics
/// cannot), so `import QuartzCore` or `import UIKit` brings it. Apple's
/// initializer takes a `CFString`, which Swift on Linux does not have: the
/// name is a `String` (a Linux-forced edit: drop `as CFString`). Only the
/// naming side is here; glyph metrics (`unitsPerEm`, `ascent`, glyph
/// tables) are not. Immutable: any thread.
public final class CGFont: @unchecked Sendable, AttributedStringFont {
    /// The name it was made with (what text layers look up).
    public let fontName: String
    /// Text layers take their size from `fontSize`; a `CGFont` has none (0).
    public var pointSize: CGFloat { 0 }
    /// The PostScript name of the installed font that draws it (its stand-in's for Apple's families).
    public let postScriptName: String?
    /// The full name of the installed font that draws it.
    public let fullName: String?

    /// The font named `name` (a family, PostScript or full name, or one of
    /// Apple's families, which their stand-ins draw); nil when no installed
    /// font answers to it, as Apple's returns nil for an unknown name.
    public init?(_ name: String) {
        guard !name.isEmpty, let names = FontCatalog.names(of: name) else { return nil }
        fontName = name
        postScriptName = names.postScript
        fullName = names.full
    }
}
