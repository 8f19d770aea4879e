import CLibXML2

/// An element of an ``HTMLDocument``: the mount point found by id, or an element appended to the document.
///
/// An element is only valid with the document it came from, which it keeps alive.
public struct HTMLElement {
  /// The document that owns the node.
  let document: HTMLDocument
  /// The node, owned by `document`.
  let node: xmlNodePtr

  /// The element's name, as the template wrote it (lowercased by the parser) or as it was appended.
  public var name: String {
    String(cString: node.pointee.name)
  }

  /// Whether the element is `script` or `style`, whose text libxml2 writes without escaping.
  var isRawText: Bool {
    let lowercased = name.lowercased()
    return lowercased == "script" || lowercased == "style"
  }

  /// Whether the element is void in HTML (`br`, `img`, `meta`, …), so libxml2 writes no content or end tag.
  var isVoid: Bool {
    guard let description = htmlTagLookup(node.pointee.name) else { return false }
    return description.pointee.empty != 0
  }
}

@available(*, unavailable, message: "an element belongs to its document's task")
extension HTMLElement: Sendable {}
