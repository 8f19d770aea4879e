/// Why MorphXML could not write, parse or check a document.
public enum XMLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libxml2 could not allocate `what` (it is out of memory).
  case allocationFailed(what: String)
  /// A libxml2 call failed; `operation` names the call and what it was doing.
  case libxml2Failed(operation: String)
  /// `name` is not an XML qualified name, so it cannot name an element or attribute.
  case invalidName(String)
  /// A comment's text contains `--` or ends with `-`, which XML does not allow in comments.
  case invalidComment(String)
  /// ``XMLStreamWriter/startDocument()`` was called after something else had been written, or twice.
  case misplacedDeclaration
  /// An attribute was written when no start tag was open: after text, a child or a comment.
  case attributeOutsideStartTag(attribute: String)
  /// The open element already has an attribute with this name.
  case duplicateAttribute(element: String, attribute: String)
  /// ``XMLStreamWriter/endElement()`` was called with no element open.
  case noOpenElement
  /// ``XMLStreamWriter/finish()`` was called while these elements were still open, outermost first.
  case unclosedElements([String])
  /// The writer was used after ``XMLStreamWriter/finish()``.
  case writerFinished
  /// ``XMLStreamWriter/finish()`` was called before any element was written.
  case noRootElement
  /// A second top-level element was started; XML allows one root element.
  case secondRootElement(String)
  /// The template file at `path` could not be read.
  case templateUnreadable(path: String, reason: String)
  /// libxml2's HTML parser produced no document from the template (it is empty or not text).
  case templateUnparsable(template: String)
  /// No element of the template has the id `id`.
  case mountPointNotFound(template: String, id: String)
  /// An element was given to a document it does not belong to.
  case foreignElement(element: String)
  /// Content was added to a void element (`br`, `img`, `meta`, …), which has none in HTML.
  case voidElementContent(parent: String)
  /// An element was added under `script` or `style`, which hold only text.
  case elementInRawText(parent: String, child: String)
  /// Text for a raw-text element (`script`, `style`) contains `sequence`, which would end or corrupt it.
  case forbiddenRawText(element: String, sequence: String)
  /// The document is not well-formed: the first error libxml2 reported, at a 1-based line and column.
  case malformed(line: Int, column: Int, message: String)

  public var description: String {
    switch self {
    case .allocationFailed(let what):
      return "libxml2 could not allocate \(what)"
    case .libxml2Failed(let operation):
      return "libxml2 failed to \(operation)"
    case .invalidName(let name):
      return "'\(name)' is not a valid XML name"
    case .invalidComment(let text):
      return "the comment '\(text)' contains '--' or ends with '-', which XML comments may not"
    case .misplacedDeclaration:
      return "the XML declaration must be written first and only once"
    case .attributeOutsideStartTag(let attribute):
      return "cannot write the attribute '\(attribute)': attributes must directly follow startElement"
    case .duplicateAttribute(let element, let attribute):
      return "<\(element)> already has an attribute '\(attribute)'"
    case .noOpenElement:
      return "endElement was called with no element open"
    case .unclosedElements(let names):
      return "the document ended with unclosed elements: \(names.map { "<\($0)>" }.joined(separator: " "))"
    case .writerFinished:
      return "the writer was used after finish()"
    case .noRootElement:
      return "the document has no root element"
    case .secondRootElement(let name):
      return "cannot start <\(name)> after the root element has ended: XML allows one root element"
    case .templateUnreadable(let path, let reason):
      return "cannot read the template \(path): \(reason)"
    case .templateUnparsable(let template):
      return "the template \(template) could not be parsed as HTML"
    case .mountPointNotFound(let template, let id):
      return "the template \(template) has no element with id=\"\(id)\""
    case .foreignElement(let element):
      return "<\(element)> belongs to another HTML document"
    case .voidElementContent(let parent):
      return "cannot add content to <\(parent)>: it is a void element, which has no content"
    case .elementInRawText(let parent, let child):
      return "cannot add <\(child)> under <\(parent)>, which holds only text"
    case .forbiddenRawText(let element, let sequence):
      return "the text for <\(element)> contains '\(sequence)', which would end or corrupt the element"
    case .malformed(let line, let column, let message):
      return "\(line):\(column): \(message)"
    }
  }
}
