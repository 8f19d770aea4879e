import Foundation
import MorphPlanning

/// One step of a scene's storyboard: a transition by name after an optional pause, or a pause alone.
public struct SceneStoryboardStep: Hashable, Sendable {
  /// The transition's name; nil for a pause alone.
  public var transition: String?
  /// For a transition, the seconds to wait after everything the previous step started has finished
  /// before it starts (its marker comes after the wait); for a pause alone, the seconds it holds (its
  /// marker comes first).
  public var pause: TimeInterval
  /// Where the step was written.
  public var location: FileLocation

  public init(transition: String?, pause: TimeInterval = 0, location: FileLocation) {
    self.transition = transition
    self.pause = pause
    self.location = location
  }

  /// The marker label of the step: the transition's name, or `pause`.
  public var label: String { transition ?? "pause" }
}
