import Foundation
import MorphPlanning
import Testing

@testable import MorphScene

/// The frame expression grammar, its evaluation, its errors at the offending character, and the map
/// from a string's characters to the document's columns.
@Suite struct FrameExpressionTests {
  static let nowhere = FileLocation(file: "test.yaml", line: 1, column: 1)

  /// Parses an expression whose text starts at column 1 of line 1.
  func parse(_ text: String) throws(FrameExpressionParser.Failure) -> FrameExpression {
    let parsed = try FrameExpressionParser.parse(text) { FileLocation(file: "test.yaml", line: 1, column: $0 + 1) }
    return FrameExpression(base: parsed.base, offsets: parsed.offsets, text: text, location: Self.nowhere)
  }

  /// The offset and message of the failure parsing `text`.
  func failure(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return "\(error.offset): \(error.message)"
    }
  }

  let base = CGRect(x: 10, y: 20, width: 100, height: 40)

  @Test func nodeBases() throws {
    let expression = try parse("initial(nameField)")
    #expect(expression.node?.source == .initial)
    #expect(expression.node?.name == "nameField")
    #expect(expression.node?.location.column == 9)
    #expect(expression.frame(from: base) == base)
    #expect(try parse(" final ( age-field_2 ) ").node?.name == "age-field_2")
    #expect(try parse("current(x)").node?.source == .current)
  }

  @Test func offsetsMoveAndGrow() throws {
    #expect(try parse("initial(a) + (width, 0)").frame(from: base) == CGRect(x: 110, y: 20, width: 100, height: 40))
    #expect(try parse("final(a) - (width, 0)").frame(from: base) == CGRect(x: -90, y: 20, width: 100, height: 40))
    #expect(
      try parse("final(a) + (0, 0, width, -height / 2)").frame(from: base)
        == CGRect(x: 10, y: 20, width: 200, height: 20))
    #expect(try parse("final(a)+(1,2)-(3,4)").frame(from: base) == CGRect(x: 8, y: 18, width: 100, height: 40))
  }

  @Test func arithmetic() throws {
    #expect(
      try parse("final(a) + (width / 4 + 2 * 3, -(height - 10) * .5)").frame(from: base)
        == CGRect(x: 41, y: 5, width: 100, height: 40))
    #expect(try parse("final(a) + (2 - 1 - 1, 8 / 2 / 2)").frame(from: base).origin == CGPoint(x: 10, y: 22))
    #expect(try parse("final(a) + (1., 0)").frame(from: base).minX == 11)
  }

  @Test func literalBases() throws {
    let literal = try parse("[1, 2.5, 3, -4]")
    #expect(literal.node == nil)
    #expect(literal.frame(from: .null) == CGRect(x: 1, y: 2.5, width: 3, height: -4))
    #expect(
      try parse("[0, 0, 10, 20] + (width, height)").frame(from: .null) == CGRect(x: 10, y: 20, width: 10, height: 20))
  }

  @Test func malformedExpressionsNameTheOffendingCharacter() {
    #expect(
      failure("")
        == "0: expected initial(NODE), final(NODE), current(NODE) or [x, y, width, height], found the end of the "
        + "expression")
    #expect(failure("initial") == "7: expected '(' after 'initial', found the end of the expression")
    #expect(failure("initial()") == "8: expected a node name after 'initial(', found ')'")
    #expect(
      failure("initial(1a)")
        == "8: invalid node name \"1a\"; a name starts with a letter or '_' and continues with letters, digits, "
        + "'_' or '-'")
    #expect(failure("initial(a b)") == "10: expected ')' after the node name 'a', found 'b'")
    #expect(
      failure("initial(a) (1, 2)")
        == "11: expected '+' or '-' and an offset such as (width, 0), or the end of the expression, found '('")
    #expect(
      failure("initial(a) + width") == "13: expected an offset (dx, dy) or (dx, dy, dw, dh) after '+', found 'width'")
    #expect(
      failure("initial(a) + (1)") == "13: an offset has two components (dx, dy) or four (dx, dy, dw, dh), found 1")
    #expect(
      failure("initial(a) + (1, wdth)")
        == "17: unknown name 'wdth'; expected a number, width, height, '-' or '('; did you mean 'width'?")
    #expect(failure("initial(a) + (1, (2)") == "20: expected ',' or ')' in the offset, found the end of the expression")
    #expect(failure("initial(a) + (1, (2, 3))") == "19: expected ')' to close the '(', found ','")
    #expect(failure("initial(a) + (., 0)") == "14: expected digits around '.', found '.'")
    #expect(
      failure("[1, 2, 3]") == "8: expected ',' after the third number of the frame [x, y, width, height], found ']'")
    #expect(
      failure("[1, 2, 3, 4")
        == "11: expected ']' after the fourth number of the frame [x, y, width, height], found the end of the "
        + "expression")
    #expect(
      failure("[width, 0, 1, 1]")
        == "1: 'width' is the base frame's width, which a literal frame's own numbers cannot use")
    #expect(failure("[a, 0, 1, 1]") == "1: unknown name 'a'; expected a number, '-' or '('")
    #expect(
      failure("frame(a)")
        == "0: unknown frame 'frame'; expected initial(NODE), final(NODE), current(NODE) or [x, y, width, height]")
    #expect(
      failure("final(a) + (1, 2) * 2")
        == "18: expected '+' or '-' and an offset such as (width, 0), or the end of the expression, found '*'")
  }

  // MARK: - Source map

  /// The column of a character of the first string value after `key: ` in a document.
  func column(of character: Int, in document: String) throws -> FileLocation {
    let top = try SceneDecoder.parse(document, file: "test.yaml").mapping(for: "the document")
    let value = try #require(top["key"])
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    return ScalarSourceMap(value, lines: lines).location(of: character)
  }

  @Test func plainScalarsMapOneToOne() throws {
    let location = try column(of: 4, in: "key: abcdefg\n")
    #expect((location.line, location.column) == (1, 10))
    // Just after the end.
    #expect(try column(of: 7, in: "key: abcdefg\n").column == 13)
  }

  @Test func quotedScalarsSkipQuotesAndEscapes() throws {
    #expect(try column(of: 0, in: "key: \"abc\"\n").column == 7)
    // "a\tb": the escape is two characters of the source, one of the value.
    #expect(try column(of: 2, in: "key: \"a\\tb\"\n").column == 10)
    #expect(try column(of: 2, in: "key: \"a\\u00e9b\"\n").column == 14)
    #expect(try column(of: 2, in: "key: 'a''b'\n").column == 10)
  }

  @Test func foldedLinesMapToTheirOwnLines() throws {
    // "abc def": the line break and the next line's indentation read as one space.
    let document = "key: abc\n  def\n"
    let location = try column(of: 5, in: document)
    #expect((location.line, location.column) == (2, 4))
    let block = try column(of: 4, in: "key: |\n  ab\n  cd\n")
    #expect((block.line, block.column) == (3, 4))
  }

  @Test func nonASCIITextCountsUnicodeScalars() throws {
    #expect(try column(of: 2, in: "key: ééx\n").column == 8)
  }
}
