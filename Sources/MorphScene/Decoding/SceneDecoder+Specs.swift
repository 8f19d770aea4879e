import Foundation
import MorphLayout
import MorphPlanning

extension SceneDecoder {
  /// One element of a spec tree: a node name, or a mapping with a `kind`.
  mutating func specElement(_ value: SceneValue, for subject: String) throws(LocatedError) -> SpecElement {
    if case .string(let name) = value.scalar {
      try checkName(name, at: value.location)
      return .node(name: name, location: value.location)
    }
    guard case .mapping = value.node else {
      throw value.mismatch("a node name or a spec (a mapping with a 'kind')", for: subject)
    }
    let mapping = try value.mapping(for: subject)
    let kindValue = try mapping.required(
      "kind", "in the spec", expecting: "one of: \(SpecKind.names.joined(separator: ", "))")
    let kindName = try kindValue.string(for: "'kind'")
    guard let kind = SpecKind(rawValue: kindName) else {
      throw LocatedError(
        at: kindValue.location,
        "unknown kind '\(kindName)'; expected one of: \(SpecKind.names.joined(separator: ", "))"
          + Suggestion.didYouMean(kindName, among: SpecKind.names))
    }
    if kind == .node {
      let nameValue = try mapping.required("name", "in the inline node")
      let name = try nameValue.string(for: "'name'")
      try checkName(name, at: nameValue.location)
      return .inlineNode(try nodeDeclaration(named: name, at: nameValue.location, value, inline: true))
    }
    try mapping.checkKeys(["kind", "style"] + kind.keys, "in \(kindName) spec")
    let style = try mapping["style"].map { value throws(LocatedError) in
      try self.style(value, owner: "\(kindName) spec")
    }
    return .spec(
      SpecDeclaration(
        kind: try specKind(kind, mapping), style: style ?? StyleDeclaration(), location: mapping.location,
        keyLocations: mapping.keyLocations))
  }

  /// The kind-specific settings and children of a spec mapping (keys already checked).
  private mutating func specKind(_ kind: SpecKind, _ mapping: SceneMapping) throws(LocatedError) -> SpecDeclaration.Kind
  {
    let place = "in \(kind.rawValue) spec"
    func child(_ key: String) throws(LocatedError) -> SceneValue {
      try mapping.required(key, place, expecting: "a node name or a spec")
    }
    switch kind {
    case .stack:
      return .stack(try stackOptions(mapping), children: try children(mapping, place))
    case .inset:
      let insets = try mapping["insets"].map { value throws(LocatedError) in
        try self.insets(value, for: "'insets'", allowsInfinity: true)
      }
      return .inset(insets ?? .zero, child: try specElement(child("child"), for: "'child'"))
    case .overlay:
      return .overlay(
        child: try specElement(child("child"), for: "'child'"),
        overlay: try specElement(child("overlay"), for: "'overlay'"))
    case .background:
      return .background(
        child: try specElement(child("child"), for: "'child'"),
        background: try specElement(child("background"), for: "'background'"))
    case .center:
      let centering = try mapping["centeringOptions"].map { value throws(LocatedError) in
        try value.choice(
          [("none", []), ("x", .X), ("y", .Y), ("xy", .XY)]
            as [(name: String, value: CenterLayoutSpecCenteringOptions)],
          for: "centeringOptions")
      }
      let sizing = try mapping["sizingOptions"].map { value throws(LocatedError) in
        try value.choice(
          [("default", []), ("minimumX", .minimumX), ("minimumY", .minimumY), ("minimumXY", .minimumXY)]
            as [(name: String, value: CenterLayoutSpecSizingOptions)],
          for: "sizingOptions")
      }
      return .center(
        centering: centering ?? [], sizing: sizing ?? [], child: try specElement(child("child"), for: "'child'"))
    case .relative:
      let horizontal = try mapping["horizontalPosition"].map { value throws(LocatedError) in
        try value.choice(RelativeLayoutSpecPosition.self, for: "horizontalPosition")
      }
      let vertical = try mapping["verticalPosition"].map { value throws(LocatedError) in
        try value.choice(RelativeLayoutSpecPosition.self, for: "verticalPosition")
      }
      let sizing = try mapping["sizingOption"].map { value throws(LocatedError) in
        try value.choice(
          [
            ("default", []), ("minimumWidth", .minimumWidth), ("minimumHeight", .minimumHeight),
            ("minimumSize", .minimumSize),
          ] as [(name: String, value: RelativeLayoutSpecSizingOption)],
          for: "sizingOption")
      }
      return .relative(
        horizontal: horizontal ?? .none, vertical: vertical ?? .none, sizing: sizing ?? [],
        child: try specElement(child("child"), for: "'child'"))
    case .ratio:
      let ratio = try self.ratio(mapping.required("ratio", place, expecting: "height / width, a positive number"))
      return .ratio(ratio, child: try specElement(child("child"), for: "'child'"))
    case .absolute:
      let sizing = try mapping["sizing"].map { value throws(LocatedError) in
        try value.choice(AbsoluteLayoutSpecSizing.self, for: "sizing")
      }
      return .absolute(sizing ?? .default, children: try children(mapping, place))
    case .corner:
      var options = CornerOptions()
      if let location = mapping["location"] {
        options.location = try location.choice(CornerLayoutLocation.self, for: "location")
      }
      if let offset = mapping["offset"] { options.offset = try point(offset, for: "'offset'") }
      if let wraps = mapping["wrapsCorner"] { options.wrapsCorner = try wraps.bool(for: "'wrapsCorner'") }
      return .corner(
        options, child: try specElement(child("child"), for: "'child'"),
        corner: try specElement(child("corner"), for: "'corner'"))
    case .wrapper:
      return .wrapper(children: try children(mapping, place))
    case .spacer:
      return .spacer
    case .node:
      preconditionFailure("an inline node is read as a node declaration, not as a spec")
    }
  }

