import MorphLayout

/// What a ``Plannable`` is asked to plan.
public enum PlanSubject: Hashable, Sendable {
  /// One transition by name; nil for the first one.
  case transition(String?)
  /// The storyboard: its transitions one after another, with a marker per step.
  case storyboard
  /// A change of the root's size range, as a device rotation makes: laid out for `from`, then
  /// `transitionLayout(with: to, animated: true)`.
  case sizeChange(from: SizeRange, to: SizeRange)
}
