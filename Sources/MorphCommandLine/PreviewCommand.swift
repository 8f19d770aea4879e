import ArgumentParser
import Foundation
import MorphCatalog
import MorphPreview
import MorphText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `morph preview [FILE|DIR] [--port N] [--host NAME]…`: serves a scene, or a folder of scenes, and
/// the catalog's Swift previews to a browser for design review, reloading open pages when a document
/// changes, and rebuilding the previews executable when a Swift source of its package changes.
struct PreviewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Review scenes' transitions in a browser: a player with overlays that reloads on every edit.",
    discussion: """
      Serves on 127.0.0.1 only. A folder gets an index of its scene documents; each scene opens in a \
      player (play, pause, scrub, step between keyframes, speed, loop, SVG or HTML rendering, device \
      sizes and rotation) with overlays of initial and final frames, layout specs, inserted and \
      removed nodes and a track view. Saving a document reloads its open pages at the same time; a \
      document with an error shows the error over the last good rendering. Stop with Ctrl-C.

      Run from a previews executable of your own (`swift run MyPreviews preview`), it serves the \
      catalog's Swift previews too, and watches the package's Swift sources: saving one rebuilds the \
      executable (`swift build`); a build that fails shows the compiler's errors over the last good \
      renderings, and one that succeeds takes this process's place on the same port, its open pages \
      reloading with the new build.

      With --compare-with REVISION, each scene document's page links to the review of the document \
      as that git revision has it against the document now: the page `morph diff REVISION:PATH PATH \
      --format html` writes, made anew on each visit.

      Scenes render in worker processes: a scene whose code traps (a failed precondition, a \
      force-unwrapped nil) shows the crash as its error, and the server goes on serving.

      Only requests for localhost, 127.0.0.1 or [::1] (and the names given with --host) from the \
      preview's own pages are answered: other hosts get 421, other origins 403, so that no web page \
      can read the preview through the browser. Responses name documents relative to the folder.
      """)

  @Argument(help: "A scene document, or a folder of them (optional in a previews executable with Swift previews).")
  var path: String?

  @Option(help: "The port to listen on (0: any free port).")
  var port: UInt16 = 8080

  @Option(
    name: .customLong("host"),
    help: ArgumentHelp(
      "Another name the browser may use for this machine (the server still listens on 127.0.0.1 only).",
      valueName: "name"))
  var hosts: [String] = []

  @Option(help: ArgumentHelp("Close a connection that sends nothing for this long.", valueName: "seconds"))
  var idleTimeout: Double = 15

  @Option(help: ArgumentHelp("The most connections open at once; others wait until one closes.", valueName: "count"))
  var maxConnections: Int = 4096

  @OptionGroup var images: ImageAccessOption

  @Option(
    help: ArgumentHelp(
      "A git revision (main, HEAD~1) to review each scene document's changes against.", valueName: "revision"))
  var compareWith: String?

  @Flag(
    inversion: .prefixedNo,
    help: "Rebuild the previews executable when a Swift source of its package changes, and serve the new build.")
  var rebuild = true

  func validate() throws {
    if path == nil && CommandCatalog.current.previews.isEmpty {
      throw ValidationError("give a scene document or a folder of them")
    }
    guard idleTimeout.isFinite, idleTimeout >= 0.1, idleTimeout <= 86_400 else {
      throw ValidationError("--idle-timeout must be between 0.1 and 86400 seconds")
    }
    guard (1...65_536).contains(maxConnections) else {
      throw ValidationError("--max-connections must be between 1 and 65536")
    }
    if let compareWith, compareWith.isEmpty || compareWith.hasPrefix("-") || compareWith.contains(":") {
      throw ValidationError("--compare-with '\(compareWith)' is not a git revision, such as main or HEAD~1")
    }
    for host in hosts {
      let isBracketed = host.hasPrefix("[") && host.hasSuffix("]") && host.count > 2
      guard !host.isEmpty, host.allSatisfy({ $0.isASCII && !$0.isWhitespace && !"/@?#".contains($0) }),
        isBracketed || !host.contains(":")
      else {
        throw ValidationError("--host '\(host)' is not a host name (no port: the server's own is used)")
      }
    }
  }

  func run() async throws {
    if let compareWith {
      // Where the documents are, whose git repository reads the revision.
      var isFolder: ObjCBool = false
      let served = path.map { path in
        FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
          ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path).deletingLastPathComponent()
      }
      let resolved = await ChildProcess.run(
        "git", ["rev-parse", "--verify", "--quiet", "\(compareWith)^{commit}"], in: served)
      guard resolved.status == 0 else {
        CommandSupport.printError("error: --compare-with: git knows no revision '\(compareWith)' here")
        throw ExitCode.validationFailure
      }
    }
    let catalog = CommandCatalog.current
    let executable = Bundle.main.executableURL
    let package =
      rebuild && !catalog.previews.isEmpty
      ? executable.flatMap {
        SwiftPackageBuild.containing(executable: $0, environment: ProcessInfo.processInfo.environment)
      } : nil
    let server = try await CommandSupport.reportingPreviewErrors {
      let server = try PreviewServer(
        path: path, previews: catalog, imageAccess: images.value, package: package, port: port,
        textMeasurer: try FreeTypeTextMeasurer(),
        hosts: hosts,
        limits: PreviewServer.Limits(
          idleTimeout: .milliseconds(Int64(idleTimeout * 1000)), maximumConnections: maxConnections),
        renderWorkers: .thisExecutable(
          arguments: [RenderWorkerCommand.name] + (images.allowImagesOutside ? ["--allow-images-outside"] : [])
            + (path.map { ["--", $0] } ?? [])),
        comparedRevision: compareWith)
      try await server.start()
      return server
    }
    let url = await server.url?.absoluteString ?? "http://127.0.0.1:\(port)/"
    let served = [path, catalog.previews.isEmpty ? nil : "\(catalog.previews.count) Swift previews"].compactMap { $0 }
    print("Morph preview of \(served.joined(separator: " and ")) at \(url) (Ctrl-C stops)")
    if let package {
      print("Rebuilds \(package.product) when a Swift source of \(package.root.path) changes")
    }
    fflush(nil)
    let ending = await Self.waitForInterrupt(orBuildOf: server)
    let boundPort = await server.url?.port
    await server.stop()
    guard ending == .rebuilt, let executable, let boundPort else {
      print("Stopped.")
      fflush(nil)
      return
    }
    print("Rebuilt \(package?.product ?? executable.lastPathComponent); serving the new build.")
    fflush(nil)
    Self.replaceProcess(with: executable, port: boundPort)
    CommandSupport.printError("error: cannot start \(executable.path): \(String(cString: strerror(errno)))")
    throw ExitCode.failure
  }

  /// How the preview ended.
  private enum Ending {
    /// Ctrl-C, or SIGTERM.
    case interrupted
    /// The previews executable was rebuilt.
    case rebuilt
  }

  /// Returns when the process receives SIGINT or SIGTERM, or when the server's package was rebuilt.
  private static func waitForInterrupt(orBuildOf server: PreviewServer) async -> Ending {
    let (endings, continuation) = AsyncStream<Ending>.makeStream()
    let sources = [SIGINT, SIGTERM].map { number in
      _ = signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { continuation.yield(.interrupted) }
      source.resume()
      return source
    }
    let builds = Task {
      for await _ in server.builds { continuation.yield(.rebuilt) }
    }
    defer {
      builds.cancel()
      for source in sources { source.cancel() }
    }
    for await ending in endings { return ending }
    return .interrupted
  }

  /// Runs the rebuilt executable in this process's place with the same arguments, on the port this
  /// one listened on; returns only when it cannot.
  private static func replaceProcess(with executable: URL, port: Int) {
    var arguments = Array(CommandLine.arguments.dropFirst())
    while let index = arguments.firstIndex(where: { $0 == "--port" || $0.hasPrefix("--port=") }) {
      arguments.removeSubrange(index..<min(arguments[index] == "--port" ? index + 2 : index + 1, arguments.count))
    }
    arguments += ["--port", String(port)]
    for number in [SIGINT, SIGTERM] { _ = signal(number, SIG_DFL) }
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    execv(executable.path, argv)
  }
}
