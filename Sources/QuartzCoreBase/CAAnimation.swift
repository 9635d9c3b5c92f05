import Foundation

/// The abstract base of every animation, as Apple's `CAAnimation`.
///
/// An animation is a description: adding it to a layer copies it, and the
/// copy is evaluated (on the main thread for `presentation()`, on the render
/// thread for frames). Changing an animation after adding it changes nothing
/// on screen. Configure on any one thread at a time; the delegate is called on
/// the main thread and is held strongly, as Apple documents.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// The timing of the animation in its layer's time space.
    package var timing = MediaTimingValues()
    /// Values for keys the class does not declare.
    var extraValues: [String: Any] = [:]

    /// The pacing curve; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it ends; default true.
    open var isRemovedOnCompletion = true

    public required override init() {
        super.init()
    }

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
        extraValues = other.extraValues
        timingFunction = other.timingFunction
        delegate = other.delegate
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

    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { setTiming(newValue, at: \.beginTime, key: "beginTime") }
    }
    /// The length of one iteration; 0 means 0.25 s.
    open var duration: CFTimeInterval {
        get { timing.duration }
        set { setTiming(newValue, at: \.duration, key: "duration") }
    }
    open var speed: Float {
        get { timing.speed }
        set { setTiming(newValue, at: \.speed, key: "speed") }
    }
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { setTiming(newValue, at: \.timeOffset, key: "timeOffset") }
    }
    /// Iterations, fractional allowed; `.infinity` repeats forever.
    open var repeatCount: Float {
        get { timing.repeatCount }
        set { setTiming(newValue, at: \.repeatCount, key: "repeatCount", allowsInfinity: true) }
    }
    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming(newValue, at: \.repeatDuration, key: "repeatDuration", allowsInfinity: true) }
    }
    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
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
            extraValues[key] = value
        }
    }

    func reportMismatch(_ key: String, _ value: Any?) {
        Diagnostics.report("\(type(of: self)).setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is not a valid value; ignored")
    }
}
