import Foundation
import MorphLayout
import MorphTransition

/// A default animation a transition names instead of giving a script.
enum ScenePreset: Hashable, Sendable {
  /// Texture's own default animation, with the root's `defaultLayoutTransitionDuration`,
  /// `defaultLayoutTransitionDelay` and `defaultLayoutTransitionOptions` set to these values (Texture's
  /// defaults: 0.2 s, no delay, ease-in-out).
  case texture(duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve)
  /// One of Morph's default animations.
  case morph(DefaultTransition)

  /// Morph's default animation with its defaults (`animation: default`).
  static let `default` = ScenePreset.morph(.morph)

  /// The default transition the preset runs.
  var defaultTransition: DefaultTransition {
    switch self {
    case .texture: return .texture
    case .morph(let transition): return transition
    }
  }
}
