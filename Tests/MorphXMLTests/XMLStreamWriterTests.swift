import Foundation
import MorphXML
import Testing

/// `XMLStreamWriter`: exact bytes, escaping, UTF-8, forbidden characters, indentation, errors and
/// parallel use.
@Suite struct XMLStreamWriterTests {
  static let svgNamespace = "http://www.w3.org/2000/svg"

  /// A small animated SVG, written through every kind of call.
  static func writeSmallSVG(indent: Bool = true) throws -> Data {
    let writer = try XMLStreamWriter(indent: indent)
    try writer.startDocument()
    try writer.element("svg", attributes: ["xmlns": svgNamespace, "viewBox": "0 0 320 180"]) {
      try writer.comment(" morph ")
      try writer.element("rect", attributes: ["id": "a", "fill": "#3366ff"]) {
        try writer.attribute("x", 10.0)
        try writer.attribute("width", 100.0 / 3.0)
        try writer.attribute("opacity", 0.123456, precision: 2)
        try writer.element(
          "animate",
          attributes: [
            "attributeName": "x", "values": "10;110", "keyTimes": "0;1", "calcMode": "spline",
            "keySplines": "0.42 0 0.58 1", "dur": "0.4s", "fill": "freeze",
          ])
      }
      try writer.element("text", attributes: ["x": "1"]) { try writer.text("Hello") }
    }
    return try writer.finish()
  }

  @Test func writesASmallSVGExactly() throws {
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
        <!-- morph -->
        <rect id="a" fill="#3366ff" x="10" width="33.333" opacity="0.12">
          <animate attributeName="x" values="10;110" keyTimes="0;1" calcMode="spline" \
      keySplines="0.42 0 0.58 1" dur="0.4s" fill="freeze"/>
        </rect>
        <text x="1">Hello</text>
      </svg>

      """
    #expect(String(decoding: try Self.writeSmallSVG(), as: UTF8.self) == expected)
  }

  @Test func writesWithoutIndentationOnOneLine() throws {
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><!-- morph --><rect id="a" \
      fill="#3366ff" x="10" width="33.333" opacity="0.12"><animate attributeName="x" values="10;110" \
      keyTimes="0;1" calcMode="spline" keySplines="0.42 0 0.58 1" dur="0.4s" fill="freeze"/></rect>\
      <text x="1">Hello</text></svg>

      """
    #expect(String(decoding: try Self.writeSmallSVG(indent: false), as: UTF8.self) == expected)
  }

  @Test func theOutputIsWellFormed() throws {
    try XMLWellFormedness.check(try Self.writeSmallSVG())
    try XMLWellFormedness.check(try Self.writeSmallSVG(indent: false))
  }

