// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Morph",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "MorphLayout", targets: ["MorphLayout"]),
    .library(name: "MorphText", targets: ["MorphText"]),
    .library(name: "MorphImage", targets: ["MorphImage"]),
    .library(name: "MorphTimeline", targets: ["MorphTimeline"]),
    .library(name: "MorphTransition", targets: ["MorphTransition"]),
    .library(name: "MorphTextureCompat", targets: ["MorphTextureCompat"]),
    .library(name: "MorphXML", targets: ["MorphXML"]),
    .library(name: "MorphExport", targets: ["MorphExport"]),
    .library(name: "MorphSnapshotTesting", targets: ["MorphSnapshotTesting"]),
    .library(name: "MorphPlanning", targets: ["MorphPlanning"]),
    .library(name: "MorphScene", targets: ["MorphScene"]),
    .library(name: "MorphVideo", targets: ["MorphVideo"]),
    // What MorphVideo loads, when a frame is drawn or a video made, to draw with librsvg and encode with
    // FFmpeg: a library of its own, so that a program making no video never loads them. Built by
    // `swift build`, beside `morph`; a package's own executable lists this product to have it beside it.
    .library(name: "MorphVideoCodec", type: .dynamic, targets: ["CVideoCodec"]),
    .library(name: "MorphBatchExport", targets: ["MorphBatchExport"]),
    .library(name: "MorphPreview", targets: ["MorphPreview"]),
    .library(name: "MorphCatalog", targets: ["MorphCatalog"]),
    .library(name: "MorphReview", targets: ["MorphReview"]),
    .library(name: "MorphCommandLine", targets: ["MorphCommandLine"]),
    .executable(name: "morph", targets: ["morph"]),
    .plugin(name: "MorphPlugin", targets: ["MorphPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    // `swift package generate-documentation`: the DocC catalogs under Sources/*/*.docc.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // C libraries, found through pkg-config.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
    .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
    .systemLibrary(name: "CGIFLib", pkgConfig: "libgif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
    .systemLibrary(name: "CLibWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
    .systemLibrary(
      name: "CLibRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
    .systemLibrary(
      name: "CLibAVCodec", pkgConfig: "libavcodec", providers: [.apt(["libavcodec-dev"]), .brew(["ffmpeg"])]),
    .systemLibrary(
      name: "CLibAVFormat", pkgConfig: "libavformat", providers: [.apt(["libavformat-dev"]), .brew(["ffmpeg"])]),
    .systemLibrary(
      name: "CLibAVFilter", pkgConfig: "libavfilter", providers: [.apt(["libavfilter-dev"]), .brew(["ffmpeg"])]),
    .systemLibrary(
      name: "CLibSwScale", pkgConfig: "libswscale", providers: [.apt(["libswscale-dev"]), .brew(["ffmpeg"])]),
    .systemLibrary(
      name: "CLibAVUtil", pkgConfig: "libavutil", providers: [.apt(["libavutil-dev"]), .brew(["ffmpeg"])]),
    // The MorphVideoCodec library: draws SVG documents with librsvg, encodes frames into GIF, APNG, MP4
    // and WebM files in memory with FFmpeg's libraries, and decodes them back (C, for FFmpeg's macros and
    // its in-memory I/O callbacks).
    .target(
      name: "CVideoCodec",
      dependencies: [
        "CVideoCodecInterface", "CLibRSVG", "CLibAVCodec", "CLibAVFormat", "CLibAVFilter", "CLibSwScale", "CLibAVUtil",
      ]),
    // Its interface: the table of functions MorphVideo finds in it once loaded (a header only).
    .target(name: "CVideoCodecInterface"),
    // Reads an encoded image's format and size with those libraries (C, for libjpeg's and libpng's
    // longjmp error handling).
    .target(name: "CImageInfo", dependencies: ["CLibPNG", "CLibJPEG", "CGIFLib", "CLibWebP"]),

    // Stage 1: layout (pure; text measurement is injected).
    .target(name: "MorphLayout"),
    .target(name: "MorphText", dependencies: ["MorphLayout", "CFreeType", "CFontconfig"]),
    // Image files: format, size and the bytes to embed.
    .target(name: "MorphImage", dependencies: ["CImageInfo", "CLibXML2"]),

    // Stage 2: transition planning, which records the timeline every output reproduces.
    .target(name: "MorphTransition", dependencies: ["MorphLayout", "MorphTimeline"]),
    // The timeline: elements, presence, property tracks of timed segments and their curves, sampling.
    .target(name: "MorphTimeline", dependencies: ["MorphLayout"]),
    // Texture's and UIKit's names over Morph, so Texture code ports by changing its imports.
    .target(
      name: "MorphTextureCompat",
      dependencies: ["MorphTimeline", "MorphLayout", "MorphTransition", "MorphText", "MorphImage"]),

    // Front ends.
    // What every front end plans through: the protocol of what Morph can plan, the planned timeline,
    // the laid-out tree, located errors and warnings, and the limits of planning.
    .target(name: "MorphPlanning", dependencies: ["MorphLayout", "MorphTimeline", "MorphTransition"]),
    // Scene documents: YAML and JSON decoded into scenes of nodes and specs, planned as Texture runs them.
    .target(
      name: "MorphScene",
      dependencies: [
        "MorphPlanning", "MorphLayout", "MorphTimeline", "MorphTransition", "MorphImage",
        .product(name: "Yams", package: "Yams"),
      ]),
    // Previews of a package's own node classes, declared in Swift, planned as scene documents are.
    .target(name: "MorphCatalog", dependencies: ["MorphPlanning", "MorphLayout", "MorphTransition", "MorphTimeline"]),
    // What a change did to an animation: two versions' timelines compared element by element, as a
    // table, JSON or a review page (`morph diff`).
    .target(
      name: "MorphReview", dependencies: ["MorphPlanning", "MorphLayout", "MorphTimeline", "MorphExport", "MorphXML"],
      resources: [
        .embedInCode("Templates/review.html"), .embedInCode("Templates/review.css"),
        .embedInCode("Templates/review.js"),
      ]),
    // Scene documents and Swift previews exported to files: which timelines, how files are named,
    // parallel atomic writes, the gallery index (`morph export`), and the one way a timeline becomes
    // each kind of file.
    .target(
      name: "MorphBatchExport",
      dependencies: [
        "MorphPlanning",
        "MorphScene", "MorphExport", "MorphVideo", "MorphXML", "MorphTimeline", "MorphLayout",
      ]),
    // The design-review preview: an HTTP server (Hummingbird, on SwiftNIO) on 127.0.0.1 rendering scenes
    // with the exporters.
    .target(
      name: "MorphPreview",
      dependencies: [
        "MorphTimeline", "MorphPlanning",
        "MorphScene", "MorphBatchExport", "MorphCatalog", "MorphXML", "MorphTransition", "MorphLayout",
        "MorphReview",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      resources: [
        .embedInCode("Templates/preview.html"), .embedInCode("Templates/preview-index.html"),
        .embedInCode("Templates/preview.js"), .embedInCode("Templates/preview.css"),
      ]),
    // The `morph` commands as a library: `MorphCommand.main(catalog:)` runs them with a package's
    // Swift previews beside scene documents.
    .target(
      name: "MorphCommandLine",
      dependencies: [
        "MorphPlanning", "MorphLayout", "MorphTimeline",
        "MorphScene", "MorphCatalog", "MorphText", "MorphBatchExport", "MorphExport", "MorphVideo", "MorphXML",
        "MorphPreview", "MorphReview", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The `morph` command: the command line with an empty catalog.
    .executableTarget(name: "morph", dependencies: ["MorphCommandLine", "MorphCatalog"]),
    // `swift package morph …` in a package of Swift previews: builds its previews executable and runs it.
    .plugin(
      name: "MorphPlugin",
      capability: .command(
        intent: .custom(
          verb: "morph", description: "Run Morph's commands (export, timeline, list, preview) on the package's previews"
        ),
        permissions: [
          .writeToPackageDirectory(reason: "morph export writes the exported files into the package's folder")
        ])),

    // Stage 3: export. Every byte of XML and HTML goes through libxml2.
    .target(name: "MorphXML", dependencies: ["CLibXML2", "MorphLayout"]),
    // Its page templates are compiled into the library.
    .target(
      name: "MorphExport", dependencies: ["MorphTimeline", "MorphLayout", "MorphXML", "MorphImage"],
      resources: [.embedInCode("Templates/default.html"), .embedInCode("Templates/gallery.html")]),
    // Timelines as GIF, APNG, MP4 and WebM: each frame is the still SVG of its instant, rasterized by
    // librsvg and encoded by FFmpeg through the MorphVideoCodec library, loaded when first needed.
    .target(
      name: "MorphVideo",
      dependencies: ["MorphExport", "MorphTimeline", "MorphImage", "MorphXML", "MorphLayout", "CVideoCodecInterface"]),

    // Snapshot strategies for users' tests (and ours).
    .target(
      name: "MorphSnapshotTesting",
      dependencies: [
        "MorphTimeline", "MorphPlanning", "MorphText", "MorphExport", "MorphXML", "MorphReview",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),

    // Texture node classes written as Texture apps write them, ported by their imports alone.
    .target(name: "TextureExampleNodes", dependencies: ["MorphTextureCompat"], path: "examples/TextureNodes"),
    // A feature of a Texture app, two screens of it, written as the app writes it: cells in a table, a
    // search bar, a text field, a switch, a spinner while loading, Dynamic Type.
    .target(name: "AdoptionNodes", dependencies: ["MorphTextureCompat"], path: "examples/Adoption"),
    // `swift run ExamplePreviews …`: Morph's commands with the bundled Swift previews (the gallery's).
    .executableTarget(
      name: "ExamplePreviews",
      dependencies: ["AdoptionNodes", "MorphTextureCompat", "MorphCatalog", "MorphCommandLine"],
      path: "examples/ExamplePreviews"),

    // Tests.
    // `TrappingPreviews preview`: Swift previews that trap or never finish, for the render workers' tests.
    .executableTarget(
      name: "TrappingPreviews", dependencies: ["MorphCatalog", "MorphLayout", "MorphCommandLine"],
      path: "Tests/Fixtures/TrappingPreviews"),
    .target(
      name: "_MorphTestSupport", dependencies: ["MorphCatalog", "MorphTimeline", "MorphLayout", "MorphTransition"],
      path: "Tests/_MorphTestSupport"),
    .testTarget(
      name: "MorphLayoutTests", dependencies: ["MorphLayout", "_MorphTestSupport"], exclude: ["Conformance/Fixtures"]),
    .testTarget(name: "MorphTextTests", dependencies: ["MorphText", "MorphLayout"]),
    .testTarget(name: "MorphXMLTests", dependencies: ["MorphXML"]),
    .testTarget(
      name: "MorphVideoTests",
      dependencies: [
        "MorphTimeline",
        "MorphVideo", "MorphExport", "MorphLayout", "MorphTransition", "MorphScene", "MorphText",
        "_MorphTestSupport",
      ]),
    .testTarget(
      name: "MorphExportTests",
      dependencies: [
        "MorphTimeline",
        "MorphExport", "MorphTransition", "MorphLayout", "MorphXML", "MorphText", "_MorphTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "MorphTransitionTests",
      dependencies: ["MorphTimeline", "MorphTransition", "MorphLayout", "_MorphTestSupport"]),
    .testTarget(
      name: "MorphSceneTests",
      dependencies: [
        "MorphTimeline",
        "MorphPlanning", "MorphScene", "MorphLayout", "MorphTransition", "MorphText", "_MorphTestSupport",
      ],
      exclude: ["BadScenes", "BadScripts"]),
    .testTarget(
      name: "MorphTextureCompatTests", dependencies: ["MorphTextureCompat", "_MorphTestSupport"],
      exclude: ["Images"]),
    .testTarget(name: "MorphImageTests", dependencies: ["MorphImage"], exclude: ["Images"]),
    // Texture's public API, inventoried from its headers by scripts/texture-inventory: every
    // implemented or accepted entry is used with Texture's type, and the README's table is checked.
    .testTarget(name: "TextureInventoryTests", dependencies: ["MorphTextureCompat"], exclude: ["Inventory"]),
    .testTarget(
      name: "TextureExampleNodeTests",
      dependencies: [
        "TextureExampleNodes", "AdoptionNodes", "ExamplePreviews", "MorphCatalog", "MorphScene", "MorphTextureCompat",
        "MorphSnapshotTesting",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "MorphSnapshotTestingTests",
      dependencies: [
        "MorphSnapshotTesting", "MorphPlanning", "MorphExport", "MorphScene", "MorphTimeline", "MorphTransition",
        "MorphLayout",
        "_MorphTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "BrowserCheckTests",
      dependencies: [
        "_MorphTestSupport", "MorphTransition", "MorphLayout", "MorphScene", "MorphText", "MorphExport",
        "MorphTimeline", "MorphReview", "MorphPlanning",
      ],
      exclude: ["Fixtures", "Screenshots"]),
    .testTarget(
      name: "MorphBatchExportTests",
      dependencies: [
        "MorphVideo", "MorphPlanning", "MorphLayout",
        "MorphBatchExport", "MorphCatalog", "MorphScene", "MorphExport", "MorphText", "MorphTimeline",
        "_MorphTestSupport",
      ]),
    .testTarget(
      name: "MorphCatalogTests",
      dependencies: [
        "MorphPlanning", "MorphLayout", "MorphCatalog", "MorphScene", "MorphTransition", "_MorphTestSupport",
      ]),
    .testTarget(
      name: "MorphReviewTests",
      dependencies: [
        "MorphReview", "MorphPlanning", "MorphScene", "_MorphTestSupport",
      ]),
    .testTarget(name: "MorphEndToEndTests", dependencies: ["morph", "MorphScene", "MorphVideo", "_MorphTestSupport"]),
    .testTarget(
      name: "MorphPreviewTests",
      dependencies: [
        "MorphTimeline",
        "MorphPreview", "MorphCatalog", "MorphScene", "MorphTransition", "MorphText", "MorphLayout", "MorphExport",
        "MorphXML", "_MorphTestSupport", "morph", "TrappingPreviews",
      ],
      exclude: ["Screenshots"]),
  ]
)
