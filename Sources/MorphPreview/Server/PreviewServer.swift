import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import MorphCatalog
import MorphLayout
import MorphScene
import NIOCore
import ServiceLifecycle

/// `morph preview`'s server: the ``PreviewRoutes`` over HTTP on 127.0.0.1 only (Hummingbird, on
/// SwiftNIO), and a ``SceneWatcher`` that tells open pages when a document changes.
///
/// Given ``PreviewRenderWorkers``, it renders nothing itself: every rendering, download and thumbnail
/// is made by a pool of worker processes, so that a trap in a scene's code (a failed precondition, a
/// force-unwrapped nil in a Swift preview's node) stops a worker and becomes that scene's error, located
/// at the scene, while the server goes on serving. `morph preview` renders so; a server made without
/// workers renders in its own process (as tests that read its renderings do).
///
/// Given a ``SwiftPackageBuild``, it also watches the package's Swift sources: each change rebuilds
/// the previews executable; a failed build's errors are shown over the Swift previews' last
/// renderings, and a build that succeeds is announced on ``builds``, for the command to start the new
/// executable in place of this one (its pages reconnect, and reload when they find a new server).
///
/// ```swift
/// let server = try await PreviewServer(path: "examples", port: 8080, textMeasurer: FreeTypeTextMeasurer())
/// try await server.start()
/// print(await server.url!)
/// ```
///
/// What a web page cannot make it do:
/// - answer a request for another host or from another origin (``PreviewRequestPolicy``);
/// - read a header or request line over ``Limits/maximumHeaderSize`` (answered 431 at once), keep
///   a connection that sends nothing for ``Limits/idleTimeout`` (closed; an event stream being sent
///   is not idle), send a request body, or hold more than ``Limits/maximumConnections`` connections
///   open at once (the others wait until one closes);
/// - grow its caches past their budget in bytes (``PreviewRenderer/cacheBudget``);
/// - read a file that is not a scene document of the served folder, even one replaced by a symbolic
///   link after start-up (``PreviewCatalog/contents(of:)``), or learn a path of the machine.
public final class PreviewServer: Sendable {
  /// The bounds on what one connection may send.
  public struct Limits: Sendable {
    /// The most bytes of a request line and its headers, together and each.
    public var maximumHeaderSize: Int
    /// How long a connection may send nothing (between requests, or within an unfinished request)
    /// before it is closed.
    public var idleTimeout: Duration

    /// The most connections open at once; further ones wait, unanswered, until one closes.
    public var maximumConnections: Int

    /// Limits: 16 KiB of headers, 15 seconds of silence, 4,096 connections (a browser opens six per
    /// host, and one event stream per open page).
    public init(
      maximumHeaderSize: Int = 16 * 1024, idleTimeout: Duration = .seconds(15), maximumConnections: Int = 4096
    ) {
      self.maximumHeaderSize = maximumHeaderSize
      self.idleTimeout = idleTimeout
      self.maximumConnections = maximumConnections
    }
  }

  /// The documents served.
  let catalog: PreviewCatalog
  /// The port asked for; 0 lets the system choose (see ``url``).
  let port: UInt16
  /// Publishes the watcher's changes to the pages.
  let hub: PreviewEventHub
  /// Which requests are answered at all.
  let policy: PreviewRequestPolicy
  /// The bounds on what one connection may send.
  let limits: Limits
  private let renderer: PreviewRenderer
  /// The render workers, if renderings are made in them.
  private let workerPool: PreviewWorkerPool?
  private let routes: PreviewRoutes
  private let watcher: SceneWatcher
  private let state = ServerState()
  /// The package whose sources are watched and rebuilt, if any.
  let package: SwiftPackageBuild?
  /// Yields once for each build of ``package`` that succeeded after an edit.
  public let builds: AsyncStream<Void>
  private let buildSucceeded: AsyncStream<Void>.Continuation

