import Foundation
import Testing
import _MorphTestSupport

/// The hostile media scenes through `morph export`: each ends as it must — written, or refused before
/// anything is written with an error naming the document or the file refused — within its seconds
/// and under 1 GB, and
/// never by a crash. Runs are timed by GNU time, under `timeout`, which `scripts/install-dependencies`
/// installs (coreutils).
@Suite struct HostileMediaTests {
  /// The most memory a `morph` process may take on any of them.
  static let memoryLimitMegabytes = 1024.0

  @Test(arguments: HostileMediaGenerator.corpus())
  func endsAsItMustWithinItsLimits(scene: HostileMediaScene) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-hostile-media-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try scene.write(into: folder)
    let document = folder.appendingPathComponent(scene.documentName).path
    let out = folder.appendingPathComponent("out")
    let morph = MorphBinary.productsDirectory.appendingPathComponent("morph").path
    let started = Date()
    let result = try MorphBinary.run(
      ["-f", "%M", "timeout", "-s", "KILL", String(Int(scene.seconds.rounded(.up))), morph, "export", document]
        + scene.formats.flatMap { ["--format", $0] } + scene.arguments + ["--out", out.path],
      executable: URL(fileURLWithPath: "/usr/bin/time"))
    let seconds = Date().timeIntervalSince(started)
    var lines = result.error.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last == "" { lines.removeLast() }
    let peak = (lines.popLast().flatMap { Double($0) } ?? .infinity) / 1024
    let errors = lines.filter { !$0.hasPrefix("Command exited with non-zero status") }.joined(separator: "\n")
    #expect(seconds <= scene.seconds, "\(scene) took \(seconds) s")
    #expect(peak <= Self.memoryLimitMegabytes, "\(scene) took \(peak) MB")
    switch scene.outcome {
    case .written:
      #expect(result.status == 0, "\(scene): status \(result.status)\n\(errors)")
      let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
      #expect(written.count >= scene.formats.count, "\(scene): wrote \(written)")
      if scene.arguments.contains("--index") { try expectRelativeLinks(in: out, scene: scene) }
    case .refused(let text):
      #expect(result.status == 1, "\(scene): status \(result.status)\n\(errors)")
      // Named at the document, or at the file it would have written (a video's budget is the file's).
      let named = errors.hasPrefix("\(document):") || errors.hasPrefix(out.path + "/\(scene.baseName).")
      #expect(named && errors.contains(": error: "), "\(scene): \(errors)")
      #expect(errors.contains(text), "\(scene): \(errors)")
      #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty, "\(scene)")
    }
  }

  /// Every link and picture of the gallery names a file of the folder, `./`-relative, and every file
  /// it links is there.
  private func expectRelativeLinks(in out: URL, scene: HostileMediaScene) throws {
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    let links =
      page.components(separatedBy: #"href=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
      + page.components(separatedBy: #"src=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(!links.isEmpty)
    for link in links {
      #expect(link.hasPrefix("./") && !link.dropFirst(2).contains(":"), "\(scene): \(link)")
      let name = String(link.dropFirst(2)).removingPercentEncoding ?? ""
      #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(scene): \(link)")
    }
  }
}
