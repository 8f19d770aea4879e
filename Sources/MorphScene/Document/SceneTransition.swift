import MorphPlanning

/// A named transition of a scene document (`transitions`): a state change or a new size range, and how
/// the root's `animateLayoutTransition(_:)` animates it.
///
/// ```yaml
/// transitions:
///   nameToAge:                  # a name: letters, digits, '_' or '-'
///     from: name                # a state change: transitionLayout(withAnimation:)…
///     to: age
///     animated: true            # the context's isAnimated() (default true)
///     measureAsync: false       # shouldMeasureAsync (default false)
///     animation:                # a script: the statements of animateLayoutTransition(_:)
///       - set:                  # at once: node.frame = …, node.alpha = …
///           ageField:
///             frame: initial(nameField) + (width, 0)
///             alpha: 0
///       - animate:              # UIView.animate(withDuration:delay:options:animations:completion:)
///           duration: 0.4
///           delay: 0            # default 0
///           curve: easeInOut    # linear, easeIn, easeOut, easeInOut, [x1, y1, x2, y2], {damping, velocity}
///           changes:
///             ageField: { frame: final(ageField), alpha: 1 }
///             nameField: { frame: "final(ageField) - (width, 0)", alpha: 0 }
///           completion:
///             - complete: true  # context.completeTransition(true)
///   rotate:
///     size: [667, 375]          # or sizeRange: {min, max}: transitionLayout(with:animated:)
///     animation: default        # a preset: default, texture, identity, opacity, scale, slide, or
///                               # {preset, effect, duration, delay, curve, stagger}
/// storyboard: [nameToAge, { transition: rotate, pause: 0.5 }, { pause: 1 }]
/// ```
///
/// - Steps: `set` (properties at once), `animate` (`duration`, `delay`, `curve`, `changes`,
///   `completion`), `keyframes` (`duration`, `delay`, `mode: linear|discrete|paced|cubic|cubicPaced`,
///   `changes` outside any keyframe, `keyframes: [{relativeStart, relativeDuration, changes}]` within
///   0…1, `completion`) and `complete: true|false`. Completions hold further steps, run when the
///   animation ends.
/// - Properties: `frame` (a `FrameExpression` or `[x, y, width, height]`), `alpha`, `backgroundColor`
///   (null for none), `cornerRadius`, `border: {width, color}` and `transform` (`identity` or
///   `{translation: [x, y], scale: s or [sx, sy], rotation: degrees}`).
/// - Effects of presets: `identity`, `opacity`, `scale`, `slide`, `{move: top|leading|bottom|trailing}`,
///   `{scale: s}`, `{offset: [x, y]}`, `{asymmetric: {insertion, removal}}`, or a sequence combined.
///   `preset: texture` takes only `duration`, `delay` and a named `curve`.
/// - Inside `{ }` an expression with a comma must be quoted: YAML ends flow values at commas.
/// - A script must run `complete` exactly once; planning reports a transition that never completes.
public struct SceneTransition: Hashable, Sendable {
  /// The transition's name.
  public var name: String
  /// Where the name was written.
  public var location: FileLocation
  /// The state or size-range change.
  public var change: SceneTransitionChange
  /// Whether the transition is animated (the context's `isAnimated()`; default true).
  public var isAnimated: Bool
  /// Whether the new layout is measured asynchronously (`shouldMeasureAsync`; default false).
  public var measuresAsynchronously: Bool
  /// The animation: a preset, or a script.
  var animation: SceneAnimation

  init(
    name: String, location: FileLocation, change: SceneTransitionChange, isAnimated: Bool = true,
    measuresAsynchronously: Bool = false, animation: SceneAnimation = .preset(.default)
  ) {
    self.name = name
    self.location = location
    self.change = change
    self.isAnimated = isAnimated
    self.measuresAsynchronously = measuresAsynchronously
    self.animation = animation
  }

  /// The state the transition starts from; nil for a size-range change.
  public var fromState: String? {
    guard case .state(let from, _) = change else { return nil }
    return from
  }

  /// The state the transition ends in; nil for a size-range change.
  public var toState: String? {
    guard case .state(_, let to) = change else { return nil }
    return to
  }
}

extension SceneTransition {
  /// How the transition animates, in one word: `none` when it is not animated, `script` for an
  /// `animateLayoutTransition(_:)` of its own, `texture` for Texture's default animation and `morph`
  /// for one of Morph's default animations (`default`, `opacity`, `scale`, `slide`, …).
  public var animationKind: String {
    guard isAnimated else { return "none" }
    switch animation {
    case .script: return "script"
    case .preset(.texture): return "texture"
    case .preset(.morph): return "morph"
    }
  }
}
