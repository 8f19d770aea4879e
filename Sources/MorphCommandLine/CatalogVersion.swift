import Foundation
import MorphPreview
import MorphReview

/// A Swift package's catalog of previews, as `morph diff` compares it: the package folder in the
/// working tree (`PATH`, a folder holding `Package.swift`), or as a git revision has it
/// (`REVISION:PATH`, read as git reads a path: from the repository's top, or from the current folder
/// when it starts with `./` or `../`).
///
/// A revision is checked out into a scratch git worktree, which is removed afterwards. Each version's
/// previews executable is built with `swift build` in one build folder (by default the working tree's
/// package's own `.build`, so that only the package's own targets are compiled again), and prints its
/// catalog's timelines with its hidden `_catalog-timelines` command.
struct CatalogVersion {
  /// The argument as given.
  var argument: String
  /// The revision; nil for the working tree.
  var revision: String?
  /// The package's folder in the working tree.
  var workingFolder: URL
  /// Where the package's folder is below the repository's top (for a revision), ending in `/` unless
  /// it is the top itself.
  private var pathInRepository: String

  /// The catalog an argument names: a folder of the working tree holding `Package.swift`, or
  /// `REVISION:PATH` where the revision has `PATH/Package.swift`; nil for anything else.
  static func named(_ argument: String) async -> CatalogVersion? {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) {
      let folder = URL(fileURLWithPath: argument, isDirectory: true).standardizedFileURL
      guard isFolder.boolValue,
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      else { return nil }
      return CatalogVersion(argument: argument, revision: nil, workingFolder: folder, pathInRepository: "")
    }
    guard let document = DocumentRevision(argument) else { return nil }
    // The package's place below the repository's top, read as git reads `REVISION:PATH`.
    var path = document.path
    if path.hasPrefix("./") || path.hasPrefix("../") {
      let prefix = await ChildProcess.run("git", ["rev-parse", "--show-prefix"])
      guard prefix.status == 0 else { return nil }
      path = String(decoding: prefix.output, as: UTF8.self).trimmingCharacters(in: .newlines) + path
    }
    var pathInRepository = String(URL(fileURLWithPath: "/" + path).standardizedFileURL.path.drop { $0 == "/" })
    if !pathInRepository.isEmpty { pathInRepository += "/" }
    let top = await ChildProcess.run("git", ["rev-parse", "--show-toplevel"])
    guard top.status == 0,
      await ChildProcess.run("git", ["cat-file", "-e", "\(document.revision):\(pathInRepository)Package.swift"])
        .status == 0
    else { return nil }
    let topFolder = String(decoding: top.output, as: UTF8.self).trimmingCharacters(in: .newlines)
    return CatalogVersion(
      argument: argument, revision: document.revision,
      workingFolder: URL(fileURLWithPath: topFolder + "/" + pathInRepository, isDirectory: true).standardizedFileURL,
      pathInRepository: pathInRepository)
  }

  /// Every preview's timelines, as the version's previews executable plans them.
  /// - Parameters:
  ///   - product: the previews executable; nil takes the package's one executable product.
  ///   - scratchPath: the build folder; nil takes the working tree's package's `.build`.
  ///   - planningArguments: what the executable is told of planning (`--scale`, `--content-size-category`).
  /// - Throws: a ``CatalogVersionError`` naming the argument: git, the build or the executable failed.
  func timelines(
    product: String?, scratchPath: URL?, planningArguments: [String]
  ) async throws(CatalogVersionError) -> [VersionTimelines] {
    guard let revision else {
      return try await timelines(
        of: workingFolder, product: product, scratchPath: scratchPath, planningArguments: planningArguments)
    }
    let worktree = FileManager.default.temporaryDirectory.appendingPathComponent("morph-diff-\(UUID().uuidString)")
    let added = await ChildProcess.run("git", ["worktree", "add", "--detach", "--quiet", worktree.path, revision])
    guard added.status == 0 else { throw fail("git cannot check out \(revision): \(added.reason)") }
    let result: Result<[VersionTimelines], CatalogVersionError>
    do {
      result = .success(
        try await timelines(
          of: worktree.appendingPathComponent(pathInRepository, isDirectory: true), product: product,
          scratchPath: scratchPath, planningArguments: planningArguments))
    } catch {
      result = .failure(error)
    }
    _ = await ChildProcess.run("git", ["worktree", "remove", "--force", worktree.path])
    return try result.get()
  }

  /// Builds the previews executable of the package in `folder` and reads its catalog's timelines.
  private func timelines(
    of folder: URL, product: String?, scratchPath: URL?, planningArguments: [String]
  ) async throws(CatalogVersionError) -> [VersionTimelines] {
    let scratchPath = scratchPath ?? workingFolder.appendingPathComponent(".build")
    let product = try await previewsProduct(of: folder, named: product, scratchPath: scratchPath)
    var build = SwiftPackageBuild(
      root: folder, scratchPath: scratchPath,
      configuration: "debug", product: product,
      lockIsHeld: ProcessInfo.processInfo.environment[SwiftPackageBuild.lockHeldVariable] == "1")
    // Each version is built in the same folder, which last built the other one (or another package).
    build.isSharedWithOtherPackages = true
    if let failure = await build.build() { throw fail(failure) }
    let printed = await ChildProcess.run(
      executable: build.executable, [CatalogTimelinesCommand.name] + planningArguments, in: folder)
    guard printed.status == 0 else {
      throw fail("its previews executable \(product) cannot print its timelines: \(printed.reason)")
    }
    let archive: CatalogTimelinesArchive
    do {
      archive = try CatalogTimelinesArchive(decoding: printed.output)
    } catch {
      throw fail("its previews executable \(product) printed no timelines this Morph reads: \(error)")
    }
    // An executable that `swift build` left as another version built it would compare that version.
    let sources = folder.resolvingSymlinksInPath().standardizedFileURL.path + "/"
    guard
      archive.declaringFiles.isEmpty
        || archive.declaringFiles.contains(where: {
          URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path.hasPrefix(sources)
        })
    else {
      throw fail(
        "its previews executable \(product) was not built from \(folder.path) (its previews are declared in "
          + "\(archive.declaringFiles[0])): is another build using \(build.scratchPath.path)?")
    }
    return archive.previews
  }

  /// The previews executable to build: `named`, else the package's one executable product.
  private func previewsProduct(
    of folder: URL, named: String?, scratchPath: URL
  ) async throws(CatalogVersionError) -> String {
    if let named { return named }
    let dumped = await ChildProcess.run(
      "swift", ["package", "dump-package", "--package-path", folder.path, "--scratch-path", scratchPath.path])
    guard dumped.status == 0 else { throw fail("swift package cannot read its Package.swift: \(dumped.reason)") }
    // Products are `{"name": …, "type": {"executable": null}}`, or another kind than executable.
    let manifest = (try? JSONSerialization.jsonObject(with: dumped.output)) as? [String: Any]
    let executables = (manifest?["products"] as? [[String: Any]])?.compactMap { product -> String? in
      guard let kind = product["type"] as? [String: Any], kind.keys.contains("executable") else { return nil }
      return product["name"] as? String
    }
    guard let executables, executables.count == 1 else {
      throw fail(
        "name its previews executable with --product: the package has \(executables?.count ?? 0) executable "
          + "products\(executables.map { $0.isEmpty ? "" : " (\($0.joined(separator: ", ")))" } ?? "")")
    }
    return executables[0]
  }

  /// Why an argument names no Swift package, for a command comparing it with one.
  static func whyNot(_ argument: String) async -> String {
    guard !FileManager.default.fileExists(atPath: argument), let document = DocumentRevision(argument) else {
      return "it is not a folder holding Package.swift"
    }
    let manifest = document.path.hasSuffix("/") ? document.path + "Package.swift" : document.path + "/Package.swift"
    let found = await ChildProcess.run("git", ["cat-file", "-e", "\(document.revision):\(manifest)"])
    return found.status == 0
      ? "it is not a package git can check out" : "git cannot read \(manifest) there: \(found.reason)"
  }

  private func fail(_ reason: String) -> CatalogVersionError {
    CatalogVersionError(argument: argument, reason: reason)
  }
}

/// Why a catalog version could not be compared: `ARGUMENT: REASON`.
struct CatalogVersionError: Error, CustomStringConvertible {
  /// The argument that named the version.
  var argument: String
  /// What failed: git, the build (its errors), or the previews executable.
  var reason: String

  var description: String { "\(argument): \(reason)" }
}
