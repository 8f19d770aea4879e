import CLibXML2
import Foundation
import MorphLayout

/// Writes one XML document front to back through libxml2's `xmlTextWriter`, into memory.
///
/// Every byte of the output is written by libxml2, which escapes text and attribute values. The writer adds
/// the checks libxml2 leaves out, so that what it produces is always well-formed XML: names must be XML
/// qualified names, an attribute may appear once per element and only directly after ``startElement(_:)``,
/// comments may not contain `--`, there is one root element, and ``finish()`` refuses unclosed elements.
/// Characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return, and U+FFFE and
/// U+FFFF) are removed from text, attribute values and comments and counted in
/// ``strippedControlCharacters``, so that callers can report them.
///
/// With indentation on, each element starts on its own line, indented by two spaces per level, and an
/// element that only holds text is kept on one line (`<title>Hello</title>`). Once text is written into an
/// element, indentation stays off until that element ends, so mixed content such as
/// `<text>Hi <tspan>there</tspan></text>` gets no whitespace that would change how it renders.
///
/// Non-ASCII characters are written as UTF-8. Only without ``startDocument()`` does libxml2, not knowing the
/// encoding, write those in attribute values as character references (`&#xE9;`), which XML reads the same.
///
/// Attributes are written in the order of the calls, so the same calls always give the same bytes. A
/// writer belongs to one task at a time; separate writers can be used in parallel.
///
/// ```swift
/// let writer = try XMLStreamWriter()
/// try writer.startDocument()
/// try writer.element("svg", attributes: ["xmlns": "http://www.w3.org/2000/svg", "width": "10"]) {
///   try writer.element("rect", attributes: ["width": "10", "height": "5"])
/// }
/// let data = try writer.finish()
/// ```
public final class XMLStreamWriter {
  // The writer's state is marked `@exclusivity(unchecked)`: a writer belongs to one task and no method
  // runs while another is under way, so no two accesses to a property overlap, and the run-time
  // exclusivity checks, one per access, could never fail.

  /// How many characters XML forbids were removed from text, attribute values and comments so far.
  @exclusivity(unchecked) public private(set) var strippedControlCharacters = 0

  private let buffer: xmlBufferPtr
  /// The libxml2 writer; `nil` once ``finish()`` has freed it.
  @exclusivity(unchecked) private var writer: xmlTextWriterPtr?
  private let indents: Bool
  /// The names of the open elements, outermost first.
  @exclusivity(unchecked) private var openElements: [String] = []
  /// Whether a start tag is open, so that attributes may follow.
  @exclusivity(unchecked) private var isInStartTag = false
  /// The names of the attributes written into the open start tag (the array keeps its storage between
  /// elements).
  @exclusivity(unchecked) private var startTagAttributes: [String] = []
  /// The bytes of a composed attribute value, NUL-terminated (the array keeps its storage between
  /// attributes).
  @exclusivity(unchecked) private var composedValue: [UInt8] = []
  /// The number of open elements when text suspended indentation, or `nil` while it is not suspended.
  @exclusivity(unchecked) private var indentationSuspendedAtDepth: Int?
  @exclusivity(unchecked) private var hasWritten = false
  @exclusivity(unchecked) private var rootEnded = false

