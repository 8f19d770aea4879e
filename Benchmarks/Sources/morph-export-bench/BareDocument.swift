import CLibXML2

/// What a bare document repeats, written with libxml2's xmlTextWriter from C strings prepared beforehand.
protocol BareDocumentShape {
  /// Whether libxml2 indents the document (two spaces per level).
  var indents: Bool { get }
  /// Writes the declaration, if any, and starts the root element with its attributes.
  func writeRootStart(_ writer: xmlTextWriterPtr)
  /// Writes what comes before the repeated units, after the root's start tag (which then gets the
  /// padding attribute).
  func writePreamble(_ writer: xmlTextWriterPtr)
  /// Writes the repeated unit with this number; every unit writes the same number of bytes.
  func writeUnit(_ number: Int, _ writer: xmlTextWriterPtr)
  /// Ends every open element.
  func writeClosing(_ writer: xmlTextWriterPtr)
}

/// The yardstick: a document of a given length written straight through libxml2's xmlTextWriter into an
/// xmlBuffer, with every name and value a C string made before timing, so that ``write()`` measures only
/// libxml2's own writing.
struct BareDocument<Shape: BareDocumentShape> {
  let shape: Shape
  /// How many units the document repeats.
  let units: Int
  private let strings: Strings

  /// The C strings the document itself adds.
  private struct Strings {
    let indent: UnsafePointer<xmlChar>
    let paddingName: UnsafePointer<xmlChar>
    var padding: UnsafePointer<xmlChar>
  }

  /// The document of `shape` that is exactly `bytes` long: as many units as fit, and the rest in the
  /// value of the padding attribute (`data-fill`).
  init(_ shape: Shape, bytes: Int, pool: CStringPool) {
    self.shape = shape
    var strings = Strings(indent: pool.make("  "), paddingName: pool.make("data-fill"), padding: pool.make(""))
    // Lengths grow by one unit's bytes from one unit on (without units, the root is an empty element).
    let one = Self.write(shape, units: 1, strings: strings)
    let unit = Self.write(shape, units: 2, strings: strings) - one
    let base = one - unit
    precondition(unit > 0 && bytes >= one, "BareDocument: \(bytes) bytes cannot hold one unit")
    let units = (bytes - base) / unit
    let paddingLength = bytes - base - units * unit
    self.units = units
    strings.padding = pool.make(String(repeating: "x", count: paddingLength))
    self.strings = strings
    let written = write()
    precondition(written == bytes, "BareDocument: wrote \(written) bytes, not \(bytes)")
  }

  /// Writes the document and returns its length in bytes.
  func write() -> Int {
    Self.write(shape, units: units, strings: strings)
  }

  private static func write(_ shape: Shape, units: Int, strings: Strings) -> Int {
    guard let buffer = xmlBufferCreate() else { fatalError("BareDocument: libxml2 could not allocate a buffer") }
    defer { xmlBufferFree(buffer) }
    guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
      fatalError("BareDocument: libxml2 could not allocate a text writer")
    }
    if shape.indents {
      xmlTextWriterSetIndent(writer, 1)
      xmlTextWriterSetIndentString(writer, strings.indent)
    }
    shape.writeRootStart(writer)
    xmlTextWriterWriteAttribute(writer, strings.paddingName, strings.padding)
    shape.writePreamble(writer)
    for number in 0..<units {
      shape.writeUnit(number, writer)
    }
    shape.writeClosing(writer)
    let ended = xmlTextWriterEndDocument(writer)
    xmlFreeTextWriter(writer)
    precondition(ended >= 0, "BareDocument: libxml2 failed to end the document")
    return Int(xmlBufferLength(buffer))
  }
}
