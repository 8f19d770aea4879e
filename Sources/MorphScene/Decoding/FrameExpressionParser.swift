import Foundation
import MorphPlanning

/// Reads a `FrameExpression` from its text, by recursive descent over the text's Unicode scalars
/// (the unit YAML columns count), so that every problem names the offset of the offending character.
struct FrameExpressionParser {
  /// A problem at an offset of the text (in Unicode scalars; the text's length for its end).
  struct Failure: Error {
    let offset: Int
    let message: String
  }

  private let scalars: [Unicode.Scalar]
  private var position = 0
  /// How many parentheses and signs enclose the current position: the parser's own recursion.
  private var nesting = 0
  /// The location of an offset of the text in the document.
  private let locate: (Int) -> FileLocation

  private init(_ text: String, locate: @escaping (Int) -> FileLocation) {
    scalars = Array(text.unicodeScalars)
    self.locate = locate
  }

  /// Parses a whole expression.
  /// - Parameters:
  ///   - text: the expression as written.
  ///   - locate: the location in the document of an offset of `text`; it places the node names.
  static func parse(
    _ text: String, locate: @escaping (Int) -> FileLocation
  ) throws(Failure) -> (base: FrameExpression.Base, offsets: [FrameExpression.Offset]) {
    var parser = FrameExpressionParser(text, locate: locate)
    let base = try parser.base()
    var offsets: [FrameExpression.Offset] = []
    while true {
      parser.skipSpace()
      guard let next = parser.peek() else { break }
      guard next == "+" || next == "-" else {
        throw parser.failure(
          "expected '+' or '-' and an offset such as (width, 0), or the end of the expression, found \(parser.found)")
      }
      parser.position += 1
      offsets.append(try parser.offset(isSubtracted: next == "-"))
    }
    return (base, offsets)
  }

  // MARK: - Grammar

  private mutating func base() throws(Failure) -> FrameExpression.Base {
    skipSpace()
    let expected = "initial(NODE), final(NODE), current(NODE) or [x, y, width, height]"
    if peek() == "[" {
      position += 1
      var components: [FrameExpression.Scalar] = []
      for index in 0..<4 {
        components.append(try scalar(allowsSize: false))
        skipSpace()
        let closing: Unicode.Scalar = index == 3 ? "]" : ","
        guard peek() == closing else {
          let what = index == 3 ? "']' after the fourth number" : "',' after the \(Self.ordinals[index]) number"
          throw failure("expected \(what) of the frame [x, y, width, height], found \(found)")
        }
        position += 1
      }
      return .literal(x: components[0], y: components[1], width: components[2], height: components[3])
    }
    let start = position
    let word = identifier()
    guard !word.isEmpty else { throw failure("expected \(expected), found \(found)") }
    guard let source = FrameExpression.Source(rawValue: word) else {
      let names = FrameExpression.Source.allCases.map(\.rawValue)
      throw Failure(
        offset: start,
        message: "unknown frame '\(word)'; expected \(expected)" + Suggestion.didYouMean(word, among: names))
    }
    skipSpace()
    guard peek() == "(" else { throw failure("expected '(' after '\(word)', found \(found)") }
    position += 1
    skipSpace()
    let nameStart = position
    while let next = peek(), Self.isNameScalar(next) { position += 1 }
    let name = String(String.UnicodeScalarView(scalars[nameStart..<position]))
    guard !name.isEmpty else { throw failure("expected a node name after '\(word)(', found \(found)") }
    guard SceneDecoder.isValidName(name) else {
      throw Failure(
        offset: nameStart,
        message: "invalid node name \(SceneValue.quoted(name)); "
          + "a name starts with a letter or '_' and continues with letters, digits, '_' or '-'")
    }
    skipSpace()
    guard peek() == ")" else { throw failure("expected ')' after the node name '\(name)', found \(found)") }
    position += 1
    return .node(source, name: name, location: locate(nameStart))
  }

  private mutating func offset(isSubtracted: Bool) throws(Failure) -> FrameExpression.Offset {
    skipSpace()
    let sign = isSubtracted ? "-" : "+"
    guard peek() == "(" else {
      throw failure("expected an offset (dx, dy) or (dx, dy, dw, dh) after '\(sign)', found \(found)")
    }
    let start = position
    position += 1
    var components = [try scalar(allowsSize: true)]
    while true {
      skipSpace()
      if peek() == "," {
        position += 1
        components.append(try scalar(allowsSize: true))
      } else if peek() == ")" {
        position += 1
        break
      } else {
        throw failure("expected ',' or ')' in the offset, found \(found)")
      }
    }
    guard components.count == 2 || components.count == 4 else {
      throw Failure(
        offset: start,
        message: "an offset has two components (dx, dy) or four (dx, dy, dw, dh), found \(components.count)")
    }
    return FrameExpression.Offset(isSubtracted: isSubtracted, components: components)
  }

  private mutating func scalar(allowsSize: Bool) throws(Failure) -> FrameExpression.Scalar {
    var result = try product(allowsSize: allowsSize)
    while true {
      skipSpace()
      if peek() == "+" {
        let start = position
        position += 1
        result = try checked(.sum(result, try product(allowsSize: allowsSize)), at: start)
      } else if peek() == "-" {
        let start = position
        position += 1
        result = try checked(.difference(result, try product(allowsSize: allowsSize)), at: start)
      } else {
        return result
      }
    }
  }

