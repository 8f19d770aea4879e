// morph-text-bench: the layout of one text node of distinct CJK characters, which the default font
// (DejaVu Sans) has no glyphs for, so every character falls back to the CJK font fontconfig picks.
//
//   morph-text-bench [--characters N[,N...]] [--iterations N] [--width POINTS] [--json]
//
// Timed, for each size (10,000 characters by default): a fresh FontCatalog and FreeTypeTextMeasurer
// (so no fallback, face or glyph is cached from an earlier run), a TextNode holding the first N CJK
// unified ideographs from U+4E00 that the CJK font has, and its layout at a fixed width (375 pt). The
// figure is the median of --iterations runs after one untimed run. The check: the node is as tall as
// its lines, and every line's runs are drawn in one fallback family. --json prints one JSON object of
// rows for Benchmarks/table.

import Foundation
import MorphLayout
import MorphText

var sizes = [10_000]
var iterations = 3
var width: CGFloat = 375
var printsJSON = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--characters": sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
  case "--iterations": iterations = max(1, Int(arguments.next() ?? "") ?? iterations)
  case "--width": width = Double(arguments.next() ?? "").map { CGFloat($0) } ?? width
  case "--json": printsJSON = true
  default:
    print("usage: morph-text-bench [--characters N[,N...]] [--iterations N] [--width POINTS] [--json]")
    exit(2)
  }
}

let font = Font(size: 17)
let primary = try FontCatalog().face(for: font)
guard let cjk = FontCatalog().fallbackFace(for: font, covering: ["\u{4E00}"]) else {
  print("morph-text-bench: no font has U+4E00; is a CJK font installed (scripts/install-dependencies)?")
  exit(1)
}
// CJK unified ideographs from U+4E00 that the CJK font has and the default font lacks.
let ideographs = Array(
  (UInt32(0x4E00)...UInt32(0x9FFF)).lazy.compactMap(Unicode.Scalar.init).map(Character.init)
    .filter { cjk.face.covers($0) && !primary.covers($0) }.prefix(sizes.max() ?? 0))

/// One timed layout of `text` in `font` at `width` with a fresh catalog: the node's layout and the
/// lines of its text.
func layOut(_ text: String, font: Font, width: CGFloat) throws -> (layout: Layout, lines: [TextLayout.Line]) {
  let measurer = try FreeTypeTextMeasurer(catalog: FontCatalog())
  let node = TextNode(text, attributes: TextAttributes(font: font), measurer: measurer)
  let layout = node.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: width, height: .infinity)))
  return (layout, node.textLayout(width: width).lines)
}

var rows: [[String: Any]] = []
for size in sizes {
  let text = String(ideographs.prefix(size))
  guard text.count == size else {
    print("morph-text-bench: \(cjk.family) has only \(text.count) CJK characters the default font lacks")
    exit(1)
  }
  let (layout, lines) = try layOut(text, font: font, width: width)
  let families = Set(lines.flatMap { $0.runs.map(\.fallbackFamily) })
  let checks =
    !lines.isEmpty && families.count == 1 && families.first! != nil
    && abs(layout.size.height - lines.reduce(0) { $0 + $1.height }) < 1
  var seconds: [Double] = []
  for _ in 0..<iterations {
    let start = ContinuousClock.now
    _ = try layOut(text, font: font, width: width)
    let elapsed = ContinuousClock.now - start
    seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  let median = seconds.sorted()[seconds.count / 2]
  let family = families.first.flatMap { $0 } ?? "no fallback"
  let grouped = size >= 1000 ? "\(size / 1000),\(String(size % 1000 + 1000).dropFirst())" : "\(size)"
  rows.append([
    "stage": "text layout", "case": "\(grouped) distinct CJK characters laid out", "nodes": 1, "ms": median * 1000,
    "checks": checks ? "ok" : "FAIL",
    "note": "\(lines.count) lines of \(Int(width)) pt in \(family), median of \(iterations), a fresh font catalog each",
  ])
}

if printsJSON {
  let report: [String: Any] = ["runner": "morph-text-bench", "rows": rows]
  print(String(decoding: try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]), as: UTF8.self))
} else {
  for row in rows { print("\(row["case"]!): \(row["ms"]!) ms, \(row["note"]!) (\(row["checks"]!))") }
}
if rows.contains(where: { $0["checks"] as? String == "FAIL" }) { exit(1) }
