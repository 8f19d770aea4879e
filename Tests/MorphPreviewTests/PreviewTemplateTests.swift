import Foundation
import MorphXML
import Testing

@testable import MorphPreview

@Suite struct PreviewTemplateTests {
  @Test func thePlayerPageCarriesTheSceneAndTheIndexLinkInItsHead() throws {
    let folder = try PreviewCatalog(path: PreviewFixture.examples.path)
    let entry = folder.entry(slug: "signup-form")!
    let page = String(decoding: try PreviewPages().player(for: entry, catalog: folder), as: UTF8.self)
    #expect(page.contains(#"<meta name="morph-scene" content="signup-form">"#))
    #expect(page.contains(#"<meta name="morph-index" content="/">"#))
    #expect(page.contains("<title id=\"morph-title\">Morph preview — \(entry.displayPath)</title>"))
    #expect(page.contains(#"<link rel="stylesheet" href="/preview.css">"#))
    #expect(page.contains(#"<script src="/preview.js"></script>"#))
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
