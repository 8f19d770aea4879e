import Foundation
import MorphLayout
import MorphPlanning

extension SceneDecoder {
  /// The `style` keys, in documented order.
  static let styleKeys = [
    "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "flexBasis", "flexGrow", "flexShrink",
    "spacingBefore", "spacingAfter", "ascender", "descender", "alignSelf", "layoutPosition", "preferredSize",
  ]

  /// A `style` mapping; `owner` names what it belongs to, as in `node 'title'`.
  func style(_ value: SceneValue, owner: String) throws(LocatedError) -> StyleDeclaration {
    let mapping = try value.mapping(for: "the style of \(owner)")
    try mapping.checkKeys(Self.styleKeys, "in the style of \(owner)")
    var style = StyleDeclaration()
    for entry in mapping.entries {
      let value = entry.value
      let key = "'\(entry.key)'"
      switch entry.key {
      case "width": style.width = try dimension(value, for: key)
      case "height": style.height = try dimension(value, for: key)
      case "minWidth": style.minWidth = try dimension(value, for: key)
      case "maxWidth": style.maxWidth = try dimension(value, for: key)
      case "minHeight": style.minHeight = try dimension(value, for: key)
      case "maxHeight": style.maxHeight = try dimension(value, for: key)
      case "flexBasis": style.flexBasis = try dimension(value, for: key)
      case "flexGrow": style.flexGrow = try value.nonNegativeNumber(for: key)
      case "flexShrink": style.flexShrink = try value.nonNegativeNumber(for: key)
      case "spacingBefore": style.spacingBefore = try value.number(for: key)
      case "spacingAfter": style.spacingAfter = try value.number(for: key)
      case "ascender": style.ascender = try value.number(for: key)
      case "descender": style.descender = try value.number(for: key)
      case "alignSelf": style.alignSelf = try value.choice(StackLayoutAlignSelf.self, for: "alignSelf")
      case "layoutPosition": style.layoutPosition = try point(value, for: key)
      case "preferredSize":
        if let conflict = mapping.entries.first(where: { $0.key == "width" || $0.key == "height" }) {
          throw LocatedError(
            at: conflict.keyLocation,
            "'\(conflict.key)' and 'preferredSize' both set the \(conflict.key); give only one of them")
        }
        let size = try self.size(value, for: key)
        style.width = .points(size.width)
        style.height = .points(size.height)
      default: break
      }
    }
    style.keyLocations = mapping.keyLocations
    return style
  }

  /// A dimension: a number of points, `"NN%"` of the parent, `"NNpt"`, or `auto`.
  func dimension(_ value: SceneValue, for subject: String) throws(LocatedError) -> LayoutDimension {
    let expected = "a number of points, a percentage such as \"50%\", or auto"
    switch value.scalar {
    case .number(let points) where points.isFinite:
      guard points >= 0 else { throw value.mismatch("a length that is not negative", for: subject) }
      try value.checkMagnitude(points, for: subject)
      return .points(CGFloat(points))
    case .string("auto"):
      return .auto
    case .string(let text):
      guard let match = text.wholeMatch(of: /(-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))(%|pt)/),
        let number = Double(match.1)
      else { throw value.mismatch(expected, for: subject) }
      guard number >= 0 else { throw value.mismatch("a length that is not negative", for: subject) }
      try value.checkMagnitude(number, for: subject)
      return match.2 == "%" ? .fraction(CGFloat(number) / 100) : .points(CGFloat(number))
    default:
      throw value.mismatch(expected, for: subject)
    }
  }

  /// `[width, height]`, both finite and not negative.
  func size(_ value: SceneValue, for subject: String) throws(LocatedError) -> CGSize {
    let items = try value.sequence(of: 2, "a size [width, height]", for: subject)
    return CGSize(
      width: try items[0].nonNegativeNumber(for: "the width in \(subject)"),
      height: try items[1].nonNegativeNumber(for: "the height in \(subject)"))
  }

  /// `[x, y]`, both finite.
  func point(_ value: SceneValue, for subject: String) throws(LocatedError) -> CGPoint {
    let items = try value.sequence(of: 2, "a point [x, y]", for: subject)
    return CGPoint(x: try items[0].number(for: "x in \(subject)"), y: try items[1].number(for: "y in \(subject)"))
  }

  /// A color: `#rgb`, `#rrggbb`, `#rrggbbaa` or a UIKit color name.
  func color(_ value: SceneValue, for subject: String) throws(LocatedError) -> Color {
    let expected = "a color (#rgb, #rrggbb, #rrggbbaa or a name such as lightGray)"
    guard case .string(let text) = value.scalar else { throw value.mismatch(expected, for: subject) }
    if let color = Color(hex: text) ?? NamedColors.color(named: text) { return color }
    let hint = text.hasPrefix("#") ? "" : Suggestion.didYouMean(text, among: NamedColors.names)
    throw LocatedError(at: value.location, "expected \(expected) for \(subject), found \(value.found)\(hint)")
  }

  /// Insets: one number for every edge, `[top, left, bottom, right]` or `{top, left, bottom, right}`
  /// (edges left out are 0). With `allowsInfinity` an edge may be `.inf` or `"inf"`.
  func insets(_ value: SceneValue, for subject: String, allowsInfinity: Bool) throws(LocatedError) -> EdgeInsets {
    let edges = ["top", "left", "bottom", "right"]
    func edge(_ value: SceneValue, _ name: String) throws(LocatedError) -> CGFloat {
      let what = "the \(name) edge in \(subject)"
      if allowsInfinity, (try? value.length(for: what)) == .infinity { return .infinity }
      return try value.number(for: what)
    }
    switch value.node {
    case .sequence:
      let items = try value.sequence(of: 4, "insets [top, left, bottom, right]", for: subject)
      return EdgeInsets(
        top: try edge(items[0], "top"), left: try edge(items[1], "left"), bottom: try edge(items[2], "bottom"),
        right: try edge(items[3], "right"))
    case .mapping:
      let mapping = try value.mapping(for: subject)
      try mapping.checkKeys(edges, "in \(subject)")
      var values: [CGFloat] = []
      for name in edges {
        values.append(try mapping[name].map { value throws(LocatedError) in try edge(value, name) } ?? 0)
      }
      return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    default:
      if allowsInfinity, (try? value.length(for: subject)) == .infinity { return EdgeInsets(all: .infinity) }
      guard case .number(let number) = value.scalar, number.isFinite else {
        let forms = allowsInfinity ? "a number, inf" : "a number"
        throw value.mismatch(
          "insets (\(forms), [top, left, bottom, right] or {top, left, bottom, right})", for: subject)
      }
      try value.checkMagnitude(number, for: subject)
      return EdgeInsets(all: CGFloat(number))
    }
  }
}
