import Foundation
import MorphLayout

/// The settings of a `corner` spec.
public struct CornerOptions: Hashable, Sendable {
  /// The corner of the child the corner element is centred on.
  public var location: CornerLayoutLocation = .topLeft
  /// Moves the corner element from its centred position.
  public var offset: CGPoint = .zero
  /// Whether the spec grows to contain the corner element.
  public var wrapsCorner = false

  public init() {}
}
