import CLibXML2
import Foundation

/// An HTML page parsed from an ``HTMLTemplate``, to which generated content is appended through libxml2's
/// tree API before it is written out.
///
/// Content goes under elements found by id (the template's mount point) or appended earlier. libxml2 escapes
/// text and attribute values when the document is written; the text of `script` and `style` elements is
/// written as it is, so this type refuses text that would end or corrupt those elements. Characters XML
/// forbids (C0 controls other than tab, line feed and carriage return, U+FFFE and U+FFFF) are removed from
/// appended text and attribute values and counted in ``strippedControlCharacters``.
///
/// A document belongs to one task at a time; separate documents can be used in parallel.
///
/// ```swift
/// let document = try HTMLDocument(template: HTMLTemplate(contentsOf: templateURL))
/// let stage = try document.element(withID: "stage")
/// let svg = try document.appendElement(named: "svg", attributes: ["viewBox": "0 0 320 180"], to: stage)
/// try document.appendElement(named: "rect", attributes: ["width": "10", "height": "5"], to: svg)
/// let html = try document.serialized()
/// ```
public final class HTMLDocument {
  /// The location of the template the document was parsed from, as error messages name it.
  public let templateLocation: String
  /// How many characters XML forbids were removed from appended text and attribute values so far.
  public private(set) var strippedControlCharacters = 0

  private let document: htmlDocPtr

  /// Parses `template` into a new document.
  ///
  /// Parsing recovers from errors as browsers do and reports none; ``XMLWellFormedness/checkHTML(_:)``
  /// reports them. The template is read as UTF-8, whatever its `<meta charset>` says. DOCTYPE, comments
  /// and whitespace are kept as they are.
  ///
  /// - Parameter template: The template.
  /// - Throws: ``XMLError/templateUnparsable(template:)`` when libxml2 produces no document (an empty
  ///   template, for example).
  public init(template: HTMLTemplate) throws(XMLError) {
    LibXML2.initialize()
    guard let count = Int32(exactly: template.data.count) else {
      throw .templateUnparsable(template: template.location)
    }
    let parsed = template.data.withUnsafeBytes { bytes -> htmlDocPtr? in
      guard let base = bytes.baseAddress else { return nil }
      return htmlReadMemory(
        base.assumingMemoryBound(to: CChar.self), count, template.location, "UTF-8", HTMLTemplate.parseOptions
      )
    }
    guard let parsed else { throw .templateUnparsable(template: template.location) }
    self.document = parsed
    self.templateLocation = template.location
  }

  deinit {
    xmlFreeDoc(document)
  }

  /// The first element, in document order, whose `id` attribute is `id`.
  ///
  /// - Parameter id: The id, compared exactly.
  /// - Returns: The element.
  /// - Throws: ``XMLError/mountPointNotFound(template:id:)`` naming the template and the id when no element
  ///   has it.
  /// - Complexity: O(*n*) in the number of nodes.
  public func element(withID id: String) throws(XMLError) -> HTMLElement {
    var next = xmlDocGetRootElement(document)
    while let node = next {
      if node.pointee.type == XML_ELEMENT_NODE, let value = xmlGetProp(node, "id") {
        let matches = String(cString: value) == id
        cxml_free(value)
        if matches { return HTMLElement(document: self, node: node) }
      }
      next = Self.nodeAfter(node)
    }
    throw .mountPointNotFound(template: templateLocation, id: id)
  }

