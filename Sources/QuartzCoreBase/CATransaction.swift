import Foundation

/// Groups layer changes into atomic updates of the render tree, as Apple's `CATransaction`.
///
/// Every thread has its own stack of transactions. A change made outside any
/// `begin()` opens an implicit transaction, committed at the end of the main
/// run loop's current turn; nested transactions send their changes when the
/// outermost one commits. Values (duration, timing function, disabled
/// actions) are looked up from the innermost transaction outwards.
open class CATransaction: NSObject {
    /// Opens a transaction on the calling thread.
    open class func begin() { TransactionStack.current.begin() }

    /// Closes the innermost transaction; the outermost commit sends the changes on.
    open class func commit() { TransactionStack.current.commit() }

    /// Commits the implicit transaction now, if one is open and nothing is nested in it.
    open class func flush() { TransactionStack.current.flush() }

    /// Opens this thread's implicit transaction if no transaction is open,
    /// as any change to a layer does: a `begin()`/`commit()` pair made
    /// inside it is then not the outermost, so it sends nothing on by itself
    /// (the changes go with the implicit transaction, at the end of the
    /// run-loop turn or at a flush). For framework code that wraps its own
    /// layer setup in a transaction (UIKit's views in their initializers).
    package class func joinImplicitTransaction() { TransactionStack.current.currentFrame() }

    /// Takes the recursive lock that guards layer state (Apple's `lock()`).
    open class func lock() { LayerTreeLock.shared.lock() }

    /// Releases the lock taken by `lock()`; an unlock without a matching lock on this thread is reported and ignored.
    open class func unlock() { LayerTreeLock.shared.unlock() }

    /// The duration of implicit animations in this transaction; 0.25 s unless set.
    open class func animationDuration() -> CFTimeInterval {
        ValueConversion.double(value(forKey: kCATransactionAnimationDuration)) ?? 0.25
    }

    /// Sets the implicit-animation duration in seconds for the innermost transaction (opening the
    /// implicit one if none is open); a negative or non-finite value is rejected with a diagnostic.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else {
            Diagnostics.report("CATransaction.setAnimationDuration(\(dur)) rejected: a duration must be finite and not negative")
            return
        }
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations; nil means the default curve.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the implicit-animation timing function for the innermost transaction; nil clears it there,
    /// so an enclosing transaction's function, if any, applies.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their actions (no implicit animations).
    open class func disableActions() -> Bool {
        ValueConversion.bool(value(forKey: kCATransactionDisableActions)) ?? false
    }

    /// Turns actions off (true) or on for changes in the innermost transaction and
    /// in those nested in it that set no value of their own.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The block run on the main thread once this transaction's animations have all finished.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets the block run on the main thread once this transaction has committed and every animation
    /// added while the block is set has stopped; a replaced block still runs for its own animations.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        TransactionStack.current.setValue(block, forKey: kCATransactionCompletionBlock)
        TransactionStack.current.setCompletion(block)
    }

    /// The value for `key` in the innermost transaction that has one, or nil; opens no transaction.
    open class func value(forKey key: String) -> Any? {
        TransactionStack.current.value(forKey: key)
    }

    /// Stores `anObject` under `key` in the innermost transaction (opening the implicit one if none is
    /// open); `kCATransactionCompletionBlock` goes through `setCompletionBlock(_:)`. A value of the
    /// wrong kind for one of the transaction's own keys (a string as `animationDuration`, a negative
    /// duration, a number as `completionBlock`) is reported and ignored, as `CALayer.setValue(_:forKey:)`
    /// does; nil (or `NSNull`) clears the key. Other keys take any value.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        let value: Any? = anObject is NSNull ? nil : anObject
        func refuse(_ expected: String) {
            let given = value.map { "\(type(of: $0)) \(String(reflecting: $0).prefix(40))" } ?? "nil"
            Diagnostics.report("CATransaction.setValue(_:forKey: \"\(key)\") got \(given), which is not \(expected); ignored")
        }
        switch key {
        case kCATransactionCompletionBlock:
            guard value == nil || value is () -> Void else { return refuse("a block, () -> Void") }
            setCompletionBlock(value as? () -> Void)
        case kCATransactionAnimationDuration:
            guard let value else { return TransactionStack.current.setValue(nil, forKey: key) }
            guard let seconds = ValueConversion.double(value), seconds.isFinite, seconds >= 0 else {
                return refuse("a duration (a finite number of seconds, 0 or more)")
            }
            TransactionStack.current.setValue(seconds, forKey: key)
        case kCATransactionDisableActions:
            guard let value else { return TransactionStack.current.setValue(nil, forKey: key) }
            guard let flag = ValueConversion.bool(value) else { return refuse("a Bool") }
            TransactionStack.current.setValue(flag, forKey: key)
        case kCATransactionAnimationTimingFunction:
            guard value == nil || value is CAMediaTimingFunction else { return refuse("a CAMediaTimingFunction") }
            TransactionStack.current.setValue(value, forKey: key)
        default:
            TransactionStack.current.setValue(anObject, forKey: key)
        }
    }
}

/// The transaction key for the implicit-animation duration (`CFTimeInterval`).
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key for whether actions are disabled (`Bool`).
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for the implicit-animation timing function (`CAMediaTimingFunction`).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for the completion block (`() -> Void`).
public let kCATransactionCompletionBlock = "completionBlock"
