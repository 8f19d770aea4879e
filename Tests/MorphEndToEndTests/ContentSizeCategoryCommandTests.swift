import Foundation
import Testing

/// `--content-size-category` on `morph layout`, `timeline` and `export`: text styles laid out at the
/// category named, over the document's own; a name that is no category is refused before any document
/// is read.
@Suite struct ContentSizeCategoryCommandTests {
  static let scene = """
    morph: 1
    contentSizeCategory: extraSmall
    size: [375, 300]
    nodes:
      title: { type: text, text: Title, font: { textStyle: headline } }
      body: { type: text, text: Body, font: { textStyle: body } }
    states:
      one: { layout: { kind: stack, direction: vertical, alignItems: start, children: [title] } }
      two: { layout: { kind: stack, direction: vertical, alignItems: start, children: [title, body] } }
    transitions:
      grow: { from: one, to: two }
    """

  /// Runs `body` with the scene written to a temporary file.
  func withScene(_ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-dynamic-\(UUID().uuidString).yaml")
    try Data(Self.scene.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url.path)
  }

  /// The title's height in `morph layout … --format json`.
  func titleHeight(_ arguments: [String]) throws -> Double? {
    let result = try MorphBinary.run(["layout"] + arguments + ["--format", "json"])
    #expect(result.status == 0, "\(result.error)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    return (object["frames"] as? [String: [Double]])?["title"]?[3]
  }

  @Test func theOptionChangesTheLayoutOverTheDocumentsCategory() throws {
    try withScene { path in
      let documents = try #require(try titleHeight([path]))
      let large = try #require(try titleHeight([path, "--content-size-category", "large"]))
      let ax5 = try #require(try titleHeight([path, "--content-size-category", "accessibilityExtraExtraExtraLarge"]))
      // Headline: 14 points at extraSmall, 17 at large, 53 at AX5; lines grow with the font.
      #expect(documents < large && large < ax5)
      #expect(ax5 > 3 * documents)
    }
  }

  @Test func timelinesAndExportsTakeTheOptionToo() throws {
    try withScene { path in
      let small = try MorphBinary.run(["timeline", path, "--at", "1"])
      let large = try MorphBinary.run(["timeline", path, "--at", "1", "--content-size-category", "accessibilityLarge"])
      #expect(small.status == 0 && large.status == 0)
      #expect(small.output != large.output)
      let out = FileManager.default.temporaryDirectory.appendingPathComponent("morph-dynamic-out-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: out) }
      for (folder, category) in [("small", "extraSmall"), ("large", "accessibilityLarge")] {
        let result = try MorphBinary.run([
          "export", path, "--format", "svg", "--out", out.appendingPathComponent(folder).path,
          "--content-size-category", category,
        ])
        #expect(result.status == 0, "\(result.error)")
      }
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + ".grow.svg"
      let smallSVG = try Data(contentsOf: out.appendingPathComponent("small").appendingPathComponent(name))
      let largeSVG = try Data(contentsOf: out.appendingPathComponent("large").appendingPathComponent(name))
      #expect(smallSVG != largeSVG)
    }
  }

  @Test func aNameThatIsNoCategoryIsRefusedWithTheValidNames() throws {
    for command in ["layout", "timeline", "export"] {
      let result = try MorphBinary.run([command, "examples/progress-bar.yaml", "--content-size-category", "huge"])
      #expect(result.status == 64, "\(command)")
      #expect(result.output.isEmpty)
      let message =
        "--content-size-category 'huge' is not a content size category; expected one of: extraSmall, small, "
        + "medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, "
        + "accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, "
        + "accessibilityExtraExtraExtraLarge"
      #expect(result.error.components(separatedBy: message).count == 2, "\(result.error)")
    }
  }
}
