import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer

extension LayerQuadRenderer {
    /// Writes the instance data of every drawable instance into its
    /// program's buffer (`layerFloats`, or the sprite program's scratch) and
    /// splits the frame into batches (see the batching key on `LayerQuadRenderer`).
    ///
    /// With occlusion on, opaque layers that `NinePatch` splits add their
    /// rim pieces to the layer program's buffer in their place and their
    /// insides to the occluders; opaque plain layers are occluders whole;
    /// with `occludesImageInteriors`, unfaded sprites add the opaque middle
    /// of their image and are drawn whole too. The solid occluders follow
    /// the sprites in the sprite buffer, in reverse (front to back); the
    /// opaque middles are drawn from the sprites' own instances
    /// (`interiorOccluders`: runs of one texture), which takes no buffer.
    ///
    /// - Parameters:
    ///   - usesSprites: whether qualifying instances take the sprite
    ///     program (false under an anti-aliased clip, which only the layer
    ///     program applies; nothing is split or occludes then).
    ///   - firstTakesLayerProgram: whether the first instance takes the
    ///     layer program even where it qualifies as a sprite (see `prepare`).
    ///   - occlusion: whether opaque parts become occluders (see `Occlusion`).
    /// - Returns: the number of instances packed for each program, and of
    ///   solid occluders written after the sprites.
    func pack(
        _ source: QuadInstanceSource, usesSprites: Bool, firstTakesLayerProgram: Bool = false,
        occlusion: Occlusion,
        targetWidth: Int, targetHeight: Int, statistics: inout FrameReport.Quads
    ) -> (layer: Int, sprite: Int, occluders: Int) {
        let floats = Self.floatsPerInstance
        let occludes = usesSprites && occlusion != .off
        let count = source.count
        // Up to 3 inside pieces of an opaque layer (opaque interiors take no room).
        let occluderCapacity = occludes ? 3 * source.opaqueBackgroundBound : 0
        if usesSprites { sprites.reserve(count + occluderCapacity) }
        // Occluders are written from here down, so that they lie front to back
        // (the frontmost lowest), then moved to follow the sprites.
        let occluderEnd = count + occluderCapacity
        var interiorOccluders = self.interiorOccluders
        self.interiorOccluders = []
        interiorOccluders.removeAll(keepingCapacity: true)
        // The pixels each interior occluder's part covers, in packing order.
        var interiorAreas = self.interiorAreas
        self.interiorAreas = []
        interiorAreas.removeAll(keepingCapacity: true)
        defer {
            self.interiorOccluders = interiorOccluders
            self.interiorAreas = interiorAreas
        }
        // Batches and start tables are made in local arrays (moved out and
        // back): no exclusivity check per instance.
        var runs = batches, layerStarts = self.layerStarts, spriteStarts = self.spriteStarts
        batches = []
        self.layerStarts = []
        self.spriteStarts = []
        runs.removeAll(keepingCapacity: true)
        layerStarts.removeAll(keepingCapacity: true)
        spriteStarts.removeAll(keepingCapacity: true)
        defer {
            batches = runs
            self.layerStarts = layerStarts
            self.spriteStarts = spriteStarts
        }
        layerStarts.reserveCapacity(count + 1)
        spriteStarts.reserveCapacity(count + 1)
        let merges = mergesUntexturedInstances
        // Each image is looked up once per frame (the table grows with the chunks' images).
        var images: [CGImage] = []
        var resolved: [TextureLookup] = []
        // Each image's opaque interior, asked for once per frame (the outer nil: not yet).
        var interiors: [CGRect??] = []
        var badIndices = 0
        var packed = 0
        var packedSprites = 0
        var occluders = 0
        var interiorCount = 0
        var layers = 0
        var opaqueSprites = 0
        let spriteFloats = SpriteQuad.floatsPerInstance

        sprites.scratch.withUnsafeMutableBufferPointer { spriteBuffer in
            /// Where the next occluder goes: below the ones already written.
            func nextOccluder() -> UnsafeMutablePointer<Float> {
                spriteBuffer.baseAddress! + (occluderEnd - 1 - occluders) * spriteFloats
            }
            func occlude(_ color: PremultipliedColor, _ piece: NinePatch.Piece, _ instance: UnsafePointer<QuadInstance>) {
                SpriteQuad.writeSolid(color, piece: piece, transform: instance.pointee.transform, depth: instance.pointee.depth,
                                      into: nextOccluder())
                occluders += 1
            }
            /// The opaque interior of an unfaded sprite's contents (packed
            /// next at `spriteIndex`) as an occluder, drawn from the
            /// sprite's own instance; the sprite itself is drawn whole in its
            /// turn, where the depth test keeps only what lies outside it.
            func occludeInterior(of sprite: SpriteQuad, _ instance: UnsafePointer<QuadInstance>,
                                 textureIndex: Int, at spriteIndex: Int) {
                if interiors[textureIndex] == nil, case .texture(_, let handle) = resolved[textureIndex] {
                    interiors[textureIndex] = .some(textures.opaqueInterior(handle))
                }
                guard let interior = interiors[textureIndex] ?? nil, let texture = sprite.texture,
                      let part = sprite.opaquePart(within: interior)
                else { return }
                // Its share of the layer's pixels (for `keepFrontOccluders`).
                let size = instance.pointee.size
                let layerArea = size.width * size.height
                let share = layerArea > 0 ? part.rect.width * part.rect.height / layerArea : 0
                interiorAreas.append(share * FramePlanExecutor.pixelArea(
                    of: instance.pointee, width: targetWidth, height: targetHeight))
                interiorCount += 1
                if let last = interiorOccluders.last, last.texture == texture, last.first + last.count == spriteIndex {
                    interiorOccluders[interiorOccluders.count - 1].count += 1
                } else {
                    interiorOccluders.append((texture, interior, spriteIndex, 1))
                }
            }
            // Instances are read in place: a copy of each would move hundreds of bytes.
            source.forEachChunk { instanceBuffer, first in
                images = source.images
                if resolved.count < images.count {
                    resolved.append(contentsOf: repeatElement(.unresolved, count: images.count - resolved.count))
                    interiors.append(contentsOf: repeatElement(nil, count: images.count - interiors.count))
                }
                for local in instanceBuffer.indices {
                    let index = first + local
                    let instance = instanceBuffer.baseAddress! + local
                    layerStarts.append(packed)
                    spriteStarts.append(packedSprites)
                    guard instance.pointee.isDrawable else {
                        if !instance.pointee.isFinite { statistics.droppedInstances += 1 }
                        continue
                    }
                    // The contents' texture; without one (none asked for, or
                    // the image refused) the instance is drawn without contents.
                    var texture: GLTextureName?
                    if let textureIndex = instance.pointee.contents?.textureIndex {
                        if textureIndex >= 0, textureIndex < images.count {
                            texture = lookUpTexture(textureIndex, images: images, resolved: &resolved)
                        } else {
                            badIndices += 1
                        }
                    }
                    let drawsContents = texture != nil
                    if instance.pointee.drawsNothing(drawsContents: drawsContents) { continue }
                    let filters = drawsContents ? instance.pointee.contents?.filters ?? .linear : .linear
                    // An arc (`strokeArc`) is a bordered layer with a clear background:
                    // never a sprite, never split.
                    let sprite = usesSprites && !(index == 0 && firstTakesLayerProgram)
                        ? SpriteQuad(instance, texture: texture) : nil
                    if occludes, let sprite, case .solid(let color) = sprite.fill, color.alpha >= 1,
                       !instance.pointee.blendsAdditively {
                        layers += 1
                        opaqueSprites += 1
                        let r = sprite.rect
                        occlude(color, NinePatch.Piece(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY), instance)
                        continue
                    }
                    let continuous = sprite == nil && instance.pointee.corners.areContinuous(in: instance.pointee.size)
                    if occludes, sprite == nil, let split = NinePatch(
                        instance.pointee, drawsContents: drawsContents, targetWidth: targetWidth, targetHeight: targetHeight) {
                        layers += 1
                        statistics.splitLayers += 1
                        split.forEachInsidePiece { occlude(instance.pointee.backgroundColor, $0, instance) }
                        split.forEachRimPiece { piece in
                            layerFloats.makeRoom(for: (packed + 1) * floats, keeping: packed * floats)
                            write(instance, drawsContents: false, piece: piece, into: layerFloats.base! + packed * floats)
                            Self.append(.layer, continuous: continuous, index: packed, instance: index, texture: nil,
                                        filters: .linear, additive: false, merges: merges, to: &runs)
                            packed += 1
                        }
                        continue
                    }
                    layers += 1
                    if let sprite {
                        // Linear filters only: the occluders are drawn with the texture's own sampling.
                        if occludes, occludesImageInteriors, sprite.isUnfaded, !instance.pointee.blendsAdditively,
                           filters == .linear,
                           let textureIndex = instance.pointee.contents?.textureIndex {
                            occludeInterior(of: sprite, instance, textureIndex: textureIndex, at: packedSprites)
                        }
                        sprite.write(
                            transform: instance.pointee.transform, depth: instance.pointee.depth,
                            into: spriteBuffer.baseAddress! + packedSprites * SpriteQuad.floatsPerInstance)
                        Self.append(sprite.isUnfaded ? .unfadedSprite : .sprite, continuous: false, index: packedSprites,
                                    instance: index, texture: sprite.texture, filters: filters,
                                    additive: instance.pointee.blendsAdditively, merges: merges, to: &runs)
                        packedSprites += 1
                    } else {
                        layerFloats.makeRoom(for: (packed + 1) * floats, keeping: packed * floats)
                        write(instance, drawsContents: drawsContents, piece: nil, into: layerFloats.base! + packed * floats)
                        let apart = drawsContents && instance.pointee.contents?.isDrawnApart(in: instance.pointee) == true
                        let program: Program = instance.pointee.strokeArc != nil ? .arcLayer : apart ? .squareContentsLayer : .layer
                        Self.append(program, continuous: continuous && program != .arcLayer, index: packed, instance: index,
                                    texture: texture, filters: filters, additive: instance.pointee.blendsAdditively,
                                    merges: merges, to: &runs)
                        packed += 1
                    }
                }
                return true
            }
            layerStarts.append(packed)
            spriteStarts.append(packedSprites)
            // The solid occluders after the sprites (already front to back).
            if occluders > 0 {
                memmove(spriteBuffer.baseAddress! + packedSprites * spriteFloats,
                        spriteBuffer.baseAddress! + (occluderEnd - occluders) * spriteFloats,
                        occluders * spriteFloats * MemoryLayout<Float>.stride)
            }
        }
        interiorCount = Self.keepFrontOccluders(
            &interiorOccluders, coverage: interiorOccluderCoverage * CGFloat(targetWidth) * CGFloat(targetHeight)
        ) { interiorAreas[$0] }
        statistics.instances = layers
        statistics.spriteInstances = packedSprites + opaqueSprites
        statistics.occluders = occluders + interiorCount
        if statistics.droppedInstances > 0 {
            Diagnostics.report(
                "\(statistics.droppedInstances) layer quad(s) dropped: transform, size, corner radius, border or opacity not finite",
                subsystem: "GLESRenderer")
        }
        if badIndices > 0 {
            Diagnostics.report(
                "\(badIndices) layer quad(s) name a texture index outside the \(images.count) images given; drawn without contents",
                subsystem: "GLESRenderer")
        }
        return (packed, packedSprites, occluders)
    }

