import FlyingFox
import FlyingSocks
import MorphLayout
import Foundation

/// `morph preview`'s server: the ``PreviewRoutes`` over HTTP on 127.0.0.1 only, and a
/// ``SceneWatcher`` that tells open pages when a document changes.
///
/// ```swift
/// let server = try await PreviewServer(path: "examples", port: 8080, textMeasurer: FreeTypeTextMeasurer())
/// try await server.start()
/// print(await server.url!)
/// ```
public final class PreviewServer: Sendable {
  /// The documents served.
  public let catalog: PreviewCatalog
  /// The port asked for; 0 lets the system choose (see ``url``).
  public let port: UInt16
  /// Publishes the watcher's changes to the pages.
  public let hub: PreviewEventHub
  private let renderer: PreviewRenderer
  private let server: HTTPServer
  private let watcher: SceneWatcher
  private let tasks = TaskBox()

  /// A server for a scene document or a folder of them.
  /// - Parameters:
  ///   - keepAliveInterval: how often an idle event stream sends a comment.
  ///   - watchInterval: how often the documents are read for changes.
  @MainActor
  public init(
    path: String, port: UInt16, textMeasurer: any TextMeasuring, keepAliveInterval: Duration = .seconds(15),
    watchInterval: Duration = .milliseconds(200)
  ) throws(PreviewError) {
    catalog = try PreviewCatalog(path: path)
    self.port = port
    hub = PreviewEventHub()
    renderer = PreviewRenderer(catalog: catalog, textMeasurer: textMeasurer)
    watcher = SceneWatcher(catalog: catalog, interval: watchInterval)
    let address: sockaddr_in
    do {
      address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
    } catch {
      throw .cannotListen(port: port, reason: "\(error)")
    }
    let routes = PreviewRoutes(
      renderer: renderer, pages: PreviewPages(), hub: hub, keepAliveInterval: keepAliveInterval)
    server = HTTPServer(address: address, timeout: 30, logger: .disabled, handler: PreviewHandler(routes: routes))
  }

  /// The address pages are served at once the server listens (`http://127.0.0.1:PORT/`).
  public var url: URL? {
    get async {
      guard case .ip4(let host, let port) = await server.listeningAddress else { return nil }
      return URL(string: "http://\(host):\(port)/")
    }
  }

  /// Starts listening and watching; returns once the server accepts connections.
  /// - Throws: ``PreviewError/cannotListen(port:reason:)`` when the port is taken.
  public func start() async throws(PreviewError) {
    let server = self.server
    let serving = Task { try await server.run() }
    do {
      try await server.waitUntilListening(timeout: 5)
    } catch {
      serving.cancel()
      let reason = await Self.failure(of: serving) ?? "\(error)"
      throw .cannotListen(port: port, reason: reason)
    }
    let watcher = self.watcher
    let renderer = self.renderer
    let hub = self.hub
    let watching = Task {
      await watcher.run { slug in
        let outcome = await renderer.render(PreviewRequest(scene: slug))
        await hub.publish(PreviewEvent(scene: slug, error: outcome?.error))
      }
    }
    tasks.set([serving.cancel, watching.cancel])
  }

  /// Stops watching, ends the pages' event streams and closes the server, giving open requests up to
  /// a second to finish.
  public func stop() async {
    let cancellations = tasks.take()
    await hub.finish()
    await server.stop(timeout: 1)
    for cancel in cancellations { cancel() }
  }

  private static func failure(of task: Task<Void, any Error>) async -> String? {
    do {
      try await task.value
      return nil
    } catch {
      return "\(error)"
    }
  }
}

/// How to cancel the server's tasks: set once started, taken when stopping.
private final class TaskBox: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [@Sendable () -> Void] = []

  func set(_ tasks: [@Sendable () -> Void]) {
    lock.withLock { self.tasks = tasks }
  }

  func take() -> [@Sendable () -> Void] {
    lock.withLock {
      defer { tasks = [] }
      return tasks
    }
  }
}

/// Routes every request through ``PreviewRoutes``.
private struct PreviewHandler: HTTPHandler {
  let routes: PreviewRoutes

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    await routes.response(to: request)
  }
}
