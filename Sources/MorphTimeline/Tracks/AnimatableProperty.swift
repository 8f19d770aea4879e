import Foundation

/// A node property a layout transition can animate.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Position and size in the supernode's coordinate space.
  case frame
  case alpha
  case backgroundColor
  case cornerRadius
  case borderWidth
  case borderColor
  /// Translation, scale and rotation about the centre.
  case transform

  public static func < (lhs: AnimatableProperty, rhs: AnimatableProperty) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
