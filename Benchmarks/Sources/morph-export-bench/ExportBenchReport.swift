import Foundation

/// Every figure of a run, printed as a table or as one JSON object.
struct ExportBenchReport: Codable {
  /// One format's export beside the bare writer writing as many bytes.
  struct Comparison: Codable {
    let bytes: Int
    let exportMilliseconds: Double
    let exportMegabytesPerSecond: Double
    let bareMilliseconds: Double
    let bareMegabytesPerSecond: Double
    /// The export's throughput divided by the bare writer's.
    let ratio: Double

    init(export: Timing, bare: Timing) {
      precondition(export.bytes == bare.bytes, "the bare document must be as long as the export")
      bytes = export.bytes
      exportMilliseconds = export.seconds * 1000
      exportMegabytesPerSecond = export.megabytesPerSecond
      bareMilliseconds = bare.seconds * 1000
      bareMegabytesPerSecond = bare.megabytesPerSecond
      ratio = export.megabytesPerSecond / bare.megabytesPerSecond
    }
  }

  /// An export with no reference beside it.
  struct Throughput: Codable {
    let bytes: Int
    let exportMilliseconds: Double
    let exportMegabytesPerSecond: Double

    init(_ export: Timing) {
      bytes = export.bytes
      exportMilliseconds = export.seconds * 1000
      exportMegabytesPerSecond = export.megabytesPerSecond
    }
  }

  /// The leaves of the transition.
  let nodes: Int
  /// The timeline's elements (survivors, inserted and removed leaves, and the root).
  let elements: Int
  /// Timed runs per throughput figure (each the median).
  let iterations: Int
  let svg: Comparison
  let html: Comparison
  let lottie: Throughput
  /// `morph export` of each example in each format; empty unless a morph executable was given.
  let endToEnd: [EndToEndTiming]

  /// One row of `Benchmarks/table` (see its documentation for the keys).
  struct TableRow: Encodable {
    let stage: String
    let `case`: String
    let nodes: Int?
    let ms: Double
    let mbPerSecond: Double?
    /// The bare writer's MB/s in the same run, for the export rows.
    let reference: Double?
    let referenceName: String?
    let note: String
  }

  /// The figures as one line of JSON, keys sorted: `{"runner", "rows", "report"}`, the rows in
  /// `Benchmarks/table`'s format (an export's reference is the bare writer's MB/s in the same run) and
  /// the whole report beside them.
  func json() throws -> String {
    struct Output: Encodable {
      let runner = "morph-export-bench"
      let rows: [TableRow]
      let report: ExportBenchReport
    }
    var rows = [("svg", svg), ("html", html)].map { name, comparison in
      TableRow(
        stage: "export", case: "\(name), \(nodes) leaves", nodes: elements, ms: comparison.exportMilliseconds,
        mbPerSecond: comparison.exportMegabytesPerSecond, reference: comparison.bareMegabytesPerSecond,
        referenceName: "bare xmlTextWriter", note: String(format: "ratio %.2f", comparison.ratio))
    }
    rows.append(
      TableRow(
        stage: "export", case: "lottie, \(nodes) leaves", nodes: elements, ms: lottie.exportMilliseconds,
        mbPerSecond: lottie.exportMegabytesPerSecond, reference: nil, referenceName: nil,
        note: "\(lottie.bytes) bytes of JSON"))
    rows += endToEnd.map { timing in
      TableRow(
        stage: "morph export", case: "\(timing.example) \(timing.format)", nodes: nil, ms: timing.medianMilliseconds,
        mbPerSecond: nil, reference: nil, referenceName: nil,
        note: String(format: "min %.1f ms of %d runs, process launch to exit", timing.minMilliseconds, timing.runs))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(Output(rows: rows, report: self)), as: UTF8.self)
  }

  /// The figures as aligned tables.
  var table: String {
    var lines = [
      "\(elements) elements (\(nodes) leaves), median of \(iterations)",
      "format      bytes   export ms  export MB/s   bare ms  bare MB/s  ratio",
    ]
    for (name, comparison) in [("svg", svg), ("html", html)] {
      lines.append(
        padded(name, 6)
          + String(
            format: " %10d %11.2f %12.1f %9.2f %10.1f %6.2f", comparison.bytes, comparison.exportMilliseconds,
            comparison.exportMegabytesPerSecond, comparison.bareMilliseconds, comparison.bareMegabytesPerSecond,
            comparison.ratio))
    }
    lines.append(
      padded("lottie", 6)
        + String(
          format: " %10d %11.2f %12.1f", lottie.bytes, lottie.exportMilliseconds, lottie.exportMegabytesPerSecond))
    guard !endToEnd.isEmpty else { return lines.joined(separator: "\n") }
    lines += [
      "", "morph export, process launch to exit (median of \(endToEnd[0].runs))",
      "example           format  median ms  min ms",
    ]
    for timing in endToEnd {
      lines.append(
        padded(timing.example, 17) + " " + padded(timing.format, 6)
          + String(format: " %10.1f %7.1f", timing.medianMilliseconds, timing.minMilliseconds))
    }
    return lines.joined(separator: "\n")
  }

  private func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
  }
}