  /// Appends a new element as the last child of `parent`.
  ///
  /// Names keep their case (`viewBox`, `linearGradient`), as SVG inside HTML needs. libxml2 writes the
  /// values of `href`, `src` and `action` URI-escaped (a space becomes `%20`), and boolean attributes such
  /// as `disabled` minimized.
  ///
  /// - Parameters:
  ///   - name: An XML qualified name.
  ///   - attributes: Attribute names (XML qualified names, each once) and values, written in this order.
  ///     Characters XML forbids are removed from the values and counted.
  ///   - parent: An element of this document that may have child elements.
  /// - Returns: The new element.
  /// - Throws: ``XMLError/invalidName(_:)``, ``XMLError/duplicateAttribute(element:attribute:)``,
  ///   ``XMLError/foreignElement(element:)``, ``XMLError/voidElementContent(parent:)``,
  ///   ``XMLError/elementInRawText(parent:child:)``, or an error from libxml2.
  @discardableResult
  public func appendElement(
    named name: String, attributes: KeyValuePairs<String, String> = [:], to parent: HTMLElement
  ) throws(XMLError) -> HTMLElement {
    try checkOwnership(of: parent)
    guard XMLCharacters.isQualifiedName(name) else { throw .invalidName(name) }
    guard !parent.isVoid else { throw .voidElementContent(parent: parent.name) }
    guard !parent.isRawText else { throw .elementInRawText(parent: parent.name, child: name) }
    var names: [String] = []
    for (attributeName, _) in attributes {
      guard XMLCharacters.isQualifiedName(attributeName) else { throw .invalidName(attributeName) }
      guard !names.contains(attributeName) else {
        throw .duplicateAttribute(element: name, attribute: attributeName)
      }
      names.append(attributeName)
    }
    guard let node = name.withXMLString({ xmlNewDocNode(document, nil, $0, nil) }) else {
      throw .allocationFailed(what: "the element <\(name)>")
    }
    for (attributeName, value) in attributes {
      let property = attributeName.withXMLString { name in
        permitted(value).withXMLString { value in xmlNewProp(node, name, value) }
      }
      guard property != nil else {
        xmlFreeNode(node)
        throw .allocationFailed(what: "the attribute \(attributeName) of <\(name)>")
      }
    }
    guard xmlAddChild(parent.node, node) != nil else {
      xmlFreeNode(node)
      throw .libxml2Failed(operation: "append <\(name)> to <\(parent.name)>")
    }
    return HTMLElement(document: self, node: node)
  }

  /// Appends text as the last content of `parent`.
  ///
  /// libxml2 escapes `<`, `>` and `&` when writing, except inside `script` and `style`, whose text it
  /// writes verbatim. So text for `script` may not contain `</script` or `<!--`, and text for `style` may
  /// not contain `</style` (in any case), together with the element's existing text.
  ///
  /// - Parameters:
  ///   - text: The text; characters XML forbids are removed and counted.
  ///   - parent: An element of this document that is not void.
  /// - Throws: ``XMLError/forbiddenRawText(element:sequence:)``, ``XMLError/foreignElement(element:)``,
  ///   ``XMLError/voidElementContent(parent:)``, or an error from libxml2.
  public func appendText(_ text: String, to parent: HTMLElement) throws(XMLError) {
    try checkOwnership(of: parent)
    guard !parent.isVoid else { throw .voidElementContent(parent: parent.name) }
    let allowed = XMLCharacters.removingForbidden(from: text)
    if parent.isRawText {
      try checkRawText(self.text(of: parent) + allowed.text, for: parent)
    }
    strippedControlCharacters += allowed.removed
    guard let node = allowed.text.withXMLString({ xmlNewDocText(document, $0) }) else {
      throw .allocationFailed(what: "a text node")
    }
    // xmlAddChild merges the node into a preceding text node, freeing it; only its failure needs freeing.
    guard xmlAddChild(parent.node, node) != nil else {
      xmlFreeNode(node)
      throw .libxml2Failed(operation: "append text to <\(parent.name)>")
    }
  }

