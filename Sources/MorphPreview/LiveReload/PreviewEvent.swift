import Foundation

/// What the server tells open pages: a scene document changed on disk, and whether it still renders.
struct PreviewEvent: Codable, Hashable, Sendable {
  /// The changed scene's slug.
  var scene: String
  /// Why the changed document does not render (`FILE:LINE:COLUMN: error: …`), or nil.
  var error: String?

  init(scene: String, error: String?) {
    self.scene = scene
    self.error = error
  }

  /// The event as a Server-Sent Events message: `event: change` with the JSON on its `data:` line.
  var serverSentEvent: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return Data("event: change\ndata: ".utf8) + json + Data("\n\n".utf8)
  }
}
