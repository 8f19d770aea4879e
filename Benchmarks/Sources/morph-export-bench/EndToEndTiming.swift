import Foundation

/// The wall time of `morph export` of one example in one format, from launching the process to its exit.
struct EndToEndTiming: Codable {
  /// The example's file name without extension.
  let example: String
  /// `svg` (the animation and its still storyboard) or `html`.
  let format: String
  /// How many timed runs the figures summarize.
  let runs: Int
  let medianMilliseconds: Double
  let minMilliseconds: Double

  /// Runs `morph export EXAMPLE --format FORMAT --out DIR` once untimed, then `runs` times timed, into a
  /// fresh folder that is removed afterwards.
  init(morph: URL, example: URL, format: String, runs: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-export-bench-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["export", example.path, "--format", format, "--out", folder.path]
    let clock = ContinuousClock()
    var times: [Double] = []
    for run in 0...runs {
      let start = clock.now
      let status = try runToExit(morph.path, arguments)
      let elapsed = Timing.seconds(clock.now - start)
      guard status == 0 else {
        throw EndToEndFailure(command: ([morph.path] + arguments).joined(separator: " "), status: status)
      }
      if run > 0 { times.append(elapsed * 1000) }
    }
    times.sort()
    self.example = example.deletingPathExtension().lastPathComponent
    self.format = format
    self.runs = runs
    medianMilliseconds = times[times.count / 2]
    minMilliseconds = times[0]
  }
}

/// `morph export` exited with a failure status.
struct EndToEndFailure: Error, CustomStringConvertible {
  let command: String
  let status: Int32

  var description: String { "\(command) exited with status \(status)" }
}
