import Foundation

/// A key path resolved once to the stored property and structure component it
/// names, so that reading and writing it every frame involves no string
/// hashing and no `Any` casts.
///
/// `slot` is nil for keys `LayerProperties` does not store (custom keys);
/// `component` is nil when the structure path does not exist for the slot's
/// type. A plain value; safe on any thread. - Complexity: O(1) per access
/// (transform components decompose the matrix).
package struct ResolvedKeyPath: Sendable, Hashable {
    /// The animatable stored properties. Adding one takes four places,
    /// each checked: the stored value (`LayerProperties`, or the drawn or
    /// instanced content of its class), a case here (the compiler then asks
    /// for its read and write below), the public property on its layer class
    /// (`CALayer` and subclasses, in QuartzCoreBase), and its key-value
    /// coding entry (`LayerKeyTable`: conversion, default, animatable); a
    /// test (`AnimatablePropertyTableTests`) fails when a slot and the
    /// animatable keys of the layer classes' tables disagree.
    ///
    /// Why not one table driving all four: the public properties must be
    /// real Swift properties of the classes (Apple's API, overridable,
    /// visible to `#keyPath` and `\.` key paths), which no table can declare
    /// without macros; the key-value entries must write through those
    /// properties so that overrides and observers take part, so they live
    /// above this module, beside the classes; and reading here is a switch
    /// rather than a table of key paths because animations read these
    /// values for every layer in every frame, where a switch on a small enum
    /// costs a jump and a key-path application costs a call through the
    /// runtime.
    package enum Slot: String, Sendable, Hashable, CaseIterable {
        case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
        case hidden, doubleSided, masksToBounds, opacity, backgroundColor, cornerRadius
        case borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
        case contentsRect, contentsCenter, contentsScale, rasterizationScale, minificationFilterBias, contents
        // Drawn content (`DrawnContent`): stored only on layers of the class that draws it.
        case path, fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart, strokeEnd
        case colors, locations, startPoint, endPoint
        case fontSize, foregroundColor
        // Instanced content (`InstancedContent`): stored only on replicator and emitter layers.
        case instanceCount, instanceDelay, instanceTransform, instanceColor
        case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset
        case emitterCells, birthRate, lifetime, emitterPosition, emitterZPosition, emitterSize, emitterDepth
        case velocity, scale, spin
    }

    package enum Component: Sendable, Hashable {
        case whole, x, y, width, height, origin, size, originX, originY, sizeWidth, sizeHeight
        case transform(TransformComponent)
        /// A value of one emitter cell (`emitterCells.<name>….<property>`).
        case emitterCell(EmitterCellKeyPath)
    }

    package let parts: KeyPathParts
    package let slot: Slot?
    package let component: Component?

    package init(_ parts: KeyPathParts) {
        self.parts = parts
        slot = Slot(rawValue: parts.key)
        component = slot.flatMap { ResolvedKeyPath.component(for: $0, rest: parts.rest) }
    }

    private static func component(for slot: Slot, rest: [String]) -> Component? {
        if slot == .emitterCells { return EmitterCellKeyPath(rest).map { .emitterCell($0) } }
        if rest.isEmpty { return .whole }
        let path = rest.joined(separator: ".")
        switch slot {
        case .position, .anchorPoint, .startPoint, .endPoint, .emitterPosition:
            return ["x": .x, "y": .y][path]
        case .shadowOffset, .emitterSize:
            return ["width": .width, "height": .height][path]
        case .bounds, .contentsRect, .contentsCenter:
            return ["origin": .origin, "size": .size, "origin.x": .originX, "origin.y": .originY,
                    "size.width": .sizeWidth, "size.height": .sizeHeight][path]
        case .transform, .sublayerTransform, .instanceTransform:
            return TransformComponent(keyPathSuffix: path).map { .transform($0) }
        default:
            return nil
        }
    }

    // MARK: Reading

    package func value(in p: LayerProperties) -> AnimatableValue? {
        guard let slot, let component else { return nil }
        return Self.value(slot, component, in: p)
    }

    /// The value of `component` of the stored property `slot`.
    static func value(_ slot: Slot, _ component: Component, in p: LayerProperties) -> AnimatableValue? {
        switch slot {
        case .bounds: return ResolvedKeyPath.read(p.bounds, component)
        case .contentsRect: return ResolvedKeyPath.read(p.contentsRect, component)
        case .contentsCenter: return ResolvedKeyPath.read(p.contentsCenter, component)
        case .position: return ResolvedKeyPath.read(p.position, component)
        case .anchorPoint: return ResolvedKeyPath.read(p.anchorPoint, component)
        case .shadowOffset: return ResolvedKeyPath.read(p.shadowOffset, component)
        case .transform: return ResolvedKeyPath.read(p.transform, component)
        case .sublayerTransform: return ResolvedKeyPath.read(p.sublayerTransform, component)
        case .zPosition: return .number(Double(p.zPosition))
        case .anchorPointZ: return .number(Double(p.anchorPointZ))
        case .hidden: return .flag(p.isHidden)
        case .doubleSided: return .flag(p.isDoubleSided)
        case .masksToBounds: return .flag(p.masksToBounds)
        case .opacity: return .number(Double(p.opacity))
        case .backgroundColor: return .color(p.backgroundColor)
        case .cornerRadius: return .number(Double(p.cornerRadius))
        case .borderWidth: return .number(Double(p.borderWidth))
        case .borderColor: return .color(p.borderColor)
        case .shadowColor: return .color(p.shadowColor)
        case .shadowOpacity: return .number(Double(p.shadowOpacity))
        case .shadowRadius: return .number(Double(p.shadowRadius))
        case .shadowPath: return .path(p.shadowPath)
        case .contentsScale: return .number(Double(p.contentsScale))
        case .rasterizationScale: return .number(Double(p.rasterizationScale))
        case .minificationFilterBias: return .number(Double(p.minificationFilterBias))
        case .contents: return .contents(p.contents)
        default: return drawnValue(slot, component, in: p) ?? instancedValue(slot, component, in: p)
        }
    }

    private static func read(_ r: CGRect, _ c: Component) -> AnimatableValue? {
        switch c {
        case .whole: return .rect(r)
        case .origin: return .point(r.origin)
        case .size: return .size(r.size)
        case .originX: return .number(Double(r.origin.x))
        case .originY: return .number(Double(r.origin.y))
        case .sizeWidth: return .number(Double(r.size.width))
        case .sizeHeight: return .number(Double(r.size.height))
        default: return nil
        }
    }

    static func read(_ p: CGPoint, _ c: Component) -> AnimatableValue? {
        switch c {
        case .whole: return .point(p)
        case .x: return .number(Double(p.x))
        case .y: return .number(Double(p.y))
        default: return nil
        }
    }

    static func read(_ s: CGSize, _ c: Component) -> AnimatableValue? {
        switch c {
        case .whole: return .size(s)
        case .width: return .number(Double(s.width))
        case .height: return .number(Double(s.height))
        default: return nil
        }
    }

    static func read(_ t: CATransform3D, _ c: Component) -> AnimatableValue? {
        switch c {
        case .whole: return .transform(t)
        case .transform(let component):
            switch TransformKeyPath.value(of: component, in: t) {
            case .scalar(let v): return .number(Double(v))
            case .size(let s): return .size(s)
            }
        default: return nil
        }
    }

    // MARK: Writing

    /// Writes `v` into `p`; false when the slot, component or value kind does not fit.
    @discardableResult
    package func set(_ v: AnimatableValue, in p: inout LayerProperties) -> Bool {
        guard let slot, let component else { return false }
        return Self.set(v, slot, component, in: &p)
    }

    /// Writes `v` into `component` of the stored property `slot`; false when it does not fit.
    @discardableResult
    static func set(_ v: AnimatableValue, _ slot: Slot, _ component: Component, in p: inout LayerProperties) -> Bool {
        switch slot {
        case .bounds: return ResolvedKeyPath.write(v, component, into: &p.bounds)
        case .contentsRect: return ResolvedKeyPath.write(v, component, into: &p.contentsRect)
        case .contentsCenter: return ResolvedKeyPath.write(v, component, into: &p.contentsCenter)
        case .position: return ResolvedKeyPath.write(v, component, into: &p.position)
        case .anchorPoint: return ResolvedKeyPath.write(v, component, into: &p.anchorPoint)
        case .shadowOffset: return ResolvedKeyPath.write(v, component, into: &p.shadowOffset)
        case .transform: return ResolvedKeyPath.write(v, component, into: &p.transform)
        case .sublayerTransform: return ResolvedKeyPath.write(v, component, into: &p.sublayerTransform)
        case .zPosition: return ResolvedKeyPath.write(v, into: &p.zPosition)
        case .anchorPointZ: return ResolvedKeyPath.write(v, into: &p.anchorPointZ)
        case .opacity: return ResolvedKeyPath.write(v, into: &p.opacity)
        case .cornerRadius: return ResolvedKeyPath.write(v, into: &p.cornerRadius)
        case .borderWidth: return ResolvedKeyPath.write(v, into: &p.borderWidth)
        case .shadowOpacity: return ResolvedKeyPath.write(v, into: &p.shadowOpacity)
        case .shadowRadius: return ResolvedKeyPath.write(v, into: &p.shadowRadius)
        case .contentsScale: return ResolvedKeyPath.write(v, into: &p.contentsScale)
        case .rasterizationScale: return ResolvedKeyPath.write(v, into: &p.rasterizationScale)
        case .minificationFilterBias: return ResolvedKeyPath.write(v, into: &p.minificationFilterBias)
        case .hidden: return ResolvedKeyPath.write(v, into: &p.isHidden)
        case .doubleSided: return ResolvedKeyPath.write(v, into: &p.isDoubleSided)
        case .masksToBounds: return ResolvedKeyPath.write(v, into: &p.masksToBounds)
        case .backgroundColor: return ResolvedKeyPath.write(v, into: &p.backgroundColor)
        case .borderColor: return ResolvedKeyPath.write(v, into: &p.borderColor)
        case .shadowColor: return ResolvedKeyPath.write(v, into: &p.shadowColor)
        case .shadowPath:
            guard case .path(let path) = v else { return false }
            p.shadowPath = path
            return true
        case .contents:
            guard case .contents(let contents) = v else { return false }
            p.contents = contents
            return true
        default:
            return setDrawn(v, slot, component, in: &p) || setInstanced(v, slot, component, in: &p)
        }
    }

    static func write<T: BinaryFloatingPoint>(_ v: AnimatableValue, into target: inout T) -> Bool {
        // Finite as a Double but not as the property's type (1e300 into a Float): refused too.
        guard case .number(let n) = v, n.isFinite, T(n).isFinite else { return false }
        target = T(n)
        return true
    }

    private static func write(_ v: AnimatableValue, into target: inout Bool) -> Bool {
        guard case .flag(let b) = v else { return false }
        target = b
        return true
    }

    static func write(_ v: AnimatableValue, into target: inout CGColor?) -> Bool {
        guard case .color(let c) = v else { return false }
        target = c
        return true
    }

    private static func number(_ v: AnimatableValue) -> CGFloat? {
        guard case .number(let n) = v, n.isFinite else { return nil }
        return CGFloat(n)
    }

    private static func write(_ v: AnimatableValue, _ c: Component, into r: inout CGRect) -> Bool {
        switch (c, v) {
        case (.whole, .rect(let new)): r = new
        case (.origin, .point(let new)): r.origin = new
        case (.size, .size(let new)): r.size = new
        case (.originX, _): guard let n = number(v) else { return false }; r.origin.x = n
        case (.originY, _): guard let n = number(v) else { return false }; r.origin.y = n
        case (.sizeWidth, _): guard let n = number(v) else { return false }; r.size.width = n
        case (.sizeHeight, _): guard let n = number(v) else { return false }; r.size.height = n
        default: return false
        }
        return true
    }

    static func write(_ v: AnimatableValue, _ c: Component, into p: inout CGPoint) -> Bool {
        switch (c, v) {
        case (.whole, .point(let new)): p = new
        case (.x, _): guard let n = number(v) else { return false }; p.x = n
        case (.y, _): guard let n = number(v) else { return false }; p.y = n
        default: return false
        }
        return true
    }

    static func write(_ v: AnimatableValue, _ c: Component, into s: inout CGSize) -> Bool {
        switch (c, v) {
        case (.whole, .size(let new)): s = new
        case (.width, _): guard let n = number(v) else { return false }; s.width = n
        case (.height, _): guard let n = number(v) else { return false }; s.height = n
        default: return false
        }
        return true
    }

    static func write(_ v: AnimatableValue, _ c: Component, into t: inout CATransform3D) -> Bool {
        switch (c, v) {
        case (.whole, .transform(let new)):
            guard new.isFinite else { return false }
            t = new
        case (.transform(let component), .number(let n)):
            guard n.isFinite else { return false }
            t = TransformKeyPath.setting(component, to: .scalar(CGFloat(n)), in: t)
        case (.transform(let component), .size(let s)):
            t = TransformKeyPath.setting(component, to: .size(s), in: t)
        default: return false
        }
        return true
    }
}