  /// The `children` sequence every multi-child spec requires.
  private mutating func children(_ mapping: SceneMapping, _ place: String) throws(LocatedError) -> [SpecElement] {
    let value = try mapping.required("children", place, expecting: "a sequence of node names and specs")
    var children: [SpecElement] = []
    for item in try value.sequence(for: "'children'") {
      children.append(try specElement(item, for: "an item of 'children'"))
    }
    return children
  }

  /// A stack's settings (Texture's defaults for the keys left out).
  private func stackOptions(_ mapping: SceneMapping) throws(LocatedError) -> StackOptions {
    var options = StackOptions()
    for entry in mapping.entries {
      let value = entry.value
      switch entry.key {
      case "direction": options.direction = try value.choice(StackLayoutDirection.self, for: entry.key)
      case "spacing": options.spacing = try value.number(for: "'spacing'")
      case "justifyContent": options.justifyContent = try value.choice(StackLayoutJustifyContent.self, for: entry.key)
      case "alignItems":
        options.alignItems = try value.choice(StackLayoutAlignItems.self, for: entry.key, excluding: [.notSet])
      case "flexWrap": options.flexWrap = try value.choice(StackLayoutFlexWrap.self, for: entry.key)
      case "alignContent": options.alignContent = try value.choice(StackLayoutAlignContent.self, for: entry.key)
      case "lineSpacing": options.lineSpacing = try value.number(for: "'lineSpacing'")
      case "horizontalAlignment":
        options.horizontalAlignment = try value.choice(HorizontalAlignment.self, for: entry.key)
      case "verticalAlignment": options.verticalAlignment = try value.choice(VerticalAlignment.self, for: entry.key)
      default: break
      }
    }
    return options
  }

  /// A ratio: a positive number, or a fraction written `"2/3"`.
  private func ratio(_ value: SceneValue) throws(LocatedError) -> CGFloat {
    let expected = "a positive number (height / width) or a fraction such as \"2/3\""
    var ratio: Double?
    switch value.scalar {
    case .number(let number): ratio = number
    case .string(let text):
      if let match = text.wholeMatch(of: /\s*([0-9]+(?:\.[0-9]*)?)\s*\/\s*([0-9]+(?:\.[0-9]*)?)\s*/),
        let numerator = Double(match.1), let denominator = Double(match.2)
      {
        ratio = numerator / denominator
      }
    default: break
    }
    guard let ratio, ratio.isFinite, ratio > 0 else { throw value.mismatch(expected, for: "'ratio'") }
    return CGFloat(ratio)
  }
}
