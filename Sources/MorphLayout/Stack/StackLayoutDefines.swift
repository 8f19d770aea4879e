import Foundation

/// The main axis of a stack (Texture's `ASStackLayoutDirection`).
public enum StackLayoutDirection: String, Hashable, Sendable, CaseIterable {
  case vertical
  case horizontal

  /// The axis children are placed along.
  public var axis: Axis { self == .horizontal ? .horizontal : .vertical }
}

/// How children are distributed along the main axis (Texture's `ASStackLayoutJustifyContent`).
public enum StackLayoutJustifyContent: String, Hashable, Sendable, CaseIterable {
  case start
  case center
  case end
  /// Free space between children; falls back to `start` on overflow or with one child.
  case spaceBetween
  /// Free space around children, half at the edges; falls back to `center` on overflow or with one child.
  case spaceAround
}

/// How children are placed along the cross axis (Texture's `ASStackLayoutAlignItems`).
public enum StackLayoutAlignItems: String, Hashable, Sendable, CaseIterable {
  case start
  case end
  case center
  case stretch
  /// Aligns the children's `style.ascender` values.
  case baselineFirst
  /// Aligns the children's bottoms plus `style.descender`.
  case baselineLast
  case notSet
}

/// A child's own cross-axis alignment, overriding the stack's (Texture's `ASStackLayoutAlignSelf`).
public enum StackLayoutAlignSelf: String, Hashable, Sendable, CaseIterable {
  case auto
  case start
  case end
  case center
  case stretch

  /// The alignment that applies given the stack's `alignItems`.
  func resolved(with alignItems: StackLayoutAlignItems) -> StackLayoutAlignItems {
    switch self {
    case .auto: return alignItems
    case .start: return .start
    case .end: return .end
    case .center: return .center
    case .stretch: return .stretch
    }
  }
}

/// Whether children wrap onto several lines (Texture's `ASStackLayoutFlexWrap`).
public enum StackLayoutFlexWrap: String, Hashable, Sendable, CaseIterable {
  case noWrap
  case wrap
}

/// How lines are distributed along the cross axis of a wrapping stack (Texture's
/// `ASStackLayoutAlignContent`).
public enum StackLayoutAlignContent: String, Hashable, Sendable, CaseIterable {
  case start
  case center
  case end
  case spaceBetween
  case spaceAround
  case stretch
}

/// Horizontal alignment shorthand that rewrites `justifyContent` or `alignItems` depending on the
/// direction (Texture's `ASHorizontalAlignment`).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
  case none
  case left
  case middle
  case right
}

/// Vertical alignment shorthand that rewrites `justifyContent` or `alignItems` depending on the
/// direction (Texture's `ASVerticalAlignment`).
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
  case none
  case top
  case center
  case bottom
}
