import MorphPlanning

/// One statement of a transition script, run as the Swift it stands for would run in
/// `animateLayoutTransition(_:)`.
indirect enum ScriptStep: Hashable, Sendable {
  /// Sets properties at once (`node.frame = …` outside any animation block).
  case set([ScriptChange])
  /// Animates property changes (`UIView.animate(withDuration:…)`).
  case animate(ScriptAnimation)
  /// Animates keyframes (`UIView.animateKeyframes(withDuration:…)`).
  case keyframes(ScriptKeyframes)
  /// Ends the transition (`context.completeTransition(_:)`); as in Texture, `false` does not restore
  /// the old layout.
  case complete(Bool, location: FileLocation)
}
