// swift-tools-version: 6.0
// Morph's fuzz targets: a package of its own so that the main package is built without libFuzzer.
// Build and run them with `scripts/fuzz TARGET [--runs N]` (see README.md).
import PackageDescription

let package = Package(
  name: "MorphFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "Morph", path: "..")],
  targets: [
    // libFuzzer's driver, which the targets' entry points hand their test to.
    .target(name: "CFuzzerDriver"),
    // Running a target, reading fuzzer bytes as values, and a text measurer that needs no fonts.
    .target(
      name: "FuzzSupport",
      dependencies: ["CFuzzerDriver", .product(name: "MorphLayout", package: "Morph")]),

    // Scene documents (YAML and JSON bytes) → a laid-out scene or a located error.
    .executableTarget(
      name: "fuzz-scene-loading",
      dependencies: [
        "FuzzSupport", .product(name: "MorphScene", package: "Morph"),
        .product(name: "MorphPlanning", package: "Morph"), .product(name: "MorphLayout", package: "Morph"),
      ]),

    // Generated spec trees with any sizes, options and styles → a layout whose frames are finite.
    .executableTarget(
      name: "fuzz-layout",
      dependencies: ["FuzzSupport", .product(name: "MorphLayout", package: "Morph")]),

    // Generated timelines → SVG and HTML that libxml2 parses back without error.
    .executableTarget(
      name: "fuzz-export",
      dependencies: [
        "FuzzSupport", .product(name: "MorphLayout", package: "Morph"),
        .product(name: "MorphTimeline", package: "Morph"), .product(name: "MorphExport", package: "Morph"),
        .product(name: "MorphXML", package: "Morph"),
      ]),
  ]
)
