/// How a scene transition animates: a default animation, or a script of its own.
enum SceneAnimation: Hashable, Sendable {
  /// A default animation (what `animateLayoutTransition(_:)` does when not overridden).
  case preset(ScenePreset)
  /// The steps of an `animateLayoutTransition(_:)` override.
  case script([ScriptStep])
}
