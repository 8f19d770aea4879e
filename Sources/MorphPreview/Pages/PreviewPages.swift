import Foundation
import MorphXML

/// Builds the preview's HTML pages from their templates through libxml2. The server's pages name
/// documents relative to the served folder (``PreviewRenderer/DocumentNames/relativeNames``), so that
/// no page shows a path of the machine.
struct PreviewPages: Sendable {
  var documentNames: PreviewRenderer.DocumentNames = .displayPaths
  /// The git revision a scene document's player page links a review against, if any.
  var comparedRevision: String?

  /// What a page calls a scene: its document, or a Swift preview's name and declaring file.
  private func caption(of entry: PreviewCatalog.Entry) -> String {
    entry.source.caption(of: entry, file: documentNames == .relativeNames ? entry.name : entry.displayPath)
  }

  /// The index of the scenes: a card per scene with its storyboard still, linking to its player.
  func index(of catalog: PreviewCatalog) throws(XMLError) -> Data {
    let document = try HTMLDocument(template: PreviewTemplates.index)
    let list = try document.element(withID: "morph-scenes")
    for entry in catalog.entries {
      let card = try document.appendElement(
        named: "a", attributes: ["class": "morph-scene", "href": "/scene/\(entry.slug)", "data-scene": entry.slug],
        to: list)
      try document.appendElement(
        named: "img", attributes: ["src": "/scene/\(entry.slug)/thumbnail.svg", "alt": "Storyboard of \(entry.slug)"],
        to: card)
      let label = try document.appendElement(named: "span", to: card)
      try document.appendText(caption(of: entry), to: label)
    }
    return try document.serialized()
  }

  /// The player page of a scene.
  func player(for entry: PreviewCatalog.Entry, catalog: PreviewCatalog) throws(XMLError) -> Data {
    let document = try HTMLDocument(template: PreviewTemplates.player)
    let head = try document.element(withID: "morph-head")
    try document.appendElement(named: "meta", attributes: ["name": "morph-scene", "content": entry.slug], to: head)
    if catalog.hasIndex {
      try document.appendElement(named: "meta", attributes: ["name": "morph-index", "content": "/"], to: head)
    }
    try document.appendText(" — \(caption(of: entry))", to: try document.element(withID: "morph-title"))
    if let comparedRevision, !entry.source.isBuiltIntoExecutable {
      let link = try document.appendElement(
        named: "a",
        attributes: ["id": "compare-link", "href": "/scene/\(entry.slug)/compare.html", "target": "_blank"],
        to: try document.element(withID: "compare"))
      try document.appendText("Compare with \(comparedRevision)", to: link)
    }
    return try document.serialized()
  }
}
