import PlatformInput
import CX11

/// Keysyms to the names and text that `KeyEvent` carries.
///
/// Text comes from the keysym alone: Latin-1 keysyms and the Unicode block
/// (0x0100_0000 + code point) directly, and what `XLookupString` typed when
/// that is ASCII (control characters, Return, keypad digits). Legacy
/// non-Latin keysym ranges (Greek, Cyrillic… before Unicode keysyms) type
/// nothing; an input method would be the full answer.
enum KeySymbols {
    /// X's name for a keysym ("a", "Left", "space"), nil for NoSymbol.
    static func name(of keysym: KeySym) -> String? {
        guard keysym != 0, let name = XKeysymToString(keysym) else { return nil }
        return String(cString: name)
    }

    /// What a key press types, given the bytes `XLookupString` produced and
    /// the keysym it chose (modifiers applied).
    static func text(typedBytes: [UInt8], keysym: KeySym) -> String {
        if !typedBytes.isEmpty, typedBytes.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: typedBytes, as: UTF8.self)
        }
        if let scalar = unicodeScalar(of: keysym) {
            return String(Character(scalar))
        }
        // Bytes in the locale's encoding that no keysym rule explains.
        if let utf8 = String(validating: typedBytes, as: UTF8.self) {
            return utf8
        }
        return String(typedBytes.map { Character(Unicode.Scalar($0)) })
    }

    /// The character a keysym stands for, when it is printable.
    static func unicodeScalar(of keysym: KeySym) -> Unicode.Scalar? {
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF:
            return Unicode.Scalar(UInt32(keysym))
        case 0x0100_00A0...0x0110_FFFF:
            return Unicode.Scalar(UInt32(keysym - 0x0100_0000))
        default:
            return nil
        }
    }
}
