import Foundation
import MorphPreview
import MorphText

/// A copy of the repository's examples in a fresh temporary folder (so that tests can edit them), and a
/// preview server on a free port serving it.
struct PreviewFixture {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")

  let folder: URL
  let server: PreviewServer
  let client: LoopbackHTTPClient

  /// Copies the examples (and `extra` files, by name) and starts a server on them.
  @MainActor
  static func start(extra: [String: String] = [:], watchInterval: Duration = .milliseconds(50)) async throws
    -> PreviewFixture
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) {
      try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    for (name, text) in extra {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let server = try PreviewServer(
      path: folder.path, port: 0, textMeasurer: try FreeTypeTextMeasurer(), keepAliveInterval: .milliseconds(500),
      watchInterval: watchInterval)
    try await server.start()
    let port = UInt16(await server.url!.port!)
    return PreviewFixture(folder: folder, server: server, client: LoopbackHTTPClient(port: port))
  }

  /// Stops the server and removes the folder.
  func stop() async {
    await server.stop()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Replaces a document's text.
  func write(_ text: String, to name: String) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func text(of name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }
}
