import Foundation

/// Hands every ``PreviewEvent`` to every page listening.
public actor PreviewEventHub {
  private var listeners: [UUID: AsyncStream<PreviewEvent>.Continuation] = [:]

  public init() {}

  /// A stream of every event published from now on; it ends when the hub finishes, and stops being
  /// fed when its consumer goes away.
  public func subscribe() -> AsyncStream<PreviewEvent> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<PreviewEvent>.makeStream(bufferingPolicy: .bufferingNewest(16))
    listeners[id] = continuation
    continuation.onTermination = { _ in
      Task { await self.remove(id) }
    }
    return stream
  }

  /// Sends an event to every listener.
  public func publish(_ event: PreviewEvent) {
    for continuation in listeners.values { continuation.yield(event) }
  }

  /// Ends every stream (the server is shutting down).
  public func finish() {
    for continuation in listeners.values { continuation.finish() }
    listeners.removeAll()
  }

  private func remove(_ id: UUID) {
    listeners[id] = nil
  }
}
