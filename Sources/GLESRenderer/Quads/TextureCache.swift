import CGLES
import CoreAnimationValues
import CoreGraphics
import Foundation

/// GL textures for `CGImage`s: one texture per image object, uploaded once,
/// shared by every layer showing that image, deleted once the image is gone.
///
/// Entries are keyed by the image's `ObjectIdentifier` and hold the image
/// strongly, so an identifier cannot be reused while its entry lives.
/// `collect()`, which the renderer calls after every frame, deletes the
/// textures of images that only the cache still holds (their layers let
/// them go), so an image outlives its last user by a frame, or by two where
/// the render server was still releasing the previous frame's draw list on
/// its own queue (`DrawListRetirement`) when the next frame collected.
///
/// Not weak references: a weakly referenced object keeps its counts in a
/// side table, which makes every retain and release of it slower, and an
/// image shown by many layers is retained and released several times per
/// layer per frame as the render server copies layer values.
///
/// Textures live in slots of a pool. A `TextureHandle` names a slot and the
/// slot's generation when it was handed out; once the slot is released or
/// reused its generation moves on, so a kept handle resolves to nothing
/// rather than to someone else's texture.
///
/// An image wider or taller than `GL_MAX_TEXTURE_SIZE` is refused: one
/// diagnostic per image, and layers draw it as nothing.
///
/// The textures held are bounded by `FrameBudget.textureBytes`: an upload
/// that would pass it first deletes the textures of images not drawn in the
/// current frame (since the last `endFrame()`), least recently drawn first;
/// an image that still does not fit is not uploaded in this frame (nil, said
/// once per process) and is tried again in the next.
///
/// - Note: Render thread only.
package final class TextureCache {
    /// A texture slot and the generation it had when handed out.
    package struct TextureHandle: Hashable, Sendable {
        package let slot: Int32
        package let generation: UInt32
    }

    private struct Slot {
        var texture: GLTextureName = .none
        var generation: UInt32 = 0
        var width = 0
        var height = 0
        var image: CGImage?
        /// `OpaqueInterior.of(image)`, once asked for (the outer nil: not yet).
        var opaqueInterior: CGRect??
        /// The frame (`frame`) the texture was last asked for in.
        var lastUsed: UInt64 = 0
    }

    /// Textures uploaded since the last `resetCounters()`.
    package private(set) var uploads = 0
    /// Bytes of texture memory held now (width × height × 4 per texture).
    package private(set) var residentBytes = 0
    /// Textures held now.
    package var residentCount: Int { slotByImage.count }

    private let context: GLESContext
    private var slots: [Slot] = []
    private var freeSlots: [Int32] = []
    private var slotByImage: [ObjectIdentifier: Int32] = [:]
    private var refused: [ObjectIdentifier: CGImage] = [:]
    /// Textures whose smaller levels have been made (for trilinear minification).
    private var mipmapped: Set<GLuint> = []
    /// Frames ended (`endFrame()` calls): what `Slot.lastUsed` counts in.
    private var frame: UInt64 = 1

    package init(context: GLESContext) {
        self.context = context
    }

    deinit {
        for slot in slots where slot.texture != .none {
            context.state.forget(texture: slot.texture)
            var name = slot.texture.rawValue
            glDeleteTextures(1, &name)
        }
    }

    package func resetCounters() {
        uploads = 0
    }

    /// The texture holding `image`, uploading it on first use; nil when the
    /// image is refused (too large or empty), after one diagnostic.
    ///
    /// - Complexity: O(1) when resident; O(pixels) for the upload otherwise.
    package func texture(for image: CGImage) -> TextureHandle? {
        let key = ObjectIdentifier(image)
        if let index = slotByImage[key] {
            // The entry holds its image, so the identifier still names it.
            slots[Int(index)].lastUsed = frame
            return TextureHandle(slot: index, generation: slots[Int(index)].generation)
        }
        if refused[key] != nil { return nil }
        let limit = context.maxTextureSize
        guard image.width >= 1, image.height >= 1, image.width <= limit, image.height <= limit else {
            refused[key] = image
            Diagnostics.report(
                "image of \(image.width)×\(image.height) pixels not uploaded: a texture side must be 1…\(limit) (GL_MAX_TEXTURE_SIZE); the layer's contents are drawn as nothing",
                subsystem: "GLESRenderer")
            return nil
        }
        guard makeRoom(for: image.width * image.height * 4) else {
            Diagnostics.reportOnce(
                cause: "FrameBudget.textureBytes",
                "image of \(image.width)×\(image.height) pixels not uploaded: the textures one frame draws would pass FrameBudget.textureBytes (\(FrameBudget.textureBytes) bytes); the layers showing it draw nothing until it fits. Raise the budget, or show smaller or fewer images at once",
                subsystem: "GLESRenderer")
            return nil
        }
        return upload(image, key: key)
    }

    /// Whether `bytes` more fit the budget, after deleting the textures not
    /// asked for in this frame, least recently asked for first.
    ///
    /// - Complexity: O(1) when they fit; O(t log t) for t textures otherwise.
    private func makeRoom(for bytes: Int) -> Bool {
        let budget = FrameBudget.textureBytes
        guard residentBytes + bytes > budget else { return true }
        let idle = slotByImage.filter { slots[Int($0.value)].lastUsed < frame }
            .sorted { slots[Int($0.value)].lastUsed < slots[Int($1.value)].lastUsed }
        for (key, index) in idle where residentBytes + bytes > budget {
            release(slot: index)
            slotByImage[key] = nil
        }
        return residentBytes + bytes <= budget
    }

    /// The texture holding `image` if it is already uploaded; nil otherwise
    /// (nothing is uploaded or reported).
    package func residentTexture(for image: CGImage) -> TextureHandle? {
        guard let index = slotByImage[ObjectIdentifier(image)] else { return nil }
        slots[Int(index)].lastUsed = frame
        return TextureHandle(slot: index, generation: slots[Int(index)].generation)
    }

    /// The GL texture of a handle; nil when the handle's slot has been
    /// released or reused since.
    package func resolve(_ handle: TextureHandle) -> GLTextureName? {
        guard handle.slot >= 0, Int(handle.slot) < slots.count else { return nil }
        let slot = slots[Int(handle.slot)]
        guard slot.generation == handle.generation, slot.texture != .none else { return nil }
        return slot.texture
    }

    /// The opaque interior of the image a handle's texture holds
    /// (`OpaqueInterior`), worked out on first asking and kept with the
    /// texture; nil when it has none or the handle is stale.
    ///
    /// - Complexity: O(1) after the first call for an image; O(pixels) then.
    package func opaqueInterior(_ handle: TextureHandle) -> CGRect? {
        guard handle.slot >= 0, Int(handle.slot) < slots.count else { return nil }
        let index = Int(handle.slot)
        guard slots[index].generation == handle.generation, let image = slots[index].image else { return nil }
        if let known = slots[index].opaqueInterior { return known }
        let interior = OpaqueInterior.of(image)
        slots[index].opaqueInterior = .some(interior)
        return interior
    }

    /// Deletes the textures of images that only the cache still holds, and
    /// forgets refusals of such images.
    ///
    /// - Complexity: O(resident textures + refused images).
    package func collect() {
        var dead: [ObjectIdentifier] = []
        for (key, index) in slotByImage where holdsLastReference(toImageIn: Int(index)) {
            release(slot: index)
            dead.append(key)
        }
        for key in dead { slotByImage[key] = nil }
        for key in Array(refused.keys) where isKnownUniquelyReferenced(&refused[key]!) {
            refused[key] = nil
        }
    }

    /// Ends a frame: the textures asked for from now on are the next frame's
    /// (the budget deletes only textures the current frame has not asked for).
    /// The frame executor calls it after each frame.
    package func endFrame() {
        frame &+= 1
    }

    /// Whether the image of slot `index` is referenced by the cache alone.
    private func holdsLastReference(toImageIn index: Int) -> Bool {
        guard slots[index].image != nil else { return false }
        return isKnownUniquelyReferenced(&slots[index].image!)
    }

    private func upload(_ image: CGImage, key: ObjectIdentifier) -> TextureHandle {
        var name: GLuint = 0
        glGenTextures(1, &name)
        let texture = GLTextureName(rawValue: name)
        context.state.bindTexture(texture)
        // Every level is allocated, so that a layer asking for trilinear
        // minification can have them made later (`makeMipmaps`); until then
        // only level 0 is filled and sampled.
        let levels = 1 + Int(log2(Double(max(image.width, image.height))).rounded(.down))
        glTexStorage2D(GLenum(GL_TEXTURE_2D), GLsizei(levels), GLenum(GL_RGBA8), GLsizei(image.width), GLsizei(image.height))
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        // Rows go up top row first, so texture coordinate v = 0 is the image's top.
        image.premultipliedRGBA8.withUnsafeBytes { raw in
            glTexSubImage2D(
                GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(image.width), GLsizei(image.height),
                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
        }
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        uploads += 1
        residentBytes += image.width * image.height * 4

        let index: Int32
        if let free = freeSlots.popLast() {
            index = free
        } else {
            index = Int32(slots.count)
            slots.append(Slot())
        }
        slots[Int(index)].texture = texture
        slots[Int(index)].width = image.width
        slots[Int(index)].height = image.height
        slots[Int(index)].image = image
        slots[Int(index)].lastUsed = frame
        slotByImage[key] = index
        return TextureHandle(slot: index, generation: slots[Int(index)].generation)
    }

    /// Fills the smaller levels of `texture` from level 0, once per texture
    /// (contents never change: a new image is a new texture).
    package func makeMipmaps(_ texture: GLTextureName) {
        guard mipmapped.insert(texture.rawValue).inserted else { return }
        context.state.bindTexture(texture)
        glGenerateMipmap(GLenum(GL_TEXTURE_2D))
    }

    private func release(slot index: Int32) {
        var slot = slots[Int(index)]
        mipmapped.remove(slot.texture.rawValue)
        context.state.forget(texture: slot.texture)
        var name = slot.texture.rawValue
        glDeleteTextures(1, &name)
        residentBytes -= slot.width * slot.height * 4
        slot.texture = .none
        slot.generation &+= 1
        slot.image = nil
        slot.opaqueInterior = nil
        slots[Int(index)] = slot
        freeSlots.append(index)
    }
}
