import Foundation
import MorphLayout
import MorphPlanning
import Yams

/// Reads a scene document — YAML 1.2, or JSON read as YAML — into a ``SceneDocument``, keeping where
/// every value was written. Every problem is a `LocatedError` at the offending key or value that says
/// what was found and what was expected; the first problem stops decoding.
public struct SceneDecoder {
  /// The file name used in locations.
  let file: String
  /// Which image files the document's image nodes may read.
  let imageAccess: ImageAccess
  /// The node declarations met so far, by name.
  var declarations: [String: NodeDeclaration] = [:]
  /// The document's lines as Unicode scalars, to locate problems inside strings.
  var lines: [[Unicode.Scalar]] = []
  /// What was found and let pass so far, in document order.
  var warnings: [LocatedWarning] = []

  /// The format version this decoder reads.
  public static let supportedVersion = 1

  /// The top-level keys, in documented order.
  static let topLevelKeys = [
    "morph", "name", "scale", "contentSizeCategory", "size", "sizeRange", "root", "nodes", "layout", "states",
    "initial", "transitions", "storyboard",
  ]

  /// Decodes the file at `path`; locations name the file as `path` is written, and its image nodes
  /// read the image files `imageAccess` allows (by default its own folder's).
  public static func decode(
    contentsOfFile path: String, imageAccess: ImageAccess = .documentFolder
  ) throws(LocatedError) -> SceneDocument {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw LocatedError(file: path, "no such file")
    }
    guard !isDirectory.boolValue else { throw LocatedError(file: path, "is a directory, not a scene document") }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int {
      try SceneLimits.checkSize(size, file: path)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LocatedError(file: path, "cannot read the file")
    }
    return try decode(data, file: path, imageAccess: imageAccess)
  }

  /// Decodes a document's bytes, which must be UTF-8 text; `file` names it in locations, and image
  /// files are found relative to it and read as `imageAccess` allows.
  /// - Throws: a `LocatedError` at the first problem, the first byte that is not UTF-8 included.
  public static func decode(
    _ data: Data, file: String, imageAccess: ImageAccess = .documentFolder
  ) throws(LocatedError) -> SceneDocument {
    try SceneLimits.checkSize(data.count, file: file)
    guard let text = String(validating: data, as: UTF8.self) else {
      throw invalidUTF8(data, file: file)
    }
    return try decode(text, file: file, imageAccess: imageAccess)
  }

  /// Decodes a document's text; `file` names it in locations, and image files are found relative to
  /// it and read as `imageAccess` allows.
  /// - Throws: a `LocatedError` at the first problem, including a document beyond ``SceneLimits``.
  public static func decode(
    _ text: String, file: String, imageAccess: ImageAccess = .documentFolder
  ) throws(LocatedError) -> SceneDocument {
    try SceneLimits.checkSize(text.utf8.count, file: file)
    // A byte order mark, which some editors write before UTF-8 text, is not part of the document.
    let text = joiningSurrogatePairs(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    var decoder = SceneDecoder(file: file, imageAccess: imageAccess)
    decoder.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      Array((line.hasSuffix("\r") ? line.dropLast() : line).unicodeScalars)
    }
    let aliases = try SceneAliases.scan(text, file: file)
    let value = try parse(text, file: file)
    try SceneLimits.check(value)
    var document = try decoder.document(from: SceneValue(aliases.relocating(value.node), file: file))
    for warning in decoder.warnings where !document.warnings.contains(warning) { document.warnings.append(warning) }
    return document
  }

  /// The error for bytes that are not UTF-8, at the first byte that breaks it.
  private static func invalidUTF8(_ data: Data, file: String) -> LocatedError {
    var line = 1
    var column = 1
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput, .error:
        let byte = offset < data.count ? String(data[data.startIndex + offset], radix: 16, uppercase: true) : "?"
        return LocatedError(
          at: FileLocation(file: file, line: line, column: column),
          "the file is not UTF-8 text: the byte 0x\(byte) here is not valid UTF-8")
      }
    }
  }

  /// Parses the text into a YAML node, turning Yams' errors into located scene errors.
  static func parse(_ text: String, file: String) throws(LocatedError) -> SceneValue {
    let node: Yams.Node?
    do {
      node = try Yams.Parser(yaml: text, resolver: .basic, constructor: .default, encoding: .utf8).singleRoot()
    } catch let error as YamlError {
      throw syntaxError(error, text: text, file: file)
    } catch {
      throw LocatedError(file: file, "invalid YAML: \(error)")
    }
    guard let node else {
      throw LocatedError(
        at: FileLocation(file: file, line: 1, column: 1),
        "the document is empty; expected a mapping that starts with 'morph: \(supportedVersion)'")
    }
    return SceneValue(node, file: file)
  }

  private static func syntaxError(_ error: YamlError, text: String, file: String) -> LocatedError {
    func at(_ line: Int, _ column: Int, _ message: String) -> LocatedError {
      LocatedError(at: FileLocation(file: file, line: line, column: column), message)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let detail = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
      return at(mark.line, mark.column, "invalid YAML: \(problem)\(detail)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return at(
        context.mark.line, context.mark.column, "duplicate key \(keys) in this mapping; each key may appear only once")
    case .reader(let problem, let offset, _, _):
      let lines = text.prefix(offset ?? 0).split(separator: "\n", omittingEmptySubsequences: false)
      return at(lines.count, (lines.last?.count ?? 0) + 1, "invalid YAML: \(problem)")
    default:
      return LocatedError(file: file, "invalid YAML: \(error)")
    }
  }

  /// Decodes the top-level mapping.
  mutating func document(from value: SceneValue) throws(LocatedError) -> SceneDocument {
    let top = try value.mapping(for: "the document")
    try top.checkKeys(Self.topLevelKeys, "at the top level")

    let versionValue = try top.required("morph", "at the top level", expecting: "the format version, 'morph: 1'")
    let version = try versionValue.integer(for: "'morph'")
    guard version == Self.supportedVersion else {
      throw LocatedError(
        at: versionValue.location,
        "unsupported format version \(version); this morph reads version \(Self.supportedVersion)")
    }
    let name = try top["name"].map { value throws(LocatedError) in try value.text(for: "'name'") }
    let scale = try top["scale"].map { value throws(LocatedError) in try self.scale(value) } ?? 2
    let contentSizeCategory = try top["contentSizeCategory"].map { value throws(LocatedError) in
      try value.choice(ContentSizeCategory.allCases.map { ($0.name, $0) }, for: "contentSizeCategory")
    }
    let sizeRange = try self.sizeRange(in: top)
    let root = try top["root"].map { value throws(LocatedError) in try rootProperties(value) } ?? NodeProperties()
    let nodes = try top["nodes"].map { value throws(LocatedError) in try nodeDeclarations(value) } ?? []
    let layout = try top["layout"].map { value throws(LocatedError) in try specElement(value, for: "'layout'") }
    let states = try top["states"].map { value throws(LocatedError) in try self.states(value) } ?? []
    let initialState = try self.initialState(top["initial"], states: states)

    var document = SceneDocument(
      file: file, version: version, name: name, scale: scale, sizeRange: sizeRange, root: root, nodes: nodes,
      layout: layout, states: states, initialState: initialState, location: top.location,
      keyLocations: top.keyLocations)
    document.contentSizeCategory = contentSizeCategory
    // Transitions come last: their scripts may name any node of the scene and any state.
    if let value = top["transitions"] {
      document.transitions = try transitions(value, states: states, nodeNames: document.nodeNames)
    }
    if let value = top["storyboard"] {
      document.storyboard = try storyboard(value, transitions: document.transitions)
    }
    return document
  }

  /// `scale`: 0 (no snapping), or from `PlanningLimits.minimumScale` to `PlanningLimits.maximumScale`.
  private func scale(_ value: SceneValue) throws(LocatedError) -> CGFloat {
    let scale = try value.nonNegativeNumber(for: "'scale'")
    guard Double(scale) <= PlanningLimits.maximumScale else {
      throw value.mismatch("a scale of at most \(NumberFormat.exact(PlanningLimits.maximumScale))", for: "'scale'")
    }
    guard scale == 0 || Double(scale) >= PlanningLimits.minimumScale else {
      throw value.mismatch(
        "0 (no pixel snapping) or a scale of at least \(NumberFormat.exact(PlanningLimits.minimumScale))",
        for: "'scale'")
    }
    return scale
  }

  /// The root's size range from exactly one of `size` and `sizeRange`.
  private func sizeRange(in top: SceneMapping) throws(LocatedError) -> SizeRange {
    switch (top["size"], top["sizeRange"]) {
    case (let size?, nil):
      return SizeRange(exactly: try self.size(size, for: "'size'"))
    case (nil, let range?):
      return try sizeRange(range)
    case (.some, .some):
      let second = top.entries.last { $0.key == "size" || $0.key == "sizeRange" }!
      throw LocatedError(
        at: second.keyLocation, "both 'size' and 'sizeRange' are given; expected exactly one of them")
    case (nil, nil):
      throw LocatedError(
        at: top.location,
        "missing 'size' or 'sizeRange' at the top level; "
          + "expected 'size: [w, h]' or 'sizeRange: {min: [w, h], max: [w, h]}'")
    }
  }

  /// `{min: [w, h], max: [w, h]}`; a maximum may be infinite (`.inf`, `"inf"` or JSON `null`).
  func sizeRange(_ value: SceneValue) throws(LocatedError) -> SizeRange {
    let mapping = try value.mapping(for: "'sizeRange'")
    try mapping.checkKeys(["min", "max"], "in 'sizeRange'")
    let min = try size(mapping.required("min", "in 'sizeRange'", expecting: "[width, height]"), for: "'min'")
    let maxValue = try mapping.required("max", "in 'sizeRange'", expecting: "[width, height]")
    let items = try maxValue.sequence(of: 2, "a size [width, height]", for: "'max'")
    let max = CGSize(
      width: try items[0].length(for: "the width in 'max'", nullIsInfinite: true),
      height: try items[1].length(for: "the height in 'max'", nullIsInfinite: true))
    for (axis, low, high, location) in [
      ("width", min.width, max.width, items[0].location), ("height", min.height, max.height, items[1].location),
    ] where high < low {
      throw LocatedError(
        at: location,
        "the maximum \(axis) \(NumberFormat.exact(high)) is below the minimum \(axis) \(NumberFormat.exact(low))")
    }
    return SizeRange(min: min, max: max)
  }

  /// The `states` mapping; node changes are read after every state's layout, so that they may name
  /// nodes declared inline in any state.
  private mutating func states(_ value: SceneValue) throws(LocatedError) -> [SceneState] {
    let mapping = try value.mapping(for: "'states'")
    guard !mapping.entries.isEmpty else {
      throw LocatedError(at: mapping.location, "'states' is empty; expected at least one state, or no 'states' key")
    }
    var states: [SceneState] = []
    var changes: [SceneValue?] = []
    for entry in mapping.entries {
      let place = "in state '\(entry.key)'"
      var state = SceneState(name: entry.key, location: entry.keyLocation)
      if entry.value.isNull {
        changes.append(nil)
      } else {
        let body = try entry.value.mapping(for: "state '\(entry.key)'")
        try body.checkKeys(["layout", "nodes"], place)
        state.layout = try body["layout"].map { value throws(LocatedError) in
          try specElement(value, for: "'layout' \(place)")
        }
        changes.append(body["nodes"])
      }
      states.append(state)
    }
    for index in states.indices {
      guard let value = changes[index] else { continue }
      states[index].nodes = try nodeOverrides(value, state: states[index].name)
    }
    return states
  }

  /// `initial`, which must name a state; without it the first state.
  private func initialState(_ value: SceneValue?, states: [SceneState]) throws(LocatedError) -> String? {
    guard let value else { return states.first?.name }
    let name = try value.text(for: "'initial'")
    guard states.contains(where: { $0.name == name }) else {
      let names = states.map(\.name)
      guard !names.isEmpty else {
        throw LocatedError(at: value.location, "'initial' names state '\(name)', but the document declares no 'states'")
      }
      throw LocatedError(
        at: value.location,
        "unknown initial state '\(name)'; expected one of: \(names.joined(separator: ", "))"
          + Suggestion.didYouMean(name, among: names))
    }
    return name
  }
}

