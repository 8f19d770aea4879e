import Foundation
import Testing

/// Byte-for-byte snapshot references under `Tests/MorphExportTests/__Snapshots__/<TestFile>/<test>.<name>.<ext>`.
///
/// A reference that differs fails the test. A missing reference fails too, unless the environment
/// variable `MORPH_RECORD_SNAPSHOTS` is `1`, which records missing references (and `all`, which
/// records every reference again); a run that records still fails, so that nobody records by accident.
enum SnapshotFile {
  /// The `__Snapshots__` folder of the test target (this file is in its `Support` folder).
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  /// Compares `data` with its reference, recording it when asked to.
  static func assert(
    _ data: Data, named name: String, pathExtension: String = "svg", filePath: String = #filePath,
    function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let testFile = URL(fileURLWithPath: filePath)
    let test = function.prefix { $0 != "(" }
    let reference =
      directory
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(test).\(name).\(pathExtension)")
    let mode = ProcessInfo.processInfo.environment["MORPH_RECORD_SNAPSHOTS"]
    let existing = try? Data(contentsOf: reference)
    if mode == "all" || (existing == nil && mode == "1") {
      do {
        try FileManager.default.createDirectory(
          at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: reference)
        Issue.record(
          "recorded \(reference.path); run again without MORPH_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot record \(reference.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let existing else {
      Issue.record(
        "no reference at \(reference.path); set MORPH_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
      return
    }
    if existing != data {
      Issue.record(
        "\(reference.lastPathComponent) differs from the export:\n\(firstDifference(existing, data))",
        sourceLocation: sourceLocation)
    }
  }

  /// The first line that differs, in both versions.
  static func firstDifference(_ expected: Data, _ actual: Data) -> String {
    func lines(_ data: Data) -> [Substring] {
      String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
    let expectedLines = lines(expected)
    let actualLines = lines(actual)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let old = index < expectedLines.count ? String(expectedLines[index]) : "(no line)"
      let new = index < actualLines.count ? String(actualLines[index]) : "(no line)"
      if old != new { return "line \(index + 1)\n  reference: \(old)\n  export:    \(new)" }
    }
    return "the bytes differ"
  }
}