  /// The document as HTML, UTF-8 encoded, written by libxml2's HTML serializer without added formatting.
  ///
  /// The DOCTYPE, `<meta charset>` and the template's whitespace are kept; no `<meta http-equiv>` is added
  /// and non-ASCII characters are written as UTF-8, not as entities. Void elements get no end tag, and
  /// other elements always get one (`<rect></rect>`). The same document always gives the same bytes.
  ///
  /// - Returns: The HTML.
  /// - Throws: ``XMLError/libxml2Failed(operation:)`` when libxml2 fails to write.
  public func serialized() throws(XMLError) -> Data {
    // No encoder: libxml2's internal UTF-8 goes to the buffer untouched. (With one, the bytes would go to
    // the buffer's conversion side, and the content read back would be empty.)
    guard let output = xmlAllocOutputBuffer(nil) else { throw .allocationFailed(what: "an output buffer") }
    htmlDocContentDumpFormatOutput(output, document, nil, 0)
    var data: Data?
    if xmlOutputBufferFlush(output) >= 0, output.pointee.error == 0,
      let content = xmlOutputBufferGetContent(output)
    {
      data = Data(bytes: content, count: Int(xmlOutputBufferGetSize(output)))
    }
    let closed = xmlOutputBufferClose(output)
    guard let data, closed >= 0 else { throw .libxml2Failed(operation: "write \(templateLocation) as HTML") }
    return data
  }

  private func checkOwnership(of element: HTMLElement) throws(XMLError) {
    guard element.document === self else { throw .foreignElement(element: element.name) }
  }

  /// `text` without the characters XML forbids, which are counted.
  private func permitted(_ text: String) -> String {
    let (allowed, removed) = XMLCharacters.removingForbidden(from: text)
    strippedControlCharacters += removed
    return allowed
  }

  /// The text an element holds, its descendants' included, entities decoded.
  ///
  /// - Parameter element: An element of this document.
  /// - Returns: The text, empty when it holds none (or belongs to another document).
  public func text(of element: HTMLElement) -> String {
    guard element.document === self else { return "" }
    guard let content = xmlNodeGetContent(element.node) else { return "" }
    defer { cxml_free(content) }
    return String(cString: content)
  }

  /// Refuses raw text containing what would end the `script` or `style` element early, or, in a script,
  /// `<!--`, which switches the HTML tokenizer into an escaped state in which `<script>` nests.
  ///
  /// The sequences are matched ignoring the case of ASCII letters, as the HTML tokenizer matches end tags.
  private func checkRawText(_ text: String, for element: HTMLElement) throws(XMLError) {
    let forbidden = element.name.lowercased() == "script" ? ["</script", "<!--"] : ["</style"]
    var text = text
    if let sequence = text.withUTF8({ bytes in forbidden.first { Self.contains($0, ignoringASCIICaseIn: bytes) } }) {
      throw .forbiddenRawText(element: element.name, sequence: sequence)
    }
  }

  /// Whether `bytes` contain `sequence` (lowercase ASCII), ignoring the case of ASCII letters.
  private static func contains(_ sequence: String, ignoringASCIICaseIn bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let pattern = Array(sequence.utf8)
    guard let first = pattern.first, bytes.count >= pattern.count else { return false }
    for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
      var matched = 1
      while matched < pattern.count, lowercased(bytes[start + matched]) == pattern[matched] {
        matched += 1
      }
      if matched == pattern.count { return true }
    }
    return false
  }

  /// `byte` with an ASCII capital letter made lowercase.
  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  /// The node after `node` in document order, or `nil` after the last one.
  private static func nodeAfter(_ node: xmlNodePtr) -> xmlNodePtr? {
    if node.pointee.type == XML_ELEMENT_NODE, let child = node.pointee.children { return child }
    var current: xmlNodePtr? = node
    while let candidate = current {
      if let sibling = candidate.pointee.next { return sibling }
      current = candidate.pointee.parent
      if current?.pointee.type == XML_HTML_DOCUMENT_NODE { return nil }
    }
    return nil
  }
}

@available(*, unavailable, message: "a document belongs to one task; parse one document per task")
extension HTMLDocument: Sendable {}
