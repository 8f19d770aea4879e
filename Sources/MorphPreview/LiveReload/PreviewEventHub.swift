import Foundation

/// Hands every ``PreviewEvent`` to every page listening.
actor PreviewEventHub {
  /// This server's identity in its pages' `ready` events: a server started anew (a rebuilt previews
  /// executable in place of the old one) has another, and pages that reconnect to it reload.
  nonisolated let serverID = UUID().uuidString
  private var listeners: [UUID: AsyncStream<PreviewEvent>.Continuation] = [:]
  /// The pages' event streams, as the bytes they send: each event is encoded once for all of them.
  private var pages: [UUID: AsyncStream<Data>.Continuation] = [:]

  init() {}

  /// A stream of every event published from now on; it ends when the hub finishes, and stops being
  /// fed when its consumer goes away.
  func subscribe() -> AsyncStream<PreviewEvent> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<PreviewEvent>.makeStream(bufferingPolicy: .bufferingNewest(16))
    listeners[id] = continuation
    continuation.onTermination = { _ in
      Task { await self.remove(id) }
    }
    return stream
  }

  /// A page's Server-Sent Events, as bytes: a `ready` event at once (`{"server": ID}`, with a
  /// reconnection delay of half a second), a `change` message per event published from now on, and a
  /// keep-alive comment every `keepAlive`. It ends when the hub finishes, and stops being fed when its
  /// consumer goes away.
  func subscribeToMessages(keepAlive: Duration) -> AsyncStream<Data> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(16))
    continuation.yield(Data("retry: 500\nevent: ready\ndata: {\"server\":\"\(serverID)\"}\n\n".utf8))
    pages[id] = continuation
    let pinging = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: keepAlive)
        continuation.yield(Data(": keep-alive\n\n".utf8))
      }
    }
    continuation.onTermination = { _ in
      pinging.cancel()
      Task { await self.removePage(id) }
    }
    return stream
  }

  /// Sends an event to every listener.
  func publish(_ event: PreviewEvent) {
    for continuation in listeners.values { continuation.yield(event) }
    guard !pages.isEmpty else { return }
    let message = event.serverSentEvent
    for continuation in pages.values { continuation.yield(message) }
  }

  /// Ends every stream (the server is shutting down).
  func finish() {
    for continuation in listeners.values { continuation.finish() }
    for continuation in pages.values { continuation.finish() }
    listeners.removeAll()
    pages.removeAll()
  }

  /// How many pages are listening.
  var pageCount: Int { pages.count }

  private func remove(_ id: UUID) {
    listeners[id] = nil
  }

  private func removePage(_ id: UUID) {
    pages[id] = nil
  }
}
