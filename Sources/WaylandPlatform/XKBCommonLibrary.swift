import Foundation

/// libxkbcommon's entry points: a keymap the compositor sends, turned into
/// key names, text and modifiers (`WaylandKeyboard`).
///
/// Immutable; any thread (the objects it makes belong to the main thread).
package final class XKBCommonLibrary: Sendable {
    package typealias Context = OpaquePointer
    package typealias Keymap = OpaquePointer
    package typealias State = OpaquePointer

    let contextNew: @convention(c) (Int32) -> Context?
    let contextUnref: @convention(c) (Context) -> Void
    /// `xkb_keymap_new_from_string(context, text, XKB_KEYMAP_FORMAT_TEXT_V1, flags)`.
    let keymapNewFromString: @convention(c) (Context, UnsafePointer<CChar>, Int32, Int32) -> Keymap?
    let keymapUnref: @convention(c) (Keymap) -> Void
    let keymapKeyRepeats: @convention(c) (Keymap, UInt32) -> Int32
    let keymapKeyGetSymsByLevel: @convention(c) (
        Keymap, UInt32, UInt32, UInt32, UnsafeMutablePointer<UnsafePointer<UInt32>?>
    ) -> Int32
    let stateNew: @convention(c) (Keymap) -> State?
    let stateUnref: @convention(c) (State) -> Void
    let stateUpdateMask: @convention(c) (State, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) -> Int32
    let stateKeyGetOneSym: @convention(c) (State, UInt32) -> UInt32
    let stateKeyGetLayout: @convention(c) (State, UInt32) -> UInt32
    let stateKeyGetUTF8: @convention(c) (State, UInt32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    let stateModNameIsActive: @convention(c) (State, UnsafePointer<CChar>, Int32) -> Int32
    let keysymGetName: @convention(c) (UInt32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    init(handle: UnsafeMutableRawPointer) throws {
        func symbol<T>(_ name: String) throws -> T { try WaylandLibrary.symbol(handle, name) }
        contextNew = try symbol("xkb_context_new")
        contextUnref = try symbol("xkb_context_unref")
        keymapNewFromString = try symbol("xkb_keymap_new_from_string")
        keymapUnref = try symbol("xkb_keymap_unref")
        keymapKeyRepeats = try symbol("xkb_keymap_key_repeats")
        keymapKeyGetSymsByLevel = try symbol("xkb_keymap_key_get_syms_by_level")
        stateNew = try symbol("xkb_state_new")
        stateUnref = try symbol("xkb_state_unref")
        stateUpdateMask = try symbol("xkb_state_update_mask")
        stateKeyGetOneSym = try symbol("xkb_state_key_get_one_sym")
        stateKeyGetLayout = try symbol("xkb_state_key_get_layout")
        stateKeyGetUTF8 = try symbol("xkb_state_key_get_utf8")
        stateModNameIsActive = try symbol("xkb_state_mod_name_is_active")
        keysymGetName = try symbol("xkb_keysym_get_name")
    }
}