  /// A server for a scene document or a folder of them, and Swift previews.
  /// - Parameters:
  ///   - path: a scene document or a folder of them; nil serves `previews` alone.
  ///   - previews: Swift previews to serve beside the documents.
  ///   - imageAccess: which image files the documents' image nodes may read (by default those in their
  ///     own folder, the served one); workers must be started with the same.
  ///   - package: the package to rebuild when one of its Swift sources changes.
  ///   - hosts: host names the `Host` header may give besides `localhost`, `127.0.0.1` and `[::1]`.
  ///   - keepAliveInterval: how often an idle event stream sends a comment.
  ///   - watchInterval: how often the documents are read for changes.
  ///   - limits: the bounds on what one connection may send.
  ///   - renderWorkers: the worker processes that make every rendering, which must serve the same
  ///     documents and previews; nil renders in this process (with `textMeasurer`, which workers
  ///     measure with their own).
  ///   - comparedRevision: a git revision each scene document's page links a review against
  ///     (`/scene/SLUG/compare.html`: the document as the revision has it, and as it is now).
  public init(
    path: String?, previews: NodeCatalog = NodeCatalog(), imageAccess: ImageAccess = .documentFolder,
    package: SwiftPackageBuild? = nil, port: UInt16,
    textMeasurer: any TextMeasuring, hosts: [String] = [], keepAliveInterval: Duration = .seconds(15),
    watchInterval: Duration = .milliseconds(200), limits: Limits = Limits(), renderWorkers: PreviewRenderWorkers? = nil,
    comparedRevision: String? = nil
  ) throws(PreviewError) {
    catalog = try PreviewCatalog(path: path, previews: previews, imageAccess: imageAccess)
    self.package = package
    (builds, buildSucceeded) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    self.port = port
    self.limits = limits
    hub = PreviewEventHub()
    policy = PreviewRequestPolicy(extraHosts: hosts)
    workerPool = renderWorkers.map(PreviewWorkerPool.init(workers:))
    renderer = PreviewRenderer(
      catalog: catalog, textMeasurer: textMeasurer, documentNames: .relativeNames,
      placement: workerPool.map(PreviewRenderer.Placement.workers) ?? .inProcess)
    watcher = SceneWatcher(catalog: catalog, interval: watchInterval)
    routes = PreviewRoutes(
      renderer: renderer, pages: PreviewPages(documentNames: .relativeNames, comparedRevision: comparedRevision),
      hub: hub, keepAliveInterval: keepAliveInterval, policy: policy)
  }

  /// The address pages are served at once the server listens (`http://127.0.0.1:PORT/`).
  public var url: URL? {
    get async {
      guard let port = state.boundPort else { return nil }
      return URL(string: "http://127.0.0.1:\(port)/")
    }
  }

