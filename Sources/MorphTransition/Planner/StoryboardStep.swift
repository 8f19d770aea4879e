import Foundation
import MorphLayout
import MorphTimeline

/// One step of a storyboard (``TransitionPlanner/storyboard(_:sizeRange:steps:)``): a labelled change
/// that starts once everything the previous step started has finished, after an optional pause.
/// Each step puts a `TimelineMarker` with its label at its start.
public struct StoryboardStep {
  /// The marker's label.
  public var label: String
  /// How long to wait, after the previous step has finished, before this one starts, in seconds.
  public var pause: TimeInterval
  /// What the step does to the storyboard's root.
  let perform: (DisplayNode) -> Void
  /// How long the step lasts at least, in seconds.
  let minimumDuration: TimeInterval

  /// A step that runs any code: state changes and `transitionLayout` calls on the root or any of its
  /// descendants.
  public init(_ label: String, after pause: TimeInterval = 0, perform: @escaping (DisplayNode) -> Void) {
    precondition(pause >= 0, "StoryboardStep: the pause must not be negative")
    self.init(label, pause: pause, minimumDuration: 0, perform: perform)
  }

  private init(
    _ label: String, pause: TimeInterval, minimumDuration: TimeInterval,
    perform: @escaping (DisplayNode) -> Void
  ) {
    self.label = label
    self.pause = pause
    self.minimumDuration = minimumDuration
    self.perform = perform
  }

  /// Changes state, then transitions the root's layout for the range of its last layout pass
  /// (`transitionLayout(withAnimation:shouldMeasureAsync:)`).
  public static func transition(
    _ label: String, animated: Bool = true, shouldMeasureAsync: Bool = false, after pause: TimeInterval = 0,
    _ change: @escaping () -> Void
  ) -> StoryboardStep {
    StoryboardStep(label, after: pause) { root in
      change()
      root.transitionLayout(withAnimation: animated, shouldMeasureAsync: shouldMeasureAsync)
    }
  }

  /// Transitions the root's layout to a new size range, such as a rotation from portrait to landscape
  /// (`transitionLayout(with:animated:shouldMeasureAsync:)`).
  public static func resize(
    _ label: String, to sizeRange: SizeRange, animated: Bool = true, after pause: TimeInterval = 0
  ) -> StoryboardStep {
    StoryboardStep(label, after: pause) { root in
      root.transitionLayout(with: sizeRange, animated: animated)
    }
  }

  /// Lets time pass without changing anything, such as holding the last state at the end; its marker
  /// is at its start.
  public static func pause(_ duration: TimeInterval, label: String = "pause") -> StoryboardStep {
    precondition(duration >= 0, "StoryboardStep: the pause must not be negative")
    return StoryboardStep(label, pause: 0, minimumDuration: duration) { _ in }
  }
}