  private mutating func product(allowsSize: Bool) throws(Failure) -> FrameExpression.Scalar {
    var result = try factor(allowsSize: allowsSize)
    while true {
      skipSpace()
      if peek() == "*" {
        let start = position
        position += 1
        result = try checked(.product(result, try factor(allowsSize: allowsSize)), at: start)
      } else if peek() == "/" {
        let start = position
        position += 1
        result = try checked(.quotient(result, try factor(allowsSize: allowsSize)), at: start)
      } else {
        return result
      }
    }
  }

  private mutating func factor(allowsSize: Bool) throws(Failure) -> FrameExpression.Scalar {
    skipSpace()
    let expected = allowsSize ? "a number, width, height, '-' or '('" : "a number, '-' or '('"
    guard let next = peek() else { throw failure("expected \(expected), found \(found)") }
    if next == "-" {
      try enter()
      defer { nesting -= 1 }
      let start = position
      position += 1
      return try checked(.negated(try factor(allowsSize: allowsSize)), at: start)
    }
    if next == "(" {
      try enter()
      defer { nesting -= 1 }
      position += 1
      let inner = try scalar(allowsSize: allowsSize)
      skipSpace()
      guard peek() == ")" else { throw failure("expected ')' to close the '(', found \(found)") }
      position += 1
      return inner
    }
    if Self.isDigit(next) || next == "." {
      return .number(try number())
    }
    let start = position
    let word = identifier()
    switch word {
    case "width" where allowsSize: return .width
    case "height" where allowsSize: return .height
    case "width", "height":
      throw Failure(
        offset: start,
        message: "'\(word)' is the base frame's \(word), which a literal frame's own numbers cannot use")
    case "":
      throw failure("expected \(expected), found \(found)")
    default:
      let hint = allowsSize ? Suggestion.didYouMean(word, among: ["width", "height"]) : ""
      throw Failure(offset: start, message: "unknown name '\(word)'; expected \(expected)\(hint)")
    }
  }

  /// Goes one parenthesis or sign deeper, refusing to go deeper than
  /// ``SceneLimits/maximumExpressionDepth``: the parser, and the evaluation, hashing and release of
  /// the expression it builds, recurse as deep as the expression nests.
  private mutating func enter() throws(Failure) {
    guard nesting < SceneLimits.maximumExpressionDepth else { throw tooDeep(at: position) }
    nesting += 1
  }

  /// An operation just built, refused when it makes the expression deeper than
  /// ``SceneLimits/maximumExpressionDepth`` (a long chain such as `1+1+1+…` nests one level a term).
  private func checked(_ scalar: FrameExpression.Scalar, at offset: Int) throws(Failure) -> FrameExpression.Scalar {
    guard nesting + scalar.depth <= SceneLimits.maximumExpressionDepth else { throw tooDeep(at: offset) }
    return scalar
  }

  private func tooDeep(at offset: Int) -> Failure {
    let limit = SceneLimits.maximumExpressionDepth
    return Failure(
      offset: offset,
      message: "the expression nests deeper than \(limit) levels here (each parenthesis, sign and operator "
        + "nests one); a frame expression nests at most \(limit)")
  }

  /// `digits [. digits] | . digits`.
  private mutating func number() throws(Failure) -> CGFloat {
    let start = position
    while let next = peek(), Self.isDigit(next) { position += 1 }
    let wholeDigits = position - start
    if peek() == "." {
      position += 1
      let fractionStart = position
      while let next = peek(), Self.isDigit(next) { position += 1 }
      guard wholeDigits > 0 || position > fractionStart else {
        throw Failure(offset: start, message: "expected digits around '.', found \(Self.describe(scalars, at: start))")
      }
    }
    let text = String(String.UnicodeScalarView(scalars[start..<position]))
    return CGFloat(Double(text)!)
  }

  // MARK: - Scanning

  private static let ordinals = ["first", "second", "third"]

  private func peek() -> Unicode.Scalar? {
    position < scalars.count ? scalars[position] : nil
  }

  private mutating func skipSpace() {
    while let next = peek(), next.properties.isWhitespace { position += 1 }
  }

  /// Reads `[A-Za-z_][A-Za-z0-9_]*`; empty if the next scalar cannot start one.
  private mutating func identifier() -> String {
    let start = position
    guard let first = peek(), Self.isLetter(first) || first == "_" else { return "" }
    while let next = peek(), Self.isLetter(next) || Self.isDigit(next) || next == "_" { position += 1 }
    return String(String.UnicodeScalarView(scalars[start..<position]))
  }

  /// What is at the current position, for messages.
  private var found: String { Self.describe(scalars, at: position) }

  /// A word, a number or a character at an offset, quoted; or "the end of the expression".
  private static func describe(_ scalars: [Unicode.Scalar], at offset: Int) -> String {
    guard offset < scalars.count else { return "the end of the expression" }
    var end = offset
    let first = scalars[offset]
    if isLetter(first) || first == "_" {
      while end < scalars.count, isLetter(scalars[end]) || isDigit(scalars[end]) || scalars[end] == "_" { end += 1 }
    } else if isDigit(first) {
      while end < scalars.count, isDigit(scalars[end]) || scalars[end] == "." { end += 1 }
    } else {
      end += 1
    }
    return "'\(String(String.UnicodeScalarView(scalars[offset..<end])))'"
  }

  private func failure(_ message: String) -> Failure {
    Failure(offset: position, message: message)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    isLetter(scalar) || isDigit(scalar) || scalar == "_" || scalar == "-"
  }
}