  /// Makes a writer with an empty output.
  ///
  /// - Parameter indent: Whether to put each element on its own line, indented by two spaces per level.
  /// - Throws: ``XMLError/allocationFailed(what:)`` when libxml2 cannot allocate the writer.
  public init(indent: Bool = true) throws(XMLError) {
    LibXML2.initialize()
    guard let buffer = xmlBufferCreate() else { throw .allocationFailed(what: "an output buffer") }
    guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
      xmlBufferFree(buffer)
      throw .allocationFailed(what: "a text writer")
    }
    self.buffer = buffer
    self.writer = writer
    self.indents = indent
    if indent {
      guard xmlTextWriterSetIndent(writer, 1) == 0, xmlTextWriterSetIndentString(writer, "  ") == 0 else {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
        throw .libxml2Failed(operation: "switch on indentation")
      }
    }
  }

  deinit {
    if let writer { xmlFreeTextWriter(writer) }
    xmlBufferFree(buffer)
  }

  /// Writes the XML declaration, `<?xml version="1.0" encoding="UTF-8"?>`, and a line break.
  ///
  /// - Throws: ``XMLError/misplacedDeclaration`` unless this is the first call, or an error from libxml2.
  public func startDocument() throws(XMLError) {
    let writer = try activeWriter()
    guard !hasWritten else { throw .misplacedDeclaration }
    hasWritten = true
    try check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "write the XML declaration")
  }

  /// Opens an element: writes `<name`, to be followed by its attributes, then its content.
  ///
  /// - Parameter name: An XML qualified name, such as `svg`, `animateTransform` or `svg:rect`.
  /// - Throws: ``XMLError/invalidName(_:)``, ``XMLError/secondRootElement(_:)``, or an error from libxml2.
  public func startElement(_ name: String) throws(XMLError) {
    let writer = try activeWriter()
    guard XMLCharacters.isQualifiedName(name) else { throw .invalidName(name) }
    guard !rootEnded else { throw .secondRootElement(name) }
    hasWritten = true
    try check(name.withXMLString { xmlTextWriterStartElement(writer, $0) }, "start the element <\(name)>")
    openElements.append(name)
    isInStartTag = true
    startTagAttributes.removeAll(keepingCapacity: true)
  }

  /// Writes an attribute of the element just started; libxml2 escapes `<`, `&`, `>`, `"`, tab, line feed
  /// and carriage return in the value.
  ///
  /// - Parameters:
  ///   - name: An XML qualified name, unique within the element.
  ///   - value: Any text; characters XML forbids are removed and counted.
  /// - Throws: ``XMLError/invalidName(_:)``, ``XMLError/attributeOutsideStartTag(attribute:)``,
  ///   ``XMLError/duplicateAttribute(element:attribute:)``, or an error from libxml2.
  public func attribute(_ name: String, _ value: String) throws(XMLError) {
    let (writer, element) = try startAttribute(name)
    let allowed = permitted(value)
    let result = name.withXMLString { name in
      allowed.withXMLString { value in xmlTextWriterWriteAttribute(writer, name, value) }
    }
    try check(result, "write the attribute \(name) of <\(element)>")
  }

  /// Writes an attribute of the element just started whose value is `parts` separated by `separator`
  /// (a SMIL `values` or `keyTimes` list, say), composed into one buffer that libxml2 escapes as it
  /// escapes any value, without making the joined string.
  ///
  /// - Parameters:
  ///   - name: An XML qualified name, unique within the element.
  ///   - parts: Any texts; characters XML forbids are removed and counted.
  ///   - separator: What goes between two parts; characters XML forbids are removed and counted.
  /// - Throws: The errors of ``attribute(_:_:)-(String,String)``.
  public func attribute(_ name: String, joining parts: [String], separator: String) throws(XMLError) {
    let (writer, element) = try startAttribute(name)
    composedValue.removeAll(keepingCapacity: true)
    for (index, part) in parts.enumerated() {
      if index > 0 { strippedControlCharacters += XMLCharacters.appendPermitted(separator, to: &composedValue) }
      strippedControlCharacters += XMLCharacters.appendPermitted(part, to: &composedValue)
    }
    composedValue.append(0)
    let result = name.withXMLString { name in
      composedValue.withUnsafeBufferPointer { value in xmlTextWriterWriteAttribute(writer, name, value.baseAddress) }
    }
    try check(result, "write the attribute \(name) of <\(element)>")
  }

  /// Writes a numeric attribute of the element just started, formatted by ``NumberFormat``.
  ///
  /// - Parameters:
  ///   - name: An XML qualified name, unique within the element.
  ///   - value: A finite number.
  ///   - precision: The largest number of decimals written.
  /// - Throws: The errors of ``attribute(_:_:)-(String,String)``.
  public func attribute(
    _ name: String, _ value: Double, precision: Int = NumberFormat.defaultPrecision
  )
    throws(XMLError)
  {
    try attribute(name, NumberFormat.format(value, precision: precision))
  }

  /// Writes text into the open element; libxml2 escapes `<`, `&`, `>` and `"`.
  ///
  /// Indentation is suspended from here until the element ends (see ``XMLStreamWriter``).
  ///
  /// - Parameter text: Any text; characters XML forbids are removed and counted.
  /// - Throws: ``XMLError/noOpenElement`` when no element is open, or an error from libxml2.
  public func text(_ text: String) throws(XMLError) {
    let writer = try activeWriter()
    guard let element = openElements.last else { throw .noOpenElement }
    if indents, indentationSuspendedAtDepth == nil {
      try check(xmlTextWriterSetIndent(writer, 0), "suspend indentation in <\(element)>")
      indentationSuspendedAtDepth = openElements.count
    }
    isInStartTag = false
    try check(permitted(text).withXMLString { xmlTextWriterWriteString(writer, $0) }, "write text into <\(element)>")
  }

  /// Writes a comment, `<!--text-->`, at the current position.
  ///
  /// - Parameter text: The comment; it may not contain `--` or end with `-`. Characters XML forbids are
  ///   removed and counted.
  /// - Throws: ``XMLError/invalidComment(_:)``, or an error from libxml2.
  public func comment(_ text: String) throws(XMLError) {
    let writer = try activeWriter()
    let allowed = permitted(text)
    guard !allowed.contains("--"), !allowed.hasSuffix("-") else { throw .invalidComment(allowed) }
    hasWritten = true
    isInStartTag = false
    try check(xmlTextWriterWriteComment(writer, allowed), "write a comment")
  }

  /// Closes the innermost open element, as `<name/>` when it is empty and `</name>` otherwise.
  ///
  /// - Throws: ``XMLError/noOpenElement`` when no element is open, or an error from libxml2.
  public func endElement() throws(XMLError) {
    let writer = try activeWriter()
    guard let element = openElements.last else { throw .noOpenElement }
    if indentationSuspendedAtDepth == openElements.count {
      // Indentation resumes before the end tag is written, so that libxml2 puts a line break after it.
      // An empty raw write clears libxml2's pending indent, keeping the end tag right after the content.
      try check(xmlTextWriterSetIndent(writer, 1), "resume indentation after <\(element)>")
      try check(xmlTextWriterWriteRawLen(writer, "", 0), "resume indentation after <\(element)>")
      indentationSuspendedAtDepth = nil
    }
    try check(xmlTextWriterEndElement(writer), "end the element <\(element)>")
    openElements.removeLast()
    isInStartTag = false
    rootEnded = openElements.isEmpty
  }

  /// Writes a whole element: starts it, writes `attributes` in their order, runs `body` for its content and
  /// ends it.
  ///
  /// `body` may throw any error (an exporter's own, say); it is passed on and the element is left open, as
  /// the document is then abandoned.
  ///
  /// - Parameters:
  ///   - name: An XML qualified name.
  ///   - attributes: Attribute names and values, written in this order.
  ///   - body: Writes the element's content with this writer; by default the element is empty.
  /// - Throws: An ``XMLError`` from the writer's other methods, or what `body` throws.
  public func element(
    _ name: String, attributes: KeyValuePairs<String, String> = [:], body: () throws -> Void = {}
  ) throws {
    try startElement(name)
    for (attributeName, value) in attributes {
      try attribute(attributeName, value)
    }
    try body()
    try endElement()
  }

  /// Ends the document and returns its bytes, UTF-8 encoded, ending in a line break.
  ///
  /// The writer cannot be used afterwards.
  ///
  /// - Returns: The document.
  /// - Throws: ``XMLError/unclosedElements(_:)`` while elements are open, ``XMLError/noRootElement`` when
  ///   no element was written, ``XMLError/writerFinished`` on a second call, or an error from libxml2.
  public func finish() throws(XMLError) -> Data {
    let writer = try activeWriter()
    guard openElements.isEmpty else { throw .unclosedElements(openElements) }
    guard rootEnded else { throw .noRootElement }
    let ended = xmlTextWriterEndDocument(writer)
    // Freeing the writer flushes what it still holds into the buffer.
    xmlFreeTextWriter(writer)
    self.writer = nil
    try check(ended, "end the document")
    guard let content = xmlBufferContent(buffer) else { throw .libxml2Failed(operation: "read the output") }
    return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
  }

  /// Checks that an attribute named `name` may be written now and records it; returns the libxml2
  /// writer and the name of the element the attribute belongs to.
  private func startAttribute(_ name: String) throws(XMLError) -> (xmlTextWriterPtr, element: String) {
    let writer = try activeWriter()
    guard XMLCharacters.isQualifiedName(name) else { throw .invalidName(name) }
    guard isInStartTag, let element = openElements.last else {
      throw .attributeOutsideStartTag(attribute: name)
    }
    guard !startTagAttributes.contains(name) else {
      throw .duplicateAttribute(element: element, attribute: name)
    }
    startTagAttributes.append(name)
    return (writer, element)
  }

  private func activeWriter() throws(XMLError) -> xmlTextWriterPtr {
    guard let writer else { throw .writerFinished }
    return writer
  }

  /// `text` without the characters XML forbids, which are counted.
  private func permitted(_ text: String) -> String {
    let (allowed, removed) = XMLCharacters.removingForbidden(from: text)
    strippedControlCharacters += removed
    return allowed
  }

  /// Turns a failed libxml2 writer call (a negative result) into an error naming `operation`.
  private func check(_ result: Int32, _ operation: @autoclosure () -> String) throws(XMLError) {
    guard result >= 0 else { throw .libxml2Failed(operation: operation()) }
  }
}

@available(*, unavailable, message: "a writer belongs to one task; make one writer per task")
extension XMLStreamWriter: Sendable {}
