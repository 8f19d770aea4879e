import Foundation
import MorphLayout
import MorphPlanning

/// A layout spec in a spec tree: its kind with the kind's settings and children, and its own style.
struct SpecDeclaration: Hashable, Sendable {
  /// A spec kind with its settings and children.
  enum Kind: Hashable, Sendable {
    /// A bare `ASLayoutSpec()`: measures to its range minimum.
    case spacer
    case stack(StackOptions, children: [SpecElement])
    case inset(EdgeInsets, child: SpecElement)
    case overlay(child: SpecElement, overlay: SpecElement)
    case background(child: SpecElement, background: SpecElement)
    case center(
      centering: CenterLayoutSpecCenteringOptions, sizing: CenterLayoutSpecSizingOptions, child: SpecElement)
    case relative(
      horizontal: RelativeLayoutSpecPosition, vertical: RelativeLayoutSpecPosition,
      sizing: RelativeLayoutSpecSizingOption, child: SpecElement)
    /// Height divided by width, positive.
    case ratio(CGFloat, child: SpecElement)
    case absolute(AbsoluteLayoutSpecSizing, children: [SpecElement])
    case corner(CornerOptions, child: SpecElement, corner: SpecElement)
    case wrapper(children: [SpecElement])

    /// The children in spec order (for an overlay: child, overlay; for a background: child, background).
    var children: [SpecElement] {
      switch self {
      case .spacer: return []
      case .stack(_, let children), .absolute(_, let children), .wrapper(let children): return children
      case .inset(_, let child), .center(_, _, let child), .relative(_, _, _, let child), .ratio(_, let child):
        return [child]
      case .overlay(let child, let other), .background(let child, let other), .corner(_, let child, let other):
        return [child, other]
      }
    }
  }

  /// The kind, its settings and its children.
  var kind: Kind
  /// The spec's own style.
  var style: StyleDeclaration
  /// Where the spec's mapping starts.
  var location: FileLocation
  /// Where each key's value was written, by key.
  var keyLocations: [String: FileLocation]

  init(
    kind: Kind, style: StyleDeclaration = StyleDeclaration(), location: FileLocation,
    keyLocations: [String: FileLocation] = [:]
  ) {
    self.kind = kind
    self.style = style
    self.location = location
    self.keyLocations = keyLocations
  }
}
