import Foundation
import Testing

/// `morph diff` on a Swift package of previews at a git revision and in its working tree: each version
/// is checked out, built and asked for its timelines, and compared preview by preview. A reformatted
/// Swift file changes nothing; a changed animation duration is one timing row.
///
/// It needs the template package built (`MORPH_PREVIEW_PACKAGE`, as for SwiftPreviewBrowserTests):
/// both versions are built in its build folder, where Morph is already compiled, so that only the
/// package's own targets are compiled again. scripts/check-preview-package runs it.
@Suite(.enabled(if: templatePackage != nil, "MORPH_PREVIEW_PACKAGE is not set"))
struct SwiftCatalogDiffTests {
  @Test func aCatalogAtARevisionComparesWithItsWorkingTree() async throws {
    let template = try #require(templatePackage)
    let repository = FileManager.default.temporaryDirectory.appendingPathComponent(
      "morph-catalog-diff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: repository) }
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    for part in ["Package.swift", "Package.resolved", "Sources", "Tests"]
    where FileManager.default.fileExists(atPath: template.appendingPathComponent(part).path) {
      try FileManager.default.copyItem(
        at: template.appendingPathComponent(part), to: repository.appendingPathComponent(part))
    }
    // The template reaches Morph two folders up; the copy (and its checkout at a revision, elsewhere)
    // reaches the same Morph by its absolute path, as a package of one's own reaches a pinned Morph.
    let morphRoot = template.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
    try edit(repository.appendingPathComponent("Package.swift")) {
      $0.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(morphRoot)\"")
    }
    try git(["init", "-q"], in: repository)
    try git(["add", "."], in: repository)
    try git(["-c", "user.name=m", "-c", "user.email=m@example.com", "commit", "-qm", "one"], in: repository)

    // The signup node reformatted: indented otherwise, blank lines and a comment added.
    try edit(repository.appendingPathComponent("Sources/SignupNodes/SignupNode.swift")) { text in
      "// Reformatted.\n\n"
        + text.replacingOccurrences(of: "\n  ", with: "\n    ").replacingOccurrences(of: "{\n", with: "{\n\n")
    }
    // The progress bar's animation takes 0.8 s instead of 0.5 s.
    try edit(repository.appendingPathComponent("Sources/SignupNodes/ProgressBarNode.swift")) {
      $0.replacingOccurrences(of: "withDuration: 0.5,", with: "withDuration: 0.8,")
    }

    let result = try await MorphBinary.run(
      ["diff", "HEAD:.", ".", "--scratch-path", template.appendingPathComponent(".build").path, "--format", "json"],
      in: repository, timeout: 1_800)
    try #require(result.status == 1, "\(result.error)")
    let review = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    #expect(review["old"] as? String == "HEAD:." && review["new"] as? String == ".")
    let subjects = try #require(review["subjects"] as? [[String: Any]])
    let statuses = Dictionary(
      uniqueKeysWithValues: subjects.map { ($0["name"] as? String ?? "", $0["status"] as? String) })
    #expect(
      statuses == [
        "signup-form › nameToAge": "same", "signup-form › ageToName": "same", "signup-form › storyboard": "same",
        "progress-bar › quarterToThreeQuarters": "changed", "progress-bar › threeQuartersToQuarter": "changed",
        "progress-bar › storyboard": "changed",
      ])
    for subject in subjects where subject["status"] as? String == "changed" {
      let changes = try #require(subject["changes"] as? [[String: Any]])
      #expect(changes.map { $0["kind"] as? String } == ["timing"], "\(subject)")
    }
    let transition = try #require(subjects.first { $0["name"] as? String == "progress-bar › quarterToThreeQuarters" })
    let change = try #require((transition["changes"] as? [[String: Any]])?.first)
    #expect(change["aspect"] as? String == "duration")
    #expect(change["old"] as? String == "0.5 s" && change["new"] as? String == "0.8 s")
  }

  /// Rewrites a file's text.
  private func edit(_ file: URL, _ change: (String) -> String) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let changed = change(text)
    #expect(changed != text, "\(file.lastPathComponent) did not change")
    try changed.write(to: file, atomically: true, encoding: .utf8)
  }

  /// Runs git in a folder and requires it to succeed.
  private func git(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "git \(arguments)")
  }
}

/// The template package of Swift previews, built (scripts/check-preview-package sets it).
private let templatePackage = ProcessInfo.processInfo.environment["MORPH_PREVIEW_PACKAGE"].map {
  URL(fileURLWithPath: $0, isDirectory: true)
}
