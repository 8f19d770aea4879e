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
      for await message in await hub.subscribeToMessages(keepAlive: keepAlive) {
        try await writer.write(ByteBuffer(bytes: message))
      }
      try await writer.finish(nil)
    }
  }
}
