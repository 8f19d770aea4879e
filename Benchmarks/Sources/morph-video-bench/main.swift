// morph-video-bench: frames a second rendered and encoded into GIF, APNG, MP4 and WebM for a
// 375 × 667-point scene at @2x (750 × 1334 pixels): examples/signup-form.yaml's storyboard with the
// scene's size set to a phone screen.
//
//   morph-video-bench --examples DIR [--runs N] [--json]
//
// The storyboard is planned untimed. Timed is `VideoExporter.export` as `morph export --format` runs it:
// each frame's still SVG, librsvg's rasterizing (in parallel on every core) and FFmpeg's encoding, at 60
// frames a second (a GIF's 50). Each figure is the median of --runs runs after one untimed run; the
// first run's file is decoded back and its frames counted and sized (the check). --json prints one JSON
// object of rows for Benchmarks/table.

import Foundation
import MorphScene
import MorphText
import MorphVideo

var examplesFolder: URL?
var runs = 3
var printsJSON = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--examples": examplesFolder = arguments.next().map { URL(fileURLWithPath: $0, isDirectory: true) }
  case "--runs": runs = max(1, Int(arguments.next() ?? "") ?? runs)
  case "--json": printsJSON = true
  default:
    print("usage: morph-video-bench --examples DIR [--runs N] [--json]")
    exit(2)
  }
}
guard let examplesFolder else {
  print("usage: morph-video-bench --examples DIR [--runs N] [--json]")
  exit(2)
}

let source = try String(contentsOf: examplesFolder.appendingPathComponent("signup-form.yaml"), encoding: .utf8)
let phoneSized = source.replacingOccurrences(of: "size: [375, 200]", with: "size: [375, 667]")
guard phoneSized != source else {
  print("morph-video-bench: examples/signup-form.yaml no longer says size: [375, 200]")
  exit(1)
}
let document = try SceneDecoder.decode(Data(phoneSized.utf8), file: "signup-form.yaml")
let timeline = try await ScenePlanner(document: document, textMeasurer: try FreeTypeTextMeasurer())
  .storyboardTimeline().timeline

var rows: [[String: Any]] = []
for format in VideoFormat.allCases {
  let exporter = VideoExporter(format: format, options: VideoOptions(scale: 2))
  let frameCount = exporter.frameTimes(for: timeline).count
  let file = try exporter.export(timeline)
  let decoded = try DecodedVideo(file)
  let checks = decoded.frames.count == frameCount && (decoded.width, decoded.height) == (750, 1334)
  var seconds: [Double] = []
  for _ in 0..<runs {
    let start = ContinuousClock.now
    _ = try exporter.export(timeline)
    let elapsed = ContinuousClock.now - start
    seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  let median = seconds.sorted()[seconds.count / 2]
  let framesPerSecond = Double(frameCount) / median
  rows.append([
    "stage": "video export", "case": "\(format.rawValue) 375×667 @2x", "nodes": timeline.elements.count,
    "ms": median * 1000, "framesPerSecond": framesPerSecond, "checks": checks ? "ok" : "FAIL",
    "note": String(
      format: "%d frames of 750×1334 at %d fps, %.1f fps rendered and encoded, %d KB", frameCount,
      exporter.options.framesPerSecond(for: format), framesPerSecond, file.count / 1024),
  ])
}

if printsJSON {
  let report: [String: Any] = ["runner": "morph-video-bench", "rows": rows]
  print(String(decoding: try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]), as: UTF8.self))
} else {
  for row in rows { print("\(row["case"]!): \(row["note"]!) (\(row["checks"]!))") }
}
if rows.contains(where: { $0["checks"] as? String == "FAIL" }) { exit(1) }
