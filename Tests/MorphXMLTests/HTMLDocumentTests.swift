import Foundation
import MorphXML
import Testing

/// `HTMLTemplate` and `HTMLDocument`: parse a template, find the mount point, append through the tree API,
/// and serialize byte for byte.
@Suite struct HTMLDocumentTests {
  static let page = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Morph – é</title>
    <style>.a > .b { content: "&<>"; }</style>
    <script>if (a < b && c > d) { console.log("</div>"); }</script>
    </head>
    <body>
    <!-- stage -->
    <main id="stage"></main>
    <p>café &amp; &lt;tag&gt;</p>
    </body>
    </html>

    """

  static func document(_ html: String = page, location: String = "templates/page.html") throws -> HTMLDocument {
    try HTMLDocument(template: HTMLTemplate(data: Data(html.utf8), location: location))
  }

  static func string(_ document: HTMLDocument) throws -> String {
    String(decoding: try document.serialized(), as: UTF8.self)
  }

  @Test func anUnchangedTemplateIsWrittenBackAsItWas() throws {
    #expect(try Self.string(Self.document()) == Self.page)
  }

  /// Builds the stage used by the exact-output and the parallel tests.
  static func appendStage(to document: HTMLDocument) throws {
    let stage = try document.element(withID: "stage")
    let svg = try document.appendElement(
      named: "svg", attributes: ["viewBox": "0 0 320 180", "width": "320"], to: stage)
    let gradient = try document.appendElement(named: "linearGradient", attributes: ["id": "g"], to: svg)
    try document.appendElement(
      named: "stop", attributes: ["offset": "0", "stop-color": "#fff"], to: gradient)
    let rect = try document.appendElement(named: "rect", attributes: ["x": "10", "fill": "url(#g)"], to: svg)
    try document.appendElement(
      named: "animate",
      attributes: [
        "attributeName": "x", "keyTimes": "0;1", "keySplines": "0.42 0 0.58 1", "calcMode": "spline",
      ],
      to: rect)
    let caption = try document.appendElement(
      named: "p", attributes: ["title": #"say "hi" & <bye>"#], to: stage)
    try document.appendText("1 < 2 & 3 > 2 – ✓", to: caption)
    let style = try document.appendElement(named: "style", to: stage)
    try document.appendText("#stage > svg { color: red; } a[href^=\"&\"] {}", to: style)
    let script = try document.appendElement(named: "script", to: stage)
    try document.appendText("if (a < b && b > c) { run(\"<b>\"); }", to: script)
    try document.appendText(" done();", to: script)
    try document.appendElement(named: "br", to: stage)
  }

  @Test func appendedContentIsWrittenExactly() throws {
    let document = try Self.document()
    try Self.appendStage(to: document)
    let stage = """
      <main id="stage"><svg viewBox="0 0 320 180" width="320"><linearGradient id="g">\
      <stop offset="0" stop-color="#fff"></stop></linearGradient><rect x="10" fill="url(#g)">\
      <animate attributeName="x" keyTimes="0;1" keySplines="0.42 0 0.58 1" calcMode="spline"></animate>\
      </rect></svg><p title='say "hi" &amp; &lt;bye&gt;'>1 &lt; 2 &amp; 3 &gt; 2 – ✓</p>\
      <style>#stage > svg { color: red; } a[href^="&"] {}</style>\
      <script>if (a < b && b > c) { run("<b>"); } done();</script><br></main>
      """
    let expected = Self.page.replacingOccurrences(of: #"<main id="stage"></main>"#, with: stage)
    #expect(try Self.string(document) == expected)
  }

  @Test func noMetaIsInjectedAndTheCharsetMetaIsKept() throws {
    let document = try Self.document()
    try Self.appendStage(to: document)
    let output = try Self.string(document)
    #expect(output.components(separatedBy: "<meta").count == 2)
    #expect(output.contains(#"<meta charset="utf-8">"#))
    #expect(!output.contains("http-equiv"))
    #expect(!output.contains("&eacute;") && !output.contains("&#"))
  }

  @Test func serializingTwiceGivesTheSameBytes() throws {
    let document = try Self.document()
    try Self.appendStage(to: document)
    #expect(try document.serialized() == document.serialized())
  }

  @Test func aTemplateWithoutDoctypeOrCharsetGetsNeitherAndIsReadAsUTF8() throws {
    let document = try Self.document(#"<div id="a">é €<span id="b"></span></div>"#)
    try document.appendText("ü", to: document.element(withID: "b"))
    #expect(try Self.string(document) == "<div id=\"a\">é €<span id=\"b\">ü</span></div>\n")
  }

  @Test func theFirstElementWithTheIdInDocumentOrderIsFound() throws {
    let document = try Self.document(#"<div><p><b id="x">1</b></p><i id="x">2</i><u id="y"></u></div>"#)
    let first = try document.element(withID: "x")
    #expect(first.name == "b")
    try document.appendText("!", to: first)
    #expect(try document.element(withID: "y").name == "u")
    #expect(
      try Self.string(document) == "<div><p><b id=\"x\">1!</b></p><i id=\"x\">2</i><u id=\"y\"></u></div>\n")
  }

  @Test func appendedElementsCanBeFoundById() throws {
    let document = try Self.document()
    try document.appendElement(
      named: "section", attributes: ["id": "added"], to: document.element(withID: "stage"))
    #expect(try document.element(withID: "added").name == "section")
  }

  @Test func aMissingMountPointNamesTheTemplateAndTheId() throws {
    let document = try Self.document(location: "templates/page.html")
    #expect(throws: XMLError.mountPointNotFound(template: "templates/page.html", id: "stag")) {
      try document.element(withID: "stag")
    }
    #expect(
      XMLError.mountPointNotFound(template: "templates/page.html", id: "stag").description
        == #"the template templates/page.html has no element with id="stag""#)
  }

  @Test(arguments: [
    ("if (x) { document.write('</script>'); }", "</script"),
    ("a = '</SCRIPT '", "</script"),
    ("a = '<!-- b'", "<!--"),
  ])
  func scriptTextThatWouldEndOrCorruptTheScriptIsRefused(text: String, sequence: String) throws {
    let document = try Self.document()
    let script = try document.appendElement(named: "script", to: document.element(withID: "stage"))
    #expect(throws: XMLError.forbiddenRawText(element: "script", sequence: sequence)) {
      try document.appendText(text, to: script)
    }
    #expect(try Self.string(document).contains(#"<main id="stage"><script></script></main>"#))
  }

  @Test func aClosingTagSplitAcrossTwoAppendsIsRefused() throws {
    let document = try Self.document()
    let script = try document.appendElement(named: "script", to: document.element(withID: "stage"))
    try document.appendText("x = '</scr", to: script)
    #expect(throws: XMLError.forbiddenRawText(element: "script", sequence: "</script")) {
      try document.appendText("ipt>'", to: script)
    }
  }

  @Test func styleTextContainingItsEndTagIsRefused() throws {
    let document = try Self.document()
    let style = try document.appendElement(named: "style", to: document.element(withID: "stage"))
    #expect(throws: XMLError.forbiddenRawText(element: "style", sequence: "</style")) {
      try document.appendText("a { content: '</Style>' }", to: style)
    }
    try document.appendText("a { content: '</script>' }", to: style)
  }

  @Test func theTemplateScriptIsARawTextElementToo() throws {
    let document = try Self.document(#"<script id="s">var a = 1;</script>"#)
    let script = try document.element(withID: "s")
    #expect(throws: XMLError.forbiddenRawText(element: "script", sequence: "</script")) {
      try document.appendText("</script>", to: script)
    }
    #expect(throws: XMLError.elementInRawText(parent: "script", child: "b")) {
      try document.appendElement(named: "b", to: script)
    }
  }

  @Test func voidElementsTakeNoContent() throws {
    let document = try Self.document()
    let image = try document.appendElement(
      named: "img", attributes: ["alt": ""], to: document.element(withID: "stage"))
    #expect(throws: XMLError.voidElementContent(parent: "img")) { try document.appendText("x", to: image) }
    #expect(throws: XMLError.voidElementContent(parent: "img")) {
      try document.appendElement(named: "b", to: image)
    }
  }

  @Test func elementsOfAnotherDocumentAreRefused() throws {
    let document = try Self.document()
    let other = try Self.document()
    let foreign = try other.element(withID: "stage")
    #expect(throws: XMLError.foreignElement(element: "main")) { try document.appendText("x", to: foreign) }
    #expect(throws: XMLError.foreignElement(element: "main")) {
      try document.appendElement(named: "b", to: foreign)
    }
  }

  @Test func invalidAndDuplicateNamesAreRefused() throws {
    let document = try Self.document()
    let stage = try document.element(withID: "stage")
    #expect(throws: XMLError.invalidName("a b")) { try document.appendElement(named: "a b", to: stage) }
    #expect(throws: XMLError.invalidName("on click")) {
      try document.appendElement(named: "div", attributes: ["on click": "x"], to: stage)
    }
    #expect(throws: XMLError.duplicateAttribute(element: "div", attribute: "id")) {
      try document.appendElement(named: "div", attributes: ["id": "a", "id": "b"], to: stage)
    }
    #expect(try Self.string(document) == Self.page)
  }

  @Test func charactersXMLForbidsAreStrippedAndCounted() throws {
    let document = try Self.document()
    let stage = try document.element(withID: "stage")
    let paragraph = try document.appendElement(named: "p", attributes: ["title": "a\u{1}b"], to: stage)
    try document.appendText("c\u{0}d\u{1B}e\u{FFFF}", to: paragraph)
    #expect(document.strippedControlCharacters == 4)
    #expect(try Self.string(document).contains(#"<p title="ab">cde</p>"#))
  }

  @Test func uriAttributesAreEscapedByLibxml2() throws {
    let document = try Self.document()
    try document.appendElement(
      named: "img", attributes: ["src": "a b.png", "alt": "a b"], to: document.element(withID: "stage"))
    #expect(try Self.string(document).contains(#"<img src="a%20b.png" alt="a b">"#))
  }

  @Test func aTemplateIsReadFromAFile() throws {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "MorphXMLTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "page.html")
    try Data(Self.page.utf8).write(to: file)
    let template = try HTMLTemplate(contentsOf: file)
    #expect(template.location == file.path)
    let document = try HTMLDocument(template: template)
    #expect(document.templateLocation == file.path)
    #expect(throws: XMLError.mountPointNotFound(template: file.path, id: "nope")) {
      try document.element(withID: "nope")
    }
  }

  @Test func aMissingTemplateFileIsReportedWithItsPath() throws {
    let file = URL(filePath: "/nonexistent/morph/page.html")
    #expect {
      _ = try HTMLTemplate(contentsOf: file)
    } throws: { error in
      guard case .templateUnreadable(let path, _) = error as? XMLError else { return false }
      return path == "/nonexistent/morph/page.html"
    }
  }

  @Test func aTemplateThatIsNoFileSaysWhatItIs() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "morph-template-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = [
      (URL(filePath: "/nonexistent/morph/page.html"), "there is no such file"),
      (folder, "it is a folder, not an HTML file"),
      (URL(filePath: "/dev/zero"), "it is not a regular file (a device, pipe or socket)"),
    ]
    for (url, reason) in cases {
      #expect(throws: XMLError.templateUnreadable(path: url.path, reason: reason)) {
        try HTMLTemplate(contentsOf: url)
      }
    }
    let huge = folder.appending(path: "huge.html")
    try Data().write(to: huge)
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: UInt64(HTMLTemplate.maximumFileSize + 1))
    try handle.close()
    #expect(
      throws: XMLError.templateUnreadable(
        path: huge.path, reason: "it is 16777217 bytes; a template is at most 16777216 bytes (16 MiB)")
    ) { try HTMLTemplate(contentsOf: huge) }
  }

  @Test func anEmptyTemplateCannotBeParsed() throws {
    #expect(throws: XMLError.templateUnparsable(template: "empty.html")) {
      try HTMLDocument(template: HTMLTemplate(data: Data(), location: "empty.html"))
    }
  }

  @Test func eightDocumentsInParallelTasksWriteTheSameBytes() async throws {
    let template = HTMLTemplate(data: Data(Self.page.utf8), location: "page.html")
    let outputs = try await withThrowingTaskGroup(of: Data.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let document = try HTMLDocument(template: template)
          try Self.appendStage(to: document)
          return try document.serialized()
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    let document = try Self.document()
    try Self.appendStage(to: document)
    let reference = try document.serialized()
    #expect(outputs.count == 8)
    #expect(outputs.allSatisfy { $0 == reference })
  }
}
