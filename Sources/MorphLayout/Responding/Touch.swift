import Foundation

/// A finger on the screen (UIKit's `UITouch`), as a node's touch methods receive it.
///
/// Morph has no screen: it makes no touches itself. A test makes them to drive a node's touch handling
/// the way a device would (`control.touchesBegan([Touch(at: point, in: control)], with: nil)`).
open class Touch: NSObject {
  /// Where a touch is in its life (UIKit's `UITouch.Phase`).
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  /// Where the touch is in its life.
  public var phase: Phase
  /// How many times the finger tapped in quick succession; 1 for a single tap.
  public var tapCount: Int
  /// When the touch last changed, in seconds.
  public var timestamp: TimeInterval
  /// The touch's location in the coordinate space of the tree's root node (a device's window).
  public var locationInRoot: CGPoint

  /// A touch at a point of the root node's coordinate space.
  public init(locationInRoot: CGPoint, phase: Phase = .began, tapCount: Int = 1, timestamp: TimeInterval = 0) {
    self.locationInRoot = locationInRoot
    self.phase = phase
    self.tapCount = tapCount
    self.timestamp = timestamp
  }

  /// A touch at `point` of `node`'s coordinate space.
  public convenience init(
    at point: CGPoint, in node: DisplayNode, phase: Phase = .began, tapCount: Int = 1, timestamp: TimeInterval = 0
  ) {
    let origin = node.originInRoot
    self.init(
      locationInRoot: CGPoint(x: point.x + origin.x, y: point.y + origin.y), phase: phase, tapCount: tapCount,
      timestamp: timestamp)
  }

  /// The touch's location in `node`'s coordinate space, or the root's for nil (UIKit's `location(in:)`).
  public func location(in node: DisplayNode?) -> CGPoint {
    guard let node else { return locationInRoot }
    let origin = node.originInRoot
    return CGPoint(x: locationInRoot.x - origin.x, y: locationInRoot.y - origin.y)
  }
}

/// The event a set of touches belongs to (UIKit's `UIEvent`).
open class TouchEvent: NSObject {
  /// The event's touches.
  public var allTouches: Set<Touch>?
  /// When the event happened, in seconds.
  public var timestamp: TimeInterval

  /// An event of `touches`.
  public init(touches: Set<Touch>? = nil, timestamp: TimeInterval = 0) {
    allTouches = touches
    self.timestamp = timestamp
  }
}

extension DisplayNode {
  /// The node's origin in its root's coordinate space: its frame's origins summed up the supernodes.
  package var originInRoot: CGPoint {
    var point = CGPoint.zero
    var node: DisplayNode? = self
    while let current = node, current.supernode != nil {
      point.x += current.frame.origin.x
      point.y += current.frame.origin.y
      node = current.supernode
    }
    return point
  }
}
