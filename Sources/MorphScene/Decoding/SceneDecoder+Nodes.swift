import Foundation
import MorphLayout
import MorphPlanning

extension SceneDecoder {
  /// Keys every node declaration may give, whatever its type.
  static let commonNodeKeys = [
    "type", "style", "backgroundColor", "alpha", "cornerRadius", "border", "clipsToBounds", "contentMode",
  ]

  /// Keys `root` may give.
  static let rootKeys = [
    "style", "backgroundColor", "alpha", "cornerRadius", "border", "clipsToBounds", "contentMode",
    "automaticallyManagesSubnodes",
  ]

  /// Whether a string is a valid node name: a letter or `_`, then letters, digits, `_` or `-`.
  /// (Scanned by hand: a regex literal is parsed again on every call, which made checking the names
  /// of a large document slow.)
  static func isValidName(_ name: String) -> Bool {
    var scalars = name.unicodeScalars.makeIterator()
    guard let first = scalars.next(), first == "_" || isASCIILetter(first) else { return false }
    while let scalar = scalars.next() {
      guard scalar == "_" || scalar == "-" || isASCIILetter(scalar) || ("0"..."9").contains(scalar) else {
        return false
      }
    }
    return true
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// Checks a node name's spelling.
  func checkName(_ name: String, at location: FileLocation) throws(LocatedError) {
    guard Self.isValidName(name) else {
      throw LocatedError(
        at: location,
        "invalid node name \(SceneValue.quoted(name)); "
          + "a name starts with a letter or '_' and continues with letters, digits, '_' or '-'")
    }
  }

  /// The `root` mapping.
  func rootProperties(_ value: SceneValue) throws(LocatedError) -> NodeProperties {
    let mapping = try value.mapping(for: "'root'")
    try mapping.checkKeys(Self.rootKeys, "in 'root'")
    var properties = try commonProperties(mapping, owner: "root")
    properties.automaticallyManagesSubnodes = try mapping["automaticallyManagesSubnodes"].map {
      value throws(LocatedError) in try value.bool(for: "'automaticallyManagesSubnodes'")
    }
    return properties
  }

  /// The `nodes` mapping: each key a name, each value a declaration (null for a plain display node).
  mutating func nodeDeclarations(_ value: SceneValue) throws(LocatedError) -> [NodeDeclaration] {
    let mapping = try value.mapping(for: "'nodes'")
    var declarations: [NodeDeclaration] = []
    for entry in mapping.entries {
      try checkName(entry.key, at: entry.keyLocation)
      declarations.append(try nodeDeclaration(named: entry.key, at: entry.keyLocation, entry.value, inline: false))
    }
    return declarations
  }

  /// One node declaration, registered so that its name is unique and states can change it.
  mutating func nodeDeclaration(
    named name: String, at location: FileLocation, _ value: SceneValue, inline: Bool
  ) throws(LocatedError) -> NodeDeclaration {
    if let previous = declarations[name] {
      throw LocatedError(
        at: location,
        "duplicate node name '\(name)'; it is already declared at \(previous.location.line):\(previous.location.column)"
      )
    }
    var declaration = NodeDeclaration(name: name, type: .display, location: location, properties: NodeProperties())
    if !value.isNull {
      let mapping = try value.mapping(for: "node '\(name)'")
      let type = try mapping["type"].map { value throws(LocatedError) in try value.choice(NodeType.self, for: "type") }
      declaration.type = type ?? .display
      let allowed = (inline ? ["kind", "name"] : []) + Self.commonNodeKeys + declaration.type.specificKeys
      try mapping.checkKeys(allowed, "in node '\(name)'", note: Self.otherTypes(declaration.type))
      // Registered before its own layout is read, so that the layout cannot declare the name again.
      declarations[name] = declaration
      declaration.properties = try properties(mapping, type: declaration.type, owner: "node '\(name)'")
    }
    declarations[name] = declaration
    return declaration
  }

  /// A state's `nodes` mapping: changes to declared nodes.
  mutating func nodeOverrides(_ value: SceneValue, state: String) throws(LocatedError) -> [NodeOverride] {
    let mapping = try value.mapping(for: "'nodes' in state '\(state)'")
    var overrides: [NodeOverride] = []
    for entry in mapping.entries {
      guard let declaration = declarations[entry.key] else {
        let names = declarations.values.sorted { $0.location < $1.location }.map(\.name)
        throw LocatedError(
          at: entry.keyLocation,
          "state '\(state)' changes unknown node '\(entry.key)'; expected one of the declared nodes: "
            + (names.isEmpty ? "(none)" : names.joined(separator: ", "))
            + Suggestion.didYouMean(entry.key, among: names))
      }
      let place = "node '\(entry.key)' in state '\(state)'"
      let changes = try entry.value.mapping(for: place)
      let allowed = Self.commonNodeKeys.filter { $0 != "type" } + declaration.type.specificKeys
      try changes.checkKeys(allowed, "in \(place)") { key in
        key == "type" ? "a node's type cannot change between states" : Self.otherTypes(declaration.type)(key)
      }
      let properties = try self.properties(changes, type: declaration.type, owner: place)
      overrides.append(NodeOverride(name: entry.key, location: entry.keyLocation, properties: properties))
    }
    return overrides
  }

  /// Explains a key that belongs to other node types.
  static func otherTypes(_ type: NodeType) -> (String) -> String? {
    { key in
      let owners = NodeType.allCases.filter { $0 != type && $0.specificKeys.contains(key) }
      guard !owners.isEmpty else { return nil }
      return
        "'\(key)' is a key of \(owners.map(\.rawValue).joined(separator: " and ")) nodes, not of \(type.rawValue) nodes"
    }
  }

  /// The properties a node mapping gives (keys already checked against its type).
  mutating func properties(
    _ mapping: SceneMapping, type: NodeType, owner: String
  ) throws(LocatedError) -> NodeProperties {
    var properties = try commonProperties(mapping, owner: owner)
    try checkTextOrRuns(mapping, owner: owner)
    for entry in mapping.entries {
      let value = entry.value
      let key = "'\(entry.key)'"
      switch entry.key {
      case "intrinsicSize": properties.intrinsicSize = try size(value, for: key)
      case "layout": properties.layout = try specElement(value, for: "'layout' of \(owner)")
      case "text": properties.text = try value.text(for: key)
      case "runs": properties.runs = try runs(value, owner: owner)
      case "truncationMode": properties.truncationMode = try value.choice(Self.truncationModes, for: "truncationMode")
      case "lineBreakMode": properties.lineBreakMode = try value.choice(Self.lineBreakModes, for: "lineBreakMode")
      case "minimumLineHeight": properties.minimumLineHeight = try value.nonNegativeNumber(for: key)
      case "maximumLineHeight": properties.maximumLineHeight = try value.nonNegativeNumber(for: key)
      case "paragraphSpacing": properties.paragraphSpacing = try value.nonNegativeNumber(for: key)
      case "placeholder": properties.placeholder = try value.text(for: key)
      case "placeholderColor": properties.placeholderColor = try color(value, for: key)
      case "title": properties.title = try value.text(for: key)
      case "url": properties.url = try imageURL(value, for: key)
      case "file": properties.image = try imageFile(value, for: key)
      case "truncationToken": properties.truncationToken = try value.text(for: key)
      case "font": properties.font = try font(value, owner: owner)
      case "color": properties.color = try color(value, for: key)
      case "alignment": properties.alignment = try value.choice(Self.textAlignments, for: "alignment")
      case "maximumNumberOfLines":
        let lines = try value.integer(for: key)
        guard lines >= 0 else { throw value.mismatch("a whole number that is not negative (0 for no limit)", for: key) }
        properties.maximumNumberOfLines = lines
      case "lineSpacing":
        let spacing = try value.nonNegativeNumber(for: key)
        guard Double(spacing) <= SceneLimits.maximumTextPoints else {
          throw value.mismatch("at most \(NumberFormat.exact(SceneLimits.maximumTextPoints)) points", for: key)
        }
        properties.lineSpacing = spacing
      case "contentEdgeInsets": properties.contentEdgeInsets = try insets(value, for: key, allowsInfinity: false)
      case "textContainerInset": properties.textContainerInset = try insets(value, for: key, allowsInfinity: false)
      default: break
      }
    }
    properties.keyLocations = mapping.keyLocations
    return properties
  }

  /// The keys every node and the root share: style and visual properties.
  func commonProperties(_ mapping: SceneMapping, owner: String) throws(LocatedError) -> NodeProperties {
    var properties = NodeProperties()
    for entry in mapping.entries {
      let value = entry.value
      let key = "'\(entry.key)'"
      switch entry.key {
      case "style": properties.style = try style(value, owner: owner)
      case "backgroundColor": properties.backgroundColor = try color(value, for: key)
      case "alpha":
        let alpha = try value.number(for: key)
        guard (0...1).contains(alpha) else { throw value.mismatch("a number from 0 to 1", for: key) }
        properties.alpha = alpha
      case "cornerRadius": properties.cornerRadius = try value.nonNegativeNumber(for: key)
      case "border":
        let border = try value.mapping(for: key)
        try border.checkKeys(["width", "color"], "in the border of \(owner)")
        properties.borderWidth = try border["width"].map { value throws(LocatedError) in
          try value.nonNegativeNumber(for: "'width'")
        }
        properties.borderColor = try border["color"].map { value throws(LocatedError) in
          try color(value, for: "'color'")
        }
      case "clipsToBounds": properties.clipsToBounds = try value.bool(for: key)
      case "contentMode": properties.contentMode = try value.choice(Self.contentModes, for: "contentMode")
      default: break
      }
    }
    properties.keyLocations = mapping.keyLocations
    return properties
  }

  /// The names of content modes, as UIKit's `UIView.ContentMode` names them.
  static let contentModes: [(name: String, value: ContentMode)] = [
    ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
    ("redraw", .redraw), ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left),
    ("right", .right), ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
    ("bottomRight", .bottomRight),
  ]

