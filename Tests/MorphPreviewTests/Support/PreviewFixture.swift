import Foundation

/// A copy of the repository's examples in a fresh temporary folder (so that tests can edit them), and
/// `morph preview` serving it.
struct PreviewFixture {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")

  let folder: URL
  let server: PreviewProcess
  let client: LoopbackHTTPClient

  /// Copies the examples, adds `documents` (text by file name), and starts `morph preview` on the copy
  /// (with `arguments` after the port).
  static func start(arguments: [String] = [], documents: [String: String] = [:]) throws -> PreviewFixture {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    for (name, text) in documents {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let server = try PreviewProcess(path: folder.path, arguments: arguments)
    return PreviewFixture(folder: folder, server: server, client: LoopbackHTTPClient(port: server.port))
  }

  /// Stops the server (Ctrl-C) and removes the folder.
  @discardableResult
  func stop() -> (status: Int32, output: String) {
    defer { try? FileManager.default.removeItem(at: folder) }
    return server.interrupt()
  }

  /// Replaces a document's text.
  func write(_ text: String, to name: String) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func text(of name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }
}