    /// Cuts `runs` (interior occluders in painter's order, the k-th
    /// covering `area(k)` pixels) to the frontmost whose pixels add up to
    /// `coverage`: where the ones in front already cover the target that
    /// many times over, an occluder further back hides almost nothing that
    /// they do not, yet llvmpipe bins its triangles and tests its pixels
    /// all the same. Occluders only save shading: the pixels do not change.
    /// Asks `area` for the kept ones and the first one cut only (each a
    /// projection of the layer's corners). Returns how many are left.
    /// - Complexity: O(occluders kept).
    static func keepFrontOccluders(_ runs: inout [(texture: GLTextureName, interior: CGRect, first: Int, count: Int)],
                                   coverage: CGFloat, area: (Int) -> CGFloat) -> Int {
        var covered: CGFloat = 0
        var kept = 0
        var next = runs.reduce(0) { $0 + $1.count }
        for r in runs.indices.reversed() {
            let count = runs[r].count
            for k in 0..<count {
                covered += area(next - 1 - k)
                guard covered <= coverage else {
                    // Keep this run's k frontmost, drop the runs behind it.
                    runs[r].first += count - k
                    runs[r].count = k
                    runs.removeFirst(runs[r].count == 0 ? r + 1 : r)
                    return kept + k
                }
            }
            kept += count
            next -= count
        }
        return kept
    }

