import Foundation
import MorphXML
import Testing

/// `XMLWellFormedness`: accepts good documents and reports the first error with its line and column.
@Suite struct XMLWellFormednessTests {
  static func check(_ xml: String) throws(XMLError) {
    try XMLWellFormedness.check(Data(xml.utf8))
  }

  @Test(arguments: [
    "<a/>",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><rect x=\"1\"/></svg>\n",
    "<a xmlns:xlink=\"http://www.w3.org/1999/xlink\"><b xlink:href=\"#c\">é &amp; &#x20AC;</b></a>",
    "<!-- c --><a><![CDATA[<x>]]></a>",
  ])
  func wellFormedDocumentsPass(xml: String) throws {
    try Self.check(xml)
  }

  @Test(arguments: [
    (
      "<a><b></a>",
      XMLError.malformed(line: 1, column: 11, message: "Opening and ending tag mismatch: b line 1 and a")
    ),
    ("<a>\n  <b x='1' x='2'/>\n</a>", .malformed(line: 2, column: 17, message: "Attribute x redefined")),
    ("<a><x:b/></a>", .malformed(line: 1, column: 8, message: "Namespace prefix x on b is not defined")),
    ("<a>&nbsp;</a>", .malformed(line: 1, column: 10, message: "Entity 'nbsp' not defined")),
    ("<a>\u{1}</a>", .malformed(line: 1, column: 4, message: "PCDATA invalid Char value 1")),
    ("<a/><b/>", .malformed(line: 1, column: 5, message: "Extra content at the end of the document")),
    ("<a>", .malformed(line: 1, column: 4, message: "Premature end of data in tag a line 1")),
    ("", .malformed(line: 1, column: 1, message: "Document is empty")),
  ])
  func malformedDocumentsFailWithLineAndColumn(xml: String, error: XMLError) {
    #expect(throws: error) { try Self.check(xml) }
  }

  /// libxml2 goes on after the entity error and reports the mismatched tag on line 3 last; the check keeps
  /// the first error.
  @Test func theFirstErrorIsReported() {
    #expect(throws: XMLError.malformed(line: 2, column: 6, message: "Entity 'foo' not defined")) {
      try Self.check("<a>\n&foo;\n<b></a>")
    }
  }

  @Test func theMessageStartsWithLineAndColumn() {
    #expect(
      XMLError.malformed(line: 3, column: 7, message: "Attribute x redefined").description
        == "3:7: Attribute x redefined")
  }

  /// libxml2 refuses a text node over 10 MB from untrusted input; a large export's style sheet is one.
  @Test func textLongerThanLibxml2sDefaultLimitPasses() throws {
    let rule = String(repeating: "#a{opacity:0.5}\n", count: 700_000)
    try Self.check("<svg><style>\(rule)</style></svg>")
    try XMLWellFormedness.checkHTML(Data("<!DOCTYPE html>\n<html><head><style>\(rule)</style></head></html>".utf8))
  }

  @Test func externalEntitiesAreNotLoaded() throws {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/hostname">]>
      <a>&e;</a>
      """
    try Self.check(xml)
  }

  @Test func checksOfSeparateDocumentsRunInParallel() async {
    let results = await withTaskGroup(of: XMLError?.self) { group in
      for index in 0..<8 {
        group.addTask {
          do throws(XMLError) {
            try Self.check(index.isMultiple(of: 2) ? "<a><b/></a>" : "<a>\n<b></a>")
            return nil
          } catch {
            return error
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count(where: { $0 == nil }) == 4)
    #expect(
      results.count(where: {
        $0 == .malformed(line: 2, column: 8, message: "Opening and ending tag mismatch: b line 2 and a")
      }) == 4)
  }

  @Test func htmlWithHTML5ElementsAndScriptsPasses() throws {
    let html = """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><script>if (a < b) { x = "</div>"; }</script></head>
      <body><main><section id="stage"><svg viewBox="0 0 1 1"><rect/></svg></section></main></body></html>
      """
    try XMLWellFormedness.checkHTML(Data(html.utf8))
  }

  @Test func aSerializedHTMLDocumentPasses() throws {
    let document = try HTMLDocumentTests.document()
    try HTMLDocumentTests.appendStage(to: document)
    try XMLWellFormedness.checkHTML(try document.serialized())
  }

  @Test(arguments: [
    (
      "<html><body><p>x</div></body></html>",
      XMLError.malformed(line: 1, column: 23, message: "Unexpected end tag : div")
    ),
    ("<p>\n<b>&foo</b></p>", .malformed(line: 2, column: 8, message: "htmlParseEntityRef: expecting ';'")),
    (
      "<html><body><html></html></body></html>",
      .malformed(line: 1, column: 18, message: "htmlParseStartTag: misplaced <html> tag")
    ),
    ("<p>x</p><!DOCTYPE html>", .malformed(line: 1, column: 9, message: "Misplaced DOCTYPE declaration")),
    ("<p a=\"1\" a=\"2\">x</p>", .malformed(line: 1, column: 15, message: "Attribute a redefined")),
  ])
  func htmlErrorsFailWithLineAndColumn(html: String, error: XMLError) {
    #expect(throws: error) { try XMLWellFormedness.checkHTML(Data(html.utf8)) }
  }
}
