// swift-tools-version: 6.0
// A package of one's own Texture node classes, previewed with Morph: the nodes build for iOS with
// Texture and for Linux or macOS with Morph, `swift run NodePreviews export` writes their transitions
// as `morph export` writes a scene document's, and their snapshot tests run anywhere.
import PackageDescription

let package = Package(
  name: "PreviewPackage",
  platforms: [.macOS(.v14)],
  products: [
    // `swift run NodePreviews …`, and what `swift package morph …` runs.
    .executable(name: "NodePreviews", targets: ["NodePreviews"])
  ],
  dependencies: [
    // In a package of your own: .package(url: "https://github.com/…/Morph", from: "…").
    .package(name: "Morph", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // The node classes, as the iOS app has them.
    .target(name: "SignupNodes", dependencies: [.product(name: "MorphTextureCompat", package: "Morph")]),
    // The previews: `swift run NodePreviews export|timeline|list|preview`.
    .executableTarget(
      name: "NodePreviews",
      dependencies: [
        "SignupNodes",
        .product(name: "MorphCatalog", package: "Morph"),
        .product(name: "MorphCommandLine", package: "Morph"),
        // The library `export --format gif|apng|mp4|webm` loads, built beside the executable; without it
        // the package builds without librsvg and FFmpeg, and the other formats work.
        .product(name: "MorphVideoCodec", package: "Morph"),
      ]),
    .testTarget(
      name: "SignupNodesTests",
      dependencies: [
        "SignupNodes", "NodePreviews",
        .product(name: "MorphSnapshotTesting", package: "Morph"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ])
