import Foundation

/// A node property a layout transition can animate.
public enum AnimatableProperty: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
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
    lhs.ordinal < rhs.ordinal
  }

  /// The property's position in `allCases`, the order of properties and of an element's tracks.
  package var ordinal: Int {
    switch self {
    case .frame: 0
    case .alpha: 1
    case .backgroundColor: 2
    case .cornerRadius: 3
    case .borderWidth: 4
    case .borderColor: 5
    case .transform: 6
    }
  }
}
