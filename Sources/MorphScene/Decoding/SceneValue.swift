import Foundation
import MorphLayout
import MorphPlanning
import Yams

/// A YAML value of a scene document with its location, and the typed reads the decoder makes of it.
/// Plain scalars are typed by the YAML 1.2 core schema (so `no` and `on` are strings, as in JSON);
/// quoted scalars are always strings. Every failed read throws a `LocatedError` at the value.
struct SceneValue {
  /// A scalar typed by the YAML 1.2 core schema.
  enum Scalar {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
  }

  let node: Yams.Node
  let location: FileLocation

  init(_ node: Yams.Node, file: String) {
    self.node = node
    let mark = node.mark
    location = FileLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  /// The typed scalar; nil for a mapping or a sequence.
  var scalar: Scalar? {
    guard case .scalar(let scalar) = node else { return nil }
    let text = scalar.string
    if scalar.tag.rawValue == Tag.Name.str.rawValue || scalar.style != .plain { return .string(text) }
    if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
    if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
    if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
    if let number = Self.number(text) { return .number(number) }
    return .string(text)
  }

  /// Parses the core schema's integer and float forms.
  private static func number(_ text: String) -> Double? {
    let body = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
    let sign: Double = text.hasPrefix("-") ? -1 : 1
    if [".inf", ".Inf", ".INF"].contains(body) { return sign * .infinity }
    if [".nan", ".NaN", ".NAN"].contains(text) { return .nan }
    if body.hasPrefix("0o"), let value = Int(body.dropFirst(2), radix: 8) { return sign * Double(value) }
    if body.hasPrefix("0x"), let value = Int(body.dropFirst(2), radix: 16) { return sign * Double(value) }
    guard isDecimal(body) else { return nil }
    return Double(body).map { sign * $0 }
  }

  /// Whether the text is `[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?` or `\.[0-9]+([eE][-+]?[0-9]+)?`: the core
  /// schema's decimal forms without their sign. (Scanned by hand: every plain scalar is typed, and a
  /// regex literal is parsed again on every call.)
  private static func isDecimal(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - start
    }
    let whole = digits()
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 || whole > 0 else { return false }
    } else {
      guard whole > 0 else { return false }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { return false }
    }
    return index == bytes.count
  }

  /// What the value is, for error messages: `string "ten"`, `number 10`, `a mapping`, ….
  var found: String {
    switch scalar {
    case .null: return "null"
    case .bool(let value): return "boolean \(value)"
    case .number: return "number \(node.scalar?.string ?? "")"
    case .string(let text): return "string \(Self.quoted(text))"
    case nil:
      if case .sequence(let sequence) = node { return sequence.isEmpty ? "an empty sequence" : "a sequence" }
      return "a mapping"
    }
  }

  /// A string quoted for messages, cut after 40 characters.
  static func quoted(_ text: String) -> String {
    let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
    let escaped = shown.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
    return "\"\(escaped)\""
  }

  /// Throws "expected WHAT for SUBJECT, found …" at this value.
  func mismatch(_ expected: String, for subject: String) -> LocatedError {
    LocatedError(at: location, "expected \(expected) for \(subject), found \(found)")
  }

  var isNull: Bool {
    if case .null = scalar { return true }
    return false
  }

  func string(for subject: String) throws(LocatedError) -> String {
    guard case .string(let text) = scalar else { throw mismatch("a string", for: subject) }
    return text
  }

  func bool(for subject: String) throws(LocatedError) -> Bool {
    guard case .bool(let value) = scalar else { throw mismatch("true or false", for: subject) }
    return value
  }

  /// A finite number within ±`PlanningLimits.largestMagnitude`.
  func number(for subject: String) throws(LocatedError) -> CGFloat {
    guard case .number(let value) = scalar else { throw mismatch("a number", for: subject) }
    guard value.isFinite else { throw mismatch("a finite number", for: subject) }
    try checkMagnitude(value, for: subject)
    return CGFloat(value)
  }

  /// Refuses a number beyond ±`PlanningLimits.largestMagnitude`, which no layout or animation reaches and
  /// the exporters cannot write.
  func checkMagnitude(_ value: Double, for subject: String) throws(LocatedError) {
    guard abs(value) <= PlanningLimits.largestMagnitude else {
      let limit = NumberFormat.exact(PlanningLimits.largestMagnitude)
      throw mismatch("a number from -\(limit) to \(limit)", for: subject)
    }
  }

  /// A finite number that is not negative.
  func nonNegativeNumber(for subject: String) throws(LocatedError) -> CGFloat {
    let value = try number(for: subject)
    guard value >= 0 else { throw mismatch("a number that is not negative", for: subject) }
    return value
  }

  /// A number of seconds from 0 to `PlanningLimits.maximumSeconds`.
  func seconds(for subject: String) throws(LocatedError) -> CGFloat {
    let value = try nonNegativeNumber(for: subject)
    guard Double(value) <= PlanningLimits.maximumSeconds else {
      throw mismatch("at most \(NumberFormat.exact(PlanningLimits.maximumSeconds)) seconds", for: subject)
    }
    return value
  }

  /// A whole number.
  func integer(for subject: String) throws(LocatedError) -> Int {
    guard case .number(let value) = scalar, value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
      throw mismatch("a whole number", for: subject)
    }
    return Int(value)
  }

  /// A length that may be infinite: a number that is not negative, `.inf`, the string `inf`, or — when
  /// `nullIsInfinite` (JSON has no infinity) — null.
  func length(for subject: String, nullIsInfinite: Bool = false) throws(LocatedError) -> CGFloat {
    switch scalar {
    case .number(let value) where value == .infinity: return .infinity
    case .number(let value) where value.isFinite && value >= 0:
      try checkMagnitude(value, for: subject)
      return CGFloat(value)
    case .string("inf"): return .infinity
    case .null where nullIsInfinite: return .infinity
    default:
      let forms = nullIsInfinite ? "a number that is not negative, inf or null" : "a number that is not negative or inf"
      throw mismatch(forms, for: subject)
    }
  }

  /// The value as a mapping.
  func mapping(for subject: String) throws(LocatedError) -> SceneMapping {
    guard case .mapping(let mapping) = node else { throw mismatch("a mapping", for: subject) }
    return try SceneMapping(mapping, at: self)
  }

  /// The value's items, which must be a sequence.
  func sequence(for subject: String) throws(LocatedError) -> [SceneValue] {
    guard case .sequence(let sequence) = node else { throw mismatch("a sequence", for: subject) }
    return sequence.map { SceneValue($0, file: location.file) }
  }

  /// A sequence of exactly `count` items.
  func sequence(of count: Int, _ expected: String, for subject: String) throws(LocatedError) -> [SceneValue] {
    guard case .sequence(let sequence) = node, sequence.count == count else { throw mismatch(expected, for: subject) }
    return sequence.map { SceneValue($0, file: location.file) }
  }

  /// Any scalar but null, as written: for texts, titles and URLs, where `42` means the text "42".
  func text(for subject: String) throws(LocatedError) -> String {
    switch scalar {
    case .string(let text): return text
    case .number, .bool: return node.scalar?.string ?? ""
    case .null, nil: throw mismatch("a string", for: subject)
    }
  }

  /// One of the names in `table`, as the value it stands for.
  func choice<Choice>(_ table: [(name: String, value: Choice)], for key: String) throws(LocatedError) -> Choice {
    let text = try string(for: "'\(key)'")
    guard let match = table.first(where: { $0.name == text }) else {
      let names = table.map(\.name)
      throw LocatedError(
        at: location,
        "invalid value '\(text)' for '\(key)'; expected one of: \(names.joined(separator: ", "))"
          + Suggestion.didYouMean(text, among: names))
    }
    return match.value
  }

  /// One of an enumeration's raw values, optionally restricted to some cases.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type, for key: String, excluding excluded: [Choice] = []
  ) throws(LocatedError) -> Choice where Choice.RawValue == String, Choice: Equatable {
    try choice(Choice.allCases.filter { !excluded.contains($0) }.map { ($0.rawValue, $0) }, for: key)
  }
}
