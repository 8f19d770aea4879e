import Foundation
import MorphLayout

/// Texture's `ASMultiplexImageNode`: an image node with several versions of its image, named by
/// ``imageIdentifiers`` from best to worst, which it loads from its ``dataSource`` and shows the best of.
///
/// As in Texture, it loads when it enters the preload state (when first laid out, for instance), when
/// its identifiers change while it is there, and on ``reloadImageIdentifierSources()``: it first shows
/// the best version the data source has at hand (`imageForImageIdentifier`), then loads the best
/// version — or, with ``downloadsIntermediateImages``, each better version in turn from the worst — from
/// the data source's image or file URL. Morph downloads nothing: a version at a remote URL is left to a
/// device, which ``DeviceOnlyDiagnostics`` says. The ``delegate`` is told of each step, synchronously.
open class ASMultiplexImageNode: ImageNode {
  /// Texture's `delegate`, held weakly.
  public weak var delegate: (any ASMultiplexImageNodeDelegate)?
  /// Texture's `dataSource`, held weakly: gives each version's image or URL.
  public weak var dataSource: (any ASMultiplexImageNodeDataSource)?
  /// Texture's `downloadsIntermediateImages` (false): whether worse versions load, worst first, before
  /// the best one.
  public var downloadsIntermediateImages = false
  /// Texture's `imageIdentifiers`: the versions, best first. Changing them while the node is in the
  /// preload state loads them.
  public var imageIdentifiers: [ASImageIdentifier] = [] {
    didSet {
      if imageIdentifiers != oldValue && isInPreloadState { loadImageIdentifiers() }
    }
  }
  /// Texture's `loadedImageIdentifier`: the version whose image the node has; nil for none.
  public private(set) var loadedImageIdentifier: ASImageIdentifier?
  /// Texture's `displayedImageIdentifier`: the version shown. Morph draws the node's image in every
  /// export, so it is the loaded version.
  public private(set) var displayedImageIdentifier: ASImageIdentifier?
  /// Texture's `shouldRenderProgressImages` (true). Kept; Morph downloads nothing progressively.
  public var shouldRenderProgressImages = true
  /// Texture's `shouldRetryImageDownload` (true). Kept; Morph downloads nothing.
  public var shouldRetryImageDownload = true
  /// The cache the node was made with, kept.
  let cache: (any ASImageCacheProtocol)?
  /// The downloader the node was made with, kept.
  let downloader: (any ASImageDownloaderProtocol)?

  /// Texture's `init(cache:downloader:)`: a node that would look versions up in `cache` and download
  /// them with `downloader`. Both are kept; Morph reads file URLs itself.
  public init(cache: (any ASImageCacheProtocol)?, downloader: (any ASImageDownloaderProtocol)?) {
    self.cache = cache
    self.downloader = downloader
    super.init()
  }

  /// A node without a cache or downloader.
  public convenience override init() {
    self.init(cache: nil, downloader: nil)
  }

  /// Texture's `reloadImageIdentifierSources()`: forgets the version loaded and loads again, asking the
  /// data source afresh.
  public func reloadImageIdentifierSources() {
    loadedImageIdentifier = nil
    loadImageIdentifiers()
  }

  open override func didEnterPreloadState() {
    super.didEnterPreloadState()
    loadImageIdentifiers()
  }

  /// Leaves no image, as Texture does, so that the versions load again next time.
  open override func didExitPreloadState() {
    super.didExitPreloadState()
    loadedImageIdentifier = nil
    imageContent = nil
    displayedImageIdentifier = nil
  }

  /// Shows the best version the data source has at hand, then loads the next.
  private func loadImageIdentifiers() {
    let atHand = imageIdentifiers.lazy.compactMap { identifier in
      self.dataSource?.multiplexImageNode(self, imageForImageIdentifier: identifier).map { (identifier, $0) }
    }.first
    finishedLoading(atHand?.1, identifier: atHand?.0)
  }

  /// The next version to load: none once the best is loaded; else the best, or with intermediate images
  /// the worst (when none is loaded) or the one better than the loaded one.
  private var nextImageIdentifier: ASImageIdentifier? {
    guard let best = imageIdentifiers.first, loadedImageIdentifier != best else { return nil }
    guard downloadsIntermediateImages else { return best }
    guard let loaded = loadedImageIdentifier.flatMap({ imageIdentifiers.firstIndex(of: $0) }) else {
      return imageIdentifiers.last
    }
    return loaded > 0 ? imageIdentifiers[loaded - 1] : nil
  }

  /// Loads the next version: the data source's image, else its file URL's. Stops at a version with no
  /// source, a file URL without an image, or a URL only a device downloads.
  private func loadNextImage() {
    guard let identifier = nextImageIdentifier else { return }
    if let image = dataSource?.multiplexImageNode(self, imageForImageIdentifier: identifier) {
      finishedLoading(image, identifier: identifier)
      return
    }
    guard let url = dataSource?.multiplexImageNode(self, urlForImageIdentifier: identifier) else { return }
    guard url.isFileURL else {
      DeviceOnlyDiagnostics.report(
        "ASMultiplexImageNode downloads only on a device; Morph shows the versions its data source has at hand")
      return
    }
    delegate?.multiplexImageNode(self, didStartDownloadOfImageWithIdentifier: identifier)
    guard let image = UIImage(contentsOfFile: url.path) else {
      let error = NSError(
        domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist,
        userInfo: [NSLocalizedDescriptionKey: "No image at \(url.path)", NSURLErrorKey: url])
      delegate?.multiplexImageNode(self, didFinishDownloadingImageWithIdentifier: identifier, error: error)
      return
    }
    delegate?.multiplexImageNode(self, didUpdateDownloadProgress: 1, forImageWithIdentifier: identifier)
    delegate?.multiplexImageNode(self, didFinishDownloadingImageWithIdentifier: identifier, error: nil)
    finishedLoading(image, identifier: identifier)
  }

  /// Shows a loaded version (or nothing, when there are no versions), tells the delegate, and loads the
  /// next version.
  private func finishedLoading(_ image: UIImage?, identifier: ASImageIdentifier?) {
    if image != nil || imageIdentifiers.isEmpty {
      let previousIdentifier = loadedImageIdentifier
      let previousImage = imageContent as? UIImage
      loadedImageIdentifier = identifier
      imageContent = image
      delegate?.multiplexImageNode(
        self, didUpdate: image, withIdentifier: identifier, from: previousImage, withIdentifier: previousIdentifier)
      if displayedImageIdentifier != identifier {
        displayedImageIdentifier = identifier
        delegate?.multiplexImageNode(self, didDisplayUpdated: image, withIdentifier: identifier)
      }
    }
    loadNextImage()
  }

  open override var kindName: String { "multiplexImage" }
}
