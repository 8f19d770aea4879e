import ArgumentParser
import Foundation
import MorphPreview
import MorphText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `morph preview FILE|DIR [--port N] [--host NAME]…`: serves a scene, or a folder of scenes, to a
/// browser for design review, reloading open pages when a document changes.
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

      Only requests for localhost, 127.0.0.1 or [::1] (and the names given with --host) from the \
      preview's own pages are answered: other hosts get 421, other origins 403, so that no web page \
      can read the preview through the browser. Responses name documents relative to the folder.
      """)

  @Argument(help: "A scene document, or a folder of them.")
  var path: String

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

  func validate() throws {
    guard idleTimeout.isFinite, idleTimeout >= 0.1, idleTimeout <= 86_400 else {
      throw ValidationError("--idle-timeout must be between 0.1 and 86400 seconds")
    }
    guard (1...65_536).contains(maxConnections) else {
      throw ValidationError("--max-connections must be between 1 and 65536")
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
    let server: PreviewServer
    do {
      server = try await PreviewServer(
        path: path, port: port, textMeasurer: try FreeTypeTextMeasurer(), hosts: hosts,
        limits: PreviewServer.Limits(
          idleTimeout: .milliseconds(Int64(idleTimeout * 1000)), maximumConnections: maxConnections))
      try await server.start()
    } catch let error as PreviewError {
      CommandSupport.printError(error.description)
      throw ExitCode.failure
    } catch {
      CommandSupport.printError("error: \(error)")
      throw ExitCode.failure
    }
    let url = await server.url?.absoluteString ?? "http://127.0.0.1:\(port)/"
    print("Morph preview of \(path) at \(url) (Ctrl-C stops)")
    fflush(nil)
    await Self.waitForInterrupt()
    await server.stop()
    print("Stopped.")
    fflush(nil)
  }

  /// Returns when the process receives SIGINT or SIGTERM.
  private static func waitForInterrupt() async {
    let (interrupts, continuation) = AsyncStream<Void>.makeStream()
    let sources = [SIGINT, SIGTERM].map { number in
      _ = signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { continuation.yield() }
      source.resume()
      return source
    }
    for await _ in interrupts { break }
    for source in sources { source.cancel() }
  }
}
