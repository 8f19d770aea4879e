import Foundation
import MorphXML
import Testing

@testable import MorphPreview

@Suite struct PreviewTemplateTests {
  static let templates = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("templates")

  @Test(arguments: [
    ("preview.html", PreviewTemplates.player), ("preview-index.html", PreviewTemplates.index),
  ])
  func theEmbeddedTemplatesAreTheFilesInTemplates(name: String, template: HTMLTemplate) throws {
    let file = try Data(contentsOf: Self.templates.appendingPathComponent(name))
    #expect(template.data == file, "templates/\(name) changed: run scripts/embed-templates")
  }

  @Test func thePlayerPageCarriesTheSceneAndTheIndexLinkInItsHead() throws {
    let folder = try PreviewCatalog(path: PreviewFixture.examples.path)
    let entry = folder.entry(slug: "signup-form")!
    let page = String(decoding: try PreviewPages().player(for: entry, catalog: folder), as: UTF8.self)
    #expect(page.contains(#"<meta name="morph-scene" content="signup-form">"#))
    #expect(page.contains(#"<meta name="morph-index" content="/">"#))
    #expect(page.contains("<title id=\"morph-title\">Morph preview — \(entry.displayPath)</title>"))
    let single = try PreviewCatalog(path: entry.url.path)
    let alone = String(decoding: try PreviewPages().player(for: single.entries[0], catalog: single), as: UTF8.self)
    #expect(!alone.contains(#"<meta name="morph-index""#))
  }

  @Test func theIndexLinksEverySceneWithItsThumbnailAndEscapesItsPath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-index-<&>-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "".write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    let page = String(decoding: try PreviewPages().index(of: try PreviewCatalog(path: folder.path)), as: UTF8.self)
    #expect(page.contains(#"<a class="morph-scene" href="/scene/a" data-scene="a">"#))
    #expect(page.contains(#"<img src="/scene/a/thumbnail.svg" alt="Storyboard of a">"#))
    #expect(page.contains("morph-index-&lt;&amp;&gt;-"))
  }
}
