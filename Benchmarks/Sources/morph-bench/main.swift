// morph-bench: times fresh layouts of the trees T1–T3 (Benchmarks/trees.md) with ContinuousClock and
// checks their frames against Yoga's checkpoints.
//
//   morph-bench [--trees T1,T2,T3] [--scales 0,1,2] [--iterations N] [--warmup N] [--min-time SECONDS]
//               [--no-breakdown] [--no-relayout] [--markdown] [--no-verify] [--json]
//   morph-bench --profile T2 --scale 0 --iterations 5 [--relayout]   (layout only, for callgrind/perf)
//   morph-bench --count fresh|relayout --trees T1   (one counted pass, for Benchmarks/instructions)
//   morph-bench --memory T1   (the memory a laid-out tree holds: peak resident bytes per node)
//
// Fresh layout: one iteration = invalidate (root + every leaf `setNeedsLayout()`, timed separately and
// NOT counted) followed by one full layout pass `root.layoutAsRoot(sizeRange:context:)` (spec tree
// rebuilt, every node measured afresh, flattened frames applied to the root's subnodes, subnodes laid
// out). Re-layout (scale 0): trees.md's touched leaf gets a style value and its old value back and
// `setNeedsLayout()` (not counted), then the same layout pass, with every container a node of its own
// (`nodes`) and with the fresh-layout trees (`specs`).
// ns/node = wall time of the layout pass / oracle node count (10,001 / 11,111 / 6,001).
// --json prints the results as JSON rows for Benchmarks/table instead of the tables.

import Foundation
import InstructionCount
import MorphBenchTrees
import MorphLayout

struct Options {
  var trees = ["T1", "T2", "T3"]
  var scales: [CGFloat] = [0, 1, 2]
  var iterations = 20
  var warmup = 3
  var minTime = 1.0
  var breakdown = true
  var markdown = false
  var verify = true
  var profileTree: String?
  var profileRelayout = false
  var countedPass: String?
  var relayout = true
  var json = false
  var memoryTree: String?
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst().makeIterator()
  func value(_ flag: String) -> String {
    guard let value = arguments.next() else {
      FileHandle.standardError.write("morph-bench: \(flag) needs a value\n".data(using: .utf8)!)
      exit(2)
    }
    return value
  }
  while let argument = arguments.next() {
    switch argument {
    case "--trees": options.trees = value(argument).split(separator: ",").map { $0.uppercased() }
    case "--scales", "--scale":
      options.scales = value(argument).split(separator: ",").compactMap { Double($0) }.map { CGFloat($0) }
    case "--iterations": options.iterations = Int(value(argument)) ?? options.iterations
    case "--warmup": options.warmup = Int(value(argument)) ?? options.warmup
    case "--min-time": options.minTime = Double(value(argument)) ?? options.minTime
    case "--no-breakdown": options.breakdown = false
    case "--markdown": options.markdown = true
    case "--no-verify": options.verify = false
    case "--profile": options.profileTree = value(argument).uppercased()
    case "--relayout": options.profileRelayout = true
    case "--count": options.countedPass = value(argument)
    case "--no-relayout": options.relayout = false
    case "--json": options.json = true
    case "--memory": options.memoryTree = value(argument).uppercased()
    case "--sizes":
      // Sizes of the public value types the engine copies around (for performance work).
      print(
        "MemoryLayout sizes (bytes): Layout \(MemoryLayout<Layout>.size), "
          + "LayoutElementStyle \(MemoryLayout<LayoutElementStyle>.size), SizeRange \(MemoryLayout<SizeRange>.size), "
          + "LayoutDimension \(MemoryLayout<Length>.size), Layout? \(MemoryLayout<Layout?>.size)")
      exit(0)
    case "-h", "--help":
      print(
        """
        usage: morph-bench [--trees T1,T2,T3] [--scales 0,1,2] [--iterations N] [--warmup N]
                           [--min-time SECONDS] [--no-breakdown] [--no-relayout] [--markdown] [--no-verify]
                           [--json]
               morph-bench --profile T1|T2|T3 [--scale S] [--iterations N] [--relayout]
               morph-bench --count fresh|relayout --trees T1|T2|T3 [--scale S]
               morph-bench --memory T1|T2|T3
        """)
      exit(0)
    default:
      FileHandle.standardError.write("morph-bench: unknown argument \(argument)\n".data(using: .utf8)!)
      exit(2)
    }
  }
  return options
}

