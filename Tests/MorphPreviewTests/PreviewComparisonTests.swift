import Foundation
import Testing
import _MorphTestSupport

/// `morph preview --compare-with REVISION`: each scene document's page links to the review of the
/// document as the revision has it against the document now, made by a render worker on each visit;
/// what cannot be compared is an error naming why.
@Suite struct PreviewComparisonTests {
  /// A git repository holding the card example, committed, and the document's text.
  static func repository() throws -> (folder: URL, card: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-compare-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let card = try String(
      contentsOf: PreviewFixture.examples.appendingPathComponent("card-expand.yaml"), encoding: .utf8)
    try card.write(to: folder.appendingPathComponent("card-expand.yaml"), atomically: true, encoding: .utf8)
    for arguments in [
      ["init", "-q"], ["add", "."], ["-c", "user.name=m", "-c", "user.email=m@example.com", "commit", "-qm", "one"],
    ] {
      let git = Process()
      git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      git.arguments = ["git"] + arguments
      git.currentDirectoryURL = folder
      try git.run()
      git.waitUntilExit()
      try #require(git.terminationStatus == 0, "git \(arguments)")
    }
    return (folder, card)
  }

  @Test func aDocumentsPageLinksItsReviewAgainstTheRevision() async throws {
    let (folder, card) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("card-expand.yaml")
    // A document the revision does not have.
    try card.write(to: folder.appendingPathComponent("new-card.yaml"), atomically: true, encoding: .utf8)
    let server = try PreviewProcess(path: folder.path, arguments: ["--compare-with", "HEAD"])
    defer { server.interrupt() }
    let client = LoopbackHTTPClient(port: server.port)

    let page = try await client.get("/scene/card-expand").text
    #expect(
      page.contains(
        "<a id=\"compare-link\" href=\"/scene/card-expand/compare.html\" target=\"_blank\">Compare with HEAD</a>"))
    let unchanged = try await client.get("/scene/card-expand/compare.html")
    #expect(unchanged.status == 200)
    #expect(unchanged.text.contains("<title id=\"review-title\">Review: HEAD:card-expand.yaml → card-expand.yaml"))
    #expect(unchanged.text.contains("class=\"subject same\"") && !unchanged.text.contains("class=\"subject\""))

    // The spring of "Read more" takes 0.9 s instead of 0.6 s: the review is made anew, and changed.
    let slower = card.replacingOccurrences(of: "duration: 0.6\n", with: "duration: 0.9\n")
    #expect(slower != card)
    try slower.write(to: document, atomically: true, encoding: .utf8)
    let changed = try await client.get("/scene/card-expand/compare.html")
    #expect(changed.status == 200)
    #expect(changed.text.contains("class=\"subject\" data-name=\"expand\""), "\(changed.text.prefix(2000))")
    #expect(changed.text.contains("0.6 s") && changed.text.contains("0.9 s"))

    // A document that does not plan now is its located error; one the revision lacks, git's.
    try card.replacingOccurrences(of: "duration: 0.6\n", with: "duration: -1\n").write(
      to: document, atomically: true, encoding: .utf8)
    let broken = try await client.get("/scene/card-expand/compare.html")
    #expect(broken.status == 422 && broken.text.hasPrefix("card-expand.yaml:"), "\(broken.text)")
    let absent = try await client.get("/scene/new-card/compare.html")
    #expect(absent.status == 422, "\(absent.text)")
    #expect(absent.text.hasPrefix("HEAD:new-card.yaml: error: git cannot read it: "), "\(absent.text)")
  }

  @Test func withoutARevisionThereIsNoReview() async throws {
    let (folder, _) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try PreviewProcess(path: folder.path, arguments: [])
    defer { server.interrupt() }
    let client = LoopbackHTTPClient(port: server.port)
    #expect(!(try await client.get("/scene/card-expand").text.contains("compare-link")))
    #expect(try await client.get("/scene/card-expand/compare.html").status == 404)
  }

  @Test func aRevisionGitDoesNotKnowStopsThePreviewBeforeItServes() throws {
    let (folder, _) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let morph = Process()
    morph.executableURL = BuiltProducts.directory.appendingPathComponent("morph")
    morph.arguments = ["preview", "card-expand.yaml", "--port", "0", "--compare-with", "nowhere"]
    morph.currentDirectoryURL = folder
    let error = Pipe()
    morph.standardError = error
    morph.standardOutput = FileHandle.nullDevice
    try morph.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    morph.waitUntilExit()
    #expect(morph.terminationStatus == 64)
    #expect(message == "error: --compare-with: git knows no revision 'nowhere' here\n")
  }

  /// A Swift preview is compared through `morph diff` on its package, which builds each version.
  @Test func aSwiftPreviewPointsToMorphDiff() async throws {
    let server = try PreviewProcess(
      executable: BuiltProducts.directory.appendingPathComponent("ExamplePreviews"),
      arguments: ["--no-rebuild", "--compare-with", "HEAD"])
    defer { server.interrupt() }
    let client = LoopbackHTTPClient(port: server.port)
    #expect(!(try await client.get("/scene/adoption").text.contains("compare-link")))
    let answer = try await client.get("/scene/adoption/compare.html")
    #expect(answer.status == 422)
    #expect(
      answer.text.contains(
        "error: a Swift preview compares with another revision through `morph diff HEAD:PACKAGE PACKAGE`"),
      "\(answer.text)")
  }
}