    /// Adds instance `index` of `program`'s buffer to the open batch of
    /// `batches` when the keys match (see `LayerQuadRenderer`; `merges` is
    /// `mergesUntexturedInstances`), or opens a new batch.
    private static func append(_ program: Program, continuous: Bool, index: Int, instance: Int, texture: GLTextureName?,
                               filters: ContentsFilters, additive: Bool, merges: Bool, to batches: inout [Batch]) {
        if var last = batches.last, last.program == program, last.continuous == continuous, last.additive == additive,
           (texture == last.texture && (texture == nil || filters == last.filters))
            || (program != .sprite && program != .unfadedSprite && merges
                && (texture == nil || (last.texture == nil && filters == last.filters))) {
            last.count += 1
            last.instances = last.instances.lowerBound..<(instance + 1)
            if last.texture == nil, texture != nil {
                last.texture = texture
                last.filters = filters
            }
            batches[batches.count - 1] = last
        } else {
            batches.append(Batch(program: program, continuous: continuous, first: index, count: 1,
                                 instances: instance..<(instance + 1), texture: texture,
                                 filters: texture == nil ? .linear : filters, additive: additive))
        }
    }

    enum TextureLookup {
        case unresolved
        case refused
        case texture(GLTextureName, TextureCache.TextureHandle)
    }

