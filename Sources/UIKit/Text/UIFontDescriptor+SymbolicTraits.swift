import Foundation

extension UIFontDescriptor {
    /// The style traits of a face, as Apple's `UIFontDescriptor.SymbolicTraits`
    /// (Core Text's bit values). What is drawn here: ``traitBold`` (the bold
    /// face) and ``traitItalic`` (the italic or oblique face);
    /// ``traitMonoSpace`` is reported for monospaced families and asking
    /// for it elsewhere finds no font. The others are recorded and reported
    /// back but choose no other face (the catalog has no condensed or
    /// expanded faces). Any thread.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits as Core Text's bits.
        public var rawValue: UInt32

        /// The traits of Core Text's bits `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic or oblique: drawn with the italic face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: drawn with the bold face (weights from bold up report it).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than usual (recorded, not drawn).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than usual (recorded, not drawn).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph on one advance: monospaced families only.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Set for vertical text (recorded, not drawn).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Tuned for interfaces (recorded).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing (recorded, not applied).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (recorded, not applied).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        /// The bits of the family class (the top four).
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        /// No family class (0).
        public static var classUnknown: SymbolicTraits { [] }
        /// The family classes (kept and reported, never read).
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        /// The transitional serifs family class.
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        /// The modern serifs family class.
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        /// The Clarendon serifs family class.
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        /// The slab serifs family class.
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        /// The freeform serifs family class.
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        /// The sans serif family class.
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        /// The ornamentals family class.
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        /// The scripts family class.
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        /// The symbolic family class.
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }
}
