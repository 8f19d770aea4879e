// morph-export-bench: SVG and HTML export throughput of a 10,000-node transition, each beside a bare
// libxml2 xmlTextWriter writing a document of exactly the same length, Lottie export throughput of the
// same transition, and the wall time of `morph export` of each example.
//
//   morph-export-bench [--nodes N] [--iterations N] [--morph PATH --examples DIR [--runs N]] [--json]
//   morph-export-bench --profile svg|html|lottie [--nodes N] [--iterations N]
//   morph-export-bench --count svg|html|lottie [--nodes N]   (one counted export, for Benchmarks/instructions)
//
// The transition (see BenchTransition.swift) is planned untimed. Timed are `SVGExporter.export` and
// `HTMLExporter.export` and `LottieExporter.export` (the export model, the document and its
// serialization) and the bare documents
// (BareDocument.swift: libxml2 alone, from C strings made beforehand). Each figure is the median of
// --iterations runs after one untimed run. With --morph, each example of --examples is exported by that
// executable in each format, --runs times after one untimed run. --json prints one JSON object instead of
// the tables. --profile runs only one exporter, --iterations times, for a profiler (see README.md).

import Foundation
import InstructionCount
import MorphExport

var nodes = 10_000
var iterations = 7
var morph: URL?
var examplesFolder: URL?
var runs = 20
var printsJSON = false
var profiledFormat: String?
var countedFormat: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--nodes": nodes = Int(arguments.next() ?? "") ?? nodes
  case "--iterations": iterations = Int(arguments.next() ?? "") ?? iterations
  case "--morph": morph = arguments.next().map { URL(fileURLWithPath: $0) }
  case "--examples": examplesFolder = arguments.next().map { URL(fileURLWithPath: $0, isDirectory: true) }
  case "--runs": runs = Int(arguments.next() ?? "") ?? runs
  case "--json": printsJSON = true
  case "--profile": profiledFormat = arguments.next()
  case "--count": countedFormat = arguments.next()
  default:
    print("usage: morph-export-bench [--nodes N] [--iterations N] [--morph PATH --examples DIR [--runs N]] [--json]")
    print("       morph-export-bench --profile svg|html|lottie [--nodes N] [--iterations N]")
    print("       morph-export-bench --count svg|html|lottie [--nodes N]")
    exit(2)
  }
}

let timeline = try await benchTransition(nodes: nodes)
if let countedFormat {
  // Counting mode: one untimed export, then the same export inside the counted pass.
  let export: () throws -> Data
  switch countedFormat {
  case "svg": export = { try SVGExporter().export(timeline) }
  case "html": export = { try HTMLExporter().export(timeline) }
  case "lottie": export = { try LottieExporter().export(timeline) }
  default:
    print("morph-export-bench: --count takes svg, html or lottie")
    exit(2)
  }
  _ = try export()
  let bytes = try CountedPass.run(export).count
  print(#"{"nodes": \#(nodes), "bytes": \#(bytes)}"#)
  exit(0)
}
if let profiledFormat {
  for _ in 0..<iterations {
    switch profiledFormat {
    case "svg": _ = try SVGExporter().export(timeline)
    case "html": _ = try HTMLExporter().export(timeline)
    case "lottie": _ = try LottieExporter().export(timeline)
    default:
      print("morph-export-bench: --profile takes svg, html or lottie")
      exit(2)
    }
  }
  exit(0)
}
let pool = CStringPool()

let svgExport = try Timing(iterations: iterations) { try SVGExporter().export(timeline).count }
let bareSVG = BareDocument(BareSVGShape(pool: pool), bytes: svgExport.bytes, pool: pool)
let svgBare = Timing(iterations: iterations) { bareSVG.write() }

let page = try HTMLExporter().export(timeline)
let htmlExport = try Timing(iterations: iterations) { try HTMLExporter().export(timeline).count }
let bareHTML = BareDocument(
  BareHTMLShape(styleSheetBytes: styleSheetLength(of: page), pool: pool), bytes: page.count, pool: pool)
let htmlBare = Timing(iterations: iterations) { bareHTML.write() }

let lottieExport = try Timing(iterations: iterations) { try LottieExporter().export(timeline).count }

var endToEnd: [EndToEndTiming] = []
if let morph {
  guard let examplesFolder else {
    print("morph-export-bench: --morph needs --examples DIR")
    exit(2)
  }
  let examples = try FileManager.default.contentsOfDirectory(at: examplesFolder, includingPropertiesForKeys: nil)
    .filter { $0.pathExtension == "yaml" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  for example in examples {
    for format in ["svg", "html"] {
      endToEnd.append(try EndToEndTiming(morph: morph, example: example, format: format, runs: runs))
    }
  }
}

let report = ExportBenchReport(
  nodes: nodes, elements: timeline.elements.count, iterations: iterations,
  svg: .init(export: svgExport, bare: svgBare), html: .init(export: htmlExport, bare: htmlBare),
  lottie: .init(lottieExport), endToEnd: endToEnd)
print(printsJSON ? try report.json() : report.table)
