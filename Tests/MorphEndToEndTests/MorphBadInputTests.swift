import Foundation
import MorphScene
import Testing
import _MorphTestSupport

/// Every bad document of the test corpus (Tests/MorphSceneTests/BadScenes and BadScripts) makes the
/// binary exit with status 1 and print exactly one line: the same located message the library throws
/// (whose exact text the scene tests pin), and nothing on standard output.
@Suite struct MorphBadInputTests {
  static let corpus = "Tests/MorphSceneTests"

  static func names(in folder: String) -> [String] {
    let path = MorphBinary.repository.appendingPathComponent("\(corpus)/\(folder)").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  @Test(arguments: names(in: "BadScenes"))
  func aBadSceneExitsWithStatus1(name: String) throws {
    let path = "\(Self.corpus)/BadScenes/\(name)"
    let result = try MorphBinary.run(["layout", path])
    var expected: String?
    do {
      _ = try SceneBuilder(textMeasurer: AhemTextMeasurer()).build(
        contentsOfFile: MorphBinary.repository.appendingPathComponent(path).path)
    } catch {
      expected = error.description.replacingOccurrences(of: MorphBinary.repository.path + "/", with: "")
    }
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error == expected.map { $0 + "\n" })
  }

  /// `morph list` refuses the same documents with the same message.
  @Test(arguments: names(in: "BadScenes"))
  func aBadSceneIsNotListed(name: String) throws {
    let path = "\(Self.corpus)/BadScenes/\(name)"
    let layout = try MorphBinary.run(["layout", path])
    let list = try MorphBinary.run(["list", path])
    #expect(list.status == 1)
    #expect(list.output.isEmpty)
    #expect(list.error == layout.error)
  }

  /// `morph export` refuses them with the same message too, even a document without transitions, of
  /// which it would export nothing: the checks building a scene makes are made without building one.
  @Test(arguments: ["node-contains-itself.yaml", "node-used-twice.yaml", "intrinsic-size-and-layout.yaml"])
  func aBadSceneIsNotExported(name: String) throws {
    let path = "\(Self.corpus)/BadScenes/\(name)"
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("morph-bad-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let layout = try MorphBinary.run(["layout", path])
    let export = try MorphBinary.run(["export", path, "--out", out.path])
    #expect(export.status == 1)
    #expect(export.error == layout.error)
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
  }

  @Test(arguments: names(in: "BadScripts"))
  @MainActor
  func aBadScriptExitsWithStatus1(name: String) async throws {
    let path = "\(Self.corpus)/BadScripts/\(name)"
    let file = MorphBinary.repository.appendingPathComponent(path)
    let storyboard = try String(contentsOf: file, encoding: .utf8).contains("\nstoryboard:")
    let result = try MorphBinary.run(["timeline", path] + (storyboard ? ["--storyboard"] : []))
    var expected: String?
    do {
      let document = try SceneDecoder.decode(contentsOfFile: file.path)
      let planner = ScenePlanner(document: document, textMeasurer: AhemTextMeasurer())
      _ = storyboard ? try await planner.storyboardTimeline() : try await planner.timeline()
    } catch {
      expected = error.description.replacingOccurrences(of: MorphBinary.repository.path + "/", with: "")
    }
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error == expected.map { $0 + "\n" })
  }

  @Test func theCorpusHoldsAtLeast50Documents() {
    #expect(Self.names(in: "BadScenes").count + Self.names(in: "BadScripts").count >= 50)
  }

  @Test func aWrongCommandLineExitsWithStatus64() throws {
    for arguments in [
      ["layout"], ["layout", "examples/progress-bar.yaml", "--scale", "1000"], ["export", "--frobnicate"],
    ] {
      let result = try MorphBinary.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.output.isEmpty)
    }
  }

  /// An option out of range is one message, printed once, and status 64 — before any document is read.
  @Test func anOptionOutOfRangeIsOneMessageAndStatus64() throws {
    let cases = [
      (
        ["export", "examples/progress-bar.yaml", "--loop", "--loop-pause", "1e12", "--out", "/nonexistent/out"],
        "--loop-pause must be a number of seconds from 0 to 3600, as a storyboard's 'pause' is, not 1000000000000.0"
      ),
      (
        ["export", "examples/progress-bar.yaml", "--loop", "--loop-pause", "nan", "--out", "/nonexistent/out"],
        "--loop-pause must be a number of seconds from 0 to 3600, as a storyboard's 'pause' is, not nan"
      ),
      (
        ["export", "examples/progress-bar.yaml", "--loop", "--loop-pause", "-1", "--out", "/nonexistent/out"],
        "--loop-pause must be a number of seconds from 0 to 3600, as a storyboard's 'pause' is, not -1.0"
      ),
      (
        ["timeline", "examples/progress-bar.yaml", "--scale", "5e-324"],
        "--scale must be 0 (no pixel snapping) or at least 0.01, such as 2 or 3, not 5e-324"
      ),
      (
        ["layout", "examples/progress-bar.yaml", "--scale", "-0.5"],
        "--scale must be a number from 0 to 100, such as 2 or 3, not -0.5"
      ),
      (
        ["export", "examples/progress-bar.yaml", "--format", "gif", "--fps", "-1", "--out", "/nonexistent/out"],
        "--fps must be 1 to 50 for a GIF (its frame delays are whole hundredths of a second), not -1"
      ),
    ]
    for (arguments, message) in cases {
      let result = try MorphBinary.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.output.isEmpty)
      #expect(result.error.components(separatedBy: message).count == 2, "\(result.error)")
    }
  }

  /// A document's own text — its name here — reaches the terminal with its control characters shown as
  /// escapes, in listings and layouts as in messages.
  @Test func controlCharactersFromADocumentAreShownAsEscapes() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-escape-\(UUID().uuidString).yaml")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("morph: 1\nname: \"red \\e[31m bell \\a\"\nsize: [10, 10]\n".utf8).write(to: url)
    let list = try MorphBinary.run(["list", url.path])
    #expect(list.status == 0)
    #expect(list.output.hasPrefix(#"red \e[31m bell \u{7} ("#))
    let layout = try MorphBinary.run(["layout", url.path])
    #expect(layout.output.hasPrefix(#"red \e[31m bell \u{7} (scale 2)"#))
    #expect(!(list.output + layout.output).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7 })
  }
}
