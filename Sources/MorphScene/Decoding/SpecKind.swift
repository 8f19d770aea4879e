/// The kinds of spec a scene's spec tree is written with (a mapping's `kind`), in documented order:
/// `node` for a node declared inline, `spacer` for a bare `ASLayoutSpec()`, and one kind per layout spec.
enum SpecKind: String, CaseIterable, Sendable {
  case node, spacer, stack, inset, overlay, background, center, relative, ratio, absolute, corner, wrapper

  /// The kinds' names, in documented order.
  static let names = allCases.map(\.rawValue)

  /// The keys a spec of this kind takes besides `kind` and `style`, in documented order (an inline
  /// node takes a node's keys instead).
  var keys: [String] {
    switch self {
    case .node, .spacer: return []
    case .stack:
      return [
        "direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent", "lineSpacing",
        "horizontalAlignment", "verticalAlignment", "children",
      ]
    case .inset: return ["insets", "child"]
    case .overlay: return ["child", "overlay"]
    case .background: return ["child", "background"]
    case .center: return ["centeringOptions", "sizingOptions", "child"]
    case .relative: return ["horizontalPosition", "verticalPosition", "sizingOption", "child"]
    case .ratio: return ["ratio", "child"]
    case .absolute: return ["sizing", "children"]
    case .corner: return ["location", "offset", "wrapsCorner", "child", "corner"]
    case .wrapper: return ["children"]
    }
  }
}
