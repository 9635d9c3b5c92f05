import Foundation

/// The action key run on a layer when it joins a layer tree.
public let kCAOnOrderIn = "onOrderIn"
/// The action key run on a layer when it leaves a layer tree.
public let kCAOnOrderOut = "onOrderOut"
/// The action key of the transition animation, and the key `CATransition`s are stored under.
public let kCATransition = "transition"
