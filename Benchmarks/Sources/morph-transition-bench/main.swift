// morph-transition-bench: times diffing and planning a layout transition of one node with N subnodes,
// for N from 12,500 to 100,000, to show that both grow linearly.
//
//   morph-transition-bench [--sizes 12500,25000,50000,100000] [--iterations N]
//
// The transition: a root whose vertical stack shows N leaves in state A, and in state B drops every
// fourth leaf, adds N/4 new leaves (one after every third survivor) and reverses the order of the
// first tenth — so it inserts, removes and moves nodes, and every survivor below the first change
// slides. "diff" times `SubnodeDiff(from:to:)` of the two flattened layouts alone; "plan" times
// `TransitionPlanner.record` of the whole transition with Morph's default animation: measuring the
// new layout, diffing, recording the animation of every node on the virtual clock and building the
// timeline.

import Foundation
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

func parse() -> (sizes: [Int], iterations: Int) {
  var sizes = [12_500, 25_000, 50_000, 100_000]
  var iterations = 5
  var arguments = CommandLine.arguments.dropFirst().makeIterator()
  while let argument = arguments.next() {
    switch argument {
    case "--sizes": sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--iterations": iterations = Int(arguments.next() ?? "") ?? iterations
    default:
      print("usage: morph-transition-bench [--sizes 12500,25000,50000,100000] [--iterations N]")
      exit(2)
    }
  }
  return (sizes, iterations)
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

let (sizes, iterations) = parse()
let clock = ContinuousClock()
let range = SizeRange(min: CGSize(width: 100, height: 0), max: CGSize(width: 100, height: CGFloat.infinity))
print("size     removed  inserted  moved   diff ms  diff ns/node   plan ms  plan µs/node  elements")

for size in sizes {
  var diffTimes: [Double] = []
  var planTimes: [Double] = []
  var summary = ""
  for _ in 0..<iterations {
    let (before, after) = states(count: size)
    let root = DisplayNode(name: "root")
    root.automaticallyManagesSubnodes = true
    var showsAfter = false
    root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: showsAfter ? after : before) }

    let start = clock.now
    let diff = SubnodeDiff(from: before, to: after)
    diffTimes.append(milliseconds(clock.now - start))

    let planner = TransitionPlanner(context: LayoutContext(scale: 2))
    root.layoutAsRoot(sizeRange: range, context: planner.context)
    let planStart = clock.now
    let timeline = try await planner.record(root, sizeRange: range) {
      showsAfter = true
      root.transitionLayout(withAnimation: true)
    }
    planTimes.append(milliseconds(clock.now - planStart))
    summary = String(
      format: "%-8d %7d %9d %6d", size, diff.removed.count, diff.inserted.count, diff.moved.count)
      + "|\(timeline.elements.count)"
  }
  let diffMs = diffTimes.sorted()[diffTimes.count / 2]
  let planMs = planTimes.sorted()[planTimes.count / 2]
  let parts = summary.split(separator: "|")
  print(String(
    format: "%@ %9.2f %13.0f %9.1f %13.2f %9@", String(parts[0]), diffMs, diffMs * 1e6 / Double(size), planMs,
    planMs * 1e3 / Double(size), String(parts[1])))

}

