// The layout benchmarks of morph-bench under ordo-one/benchmark: `swift package benchmark` (from
// Benchmarks/). A fresh-layout sample invalidates the root and every leaf (not measured) and then runs
// one full layout pass `root.layoutAsRoot(sizeRange:context:)`; a re-layout sample touches trees.md's
// leaf (not measured) and runs the same pass on the tree whose containers are nodes. `Malloc (total)`
// counts the allocations of one pass. Besides the harness's own metrics, the
// custom metric `ns/node` is the sample's wall time divided by the tree's node count, the unit of
// Yoga's reference numbers for the trees of Benchmarks/trees.md (T1 570, T2 1119, T3 890 ns/node, unrounded).

import Benchmark
import Foundation
import MorphBenchTrees
import MorphLayout

/// The trees are built once per process; the harness runs the benchmarks of one target serially.
nonisolated(unsafe) private var trees: [String: BenchTree] = [:]

private func tree(_ name: String, _ construction: Construction = .specs) -> BenchTree {
  let key = "\(name) \(construction.rawValue)"
  if let tree = trees[key] { return tree }
  let tree = BenchTree.named(name, construction)!
  trees[key] = tree
  return tree
}

private func nanoseconds(_ duration: Duration) -> Int {
  let (seconds, attoseconds) = duration.components
  return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
}

/// Measures one layout pass of `tree` and records its wall time per node as the `ns/node` metric.
private func measureLayout(of tree: BenchTree, context: LayoutContext, in benchmark: Benchmark) {
  let clock = ContinuousClock()
  let start = clock.now
  benchmark.startMeasurement()
  blackHole(tree.layout(context: context))
  benchmark.stopMeasurement()
  benchmark.measurement(
    .custom("ns/node", polarity: .prefersSmaller, useScalingFactor: false),
    nanoseconds(clock.now - start) / tree.nodeCount)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .custom("ns/node", polarity: .prefersSmaller, useScalingFactor: false)],
    timeUnits: .microseconds,
    warmupIterations: 3,
    maxDuration: .seconds(2),
    maxIterations: 200)

  for name in ["T1", "T2", "T3"] {
    for scale in [0, 1, 2] {
      Benchmark("\(name) fresh layout scale \(scale)") { benchmark in
        let tree = tree(name)
        tree.invalidate()
        measureLayout(of: tree, context: LayoutContext(scale: CGFloat(scale)), in: benchmark)
      } setup: {
        // First layout outside the measurement: attaches the leaves as the root's subnodes.
        let tree = tree(name)
        tree.invalidate()
        tree.layout(context: LayoutContext(scale: CGFloat(scale)))
      }
    }
    Benchmark("\(name) re-layout after one leaf (nodes) scale 0") { benchmark in
      let tree = tree(name, .nodes)
      tree.touch()
      measureLayout(of: tree, context: LayoutContext(scale: 0), in: benchmark)
    } setup: {
      tree(name, .nodes).layout(context: LayoutContext(scale: 0))
    }
  }
}
