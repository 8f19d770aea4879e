// morph-export-bench: export throughput of a 10,000-node transition, beside a bare libxml2 text
// writer (MorphXML's XMLStreamWriter, a thin layer over xmlTextWriter) writing a document of the
// same size with no timeline work at all.
//
//   morph-export-bench [--nodes N] [--iterations N]
//
// The transition: a root whose vertical stack of N leaves loses every fourth leaf, gains N/4 new ones
// and reverses its first tenth, animated with Morph's default (every survivor slides, inserted and
// removed leaves fade). Planning is not timed; `SVGExporter.export` is (the export model, the SMIL
// document and its serialization).

import Foundation
import MorphExport
import MorphLayout
import MorphTransition
import MorphXML

/// A leaf of fixed size.
final class Leaf: DisplayNode {
  override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { CGSize(width: 100, height: 10) }
}

var nodes = 10_000
var iterations = 5
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--nodes": nodes = Int(arguments.next() ?? "") ?? nodes
  case "--iterations": iterations = Int(arguments.next() ?? "") ?? iterations
  default:
    print("usage: morph-export-bench [--nodes N] [--iterations N]")
    exit(2)
  }
}

let before = (0..<nodes).map { index -> Leaf in
  let leaf = Leaf()
  leaf.name = "leaf\(index)"
  return leaf
}
var after: [Leaf] = []
for (index, leaf) in before.enumerated() where index % 4 != 3 {
  after.append(leaf)
  if after.count % 3 == 0 {
    let fresh = Leaf()
    fresh.name = "new\(after.count)"
    after.append(fresh)
  }
}
after[0..<(after.count / 10)].reverse()
let root = DisplayNode(name: "root")
root.automaticallyManagesSubnodes = true
var showsAfter = false
root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: showsAfter ? after : before) }
let range = SizeRange(min: CGSize(width: 100, height: 0), max: CGSize(width: 100, height: CGFloat.infinity))
let planner = TransitionPlanner(context: LayoutContext(scale: 2))
root.layoutAsRoot(sizeRange: range, context: planner.context)
let timeline = try await planner.record(root, sizeRange: range) {
  showsAfter = true
  root.transitionLayout(withAnimation: true)
}

let clock = ContinuousClock()
@MainActor
func median(_ body: () throws -> Int) rethrows -> (seconds: Double, bytes: Int) {
  var times: [Double] = []
  var bytes = 0
  for _ in 0..<iterations {
    let start = clock.now
    bytes = try body()
    let elapsed = clock.now - start
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  return (times.sorted()[times.count / 2], bytes)
}

let svg = try median { try SVGExporter().export(timeline).count }

/// The bare writer: rects with animations, as many as it takes to reach the SVG's size.
let bare = try median {
  let writer = try XMLStreamWriter(indent: true)
  try writer.startDocument()
  try writer.startElement("svg")
  try writer.attribute("xmlns", "http://www.w3.org/2000/svg")
  var index = 0
  var written = 0
  while written < svg.bytes {
    try writer.startElement("rect")
    try writer.attribute("id", "r\(index)")
    try writer.attribute("x", Double(index % 100) * 10.5)
    try writer.attribute("y", Double(index / 100) * 10.25)
    try writer.attribute("width", 10)
    try writer.attribute("height", 10)
    try writer.startElement("animate")
    try writer.attribute("attributeName", "opacity")
    try writer.attribute("values", "0;0.5;1")
    try writer.attribute("keyTimes", "0;0.5;1")
    try writer.attribute("dur", "0.35s")
    try writer.attribute("fill", "freeze")
    try writer.endElement()
    try writer.endElement()
    index += 1
    written += 190
  }
  try writer.endElement()
  return try writer.finish().count
}

nonisolated func megabytesPerSecond(_ result: (seconds: Double, bytes: Int)) -> Double {
  Double(result.bytes) / result.seconds / 1_000_000
}

print("elements  export     bytes      ms     MB/s")
print(String(format: "%8d  svg   %9d %7.2f %8.1f", timeline.elements.count, svg.bytes, svg.seconds * 1000, megabytesPerSecond(svg)))
print(String(format: "%8@  bare  %9d %7.2f %8.1f", "-", bare.bytes, bare.seconds * 1000, megabytesPerSecond(bare)))
print(String(format: "svg / bare throughput: %.2f", megabytesPerSecond(svg) / megabytesPerSecond(bare)))
