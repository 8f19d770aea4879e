// swift-tools-version: 6.1
// Morph's layout benchmarks: a package of its own so that the main package does not depend on the
// benchmark harness. Run everything with `./run` (see README.md).
import PackageDescription

import class Foundation.ProcessInfo

// The Morph package under test: the repository root. MORPH_PACKAGE_PATH points the benchmarks at
// another checkout (for example a scratch copy), which is handy when comparing two versions.
let morphPath = ProcessInfo.processInfo.environment["MORPH_PACKAGE_PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? ".."

let package = Package(
  name: "MorphBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Morph", path: morphPath),
    // Only the malloc interposer trait: the default traits would also pull in the Swift runtime
    // interposer on Linux with Swift 6.3, which is not needed for wall-clock timing.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The trees T1–T3 of trees.md, the fresh-layout driver and the checkpoint checks.
    .target(
      name: "MorphBenchTrees",
      dependencies: [.product(name: "MorphLayout", package: "Morph")]),

    // Callgrind's client requests (start and stop counting), and the counted pass every runner's
    // --count mode runs for `instructions`, the instruction-count regression check.
    .target(name: "CInstructionCount"),
    .target(name: "InstructionCount", dependencies: ["CInstructionCount"]),

    // A plain ContinuousClock runner: checks, timings and the ns/node table.
    .executableTarget(
      name: "morph-bench",
      dependencies: ["MorphBenchTrees", "InstructionCount", .product(name: "MorphLayout", package: "Morph")]),

    // Diffing and planning one transition of 12,500 to 100,000 subnodes.
    .executableTarget(
      name: "morph-transition-bench",
      dependencies: [
        "InstructionCount",
        .product(name: "MorphLayout", package: "Morph"), .product(name: "MorphTransition", package: "Morph"),
      ]),

    // Export throughput of a 10,000-node transition beside a bare libxml2 writer.
    .executableTarget(
      name: "morph-export-bench",
      dependencies: [
        "InstructionCount",
        .product(name: "MorphLayout", package: "Morph"), .product(name: "MorphTransition", package: "Morph"),
        .product(name: "MorphTimeline", package: "Morph"), .product(name: "MorphExport", package: "Morph"),
        .product(name: "MorphXML", package: "Morph"),
      ]),

    // Frames a second rendered and encoded into GIF, APNG, MP4 and WebM for a 375 × 667 scene at @2x.
    .executableTarget(
      name: "morph-video-bench",
      dependencies: [
        .product(name: "MorphScene", package: "Morph"), .product(name: "MorphText", package: "Morph"),
        .product(name: "MorphVideo", package: "Morph"),
        // The library MorphVideo loads to draw and encode, built beside the runner.
        .product(name: "MorphVideoCodec", package: "Morph"),
      ]),

    // The layout of one text node of 10,000 distinct CJK characters, each falling back to a CJK font.
    .executableTarget(
      name: "morph-text-bench",
      dependencies: [.product(name: "MorphLayout", package: "Morph"), .product(name: "MorphText", package: "Morph")]),

    // The same layouts under ordo-one/benchmark (`swift package benchmark`).
    .executableTarget(
      name: "MorphLayoutBenchmarks",
      dependencies: [
        "MorphBenchTrees",
        .product(name: "MorphLayout", package: "Morph"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/MorphLayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ]
)
