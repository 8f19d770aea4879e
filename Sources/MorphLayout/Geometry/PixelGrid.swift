import Foundation

/// Snaps lengths to the device pixel grid of a screen scale, exactly as Texture does
/// (`ASCeilPixelValue`, `ASFloorPixelValue`, `ASRoundPixelValue`).
///
/// Texture rounds at fixed places: every layout's size is ceiled when it is created, positions are
/// ceiled when a node's layout is flattened, stack cross-axis centring is floored, inset and relative
/// centring is rounded and the ratio spec floors its derived length.
public struct PixelGrid: Hashable, Sendable {
  /// Device pixels per point (2 for @2x).
  public let scale: CGFloat

  /// The grid of a screen with the given scale; a scale of 0 turns snapping off.
  public init(scale: CGFloat) {
    precondition(scale >= 0 && scale.isFinite, "PixelGrid: the scale must be finite and not negative")
    self.scale = scale
  }

  /// Texture's tolerance for values a hair beyond a pixel boundary (`FLT_EPSILON`).
  static let epsilon = CGFloat(Float.ulpOfOne)

  /// ⌈(v − ε)·s⌉ / s.
  public func ceil(_ value: CGFloat) -> CGFloat {
    guard scale > 0, value.isFinite else { return value }
    return ((value - Self.epsilon) * scale).rounded(.up) / scale + 0  // + 0 turns −0 into 0
  }

  /// ⌊(v + ε)·s⌋ / s.
  public func floor(_ value: CGFloat) -> CGFloat {
    guard scale > 0, value.isFinite else { return value }
    return ((value + Self.epsilon) * scale).rounded(.down) / scale + 0
  }

  /// round-half-away-from-zero(v·s) / s.
  public func round(_ value: CGFloat) -> CGFloat {
    guard scale > 0, value.isFinite else { return value }
    return (value * scale).rounded(.toNearestOrAwayFromZero) / scale + 0
  }

  /// Ceils both components of a size. A size never becomes negative: at scales beyond 1 / ε the
  /// epsilon alone would take a zero length below zero.
  public func ceil(_ size: CGSize) -> CGSize {
    CGSize(width: Swift.max(ceil(size.width), 0), height: Swift.max(ceil(size.height), 0))
  }

  /// Ceils both components of a point.
  public func ceil(_ point: CGPoint) -> CGPoint { CGPoint(x: ceil(point.x), y: ceil(point.y)) }
}
