import FlyingFox
import FlyingSocks
import Foundation

/// A never-ending response body of Server-Sent Events: a `ready` event at once, then one message per
/// event of a stream, and a comment every few seconds so that a page notices a server that went away.
struct EventStreamBody: AsyncBufferedSequence {
  typealias Element = UInt8

  let events: AsyncStream<PreviewEvent>
  let keepAliveInterval: Duration

  func makeAsyncIterator() -> Iterator {
    Iterator(messages: Self.messages(from: events, keepAlive: keepAliveInterval).makeAsyncIterator())
  }

  /// The stream's messages as bytes, with the keep-alive comments merged in.
  private static func messages(from events: AsyncStream<PreviewEvent>, keepAlive: Duration) -> AsyncStream<Data> {
    AsyncStream { continuation in
      continuation.yield(Data("event: ready\ndata: {}\n\n".utf8))
      let forwarding = Task {
        for await event in events { continuation.yield(event.serverSentEvent) }
        continuation.finish()
      }
      let pinging = Task {
        while !Task.isCancelled {
          try? await Task.sleep(for: keepAlive)
          continuation.yield(Data(": keep-alive\n\n".utf8))
        }
      }
      continuation.onTermination = { _ in
        forwarding.cancel()
        pinging.cancel()
      }
    }
  }

  struct Iterator: AsyncBufferedIteratorProtocol {
    var messages: AsyncStream<Data>.Iterator
    var pending = Data()

    mutating func next() async throws -> UInt8? {
      guard try await fill() else { return nil }
      return pending.removeFirst()
    }

    mutating func nextBuffer(suggested count: Int) async throws -> Data? {
      guard try await fill() else { return nil }
      let chunk = pending.prefix(Swift.max(count, 1))
      pending = Data(pending.dropFirst(chunk.count))
      return Data(chunk)
    }

    /// Waits for the next message if nothing is pending; false once the stream has ended.
    private mutating func fill() async throws -> Bool {
      if pending.isEmpty {
        guard let message = await messages.next() else { return false }
        pending = message
      }
      return true
    }
  }
}
