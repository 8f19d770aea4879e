import Foundation
import Testing

@testable import MorphPreview

@Suite struct PreviewCatalogTests {
  private func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func aFolderServesItsSceneDocumentsBySlugSkippingSchemasAndOtherFiles() throws {
    let root = try folder([
      "b.yaml": "", "a.json": "", "c.yml": "", "scene.schema.json": "", "notes.txt": "", ".hidden.yaml": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = try PreviewCatalog(path: root.path)
    #expect(catalog.entries.map(\.slug) == ["a", "b", "c"])
    #expect(catalog.folder?.path == root.resolvingSymlinksInPath().standardizedFileURL.path)
    #expect(catalog.entry(slug: "b")?.displayPath == root.appendingPathComponent("b.yaml").path)
    #expect(catalog.entry(slug: "notes") == nil)
  }

  @Test func aSymbolicLinkToAFileOutsideTheFolderIsNotServed() throws {
    let outside = try folder(["secret.yaml": "name: secret\n"])
    let root = try folder(["inside.yaml": ""])
    defer {
      try? FileManager.default.removeItem(at: outside)
      try? FileManager.default.removeItem(at: root)
    }
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("escape.yaml"), withDestinationURL: outside.appendingPathComponent("secret.yaml"))
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("alias.yaml"), withDestinationURL: root.appendingPathComponent("inside.yaml"))
    let catalog = try PreviewCatalog(path: root.path)
    #expect(catalog.entries.map(\.slug) == ["alias", "inside"])
  }

  @Test func aSingleFileIsServedAlone() throws {
    let root = try folder(["card.yaml": ""])
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("card.yaml").path
    let catalog = try PreviewCatalog(path: path)
    #expect(catalog.folder == nil)
    #expect(catalog.entries.map(\.slug) == ["card"])
    #expect(catalog.entries.first?.displayPath == path)
  }

  @Test func missingPathsAndFoldersWithoutScenesAreRefused() throws {
    let empty = try folder(["readme.md": ""])
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(throws: PreviewError.notFound("/no/such/place")) { try PreviewCatalog(path: "/no/such/place") }
    #expect(throws: PreviewError.noScenes(empty.path)) { try PreviewCatalog(path: empty.path) }
    let text = empty.appendingPathComponent("readme.md").path
    #expect(throws: PreviewError.noScenes(text)) { try PreviewCatalog(path: text) }
    #expect(
      PreviewError.noScenes("x").description
        == "x: error: expected a scene document (.yaml, .yml or .json) or a folder holding one")
  }
}
