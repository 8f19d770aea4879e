import Foundation

/// AVFoundation's `AVAsset`: a piece of timed media. Morph never opens media: an asset keeps where it
/// comes from, and its ``duration`` is unknown (indefinite) unless set.
open class AVAsset: NSObject {
  /// The URL the asset was made from, if it was.
  let sourceURL: URL?

  /// The asset's length: indefinite, as on a device before the asset loads, since Morph never opens
  /// the media. Set it to preview a player with a known length (the duration label shows it).
  open var duration: CMTime

  /// AVFoundation's `AVAsset(url:)`: the asset at `url` (an `AVURLAsset` on a device).
  public init(url: URL) {
    sourceURL = url
    duration = .indefinite
    super.init()
  }

  /// An asset of no URL (a composition's).
  public override init() {
    sourceURL = nil
    duration = .indefinite
    super.init()
  }

  /// AVFoundation's `isPlayable`: true, as Morph never opens the media to learn otherwise.
  open var isPlayable: Bool { true }

  /// Assets made from the same URL are equal, as Texture compares them.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AVAsset else { return false }
    if other === self { return true }
    guard let sourceURL else { return false }
    return sourceURL == other.sourceURL
  }

  open override var hash: Int { sourceURL?.hashValue ?? ObjectIdentifier(self).hashValue }
}

/// AVFoundation's `AVURLAsset`: an asset at a URL.
open class AVURLAsset: AVAsset {
  /// AVFoundation's `url`.
  public var url: URL { sourceURL! }
  /// The options it was made with. Kept; Morph never opens the media.
  public let options: [String: Any]?

  /// AVFoundation's `AVURLAsset(url:options:)`.
  public init(url: URL, options: [String: Any]? = nil) {
    self.options = options
    super.init(url: url)
  }
}