  @Test func escapesMarkupCharactersInAttributesAndText() throws {
    let writer = try XMLStreamWriter(indent: false)
    try writer.element("t", attributes: ["v": #"< & > " ' a&amp;b"#]) {
      try writer.text(#"< & > " ' ]]> a&amp;b"#)
    }
    let expected =
      #"<t v="&lt; &amp; &gt; &quot; ' a&amp;amp;b">&lt; &amp; &gt; &quot; ' ]]&gt; a&amp;amp;b</t>"#
    #expect(String(decoding: try writer.finish(), as: UTF8.self) == expected + "\n")
  }

  @Test func escapesLineBreaksAndTabsInAttributesOnly() throws {
    let writer = try XMLStreamWriter(indent: false)
    try writer.element("t", attributes: ["v": "a\nb\tc\rd"]) { try writer.text("a\nb\tc\rd") }
    let expected = "<t v=\"a&#10;b&#9;c&#13;d\">a\nb\tc&#13;d</t>\n"
    #expect(String(decoding: try writer.finish(), as: UTF8.self) == expected)
  }

  @Test func keepsNonASCIICharactersAsUTF8() throws {
    let writer = try XMLStreamWriter(indent: false)
    try writer.startDocument()
    try writer.element("t", attributes: ["v": "café € 😀"]) {
      try writer.text("naïve ✓ 日本")
      try writer.comment(" é ")
    }
    let output = try writer.finish()
    let expected = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<t v=\"café € 😀\">naïve ✓ 日本<!-- é --></t>\n"
    #expect(output == Data(expected.utf8))
  }

  @Test func withoutTheDeclarationNonASCIIAttributeValuesBecomeCharacterReferences() throws {
    let writer = try XMLStreamWriter(indent: false)
    try writer.element("t", attributes: ["v": "é"]) { try writer.text("é") }
    #expect(String(decoding: try writer.finish(), as: UTF8.self) == "<t v=\"&#xE9;\">é</t>\n")
  }

  @Test func stripsAndCountsCharactersXMLForbids() throws {
    let writer = try XMLStreamWriter(indent: false)
    #expect(writer.strippedControlCharacters == 0)
    try writer.element("t", attributes: ["v": "a\u{0}b\u{1}c\u{1F}d\u{7F}e"]) {
      try writer.text("f\u{8}g\u{B}h\u{C}i\u{FFFE}j\u{FFFF}k\tl\u{FFFD}m")
      try writer.comment("n\u{1B}o")
    }
    let output = try writer.finish()
    #expect(writer.strippedControlCharacters == 9)
    let expected = "<t v=\"abcd\u{7F}e\">fghijk\tl\u{FFFD}m<!--no--></t>\n"
    #expect(String(decoding: output, as: UTF8.self) == expected)
    try XMLWellFormedness.check(output)
  }

  @Test func aComposedListIsEscapedAndStrippedAsOneValue() throws {
    let writer = try XMLStreamWriter(indent: false)
    try writer.startElement("t")
    try writer.attribute(
      "v", joining: ["0 1", #"<&">"#, "a\u{1}b\u{FFFE}c\u{FFFF}\u{FFFD}", "\n\t", "é"], separator: ";")
    try writer.attribute("w", joining: [], separator: ";")
    try writer.attribute("x", joining: ["1", "2"], separator: "\u{0}, ")
    try writer.endElement()
    let output = try writer.finish()
    #expect(writer.strippedControlCharacters == 4)
    let expected = "<t v=\"0 1;&lt;&amp;&quot;&gt;;abc&#xFFFD;;&#10;&#9;;&#xE9;\" w=\"\" x=\"1, 2\"/>\n"
    #expect(String(decoding: output, as: UTF8.self) == expected)
    #expect(throws: XMLError.duplicateAttribute(element: "t", attribute: "v")) {
      let again = try XMLStreamWriter(indent: false)
      try again.startElement("t")
      try again.attribute("v", "1")
      try again.attribute("v", joining: ["2"], separator: ";")
    }
  }

  @Test func elementsHoldingOnlyTextStayOnOneLine() throws {
    let writer = try XMLStreamWriter()
    try writer.element("a") {
      try writer.element("b") { try writer.text("one") }
      try writer.element("c") {
        try writer.element("d") { try writer.text("two") }
        try writer.element("e")
      }
    }
    let expected = """
      <a>
        <b>one</b>
        <c>
          <d>two</d>
          <e/>
        </c>
      </a>

      """
    #expect(String(decoding: try writer.finish(), as: UTF8.self) == expected)
  }

  @Test func mixedContentGetsNoIndentation() throws {
    let writer = try XMLStreamWriter()
    try writer.element("svg") {
      try writer.element("text") {
        try writer.text("Hi ")
        try writer.element("tspan", attributes: ["dx": "2"]) {
          try writer.text("there")
          try writer.element("tspan") { try writer.text("!") }
        }
        try writer.element("tspan")
        try writer.text(" end")
      }
      try writer.element("g") {
        try writer.element("rect")
      }
    }
    let expected = """
      <svg>
        <text>Hi <tspan dx="2">there<tspan>!</tspan></tspan><tspan/> end</text>
        <g>
          <rect/>
        </g>
      </svg>

      """
    #expect(String(decoding: try writer.finish(), as: UTF8.self) == expected)
  }

  @Test func commentsOutsideTheRootElementAreAllowed() throws {
    let writer = try XMLStreamWriter()
    try writer.startDocument()
    try writer.comment("before")
    try writer.element("a")
    try writer.comment("after")
    let expected = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--before-->\n<a/>\n<!--after-->\n"
    #expect(String(decoding: try writer.finish(), as: UTF8.self) == expected)
  }

  @Test func numericAttributesGoThroughNumberFormat() throws {
    let writer = try XMLStreamWriter(indent: false)
    try writer.element("r") {
      try writer.attribute("a", -0.0001)
      try writer.attribute("b", 1e21)
      try writer.attribute("c", 2.5, precision: 0)
      try writer.attribute("d", 0.1 + 0.2)
    }
    let expected = #"<r a="0" b="1000000000000000000000" c="3" d="0.3"/>"#
    #expect(String(decoding: try writer.finish(), as: UTF8.self) == expected + "\n")
  }

  @Test(arguments: ["", "1a", "a b", "a>", "-x", "a:b:c", ":a", "a\u{0}b", "é<"])
  func invalidElementNamesAreRefused(name: String) throws {
    let writer = try XMLStreamWriter()
    #expect(throws: XMLError.invalidName(name)) { try writer.startElement(name) }
  }

  @Test(arguments: ["", "1a", "a b", "x=\"1\" y", "a:b:c"])
  func invalidAttributeNamesAreRefused(name: String) throws {
    let writer = try XMLStreamWriter()
    try writer.startElement("a")
    #expect(throws: XMLError.invalidName(name)) { try writer.attribute(name, "1") }
  }

  @Test(arguments: ["svg", "viewBox", "xlink:href", "data-id", "a_b.c", "é"])
  func qualifiedNamesAreAccepted(name: String) throws {
    let writer = try XMLStreamWriter(indent: false)
    try writer.element(name, attributes: [name: "1"])
    #expect(String(decoding: try writer.finish(), as: UTF8.self) == "<\(name) \(name)=\"1\"/>\n")
  }

  @Test func attributesMustDirectlyFollowTheStartTag() throws {
    let writer = try XMLStreamWriter()
    try writer.startElement("a")
    try writer.text("x")
    #expect(throws: XMLError.attributeOutsideStartTag(attribute: "b")) { try writer.attribute("b", "1") }
    try writer.startElement("c")
    try writer.endElement()
    #expect(throws: XMLError.attributeOutsideStartTag(attribute: "d")) { try writer.attribute("d", "1") }
    try writer.startElement("e")
    try writer.comment("c")
    #expect(throws: XMLError.attributeOutsideStartTag(attribute: "f")) { try writer.attribute("f", "1") }
  }

  @Test func anAttributeCannotBeWrittenBeforeAnyElement() throws {
    let writer = try XMLStreamWriter()
    #expect(throws: XMLError.attributeOutsideStartTag(attribute: "a")) { try writer.attribute("a", "1") }
  }

  @Test func duplicateAttributesAreRefused() throws {
    let writer = try XMLStreamWriter()
    try writer.startElement("rect")
    try writer.attribute("x", "1")
    #expect(throws: XMLError.duplicateAttribute(element: "rect", attribute: "x")) {
      try writer.attribute("x", 2.0)
    }
  }

  @Test func endingWithNoOpenElementIsRefused() throws {
    let writer = try XMLStreamWriter()
    #expect(throws: XMLError.noOpenElement) { try writer.endElement() }
    try writer.element("a")
    #expect(throws: XMLError.noOpenElement) { try writer.endElement() }
  }

  @Test func textOutsideTheRootElementIsRefused() throws {
    let writer = try XMLStreamWriter()
    #expect(throws: XMLError.noOpenElement) { try writer.text("x") }
  }

  @Test func finishingWithOpenElementsIsRefused() throws {
    let writer = try XMLStreamWriter()
    try writer.startElement("svg")
    try writer.startElement("g")
    #expect(throws: XMLError.unclosedElements(["svg", "g"])) { _ = try writer.finish() }
    #expect(
      XMLError.unclosedElements(["svg", "g"]).description
        == "the document ended with unclosed elements: <svg> <g>")
  }

  @Test func aDocumentNeedsARootElement() throws {
    let writer = try XMLStreamWriter()
    try writer.startDocument()
    try writer.comment("only a comment")
    #expect(throws: XMLError.noRootElement) { _ = try writer.finish() }
  }

  @Test func aSecondRootElementIsRefused() throws {
    let writer = try XMLStreamWriter()
    try writer.element("a")
    #expect(throws: XMLError.secondRootElement("b")) { try writer.startElement("b") }
  }

  @Test func theDeclarationMustComeFirstAndOnce() throws {
    let twice = try XMLStreamWriter()
    try twice.startDocument()
    #expect(throws: XMLError.misplacedDeclaration) { try twice.startDocument() }
    let late = try XMLStreamWriter()
    try late.startElement("a")
    #expect(throws: XMLError.misplacedDeclaration) { try late.startDocument() }
  }

  @Test(arguments: ["a--b", "--", "ends-", "-"])
  func commentsThatXMLForbidsAreRefused(text: String) throws {
    let writer = try XMLStreamWriter()
    try writer.startElement("a")
    #expect(throws: XMLError.invalidComment(text)) { try writer.comment(text) }
  }

  @Test func theWriterCannotBeUsedAfterFinishing() throws {
    let writer = try XMLStreamWriter()
    try writer.element("a")
    _ = try writer.finish()
    #expect(throws: XMLError.writerFinished) { _ = try writer.finish() }
    #expect(throws: XMLError.writerFinished) { try writer.startElement("b") }
    #expect(throws: XMLError.writerFinished) { try writer.comment("c") }
  }

  @Test func errorsThrownByAnElementBodyArePassedOn() throws {
    struct BodyError: Error, Equatable {}
    let writer = try XMLStreamWriter()
    #expect(throws: BodyError()) {
      try writer.element("a") { throw BodyError() }
    }
    #expect(throws: XMLError.unclosedElements(["a"])) { _ = try writer.finish() }
  }

  @Test func eightWritersInParallelTasksWriteTheSameBytes() async throws {
    let reference = try Self.writeLargeSVG()
    let outputs = try await withThrowingTaskGroup(of: Data.self) { group in
      for _ in 0..<8 {
        group.addTask { try Self.writeLargeSVG() }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(outputs.count == 8)
    #expect(outputs.allSatisfy { $0 == reference })
    #expect(reference.count > 100_000)
    try XMLWellFormedness.check(reference)
  }

  /// 1,000 animated rectangles.
  static func writeLargeSVG() throws -> Data {
    let writer = try XMLStreamWriter()
    try writer.startDocument()
    try writer.element("svg", attributes: ["xmlns": svgNamespace]) {
      for index in 0..<1_000 {
        try writer.element("rect", attributes: ["id": "r\(index)"]) {
          try writer.attribute("x", Double(index) / 7)
          try writer.attribute("y", Double(index) * 1.5)
          try writer.element(
            "animate", attributes: ["attributeName": "opacity", "values": "0;1", "dur": "1s"])
          try writer.element("title") { try writer.text("Rect <\(index)> & more") }
        }
      }
    }
    return try writer.finish()
  }
}
