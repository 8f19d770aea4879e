import Foundation

/// One keyframe of a script's `keyframes` block: UIKit's
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
public struct ScriptKeyframe: Hashable, Sendable {
  /// When the keyframe starts, as a fraction of the block's duration.
  public var relativeStart: Double
  /// How long it lasts, as a fraction of the block's duration.
  public var relativeDuration: Double
  /// The property changes it animates.
  public var changes: [ScriptChange]

  public init(relativeStart: Double, relativeDuration: Double, changes: [ScriptChange]) {
    self.relativeStart = relativeStart
    self.relativeDuration = relativeDuration
    self.changes = changes
  }
}