extension SceneDecoder {
  /// The text with every escaped UTF-16 surrogate pair in a double-quoted string — `"\ud83d\ude00"`,
  /// as JSON writers such as Python's escape characters beyond the Basic Multilingual Plane — written
  /// as the one escape YAML reads, `"\U0001F600"`. (libyaml refuses the halves of a pair.)
  static func joiningSurrogatePairs(_ text: String) -> String {
    guard text.contains("\\u") else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var quote: Unicode.Scalar?
    var inComment = false
    var index = 0
    func hex(at start: Int) -> UInt32? {
      guard start + 4 <= scalars.count else { return nil }
      return UInt32(String(String.UnicodeScalarView(scalars[start..<start + 4])), radix: 16)
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let previous = index > 0 ? scalars[index - 1] : "\n"
      if inComment {
        inComment = scalar != "\n"
      } else if quote == "\"" {
        if scalar == "\\", index + 1 < scalars.count {
          let next = scalars[index + 1]
          // `\u` takes four hexadecimal digits (`\U` takes eight and cannot hold a surrogate).
          if next == "u", let high = hex(at: index + 2), (0xD800...0xDBFF).contains(high),
            index + 7 < scalars.count, scalars[index + 6] == "\\", scalars[index + 7] == "u",
            let low = hex(at: index + 8), (0xDC00...0xDFFF).contains(low)
          {
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            let digits = String(value, radix: 16, uppercase: true)
            result.append(contentsOf: ("\\U" + String(repeating: "0", count: 8 - digits.count) + digits).unicodeScalars)
            index += 12
            continue
          }
          result.append(scalar)
          result.append(next)
          index += 2
          continue
        }
        if scalar == "\"" { quote = nil }
      } else if quote == "'" {
        if scalar == "'" { quote = nil }
      } else if scalar == "#", previous == " " || previous == "\t" || previous == "\n" {
        inComment = true
      } else if scalar == "\"" || scalar == "'",
        !(previous.properties.isAlphabetic || previous.properties.numericType != nil)
      {
        quote = scalar
      }
      result.append(scalar)
      index += 1
    }
    return String(result)
  }
}
