import Foundation

/// One layout transition recorded in a timeline: which node transitioned, when, and what its context
/// knew — the subnodes it inserted, removed and moved, and every node's initial and final frame.
public struct TimelineTransition: Hashable, Sendable, Codable {
  /// The id of the element whose layout transitioned.
  public var nodeID: String
  /// When the new layout was committed and the animation started, in seconds.
  public var start: Double
  /// When `completeTransition(_:)` was called; nil if it never was.
  public var completion: Double?
  /// Whether the transition was animated.
  public var isAnimated: Bool
  /// The elements the transition inserted, in new-layout order.
  public var inserted: [String]
  /// The elements the transition removed, in old-layout order.
  public var removed: [String]
  /// The surviving elements whose index changed.
  public var moved: [String]
  /// Frames in the layout before the transition (the context's `initialFrame(for:)`).
  public var initialFrames: [String: CGRect]
  /// Frames in the layout after the transition (the context's `finalFrame(for:)`).
  public var finalFrames: [String: CGRect]

  public init(
    nodeID: String, start: Double, completion: Double?, isAnimated: Bool, inserted: [String], removed: [String],
    moved: [String], initialFrames: [String: CGRect], finalFrames: [String: CGRect]
  ) {
    self.nodeID = nodeID
    self.start = start
    self.completion = completion
    self.isAnimated = isAnimated
    self.inserted = inserted
    self.removed = removed
    self.moved = moved
    self.initialFrames = initialFrames
    self.finalFrames = finalFrames
  }
}