  /// The names of text alignments.
  static let textAlignments: [(name: String, value: TextAttributes.Alignment)] = [
    ("left", .left), ("center", .center), ("right", .right), ("natural", .natural),
  ]

  /// Font weights by the names UIKit gives them.
  static let fontWeights: [(name: String, value: Int)] = [
    ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500), ("semibold", 600),
    ("bold", 700), ("heavy", 800), ("black", 900),
  ]

  /// `font: {family, size, weight, textStyle}`; the weight is 1…1000 or one of UIKit's weight names,
  /// the text style one of UIKit's (`body`, `headline`, …).
  func font(_ value: SceneValue, owner: String) throws(LocatedError) -> FontDeclaration {
    let mapping = try value.mapping(for: "'font'")
    try mapping.checkKeys(["family", "size", "weight", "textStyle"], "in the font of \(owner)")
    var font = FontDeclaration()
    font.textStyle = try mapping["textStyle"].map { value throws(LocatedError) in
      try value.choice(TextStyle.self, for: "textStyle")
    }
    font.family = try mapping["family"].map { value throws(LocatedError) in try value.string(for: "'family'") }
    if let size = mapping["size"] {
      let points = try size.number(for: "'size'")
      guard points > 0 else { throw size.mismatch("a positive number", for: "'size'") }
      guard Double(points) <= SceneLimits.maximumTextPoints else {
        throw size.mismatch(
          "a font size of at most \(NumberFormat.exact(SceneLimits.maximumTextPoints)) points", for: "'size'")
      }
      font.size = points
    }
    if let weight = mapping["weight"] {
      if case .string = weight.scalar {
        font.weight = try weight.choice(Self.fontWeights, for: "weight")
      } else {
        let number = try weight.integer(for: "'weight'")
        guard (1...1000).contains(number) else {
          throw weight.mismatch("a weight from 1 to 1000 or a name such as bold", for: "'weight'")
        }
        font.weight = number
      }
    }
    return font
  }
}
