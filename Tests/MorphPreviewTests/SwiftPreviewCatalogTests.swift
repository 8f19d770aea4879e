import Foundation
import MorphCatalog
import MorphExport
import MorphLayout
import MorphText
import Testing
import _MorphTestSupport

@testable import MorphPreview

/// Swift previews served beside scene documents: the catalog's entries, their renderings and reviews,
/// a failed build's errors over them, and what tells the preview which package to rebuild.
@Suite struct SwiftPreviewCatalogTests {
  static let previews = NodeCatalog {
    SwitchingRowNode.preview()
  }

  private func renderer(path: String? = nil) throws -> PreviewRenderer {
    PreviewRenderer(
      catalog: try PreviewCatalog(path: path, previews: Self.previews), textMeasurer: try FreeTypeTextMeasurer(),
      documentNames: .relativeNames)
  }

  @Test func previewsAreServedAfterTheDocumentsUnderTheirNames() throws {
    let catalog = try PreviewCatalog(path: PreviewFixture.examples.path, previews: Self.previews)
    let documents = try PreviewCatalog(path: PreviewFixture.examples.path).entries
    #expect(catalog.entries.map(\.slug) == documents.map(\.slug) + ["row"])
    let row = try #require(catalog.entry(slug: "row"))
    #expect(row.source.isBuiltIntoExecutable)
    #expect(row.name == "SwiftPreviewCatalogTests.swift")
    #expect(try row.source.plannable(from: Data("row".utf8), of: row).title == "A row")
    #expect(catalog.contents(of: row) == Data("row".utf8))
    #expect(catalog.entry(slug: "signup-form")?.source.isBuiltIntoExecutable == false)
    #expect(catalog.hasIndex)
    // One preview alone opens its page; two scenes, or a folder, have an index.
    #expect(!(try PreviewCatalog(previews: Self.previews)).hasIndex)
    #expect(throws: PreviewError.noScenes(".")) { try PreviewCatalog() }
  }

  @Test func aPreviewNamedAsADocumentIsRefused() throws {
    let clashing = NodeCatalog {
      NodePreview("signup-form", size: CGSize(width: 10, height: 10)) { IntrinsicNode("box", 5, 5) }
    }
    do {
      _ = try PreviewCatalog(path: PreviewFixture.examples.path, previews: clashing)
      Issue.record("two scenes named signup-form were served")
    } catch {
      #expect(error.description.hasPrefix("error: two scenes are named 'signup-form': "))
      #expect(error.description.contains("signup-form.yaml and the Swift preview at "))
      #expect(error.description.contains("SwiftPreviewCatalogTests.swift:"))
    }
  }

  /// A Swift preview renders its plan: the timeline its NodePreview plans, exported, with the spec
  /// boxes of the node's layouts before and after each transition.
  @Test func aPreviewRendersItsPlanWithItsLayouts() async throws {
    let renderer = try renderer()
    let rendering = try #require(
      await renderer.render(PreviewRequest(scene: "row", subject: .transition("grow")))?.rendering)
    let planned = try await #require(Self.previews.preview(named: "row")).timeline(forTransition: "grow")
    #expect(rendering.timeline == planned.timeline)
    #expect(rendering.svg == (try SVGExporter().export(planned.timeline)))
    let review = rendering.review
    #expect(review.scene == PreviewReview.SceneInfo(slug: "row", name: "A row", file: "SwiftPreviewCatalogTests.swift"))
    #expect(review.choices.transitions == ["grow", "shrink"])
    #expect(review.choices.storyboard)
    let transition = try #require(review.transitions.first)
    #expect(transition.inserted == ["b"])
    #expect(transition.specsBefore.map(\.kind) == ["stack"])
    #expect(transition.specsBefore.first?.nodes == ["a"])
    #expect(transition.specsAfter.first?.nodes == ["a", "b"])
    #expect(review.elements.first { $0.id == "b" }?.specPath == "stack[1]")

