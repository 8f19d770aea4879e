// morph-transition-bench: times diffing and planning a layout transition of one node with N subnodes,
// and recording it as a timeline, for N of 1,000, 10,000 and 100,000, to show that they grow linearly.
//
//   morph-transition-bench [--sizes 1000,10000,100000] [--iterations N] [--record-iterations N]
//                          [--no-record] [--json]
//   morph-transition-bench --count plan|record --sizes N   (one counted pass, for Benchmarks/instructions)
//
// The transition: a root whose vertical stack shows N leaves in state A, and in state B drops every
// fourth leaf, adds N/4 new leaves (one after every third survivor) and reverses the order of the
// first tenth — so it inserts, removes and moves nodes, and every survivor below the first change
// slides. Three stages are timed:
//
// - diff: `SubnodeDiff(from:to:)` of the two subnode lists alone;
// - diff + plan: what Texture's layout transition computes before animating — the root's new layout
//   (`layoutThatFits` after the state change: survivors answer from their measurement caches, new
//   leaves are measured, the stack runs over all of them) and the diff of the old and new flattened
//   layouts, which gives every inserted, removed and moved node with its initial and final frame;
// - record: `TransitionPlanner.record` of the whole transition with Morph's default animation — the
//   above, then every node's animation recorded on the virtual clock and the timeline built.

import Foundation
import InstructionCount
import MorphLayout
import MorphTransition

/// A leaf of fixed size.
final class Leaf: DisplayNode {
  override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { CGSize(width: 100, height: 10) }
}

/// The two states' subnode lists for a size.
func states(count: Int) -> (before: [Leaf], after: [Leaf]) {
  let before = (0..<count).map { index -> Leaf in
    let leaf = Leaf()
    leaf.name = "leaf\(index)"
    return leaf
  }
  var after: [Leaf] = []
  var added = 0
  for (index, leaf) in before.enumerated() where index % 4 != 3 {
    after.append(leaf)
    if after.count % 3 == 0 {
      let fresh = Leaf()
      fresh.name = "new\(added)"
      added += 1
      after.append(fresh)
    }
  }
  after[0..<(after.count / 10)].reverse()
  return (before, after)
}

/// A root node showing `before` or `after`.
final class Scene {
  let before: [Leaf]
  let after: [Leaf]
  let root = DisplayNode(name: "root")
  var showsAfter = false

  init(count: Int) {
    (before, after) = states(count: count)
    root.automaticallyManagesSubnodes = true
    root.layoutSpecBlock = { [unowned self] _, _ in
      StackLayoutSpec(direction: .vertical, children: self.showsAfter ? self.after : self.before)
    }
  }

  /// Lays state A out and applies it, then changes to state B without measuring it; returns A's layout.
  func changeToAfter(range: SizeRange, context: LayoutContext) -> Layout? {
    showsAfter = false
    root.setNeedsLayout()
    root.layoutAsRoot(sizeRange: range, context: context)
    let old = root.calculatedLayout
    showsAfter = true
    root.invalidateCalculatedLayout()
    return old
  }
}

struct Options {
  var sizes = [1_000, 10_000, 100_000]
  var iterations = 5
  var recordIterations = 3
  var record = true
  var json = false
  var countedPass: String?
}

func parse() -> Options {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst().makeIterator()
  while let argument = arguments.next() {
    switch argument {
    case "--sizes": options.sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--iterations": options.iterations = Int(arguments.next() ?? "") ?? options.iterations
    case "--record-iterations": options.recordIterations = Int(arguments.next() ?? "") ?? options.recordIterations
    case "--no-record": options.record = false
    case "--json": options.json = true
    case "--count": options.countedPass = arguments.next()
    default:
      print(
        "usage: morph-transition-bench [--sizes 1000,10000,100000] [--iterations N] [--record-iterations N]"
          + " [--no-record] [--json]\n       morph-transition-bench --count plan|record --sizes N")
      exit(2)
    }
  }
  return options
}

let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

struct Row {
  var stage: String
  var size: Int
  var ms: Double
  var summary: String
}

let options = parse()
let range = SizeRange(min: CGSize(width: 100, height: 0), max: CGSize(width: 100, height: CGFloat.infinity))
let context = LayoutContext(scale: 2)
var rows: [Row] = []