    private func lookUpTexture(_ index: Int, images: [CGImage], resolved: inout [TextureLookup]) -> GLTextureName? {
        switch resolved[index] {
        case .texture(let name, _): return name
        case .refused: return nil
        case .unresolved:
            if let handle = textures.texture(for: images[index]), let name = textures.resolve(handle) {
                resolved[index] = .texture(name, handle)
                return name
            }
            resolved[index] = .refused
            return nil
        }
    }

    /// The 56 floats of one instance, in the attribute order of
    /// `layer_quad.vert`: the whole layer, or one `piece` of its rim; its
    /// contents only where `drawsContents` (their texture was resolved).
    private func write(_ instance: UnsafePointer<QuadInstance>, drawsContents: Bool, piece: NinePatch.Piece?,
                       into out: UnsafeMutablePointer<Float>) {
        let t = instance.pointee.transform
        t.writeGLMatrix(into: out)
        out[8] = instance.pointee.depth

        let width = Float(instance.pointee.size.width)
        let height = Float(instance.pointee.size.height)
        out[16] = width
        out[17] = height
        out[18] = max(0, Float(instance.pointee.borderWidth))
        out[19] = min(max(instance.pointee.opacity, 0), 1)

        // Each corner's reach; continuous corners add their exponent in the
        // transform's unused input-z column (`LAYER_CONTINUOUS`), 0 otherwise.
        let corners = instance.pointee.corners
        let radii = corners.reaches(in: instance.pointee.size)
        out[20] = radii[0]; out[21] = radii[1]; out[22] = radii[2]; out[23] = radii[3]
        out[9] = corners.areContinuous(in: instance.pointee.size) ? Float(corners.exponent(in: instance.pointee.size)) : 0

        let background = instance.pointee.backgroundColor
        out[24] = background.red; out[25] = background.green; out[26] = background.blue; out[27] = background.alpha
        let border = instance.pointee.borderColor
        out[28] = border.red; out[29] = border.green; out[30] = border.blue; out[31] = border.alpha

        if drawsContents, let contents = instance.pointee.contents {
            let rect = contents.rect
            let destination = contents.destination.standardized
            out[32] = Float(rect.origin.x); out[33] = Float(rect.origin.y)
            out[34] = Float(rect.size.width); out[35] = Float(rect.size.height)
            out[36] = Float(destination.origin.x); out[37] = Float(destination.origin.y)
            out[38] = Float(destination.size.width); out[39] = Float(destination.size.height)
            let center = contents.center.standardized
            out[40] = Float(center.origin.x); out[41] = Float(center.origin.y)
            out[42] = Float(center.size.width); out[43] = Float(center.size.height)
            let caps = contents.nineSliceCaps
            out[44] = Float(caps.left); out[45] = Float(caps.top); out[46] = Float(caps.right); out[47] = Float(caps.bottom)
            let tint = contents.tint
            out[48] = tint.red; out[49] = tint.green; out[50] = tint.blue; out[51] = tint.alpha
        } else {
            for i in 32..<52 { out[i] = 0 }
            if let arc = instance.pointee.strokeArc {
                // The arc variant reads the contents-rect slot (start, sweep,
                // cap) and the destination slot (the unit directions of its ends).
                let end = arc.startAngle + arc.sweep
                out[32] = Float(arc.startAngle.truncatingRemainder(dividingBy: 2 * .pi))
                out[33] = Float(min(arc.sweep, 2 * .pi))
                out[34] = arc.cap == .round ? 1 : 0
                out[36] = Float(cos(arc.startAngle)); out[37] = Float(sin(arc.startAngle))
                out[38] = Float(cos(end)); out[39] = Float(sin(end))
            }
        }
        if let piece {
            out[52] = Float(piece.minX); out[53] = Float(piece.minY); out[54] = Float(piece.maxX); out[55] = Float(piece.maxY)
        } else {
            out[52] = 0; out[53] = 0; out[54] = width; out[55] = height
        }
    }
}

extension QuadInstance {
    /// Every number the program reads is finite.
    var isFinite: Bool {
        transform.isFinite && size.width.isFinite && size.height.isFinite
            && corners.radius.isFinite && borderWidth.isFinite && opacity.isFinite
    }

    /// Finite, with a non-empty size and some opacity.
    var isDrawable: Bool {
        isFinite && size.width > 0 && size.height > 0 && opacity > 0
    }
}