// MARK: - Timing

let clock = ContinuousClock()

func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// CPU time of the calling thread in nanoseconds: unlike wall time, it does not count time the thread
/// spends descheduled, so it is steadier on a busy 2-core machine.
func threadCPUTime() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// The process's peak resident memory so far, in bytes: on Linux the address space's high-water mark
/// (`VmHWM` in /proc/self/status, which starts anew at exec, unlike `getrusage`'s maximum, which a
/// process inherits from the one that started it), elsewhere `getrusage`'s maximum resident set size.
func peakResidentBytes() -> Int {
  #if os(Linux)
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024  // kilobytes
  #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)  // bytes on macOS
  #endif
}

struct Samples {
  var values: [Double] = []  // wall nanoseconds per run
  var cpu: [Double] = []  // thread CPU nanoseconds per run
  var cpuMedian: Double { Samples(values: cpu).median }
  var min: Double { values.min() ?? .nan }
  var median: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }
}

/// Runs `body` after `prepare` repeatedly: warm-up runs first, then at least `iterations` runs and at
/// least `minTime` seconds of them. Only `body` is timed.
func sample(
  warmup: Int, iterations: Int, minTime: Double, prepare: () -> Void, body: () -> Void
) -> Samples {
  for _ in 0..<warmup {
    prepare()
    body()
  }
  var samples = Samples()
  var total = 0.0
  while samples.values.count < iterations || total < minTime * 1e9 {
    prepare()
    let cpuStart = threadCPUTime()
    let start = clock.now
    body()
    let elapsed = nanoseconds(clock.now - start)
    samples.cpu.append(threadCPUTime() - cpuStart)
    samples.values.append(elapsed)
    total += elapsed
    if samples.values.count >= iterations * 50 { break }
  }
  return samples
}

// MARK: - Output

func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
  let count = text.count
  guard count < width else { return text }
  let padding = String(repeating: " ", count: width - count)
  return right ? padding + text : text + padding
}

func fixed(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }

func printTable(_ header: [String], _ rows: [[String]], markdown: Bool) {
  if markdown {
    print("| " + header.joined(separator: " | ") + " |")
    print("|" + header.map { _ in "---:" }.joined(separator: "|") + "|")
    for row in rows { print("| " + row.joined(separator: " | ") + " |") }
    return
  }
  var widths = header.map(\.count)
  for row in rows {
    for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
  }
  print(zip(header, widths).map { pad($0, $1) }.joined(separator: "  "))
  print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
  for row in rows { print(zip(row, widths).map { pad($0, $1) }.joined(separator: "  ")) }
}

// MARK: - Main

let options = parseOptions()

