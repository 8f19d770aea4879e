import Foundation
import MorphLayout

extension TextureTypedNodeProperties where Self: NetworkImageNode {
  /// Texture's `defaultImage`, a `UIImage?`: shown (and measured) until an image is set, as on a device
  /// before the download finishes.
  public var defaultImage: UIImage? {
    get { placeholderImageContent as? UIImage }
    set { placeholderImageContent = newValue }
  }

  /// Texture's `url`: where the image comes from. Setting it is Texture's
  /// `setURL(_:resetToDefault:)` with `true`: a new URL clears the image, so the node shows its default
  /// image until the new one loads. A file URL loads when the node enters the preload state (see
  /// ``ASNetworkImageNodeDelegate``).
  public var url: URL? {
    get { urlValue }
    set { setURL(newValue, resetToDefault: true) }
  }
}

/// The download settings a network image node keeps; Morph never downloads.
private struct KeptDownloadSettings {
  var urls: [URL]?
  var shouldCacheImage = true
  var shouldRenderProgressImages = true
  var shouldRetryImageDownload = true
}

// Texture's download API of a network image node. Morph never downloads: the URLs and settings are
// kept and returned as set, and the node shows its default image until an image is set.
extension NetworkImageNode {
  private var download: KeptDownloadSettings {
    get { self[kept: KeptDownloadSettings.self, initial: KeptDownloadSettings()] }
    set { self[kept: KeptDownloadSettings.self, initial: KeptDownloadSettings()] = newValue }
  }

  /// Texture's `URLs`: the URLs of the image from lowest to highest quality. Kept; Morph never downloads.
  public var urls: [URL]? {
    get { download.urls }
    set { download.urls = newValue }
  }
  /// Texture's `setURL(_:resetToDefault:)`: sets `url`; when it changes and `reset` is true, also clears
  /// the image, so the node shows its default image again until the new URL's image loads.
  public func setURL(_ url: URL?, resetToDefault reset: Bool) {
    guard url != urlValue else { return }
    urlValue = url
    if reset { imageContent = nil }
    urlDidChange()
  }
  /// Texture's `shouldCacheImage` (true). Kept; Morph never downloads.
  public var shouldCacheImage: Bool {
    get { download.shouldCacheImage }
    set { download.shouldCacheImage = newValue }
  }
  /// Texture's `shouldRenderProgressImages` (true). Kept; Morph never downloads.
  public var shouldRenderProgressImages: Bool {
    get { download.shouldRenderProgressImages }
    set { download.shouldRenderProgressImages = newValue }
  }
  /// Texture's `shouldRetryImageDownload` (true). Kept; Morph never downloads.
  public var shouldRetryImageDownload: Bool {
    get { download.shouldRetryImageDownload }
    set { download.shouldRetryImageDownload = newValue }
  }
  /// Texture's `currentImageQuality`: 1 once an image is set, else 0 (nothing downloaded).
  public var currentImageQuality: CGFloat { imageContent == nil ? 0 : 1 }
  /// Texture's `renderedImageQuality`: the same as ``currentImageQuality`` (Morph draws what is set).
  public var renderedImageQuality: CGFloat { currentImageQuality }
  /// Texture's `downloadProgress`: 1 once an image is set, else 0.
  public var downloadProgress: CGFloat { currentImageQuality }
}
