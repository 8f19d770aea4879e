import Foundation
import MorphLayout

/// The settings of a `corner` spec.
struct CornerOptions: Hashable, Sendable {
  /// The corner of the child the corner element is centred on.
  var location: CornerLayoutLocation = .topLeft
  /// Moves the corner element from its centred position.
  var offset: CGPoint = .zero
  /// Whether the spec grows to contain the corner element.
  var wrapsCorner = false

  init() {}
}