if let pass = options.countedPass {
  // Counting mode: the diff + plan or the recording of one transition of the first size, after one
  // untimed run of the same, inside the counted pass.
  guard pass == "plan" || pass == "record", let size = options.sizes.first else {
    print("morph-transition-bench: --count takes plan or record, and --sizes N")
    exit(2)
  }
  if pass == "plan" {
    let scene = Scene(count: size)
    for counted in [false, true] {
      let old = scene.changeToAfter(range: range, context: context)
      let plan = {
        SubnodeDiff(from: old, to: scene.root.layoutThatFits(range, parentSize: range.max, context: context))
      }
      _ = counted ? CountedPass.run(plan) : plan()
    }
  } else {
    for counted in [false, true] {
      let scene = Scene(count: size)
      let planner = TransitionPlanner(context: context)
      scene.root.layoutAsRoot(sizeRange: range, context: planner.context)
      let record = { @MainActor in
        try await planner.record(scene.root, sizeRange: range) {
          scene.showsAfter = true
          scene.root.transitionLayout(withAnimation: true)
        }
      }
      _ = counted ? try await CountedPass.run(record) : try await record()
    }
  }
  print(#"{"nodes": \#(size)}"#)
  exit(0)
}

for size in options.sizes {
  let scene = Scene(count: size)
  var diffTimes: [Double] = []
  var planTimes: [Double] = []
  var summary = ""
  for _ in 0..<options.iterations {
    let start = clock.now
    let diff = SubnodeDiff(from: scene.before, to: scene.after)
    diffTimes.append(milliseconds(clock.now - start))
    summary = "removed \(diff.removed.count), inserted \(diff.insertions.count), moved \(diff.moves.count)"
  }
  for _ in 0..<options.iterations {
    // State A laid out and applied, then the change; only measuring B and diffing are timed.
    let old = scene.changeToAfter(range: range, context: context)
    let start = clock.now
    let new = scene.root.layoutThatFits(range, parentSize: range.max, context: context)
    let diff = SubnodeDiff(from: old, to: new)
    planTimes.append(milliseconds(clock.now - start))
    precondition(diff.insertions.count == scene.after.count - size * 3 / 4, "the plan misses insertions")
  }
  rows.append(Row(stage: "diff", size: size, ms: median(diffTimes), summary: summary))
  rows.append(Row(stage: "diff + plan", size: size, ms: median(planTimes), summary: summary))

  if options.record {
    var recordTimes: [Double] = []
    var elements = 0
    for _ in 0..<options.recordIterations {
      let scene = Scene(count: size)
      let planner = TransitionPlanner(context: context)
      scene.root.layoutAsRoot(sizeRange: range, context: planner.context)
      let start = clock.now
      let timeline = try await planner.record(scene.root, sizeRange: range) {
        scene.showsAfter = true
        scene.root.transitionLayout(withAnimation: true)
      }
      recordTimes.append(milliseconds(clock.now - start))
      elements = timeline.elements.count
    }
    rows.append(Row(stage: "record (timeline)", size: size, ms: median(recordTimes), summary: "\(elements) elements"))
  }
}

if options.json {
  let largest = options.sizes.max() ?? 0
  let smallest = options.sizes.min() ?? 0
  var json: [[String: Any]] = []
  for row in rows {
    var entry: [String: Any] = [
      "stage": "transition \(row.stage)", "case": "\(row.size) nodes", "nodes": row.size, "ms": row.ms,
      "nsPerNode": row.ms * 1e6 / Double(row.size), "note": row.summary, "checks": "ok",
    ]
    if row.size == largest && largest > smallest,
      let first = rows.first(where: { $0.stage == row.stage && $0.size == smallest })
    {
      // Linear growth keeps ns/node flat: the per-node cost at the largest size over the smallest.
      let growth = (row.ms / Double(row.size)) / (first.ms / Double(first.size))
      entry["note"] = row.summary + String(format: "; ns/node ×%.2f from %d", growth, smallest)
    }
    json.append(entry)
  }
  let data = try JSONSerialization.data(
    withJSONObject: ["runner": "morph-transition-bench", "rows": json], options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
} else {
  print("stage              size      median ms   ns/node  what")
  for row in rows {
    print(
      String(
        format: "%-18@ %-9d %9.2f %9.0f  %@", row.stage, row.size, row.ms, row.ms * 1e6 / Double(row.size),
        row.summary))
  }
}
