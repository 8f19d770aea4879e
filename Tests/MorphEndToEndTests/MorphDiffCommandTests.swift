import Foundation
import Testing
import _MorphTestSupport

/// `morph diff` as a reviewer and a CI step run it: on files, on git revisions, and on versions that
/// cannot be read.
@Suite struct MorphDiffCommandTests {
  /// A scene whose box slides down in `duration` seconds, `width` points wide.
  static func slide(width: Int = 50, duration: Double = 0.5, extra: String = "") -> String {
    """
    morph: 1
    size: [200, 300]
    nodes:
      box: { backgroundColor: red, style: { width: \(width), height: 50 } }
    states:
      top: { layout: { kind: stack, direction: vertical, justifyContent: start, children: [box] } }
      bottom: { layout: { kind: stack, direction: vertical, justifyContent: end, children: [box] } }
    transitions:
      slide:
        from: top
        to: bottom
        animation:
          - animate: { duration: \(duration), changes: { box: { frame: final(box) } }, completion: [{ complete: true }] }
    \(extra)
    """
  }

  /// A folder of its own for a test, removed by the caller.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs a command in a folder and requires it to succeed.
  func shell(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(arguments)")
  }

  @Test func sameVersionsExitZeroAndChangedOnesOneWithTheTable() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.slide().write(to: folder.appendingPathComponent("old.yaml"), atomically: true, encoding: .utf8)
    try Self.slide(width: 80).write(to: folder.appendingPathComponent("new.yaml"), atomically: true, encoding: .utf8)
    let same = try await MorphBinary.run(["diff", "old.yaml", "old.yaml"], in: folder, timeout: 120)
    #expect(same.status == 0 && same.error.isEmpty, "\(same.error)")
    #expect(String(decoding: same.output, as: UTF8.self).contains("slide: same"))
    let changed = try await MorphBinary.run(["diff", "old.yaml", "new.yaml"], in: folder, timeout: 120)
    #expect(changed.status == 1 && changed.error.isEmpty, "\(changed.error)")
    let table = String(decoding: changed.output, as: UTF8.self)
    #expect(
      table == """
        Comparing old.yaml with new.yaml (tolerance 0.01)

        slide: 1 change
          layout  box  frame  30 pt at 0 s  [0, 250, 50, 50] → [0, 250, 80, 50]

        1 of 1 transition changed, 1 change.

        """)
    let tolerated = try await MorphBinary.run(
      ["diff", "old.yaml", "new.yaml", "--tolerance", "30"], in: folder, timeout: 120)
    #expect(tolerated.status == 0)
  }

  @Test func jsonNamesEveryFieldOfAChange() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.slide().write(to: folder.appendingPathComponent("old.yaml"), atomically: true, encoding: .utf8)
    try Self.slide(duration: 0.8).write(
      to: folder.appendingPathComponent("new.yaml"), atomically: true, encoding: .utf8)
    let result = try await MorphBinary.run(
      ["diff", "old.yaml", "new.yaml", "--format", "json"], in: folder, timeout: 120)
    #expect(result.status == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    #expect(object["identical"] as? Bool == false && object["old"] as? String == "old.yaml")
    let subjects = try #require(object["subjects"] as? [[String: Any]])
    #expect(subjects.map { $0["status"] as? String } == ["changed"])
    let changes = try #require(subjects.first?["changes"] as? [[String: Any]])
    #expect(changes.count == 1)
    #expect(changes.first?["kind"] as? String == "timing" && changes.first?["aspect"] as? String == "duration")
    #expect(changes.first?["element"] is NSNull && changes.first?["old"] as? String == "0.5 s")
  }

  @Test func htmlIsAPagePlayingBothVersions() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.slide().write(to: folder.appendingPathComponent("old.yaml"), atomically: true, encoding: .utf8)
    try Self.slide(width: 80).write(to: folder.appendingPathComponent("new.yaml"), atomically: true, encoding: .utf8)
    let result = try await MorphBinary.run(
      ["diff", "old.yaml", "new.yaml", "--format", "html"], in: folder, timeout: 120)
    #expect(result.status == 1 && result.error.isEmpty, "\(result.error)")
    let page = String(decoding: result.output, as: UTF8.self)
    #expect(
      page.hasPrefix("<!DOCTYPE html>") && page.contains("<title id=\"review-title\">Review: old.yaml → new.yaml"))
    // Old, new, and both overlaid; the changed element's ids on its row.
    #expect(page.components(separatedBy: "<iframe ").count - 1 == 4)
    #expect(page.contains("data-old-id=\"box\" data-new-id=\"box\""))
  }

  @Test func readsEachVersionFromAGitRevision() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenes = folder.appendingPathComponent("scenes")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    let document = scenes.appendingPathComponent("slide.yaml")
    try shell(["git", "init", "-q"], in: folder)
    try Self.slide().write(to: document, atomically: true, encoding: .utf8)
    try shell(["git", "add", "."], in: folder)
    try shell(["git", "-c", "user.name=m", "-c", "user.email=m@example.com", "commit", "-qm", "one"], in: folder)
    try Self.slide(width: 80).write(to: document, atomically: true, encoding: .utf8)
    // From the repository's top, a revision's path is the repository's; from a subfolder, `./` reads
    // relative to it.
    let fromTop = try await MorphBinary.run(
      ["diff", "HEAD:scenes/slide.yaml", "scenes/slide.yaml"], in: folder, timeout: 120)
    #expect(fromTop.status == 1, "\(fromTop.error)")
    #expect(String(decoding: fromTop.output, as: UTF8.self).contains("layout  box  frame  30 pt"))
    let fromFolder = try await MorphBinary.run(["diff", "HEAD:./slide.yaml", "slide.yaml"], in: scenes, timeout: 120)
    #expect(fromFolder.status == 1, "\(fromFolder.error)")
    let unchanged = try await MorphBinary.run(
      ["diff", "HEAD:scenes/slide.yaml", "HEAD:scenes/slide.yaml"], in: folder, timeout: 120)
    #expect(unchanged.status == 0, "\(unchanged.error)")
  }

  @Test func aVersionThatCannotBeReadExitsTwoNamingIt() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try shell(["git", "init", "-q"], in: folder)
    try Self.slide().write(to: folder.appendingPathComponent("old.yaml"), atomically: true, encoding: .utf8)
    try (Self.slide() + "\nbogus: 1\n").write(
      to: folder.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
    try shell(["git", "add", "."], in: folder)
    try shell(["git", "-c", "user.name=m", "-c", "user.email=m@example.com", "commit", "-qm", "one"], in: folder)
    let bad = try await MorphBinary.run(["diff", "old.yaml", "bad.yaml"], in: folder, timeout: 120)
    #expect(bad.status == 2 && bad.output.isEmpty)
    #expect(bad.error.hasPrefix("bad.yaml:15:1: error: "), "\(bad.error)")
    let badRevision = try await MorphBinary.run(["diff", "HEAD:bad.yaml", "old.yaml"], in: folder, timeout: 120)
    #expect(
      badRevision.status == 2 && badRevision.error.hasPrefix("HEAD:bad.yaml:15:1: error: "), "\(badRevision.error)")
    let missing = try await MorphBinary.run(["diff", "HEAD:nowhere.yaml", "old.yaml"], in: folder, timeout: 120)
    #expect(missing.status == 2 && missing.error.hasPrefix("HEAD:nowhere.yaml: error: git cannot read it: "))
    let noFile = try await MorphBinary.run(["diff", "nowhere.yaml", "old.yaml"], in: folder, timeout: 120)
    #expect(noFile.status == 2 && noFile.error.hasPrefix("nowhere.yaml: error: no such file"), "\(noFile.error)")
    let usage = try await MorphBinary.run(
      ["diff", "old.yaml", "old.yaml", "--tolerance", "nan"], in: folder, timeout: 120)
    #expect(usage.status == 64 && usage.error.contains("--tolerance must be a number"), "\(usage.error)")
  }

  @Test func aPlanThatFailsInARevisionNamesTheRevision() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try shell(["git", "init", "-q"], in: folder)
    let unplannable = Self.slide().replacingOccurrences(of: "final(box)", with: "final(nobox)")
    try unplannable.write(to: folder.appendingPathComponent("slide.yaml"), atomically: true, encoding: .utf8)
    try shell(["git", "add", "."], in: folder)
    try shell(["git", "-c", "user.name=m", "-c", "user.email=m@example.com", "commit", "-qm", "one"], in: folder)
    let result = try await MorphBinary.run(["diff", "HEAD:slide.yaml", "HEAD:slide.yaml"], in: folder, timeout: 120)
    #expect(result.status == 2 && result.error.hasPrefix("HEAD:slide.yaml:"), "\(result.error)")
  }

  /// A Swift package compares with a Swift package only (SwiftCatalogDiffTests compares two); the
  /// package options are for packages. Both are wrong uses, refused before anything is built.
  @Test func aPackageAndADocumentAreAWrongUse() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try shell(["git", "init", "-q"], in: folder)
    try "// swift-tools-version: 6.0\n".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try Self.slide().write(to: folder.appendingPathComponent("slide.yaml"), atomically: true, encoding: .utf8)
    try shell(["git", "add", "."], in: folder)
    try shell(["git", "-c", "user.name=m", "-c", "user.email=m@example.com", "commit", "-qm", "one"], in: folder)
    let mixed = try await MorphBinary.run(["diff", ".", "slide.yaml"], in: folder, timeout: 120)
    #expect(mixed.status == 64 && mixed.output.isEmpty)
    #expect(
      mixed.error.hasPrefix(
        "error: . is a Swift package and slide.yaml is not (it is not a folder holding Package.swift)"),
      "\(mixed.error)")
    let noRevision = try await MorphBinary.run(["diff", "nowhere:.", "."], in: folder, timeout: 120)
    #expect(noRevision.status == 64)
    #expect(
      noRevision.error.contains("nowhere:. is not (git cannot read ./Package.swift there: fatal: "),
      "\(noRevision.error)")
    let options = try await MorphBinary.run(
      ["diff", "slide.yaml", "slide.yaml", "--product", "Previews"], in: folder, timeout: 120)
    #expect(
      options.status == 64 && options.error.contains("--product and --scratch-path are for comparing Swift packages"))
  }
}
