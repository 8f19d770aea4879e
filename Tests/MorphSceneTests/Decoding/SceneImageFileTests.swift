import Foundation
import MorphLayout
import MorphPlanning
import Testing
import _MorphTestSupport

@testable import MorphScene

/// Image nodes show local image files, read relative to the document and embedded whole.
@Suite struct SceneImageFileTests {
  static let examples = TestFiles.examples

  static func document(_ nodeLines: String) -> String {
    """
    morph: 1
    size: [375, 300]
    nodes:
      photo:
        type: image
    \(nodeLines)
    layout: photo
    """
  }

  /// Expects the document whose photo's `file` is `name`, at `path`, to be refused at that value.
  static func expectError(
    file name: String, inDocumentAt path: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      throws: LocatedError(at: FileLocation(file: path, line: 6, column: 11), message), sourceLocation: sourceLocation
    ) { try SceneDecoder.decode(Self.document("    file: \(name)"), file: path) }
  }

  @Test func aFileIsEmbeddedAtItsSizeInPoints() throws {
    let path = Self.examples.appendingPathComponent("scene.yaml").path
    let document = try SceneDecoder.decode(Self.document("    file: images/trail-runner@2x.jpg"), file: path)
    let image = try #require(document.declarations.first { $0.name == "photo" }?.properties.image)
    let bytes = try Data(contentsOf: Self.examples.appendingPathComponent("images/trail-runner@2x.jpg"))
    #expect(image.source == "data:image/jpeg;base64," + bytes.base64EncodedString())
    #expect(image.size == CGSize(width: 320, height: 192), "640 × 384 pixels at @2x")
  }

  @Test func anIntrinsicSizeOverridesTheFilesSize() throws {
    let path = Self.examples.appendingPathComponent("scene.yaml").path
    let text = Self.document("    file: images/ada@2x.png\n    intrinsicSize: [60, 60]")
    let scene = try SceneBuilder(textMeasurer: AhemTextMeasurer()).build(SceneDecoder.decode(text, file: path))
    let photo = try #require(scene.node(named: "photo") as? ImageNode)
    #expect(!(photo is NetworkImageNode))
    #expect(photo.image?.size == CGSize(width: 60, height: 60))
    #expect(photo.image?.nodeImage.source.hasPrefix("data:image/png;base64,") == true)
  }

  @Test func anSVGFileIsEmbeddedAtTheSizeItGives() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("morph-svg-image-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" viewBox="0 0 48 32"/>"#.utf8)
    try svg.write(to: directory.appendingPathComponent("icon.svg"))
    let path = directory.appendingPathComponent("scene.yaml").path
    let document = try SceneDecoder.decode(Self.document("    file: icon.svg"), file: path)
    let image = try #require(document.declarations.first { $0.name == "photo" }?.properties.image)
    #expect(image.source == "data:image/svg+xml;base64," + svg.base64EncodedString())
    #expect(image.size == CGSize(width: 24, height: 16))
  }

  /// A document reads images from its own folder only: a path out of it, `..` or a link leading out
  /// of it is refused at the value, unless the run allows any file.
  @Test func anImageOutsideTheDocumentsFolderIsRefusedUnlessAllowed() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("morph-image-access-\(UUID())")
    let folder = root.appendingPathComponent("scenes")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"/>"#.utf8)
    try svg.write(to: root.appendingPathComponent("outside.svg"))
    try svg.write(to: folder.appendingPathComponent("images/inside.svg"))
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("images/link.svg"),
      withDestinationURL: root.appendingPathComponent("outside.svg"))
    let path = folder.appendingPathComponent("scene.yaml").path
    for name in [
      "../outside.svg", root.appendingPathComponent("outside.svg").path, "images/link.svg", "images/../../outside.svg",
    ] {
      Self.expectError(
        file: name, inDocumentAt: path,
        "the image file \(SceneValue.quoted(name)) is outside the document's folder; a document reads images from "
          + "its own folder only, unless --allow-images-outside is given")
      let allowed = try SceneDecoder.decode(Self.document("    file: \(name)"), file: path, imageAccess: .anywhere)
      #expect(allowed.declarations.first?.properties.image?.size == CGSize(width: 24, height: 16))
    }
    let inside = try SceneDecoder.decode(Self.document("    file: images/inside.svg"), file: path)
    #expect(inside.declarations.first?.properties.image?.size == CGSize(width: 24, height: 16))
  }

  @Test func anImageOverTheBudgetIsAnErrorAtItsValue() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("morph-image-budget-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e30 1e30"/>"#.utf8)
      .write(to: directory.appendingPathComponent("huge.svg"))
    let path = directory.appendingPathComponent("scene.yaml").path
    Self.expectError(
      file: "huge.svg", inDocumentAt: path,
      "the image file \"huge.svg\" is 1e+30 × 1e+30 pixels; an image is at most 16384 pixels a side")
  }

  @Test func aRemoteURLIsKeptWithAWarningAtTheValueAndADataURIIsNot() throws {
    let remote = try SceneDecoder.decode(
      Self.document("    url: https://example.com/a.jpg\n    intrinsicSize: [60, 40]"), file: "scene.yaml")
    #expect(
      remote.warnings.map(\.description) == [
        "scene.yaml:6:10: warning: the image at \"https://example.com/a.jpg\" is not downloaded: Morph reads no "
          + "network, so the exports show a placeholder in its place; name a local copy with 'file' to see it"
      ])
    let scene = try SceneBuilder(textMeasurer: AhemTextMeasurer()).build(remote)
    let photo = try #require(scene.node(named: "photo") as? ImageNode)
    #expect(
      photo.image?.nodeImage == NodeImage(source: "https://example.com/a.jpg", size: CGSize(width: 60, height: 40)))
    let inline = try SceneDecoder.decode(
      Self.document("    url: 'DATA:image/png;base64,iVBORw0KGgo='\n    intrinsicSize: [6, 4]"), file: "scene.yaml")
    #expect(inline.warnings.isEmpty)
  }

  @Test func theDocumentsWarningsComeWithEveryPlannedTimeline() async throws {
    let text = """
      morph: 1
      size: [375, 300]
      nodes:
        photo: {type: image, url: 'https://example.com/a.jpg', intrinsicSize: [60, 40]}
        other: {type: image, url: 'https://example.com/a.jpg', intrinsicSize: [60, 40]}
      states:
        one: {layout: {kind: stack, children: [photo]}}
        two: {layout: {kind: stack, children: [photo, other]}}
      transitions:
        grow: {from: one, to: two}
      storyboard:
        - grow
      """
    let document = try SceneDecoder.decode(text, file: "scene.yaml")
    #expect(document.warnings.map(\.location.description) == ["scene.yaml:4:29", "scene.yaml:5:29"])
    let planner = ScenePlanner(document: document, textMeasurer: AhemTextMeasurer())
    #expect(try await planner.timeline(forTransition: "grow").warnings == document.warnings)
    #expect(try await planner.storyboardTimeline().warnings == document.warnings)
  }

  @Test func aFileBeyondTheLimitIsRefused() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("morph-image-limit-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let large = directory.appendingPathComponent("large.png")
    _ = FileManager.default.createFile(atPath: large.path, contents: nil)
    let handle = try FileHandle(forWritingTo: large)
    try handle.truncate(atOffset: UInt64(SceneLimits.maximumImageFileSize + 1))
    try handle.close()
    let path = directory.appendingPathComponent("scene.yaml").path
    Self.expectError(
      file: "large.png", inDocumentAt: path,
      "the image file \"large.png\" is 5242881 bytes; an image file is at most 5242880 bytes (5 MiB)")
  }
}
