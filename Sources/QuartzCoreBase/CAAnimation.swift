import Foundation

/// The abstract base of every animation, as Apple's `CAAnimation`.
///
/// An animation is a description: adding it to a layer copies it, and the
/// copy is evaluated (on the main thread for `presentation()`, on the render
/// thread for frames). Changing an animation after adding it changes nothing
/// on screen. Configure on any one thread at a time; the delegate is called on
/// the main thread and is held strongly, as Apple documents.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    // The flag is stored last, where a subclass's own flags can follow it
    // in the same word (CAPropertyAnimation's come first). A basic
    // animation is then 168 bytes (a 176-byte chunk); with its flags apart
    // and the rare settings inline it was 232 (240), and a layer keeps a
    // copy of each animation added to it.

    /// The timing of the animation in its layer's time space.
    package var timing = MediaTimingValues()
    /// The settings most animations leave unset; nil while none is set.
    var rare: AnimationRareValues?

    /// The pacing curve; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation is removed from its layer when it ends; default true.
    open var isRemovedOnCompletion = true

    /// Told when the animation starts and stops; held strongly.
    open var delegate: CAAnimationDelegate? {
        get { rare?.delegate }
        set { if newValue != nil || rare != nil { rareValues().delegate = newValue } }
    }

    /// Values for keys the class does not declare.
    var extraValues: [String: Any] {
        get { rare?.extraValues ?? [:] }
        set { if !newValue.isEmpty || rare != nil { rareValues().extraValues = newValue } }
    }

    /// The rare settings, made when the first is set.
    func rareValues() -> AnimationRareValues {
        if let rare { return rare }
        let made = AnimationRareValues()
        rare = made
        return made
    }

    /// An animation with default settings: duration 0 (played as 0.25 s), speed 1, removed on completion.
    ///
    /// No timing function (linear pacing) and no delegate. Required: ``copy(with:)`` makes its copy of a
    /// subclass through it.
    public required override init() {
        super.init()
    }

    /// Ignores `coder` and makes an animation with default settings: animations are not
    /// archived on Linux; this exists so that subclasses written for Apple's SDK compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A new animation of the same class with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyAttributes(from: self)
        return copy
    }

    /// Copies every setting of `other` into `self`; subclasses add their own.
    func copyAttributes(from other: CAAnimation) {
        timing = other.timing
        rare = other.rare?.copyIfSet()
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// Adds the animation to the layer `anObject` under `event` (how an animation works as an action).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            Diagnostics.report("CAAnimation ran as an action for \"\(event)\" on \(type(of: anObject)), which is not a CALayer; ignored")
            return
        }
        layer.add(self, forKey: event)
    }

    // MARK: CAMediaTiming

    /// When the animation starts, in seconds of its layer's (or group's) time; on an animation added
    /// to a layer, 0 (the default) becomes the layer's time at the commit that carries it.
    /// Non-finite values are rejected with a diagnostic.
    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { setTiming(newValue, at: \.beginTime, key: "beginTime") }
    }
    /// The length of one iteration; 0 means 0.25 s.
    open var duration: CFTimeInterval {
        get { timing.duration }
        set { setTiming(newValue, at: \.duration, key: "duration") }
    }
    /// How fast the animation's time runs against its layer's; 1 by default, 0 freezes it at
    /// `timeOffset`, negative plays it from the end. NaN and infinities are rejected with a diagnostic.
    open var speed: Float {
        get { timing.speed }
        set { setTiming(newValue, at: \.speed, key: "speed") }
    }
    /// Seconds added to the playhead, wrapped within the active duration: it moves where playback
    /// starts, not when. Non-finite values are rejected with a diagnostic.
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { setTiming(newValue, at: \.timeOffset, key: "timeOffset") }
    }
    /// Iterations, fractional allowed; `.infinity` repeats forever.
    open var repeatCount: Float {
        get { timing.repeatCount }
        set { setTiming(newValue, at: \.repeatCount, key: "repeatCount", allowsInfinity: true) }
    }
    /// How long in seconds the animation repeats for; 0 (the default) is unused, `.infinity` repeats
    /// for ever, and with `repeatCount` also set the shorter wins. Negative or NaN values are rejected.
    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming(newValue, at: \.repeatDuration, key: "repeatDuration", allowsInfinity: true) }
    }
    /// Whether each iteration plays forward, then backward (doubling its length); false by default.
    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// What the animation shows outside its active time; `.removed` by default. The forward fill is
    /// dropped when `isRemovedOnCompletion` is true, because the animation is removed at its end.
    open var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    private func setTiming<T>(
        _ value: T, at keyPath: WritableKeyPath<MediaTimingValues, T>, key: String, allowsInfinity: Bool = false
    ) {
        var problem = ModelValueCheck.problem(with: value, allowsInfinity: allowsInfinity)
        if problem == nil, ["duration", "repeatCount", "repeatDuration"].contains(key),
           let number = ValueConversion.double(value), number < 0 {
            problem = "it cannot be negative"
        }
        if let problem {
            Diagnostics.report("\(type(of: self)).\(key) = \(value) rejected (\(problem)); it keeps \(timing[keyPath: keyPath])")
            return
        }
        timing[keyPath: keyPath] = value
    }

    // MARK: Key-value coding

    /// The default value of `key` for new animations of this class.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "removedOnCompletion", "isRemovedOnCompletion": return true
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return nil
        }
    }

    /// Whether `key` would be archived; always true (nothing is archived on Linux).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Declared settings by name, and any other key's stored value.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "beginTime": return beginTime
        case "duration": return duration
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "fillMode": return fillMode
        case "timingFunction": return timingFunction
        case "delegate": return delegate
        case "removedOnCompletion", "isRemovedOnCompletion": return isRemovedOnCompletion
        default: return extraValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    /// Sets a declared setting (converting numbers as needed) or stores any other key.
    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration":
            guard let v = ValueConversion.double(value) else { return reportMismatch(key, value) }
            switch key {
            case "beginTime": beginTime = v
            case "duration": duration = v
            case "timeOffset": timeOffset = v
            default: repeatDuration = v
            }
        case "speed", "repeatCount":
            guard let v = ValueConversion.float(value) else { return reportMismatch(key, value) }
            if key == "speed" { speed = v } else { repeatCount = v }
        case "autoreverses", "removedOnCompletion", "isRemovedOnCompletion":
            guard let v = ValueConversion.bool(value) else { return reportMismatch(key, value) }
            if key == "autoreverses" { autoreverses = v } else { isRemovedOnCompletion = v }
        case "fillMode":
            guard let v = (value as? CAMediaTimingFillMode) ?? ValueConversion.string(value).map(CAMediaTimingFillMode.init(rawValue:))
            else { return reportMismatch(key, value) }
            fillMode = v
        case "timingFunction":
            timingFunction = value as? CAMediaTimingFunction
        case "delegate":
            delegate = value as? CAAnimationDelegate
        default:
            if value != nil || rare != nil { rareValues().extraValues[key] = value }
        }
    }

    func reportMismatch(_ key: String, _ value: Any?) {
        Diagnostics.report("\(type(of: self)).setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is not a valid value; ignored")
    }
}