  /// Starts listening and watching, and starts the render workers; returns once the server accepts
  /// connections.
  /// - Throws: ``PreviewError/cannotListen(port:reason:)`` when the port is taken.
  public func start() async throws(PreviewError) {
    let routes = self.routes
    let policy = self.policy
    let state = self.state
    let (listening, listened) = AsyncStream<Result<Int, any Error>>.makeStream()
    let application = Application(
      responder: PreviewResponder(routes: routes),
      server: .http1(
        configuration: HTTP1Channel.Configuration(
          additionalChannelHandlers: [PreviewConnectionGuard()],
          idleTimeout: Self.timeAmount(limits.idleTimeout),
          httpDecoderConfiguration: .init(
            maxHeaderFieldSize: limits.maximumHeaderSize, maxHeaderListSize: limits.maximumHeaderSize,
            maxHeaderFieldCount: 200))),
      configuration: ApplicationConfiguration(
        address: .hostname("127.0.0.1", port: Int(port)),
        availableConnectionsDelegate: .maximum(limits.maximumConnections, logger: Self.silentLogger)),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? -1
        policy.listen(on: port)
        state.boundPort = port
        listened.yield(.success(port))
      },
      logger: Self.silentLogger)
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(services: [application], logger: Self.silentLogger))
    let serving = Task {
      do {
        try await group.run()
        listened.yield(.failure(PreviewServerStopped()))
      } catch {
        listened.yield(.failure(error))
      }
    }
    var outcome: Result<Int, any Error> = .failure(PreviewServerStopped())
    for await result in listening {
      outcome = result
      break
    }
    if case .failure(let error) = outcome {
      serving.cancel()
      throw .cannotListen(port: port, reason: Self.reason(error))
    }
    await workerPool?.warmUp()
    let watcher = self.watcher
    let renderer = self.renderer
    let hub = self.hub
    let watching = Task {
      await watcher.run { slug in
        let outcome = await renderer.render(PreviewRequest(scene: slug))
        await hub.publish(PreviewEvent(scene: slug, error: outcome?.error))
      }
    }
    let rebuilding = package.map { package in
      Task { await self.rebuild(package, interval: watcher.interval) }
    }
    state.running = Running(group: group, serving: serving, watching: watching, rebuilding: rebuilding)
  }

  /// Rebuilds the package after each change of its sources: a failure is every Swift preview's error
  /// until a build succeeds, which ``builds`` announces.
  private func rebuild(_ package: SwiftPackageBuild, interval: Duration) async {
    let previews = catalog.entries.filter(\.source.isBuiltIntoExecutable).map(\.slug)
    await SwiftSourceWatcher(package: package.root, interval: interval).run {
      let failure = await package.build()
      renderer.buildError = failure
      if failure == nil {
        buildSucceeded.yield()
      } else {
        for slug in previews { await hub.publish(PreviewEvent(scene: slug, error: failure)) }
      }
    }
  }

  /// Stops watching, ends the pages' event streams and closes the server, giving open requests up to
  /// a second to finish, then kills the render workers.
  public func stop() async {
    guard let running = state.takeRunning() else { return }
    running.watching.cancel()
    running.rebuilding?.cancel()
    buildSucceeded.finish()
    await hub.finish()
    await running.group.triggerGracefulShutdown()
    let serving = running.serving
    let deadline = Task {
      try? await Task.sleep(for: .seconds(1))
      serving.cancel()
    }
    await serving.value
    deadline.cancel()
    await workerPool?.stop()
  }

  private static func timeAmount(_ duration: Duration) -> TimeAmount {
    let (seconds, attoseconds) = duration.components
    return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }

  /// Why listening failed, as people read it (NIO's errors spell the system's error).
  private static func reason(_ error: any Error) -> String {
    if let error = error as? IOError { return error.description }
    return "\(error)"
  }

  private static let silentLogger = Logger(label: "morph.preview") { _ in SwiftLogNoOpLogHandler() }
}

/// The server ended before it listened.
private struct PreviewServerStopped: Error, CustomStringConvertible {
  var description: String { "the server stopped" }
}

/// A started server's tasks.
private struct Running: Sendable {
  let group: ServiceGroup
  let serving: Task<Void, Never>
  let watching: Task<Void, Never>
  let rebuilding: Task<Void, Never>?
}

/// What a server knows once started: its port and its tasks.
private final class ServerState: @unchecked Sendable {
  private let lock = NSLock()
  private var port: Int?
  private var tasks: Running?

  var boundPort: Int? {
    get { lock.withLock { port } }
    set { lock.withLock { port = newValue } }
  }

  var running: Running? {
    get { lock.withLock { tasks } }
    set { lock.withLock { tasks = newValue } }
  }

  func takeRunning() -> Running? {
    lock.withLock {
      defer { tasks = nil }
      return tasks
    }
  }
}

/// Answers every request through ``PreviewRoutes``.
private struct PreviewResponder: HTTPResponder {
  typealias Context = BasicRequestContext
  let routes: PreviewRoutes

  func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
    await routes.response(to: request)
  }
}
