import CLibXML2

/// How many elements an SVG document draws once every `<use>` is replaced by what it references, as
/// a renderer expands it: a few kilobytes of `<use>` elements referencing groups of `<use>` elements
/// can stand for billions.
///
/// Each element is counted once however often it is referenced (the count of its subtree is kept),
/// the count stops growing just past `limit`, and a `<use>` that references one of its own ancestors —
/// which renderers refuse to draw — adds nothing.
struct SVGElementCount {
  /// The elements drawn, at most `limit + 1`.
  private(set) var expanded = 0

  private let limit: Int
  private var elementsByID: [String: xmlNodePtr] = [:]
  private var subtreeCounts: [xmlNodePtr: Int] = [:]
  private var counting: Set<xmlNodePtr> = []

  /// Counts the elements drawn from `root`, up to `limit + 1`.
  init(root: xmlNodePtr, limit: Int) {
    self.limit = limit
    collectIDs(root)
    expanded = count(root)
  }

  /// Every element with an `id`, by it (the first wins, as in a browser).
  private mutating func collectIDs(_ element: xmlNodePtr) {
    if let id = SVGImageSize.attribute("id", of: element), elementsByID[id] == nil { elementsByID[id] = element }
    var child = element.pointee.children
    while let node = child {
      if node.pointee.type == XML_ELEMENT_NODE { collectIDs(node) }
      child = node.pointee.next
    }
  }

  /// The elements `element` draws: itself, its children's and, for a `<use>`, its target's.
  private mutating func count(_ element: xmlNodePtr) -> Int {
    if let known = subtreeCounts[element] { return known }
    guard counting.insert(element).inserted else { return 0 }
    defer { counting.remove(element) }
    var total = 1
    if SVGImageSize.string(element.pointee.name) == "use", let reference = SVGImageSize.attribute("href", of: element),
      reference.hasPrefix("#"), let target = elementsByID[String(reference.dropFirst())]
    {
      total = adding(total, count(target))
    }
    var child = element.pointee.children
    while let node = child, total <= limit {
      if node.pointee.type == XML_ELEMENT_NODE { total = adding(total, count(node)) }
      child = node.pointee.next
    }
    subtreeCounts[element] = total
    return total
  }

  /// A sum that stops just past the limit.
  private func adding(_ total: Int, _ more: Int) -> Int {
    min(total + more, limit + 1)
  }
}
