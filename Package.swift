// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Morph",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    // Stage 1: layout (pure; text measurement is injected).
    .target(name: "MorphLayout"),


    // Tests.
    .target(name: "_MorphTestSupport", dependencies: ["MorphLayout"], path: "Tests/_MorphTestSupport"),
    .testTarget(name: "MorphLayoutTests", dependencies: ["MorphLayout", "_MorphTestSupport"]),

  ]
)