    let storyboard = try #require(await renderer.render(PreviewRequest(scene: "row", subject: .storyboard))?.rendering)
    #expect(storyboard.review.markers.map(\.label) == ["grow", "shrink"])
    #expect(storyboard.review.transitions.map { $0.specsAfter.first?.nodes } == [["a", "b"], ["a"]])
  }

  /// A preview's own error names the Swift declaration, by file name only.
  @Test func aPreviewsErrorNamesItsDeclaration() async throws {
    let outcome = try #require(await renderer().render(PreviewRequest(scene: "row", subject: .transition("nope"))))
    #expect(outcome.rendering == nil)
    let error = try #require(outcome.error)
    #expect(error.hasPrefix("SwiftPreviewCatalogTests.swift:15:"), "\(error)")
    #expect(error.contains("unknown transition 'nope' of the preview 'row'; expected one of: grow, shrink"))
  }

  /// While the package does not build, every Swift preview shows the compiler's errors over its
  /// rendering; documents are not concerned.
  @Test func aFailedBuildIsEverySwiftPreviewsErrorUntilItBuilds() async throws {
    let renderer = try renderer(path: PreviewFixture.examples.path)
    let before = try #require(await renderer.render(PreviewRequest(scene: "row")))
    #expect(before.error == nil)
    renderer.buildError = "swift build of Previews failed:\nSources/Previews/Catalog.swift:3:1: error: expected '}'"
    let failed = try #require(await renderer.render(PreviewRequest(scene: "row")))
    #expect(failed.error == renderer.buildError)
    #expect(failed.rendering?.svg == before.rendering?.svg)
    #expect(await renderer.render(PreviewRequest(scene: "signup-form"))?.error == nil)
    renderer.buildError = nil
    #expect(await renderer.render(PreviewRequest(scene: "row"))?.error == nil)
  }

  @Test func anExecutableInAPackagesBuildFolderTellsThePackage() throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("morph-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let binaries = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
    try FileManager.default.createDirectory(at: binaries, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
    let executable = binaries.appendingPathComponent("Previews")
    try Data().write(to: executable)
    let build = try #require(SwiftPackageBuild.containing(executable: executable))
    let root = package.resolvingSymlinksInPath().standardizedFileURL
    #expect(build.root.path == root.path)
    #expect(build.scratchPath.path == root.appendingPathComponent(".build").path)
    #expect(build.configuration == "debug")
    #expect(build.product == "Previews")
    #expect(
      build.buildArguments == [
        "build", "--package-path", root.path, "--scratch-path", root.appendingPathComponent(".build").path,
        "--configuration", "debug", "--product", "Previews",
      ])
    // Started by the command plugin, whose package manager holds the build folder's lock.
    let plugin = try #require(
      SwiftPackageBuild.containing(executable: executable, environment: [SwiftPackageBuild.lockHeldVariable: "1"]))
    #expect(plugin.buildArguments.last == "--ignore-lock")
    // Shared with another package's builds (morph diff's two versions): planned anew each time.
    var shared = build
    shared.isSharedWithOtherPackages = true
    #expect(shared.buildArguments.last == "--disable-build-manifest-caching")
    // Not in a build folder of a package: nothing to rebuild.
    let loose = package.appendingPathComponent("Previews")
    try Data().write(to: loose)
    #expect(SwiftPackageBuild.containing(executable: loose) == nil)
    #expect(SwiftPackageBuild.containing(executable: URL(fileURLWithPath: "/usr/bin/debug/env")) == nil)
  }

  @Test func aFailedBuildShowsTheCompilersErrorsRelativeToThePackage() {
    let build = SwiftPackageBuild(
      root: URL(fileURLWithPath: "/work/app"), scratchPath: URL(fileURLWithPath: "/work/app/.build"),
      configuration: "debug", product: "Previews")
    let output = """
      Building for debugging...
      /work/app/Sources/Previews/Catalog.swift:40:23: error: cannot convert value of type 'String' to specified type 'Int'
       38 | }
       39 |
       40 | let brokenEdit: Int = "not a number"
      /work/app/Sources/Previews/Catalog.swift:40:23: error: cannot convert value of type 'String' to specified type 'Int'
      /work/app/Sources/Nodes/Row.swift:2:1: error: expected '}' in class
      """
    #expect(
      build.errorReport(output) == """
        swift build of Previews failed:
        Sources/Previews/Catalog.swift:40:23: error: cannot convert value of type 'String' to specified type 'Int'
        Sources/Nodes/Row.swift:2:1: error: expected '}' in class
        """)
    // A failure without an error line (a linker's, say) shows the end of the output.
    #expect(
      build.errorReport("Building...\nld: cannot find -lfoo\n") == """
        swift build of Previews failed:
        Building...
        ld: cannot find -lfoo
        """)
  }

  /// The watcher reports a saved, added or removed Swift source of the package once, and nothing for
  /// other files.
  @Test func theSourceWatcherReportsEachChangeOfASwiftSourceOnce() async throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("morph-sources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let sources = package.appendingPathComponent("Sources/Nodes")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
    let node = sources.appendingPathComponent("Row.swift")
    try Data("final class Row {}\n".utf8).write(to: node)
    let watcher = SwiftSourceWatcher(package: package, interval: .milliseconds(20))
    let (changes, counted) = AsyncStream<Void>.makeStream()
    let watching = Task { await watcher.run { counted.yield() } }
    defer { watching.cancel() }
    var iterator = changes.makeAsyncIterator()
    try await Task.sleep(for: .milliseconds(100))
    try Data("final class Row { var a = 1 }\n".utf8).write(to: node)
    await iterator.next()
    try Data("notes\n".utf8).write(to: sources.appendingPathComponent("notes.txt"))
    try Data("final class Cell {}\n".utf8).write(to: sources.appendingPathComponent("Cell.swift"))
    await iterator.next()
    try FileManager.default.removeItem(at: node)
    await iterator.next()
    // Each change was reported once: the fingerprint now is the settled one.
    #expect(watcher.fingerprint().keys.sorted() == ["/Sources/Nodes/Cell.swift", "Package.swift"])
  }
}