if let pass = options.countedPass {
  // Counting mode: two untimed passes bring the tree to its steady state, then one fresh layout (or
  // re-layout after touching one leaf, every container a node) runs inside the counted pass.
  let relayout = pass == "relayout"
  guard pass == "fresh" || relayout, options.trees.count == 1,
    let tree = BenchTree.named(options.trees[0], relayout ? .nodes : .specs)
  else {
    FileHandle.standardError.write("morph-bench: --count takes fresh or relayout and one tree\n".data(using: .utf8)!)
    exit(2)
  }
  let context = LayoutContext(scale: options.scales.first ?? 0)
  for _ in 0..<2 {
    if relayout { tree.touch() } else { tree.invalidate() }
    tree.layout(context: context)
  }
  if relayout { tree.touch() } else { tree.invalidate() }
  CountedPass.run { tree.layout(context: context) }
  print(#"{"nodes": \#(tree.nodeCount)}"#)
  exit(0)
}

if let name = options.memoryTree {
  // Memory mode: the growth of the process's peak resident memory from before the tree is built to
  // after its first layout (nodes, specs, styles and layouts), per node, as one JSON line.
  let before = peakResidentBytes()
  guard let tree = BenchTree.named(name) else {
    FileHandle.standardError.write("morph-bench: unknown tree \(name)\n".data(using: .utf8)!)
    exit(2)
  }
  tree.layout(context: LayoutContext(scale: 0))
  let bytes = peakResidentBytes() - before
  print(
    #"{"tree": "\#(name)", "nodes": \#(tree.nodeCount), "bytesPerNode": \#(Double(bytes) / Double(tree.nodeCount))}"#)
  exit(0)
}

if let name = options.profileTree {
  // Profiling mode: build, then `iterations` fresh layouts at the first scale; no checks, no output
  // beyond one line, so that a profiler sees (almost) only layout.
  // With --relayout: re-layouts after touching one leaf, every container a node.
  guard let tree = BenchTree.named(name, options.profileRelayout ? .nodes : .specs) else {
    FileHandle.standardError.write("morph-bench: unknown tree \(name)\n".data(using: .utf8)!)
    exit(2)
  }
  let context = LayoutContext(scale: options.scales.first ?? 0)
  tree.layout(context: context)
  for _ in 0..<options.iterations {
    if options.profileRelayout { tree.touch() } else { tree.invalidate() }
    tree.layout(context: context)
  }
  print("profiled \(tree.name) scale \(fixed(Double(context.pixelGrid.scale))) × \(options.iterations)")
  exit(0)
}

struct Result {
  var tree: BenchTree
  var scale: CGFloat
  var layout: Samples
  var measure: Samples?
  var specBuild: Samples?
  var invalidate: Samples
  var report: VerificationReport?
}

var results: [Result] = []
var allPassed = true

for name in options.trees {
  guard let tree = BenchTree.named(name) else {
    FileHandle.standardError.write("morph-bench: unknown tree \(name)\n".data(using: .utf8)!)
    exit(2)
  }
  for scale in options.scales {
    let context = LayoutContext(scale: scale)
    // First layout: attaches the subnodes (automatic subnode management), then the checks.
    tree.invalidate()
    tree.layout(context: context)
    var report: VerificationReport?
    if options.verify {
      // A fresh layout must measure every leaf again (no measurement-cache hits).
      let before = tree.leaves.map { ($0 as! ZeroSizeLeafNode).measureCount }
      tree.invalidate()
      tree.layout(context: context)
      let remeasured = zip(tree.leaves, before).filter { ($0 as! ZeroSizeLeafNode).measureCount > $1 }.count
      report = Verifier.verify(tree, scale: scale)
      report?.leavesRemeasured = remeasured
      if remeasured != tree.leaves.count {
        report?.failures.append("only \(remeasured)/\(tree.leaves.count) leaves were measured again after invalidate()")
      }
      if report?.passed == false { allPassed = false }
    }

    let layout = sample(
      warmup: options.warmup, iterations: options.iterations, minTime: options.minTime,
      prepare: { tree.invalidate() }, body: { tree.layout(context: context) })
    let invalidate = sample(
      warmup: 1, iterations: options.iterations, minTime: 0, prepare: {}, body: { tree.invalidate() })
    var measure: Samples?
    var specBuild: Samples?
    if options.breakdown {
      measure = sample(
        warmup: options.warmup, iterations: options.iterations, minTime: options.minTime / 2,
        prepare: { tree.invalidate() }, body: { _ = tree.measure(context: context) })
      specBuild = sample(
        warmup: 1, iterations: options.iterations, minTime: 0, prepare: {},
        body: { withExtendedLifetime(tree.buildSpec()) {} })
      // Leave the tree laid out at this scale.
      tree.invalidate()
      tree.layout(context: context)
    }
    results.append(
      Result(
        tree: tree, scale: scale, layout: layout, measure: measure, specBuild: specBuild,
        invalidate: invalidate, report: report))
  }
}

// MARK: - Re-layout after one leaf changes

struct RelayoutResult {
  var tree: BenchTree
  var layout: Samples
  /// Leaves and container nodes measured by one re-layout, and how many that should be.
  var remeasured: Int
  var expectedRemeasured: Int
  var report: VerificationReport?
  var passed: Bool { remeasured == expectedRemeasured && report?.passed != false }
}

var relayoutResults: [RelayoutResult] = []
if options.relayout {
  let context = LayoutContext(scale: 0)
  for name in options.trees {
    for construction in [Construction.nodes, .specs] {
      guard let tree = BenchTree.named(name, construction) else { continue }
      tree.layout(context: context)
      // One re-layout must measure the touched leaf and the container nodes above it, nothing else,
      // and leave every frame as a fresh layout has it.
      var expected = 1
      var ancestor = tree.touchedLeaf.supernode
      while let node = ancestor {
        if node is ContainerNode { expected += 1 }
        ancestor = node.supernode
      }
      let before = tree.measureCount
      tree.touch()
      tree.layout(context: context)
      let remeasured = tree.measureCount - before
      let report = options.verify ? Verifier.verify(tree, scale: 0) : nil
      let samples = sample(
        warmup: options.warmup, iterations: options.iterations, minTime: options.minTime,
        prepare: { tree.touch() }, body: { tree.layout(context: context) })
      let result = RelayoutResult(
        tree: tree, layout: samples, remeasured: remeasured, expectedRemeasured: expected, report: report)
      if !result.passed { allPassed = false }
      relayoutResults.append(result)
    }
  }
}

func perNode(_ nanoseconds: Double, _ tree: BenchTree) -> Double { nanoseconds / Double(tree.nodeCount) }

if options.json {
  var rows: [[String: Any]] = []
  for result in results {
    let median = perNode(result.layout.median, result.tree)
    let row: [String: Any] = [
      "stage": "fresh layout", "case": "\(result.tree.name) scale \(fixed(Double(result.scale)))",
      "nodes": result.tree.nodeCount, "ms": result.layout.median / 1e6, "nsPerNode": median,
      "cpuNsPerNode": perNode(result.layout.cpuMedian, result.tree),
      "checks": result.report.map { $0.passed ? "ok" : "FAIL" } ?? "-",
    ]
    rows.append(row)
  }
  for result in relayoutResults {
    let row: [String: Any] = [
      "stage": "re-layout after one leaf", "case": "\(result.tree.name) \(result.tree.construction.rawValue)",
      "nodes": result.tree.nodeCount, "ms": result.layout.median / 1e6,
      "nsPerNode": perNode(result.layout.median, result.tree),
      "cpuNsPerNode": perNode(result.layout.cpuMedian, result.tree),
      "checks": result.passed ? "ok" : "FAIL", "note": "\(result.remeasured) nodes measured",
    ]
    rows.append(row)
  }
  let data = try! JSONSerialization.data(
    withJSONObject: ["runner": "morph-bench", "rows": rows], options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
  exit(allPassed ? 0 : 1)
}

let date = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
print("Morph fresh-layout benchmark (\(date)), release build; ns/node = layout wall time / node count.")
print("Each sample: invalidate root + leaves (not timed), then root.layoutAsRoot(sizeRange:context:).")
print("min/median: wall clock (ContinuousClock); CPU median: the thread's CPU time (CLOCK_THREAD_CPUTIME_ID).")
print("")

printTable(
  [
    "tree", "scale", "nodes", "samples", "min ns/node", "median ns/node", "CPU median", "Yoga ns/node",
    "median/Yoga", "ms/layout", "checks",
  ],
  results.map { result in
    let median = perNode(result.layout.median, result.tree)
    let check: String
    if let report = result.report {
      check = report.passed ? "ok" : "FAIL"
    } else {
      check = "-"
    }
    return [
      result.tree.name, fixed(Double(result.scale)), String(result.tree.nodeCount),
      String(result.layout.values.count), fixed(perNode(result.layout.min, result.tree)), fixed(median),
      fixed(perNode(result.layout.cpuMedian, result.tree)), fixed(result.tree.yogaNanosecondsPerNode),
      fixed(median / result.tree.yogaNanosecondsPerNode, 2) + "×",
      fixed(result.layout.median / 1e6, 2), check,
    ]
  }, markdown: options.markdown)

if options.breakdown {
  print("")
  print("Breakdown (median ns/node): measure = root.layoutThatFits only (no frames applied);")
  print("spec = the root's layoutSpecBlock alone; invalidate = setNeedsLayout on root + leaves (excluded above).")
  print("")
  printTable(
    ["tree", "scale", "layout", "measure", "apply+subnode passes", "spec build", "invalidate"],
    results.map { result in
      let layout = perNode(result.layout.median, result.tree)
      let measure = result.measure.map { perNode($0.median, result.tree) } ?? .nan
      let spec = result.specBuild.map { perNode($0.median, result.tree) } ?? .nan
      return [
        result.tree.name, fixed(Double(result.scale)), fixed(layout), fixed(measure), fixed(layout - measure),
        fixed(spec), fixed(perNode(result.invalidate.median, result.tree), 1),
      ]
    }, markdown: options.markdown)
}

if !relayoutResults.isEmpty {
  print("")
  print("Re-layout after one leaf changes (scale 0): trees.md's touched leaf gets a style value and its old")
  print("value back, then setNeedsLayout() (not timed), then root.layoutAsRoot. nodes: every container a")
  print("display node (cached per node, as Texture caches); specs: the fresh-layout trees (one root node).")
  print("")
  printTable(
    [
      "tree", "construction", "nodes", "samples", "min ns/node", "median ns/node", "CPU median", "ms/layout",
      "measured", "checks",
    ],
    relayoutResults.map { result in
      [
        result.tree.name, result.tree.construction.rawValue, String(result.tree.nodeCount),
        String(result.layout.values.count), fixed(perNode(result.layout.min, result.tree), 1),
        fixed(perNode(result.layout.median, result.tree), 1), fixed(perNode(result.layout.cpuMedian, result.tree), 1),
        fixed(result.layout.median / 1e6, 3), "\(result.remeasured)/\(result.expectedRemeasured)",
        result.passed ? "ok" : "FAIL",
      ]
    }, markdown: options.markdown)
  for result in relayoutResults {
    guard let report = result.report, !report.passed else { continue }
    for failure in report.failures {
      print("       FAIL \(result.tree.name) \(result.tree.construction.rawValue): \(failure)")
    }
  }
}

if options.verify {
  print("")
  print("Checks (spec tree read as the oracle's node tree; see Verification.swift):")
  for result in results {
    guard let report = result.report else { continue }
    let status = report.passed ? "ok  " : "FAIL"
    print(
      "  \(status) \(report.tree) scale \(fixed(Double(report.scale))): \(report.nodeCount) nodes, "
        + "checkpoints \(report.checkpointsPassed)/\(report.checkpointsTotal), "
        + "checksum \(String(format: "%.4f", report.checksum)) "
        + "(Yoga scale 0: \(String(format: "%.4f", report.expectedChecksum)), "
        + "Δ \(String(format: "%.4f", report.checksum - report.expectedChecksum)))")
    var leafLine =
      "       leaves: applied frame = ceil(spec frame) \(report.nodeFramesMatched)/\(report.nodeFramesTotal), "
      + "re-measured \(report.leavesRemeasured)/\(report.nodeFramesTotal)"
    if report.scale > 0 {
      leafLine += ", origin snapped unlike Yoga's rounding \(report.leavesRoundedDifferently)/\(report.nodeFramesTotal)"
    }
    print(leafLine)
    for failure in report.failures { print("       FAIL: \(failure)") }
    for note in report.roundingNotes { print("       note (Texture ceil vs Yoga round): \(note)") }
  }
}

if !allPassed {
  print("")
  print("morph-bench: some checks FAILED")
  exit(1)
}
