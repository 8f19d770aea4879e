import Foundation

/// One keyframe of a script's `keyframes` block: UIKit's
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
struct ScriptKeyframe: Hashable, Sendable {
  /// When the keyframe starts, as a fraction of the block's duration.
  var relativeStart: Double
  /// How long it lasts, as a fraction of the block's duration.
  var relativeDuration: Double
  /// The property changes it animates.
  var changes: [ScriptChange]

  init(relativeStart: Double, relativeDuration: Double, changes: [ScriptChange]) {
    self.relativeStart = relativeStart
    self.relativeDuration = relativeDuration
    self.changes = changes
  }
}
