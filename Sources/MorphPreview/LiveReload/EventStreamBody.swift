import Foundation
import Hummingbird

/// A never-ending response body of Server-Sent Events: a `ready` event at once, then one message per
/// event of the hub, and a comment every few seconds so that a page notices a server that went away.
///
/// The page subscribes to the hub only when the body is written, so that a `HEAD` request, which
/// never writes it, subscribes to nothing. The body ends when the hub finishes (the server stops) or
/// when the page goes away (a write fails).
struct EventStreamBody: Sendable {
  let hub: PreviewEventHub
  let keepAliveInterval: Duration

  var responseBody: ResponseBody {
    let hub = self.hub
    let keepAlive = keepAliveInterval
    return ResponseBody { writer in
      let events = await hub.subscribe()
      for await message in Self.messages(from: events, keepAlive: keepAlive) {
        try await writer.write(ByteBuffer(bytes: message))
      }
      try await writer.finish(nil)
    }
  }

  /// The stream's messages as bytes, with the keep-alive comments merged in.
  static func messages(from events: AsyncStream<PreviewEvent>, keepAlive: Duration) -> AsyncStream<Data> {
    AsyncStream(bufferingPolicy: .bufferingNewest(64)) { continuation in
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
}
