import MorphLayout

/// UIKit's `UIResponder`: what a node's touch and first-responder methods are declared on.
public typealias UIResponder = Responder

/// UIKit's `UITouch`.
public typealias UITouch = Touch

/// UIKit's `UIEvent`.
public typealias UIEvent = TouchEvent
