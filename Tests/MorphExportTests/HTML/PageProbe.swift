import Foundation
import _MorphTestSupport

/// Runs JavaScript in an exported page in Chromium through `Tests/BrowserChecks/cdp.py` and decodes
/// what it returns: for what the animation check does not measure, such as where text lines sit and
/// which element is in front.
enum PageProbe {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("BrowserChecks/cdp.py")

  /// What `body` (the body of an async function; it returns a JSON-serializable value) returns in the
  /// page once loaded and its fonts are ready.
  static func evaluate<Value: Decodable>(_ type: Value.Type, file: URL, body: String) throws -> Value {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("morph-probe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let code = directory.appendingPathComponent("probe.js")
    try Data(body.utf8).write(to: code)
    let output = directory.appendingPathComponent("out.json")
    try Data().write(to: output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", script.path, "--file", file.path, "--script", code.path]
      + (BrowserAnimationCheck.chromium.map { ["--chromium", $0] } ?? [])
    process.standardOutput = try FileHandle(forWritingTo: output)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BrowserCheckError.samplingFailed("cdp.py exited with \(process.terminationStatus)")
    }
    return try JSONDecoder().decode(Value.self, from: Data(contentsOf: output))
  }

  /// JavaScript that plays the page, pauses every animation and defines `seek(t)` (seconds) and
  /// `stage(x, y)` (a stage point in client coordinates).
  static let prelude = """
    await window.morphPlay();
    const animations = document.getAnimations();
    for (const animation of animations) animation.pause();
    const seek = (time) => { for (const animation of animations) animation.currentTime = time * 1000; };
    const stageElement = document.querySelector('[data-morph-root]');
    const stageRect = stageElement.getBoundingClientRect();
    const stageLeft = stageRect.left + stageElement.clientLeft;
    const stageTop = stageRect.top + stageElement.clientTop;

    """
}
