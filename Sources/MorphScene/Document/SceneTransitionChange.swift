import MorphLayout

/// What a scene transition changes before it transitions the root's layout.
public enum SceneTransitionChange: Hashable, Sendable {
  /// Changes state, then calls `transitionLayout(withAnimation:…)`: the root keeps its size range.
  case state(from: String, to: String)
  /// Calls `transitionLayout(with:animated:…)` with a new size range, as a rotation does.
  case sizeRange(SizeRange)
}
