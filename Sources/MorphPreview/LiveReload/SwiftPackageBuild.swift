import Foundation

/// The package a previews executable was built from, and how to build it again: what `preview`
/// rebuilds when a Swift source of the package changes.
///
/// A previews executable that `swift build` or `swift run` built lives in the package's build folder
/// (`PACKAGE/.build/TRIPLE/debug/NodePreviews`), which tells the package, the build folder, the
/// configuration and the product.
public struct SwiftPackageBuild: Sendable, Equatable {
  /// The package's folder (the one holding `Package.swift`).
  public var root: URL
  /// The build folder the executable is in (`--scratch-path`).
  public var scratchPath: URL
  /// `debug` or `release`.
  public var configuration: String
  /// The executable product to build.
  public var product: String
  /// Whether the package manager that started this process holds the build folder's lock (as
  /// `swift package morph preview` does), so that the rebuild must not wait for it.
  var lockIsHeld = false
  /// Whether the build folder builds other packages between this package's builds (as `morph diff`
  /// builds two versions of one in it), so that `swift build` must plan each build anew rather than
  /// reuse the plan it cached for the same product, which may be another package's.
  public var isSharedWithOtherPackages = false

  /// The environment variable a process started by the package manager (Morph's command plugin) is
  /// given, so that its rebuilds do not wait for the lock that the plugin's package manager holds.
  public static let lockHeldVariable = "MORPH_SWIFTPM_LOCK_HELD"

  /// How to build a product of a package, in a build folder, as `debug` or `release`; `lockIsHeld`
  /// when the package manager that started this process holds the folder's lock.
  public init(root: URL, scratchPath: URL, configuration: String, product: String, lockIsHeld: Bool = false) {
    self.root = root
    self.scratchPath = scratchPath
    self.configuration = configuration
    self.product = product
    self.lockIsHeld = lockIsHeld
  }

  /// The product's executable once built.
  public var executable: URL {
    scratchPath.appendingPathComponent(configuration).appendingPathComponent(product)
  }

  /// The package an executable was built in, or nil when it is not in a package's build folder.
  public static func containing(executable: URL, environment: [String: String] = [:]) -> SwiftPackageBuild? {
    let executable = executable.resolvingSymlinksInPath().standardizedFileURL
    let configuration = executable.deletingLastPathComponent().lastPathComponent
    guard configuration == "debug" || configuration == "release" else { return nil }
    var folder = executable.deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      let parent = folder.deletingLastPathComponent()
      if FileManager.default.fileExists(atPath: parent.appendingPathComponent("Package.swift").path) {
        return SwiftPackageBuild(
          root: parent, scratchPath: folder, configuration: configuration, product: executable.lastPathComponent,
          lockIsHeld: environment[lockHeldVariable] == "1")
      }
      folder = parent
    }
    return nil
  }

  /// The arguments of `swift` that build the product.
  var buildArguments: [String] {
    var arguments = [
      "build", "--package-path", root.path, "--scratch-path", scratchPath.path, "--configuration", configuration,
      "--product", product,
    ]
    if lockIsHeld { arguments.append("--ignore-lock") }
    if isSharedWithOtherPackages { arguments.append("--disable-build-manifest-caching") }
    return arguments
  }

  /// Builds the product with `swift build`; returns nil when it built, else what the preview shows:
  /// the compiler's errors (`Sources/…/File.swift:LINE:COLUMN: error: …`, paths relative to the package),
  /// or the end of the build's output when it printed no error line.
  public func build() async -> String? {
    let built = await ChildProcess.run("swift", buildArguments, in: root)
    guard built.status != 0 else { return nil }
    return errorReport(String(decoding: built.output, as: UTF8.self) + built.error)
  }

  /// A failed build's output as the preview shows it.
  func errorReport(_ output: String) -> String {
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    var seen = Set<String>()
    var errors: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) where line.contains(": error: ") {
      let shown = line.replacingOccurrences(of: prefix, with: "")
      if seen.insert(shown).inserted { errors.append(shown) }
    }
    let lines =
      errors.isEmpty
      ? output.split(separator: "\n").suffix(20).map { $0.replacingOccurrences(of: prefix, with: "") } : errors
    return (["swift build of \(product) failed:"] + lines).joined(separator: "\n")
  }
}
