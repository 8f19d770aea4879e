import Foundation
import MorphLayout

/// What a network image node keeps for loading its image.
private struct NetworkImageLoading {
  weak var delegate: (any ASNetworkImageNodeDelegate)?
  var cache: (any ASImageCacheProtocol)?
  var downloader: any ASImageDownloaderProtocol = ASBasicImageDownloader.shared()
  /// Loads the image when the node enters the preload state; the node holds it weakly.
  var observer: PreloadObserver?
  /// The URL last loaded, so that a URL is loaded once.
  var loadedURL: URL?
}

/// Loads a network image node's image when the node enters the preload state, as Texture does.
private final class PreloadObserver: InterfaceStateDelegate {
  weak var node: NetworkImageNode?

  init(node: NetworkImageNode) {
    self.node = node
  }

  func didEnterPreloadState() {
    node?.loadImageIfNeeded()
  }
}

// The delegate is declared on the protocol every node adopts, constrained to network image nodes, so
// that a subclass's own `delegate` (a video node's) can be declared the same way and win for it.
extension TextureTypedNodeProperties where Self: NetworkImageNode {
  /// Texture's `delegate`, held weakly: told, synchronously, when the node loads the image of a file URL
  /// (``ASNetworkImageNodeDelegate/imageNode(_:didLoad:info:)``) or finds none there
  /// (``ASNetworkImageNodeDelegate/imageNode(_:didFailWithError:)``).
  public var delegate: (any ASNetworkImageNodeDelegate)? {
    get { loading.delegate }
    set { loading.delegate = newValue }
  }
}

extension NetworkImageNode {
  fileprivate var loading: NetworkImageLoading {
    get { self[kept: NetworkImageLoading.self, initial: NetworkImageLoading()] }
    set { self[kept: NetworkImageLoading.self, initial: NetworkImageLoading()] = newValue }
  }

  /// Texture's `init(cache:downloader:)`: a node that would look images up in `cache` and download them
  /// with `downloader`. Both are kept; Morph downloads nothing and loads file URLs itself.
  public convenience init(cache: (any ASImageCacheProtocol)?, downloader: any ASImageDownloaderProtocol) {
    self.init()
    loading.cache = cache
    loading.downloader = downloader
  }

  private static let callbackLock = NSLock()
  nonisolated(unsafe) private static var mainThreadDelegateCallbacks = true

  /// Texture's class property `useMainThreadDelegateCallbacks` (true), for every network image node.
  /// Kept; Morph calls delegates on the thread that lays the node out.
  public static var useMainThreadDelegateCallbacks: Bool {
    get {
      callbackLock.lock()
      defer { callbackLock.unlock() }
      return mainThreadDelegateCallbacks
    }
    set {
      callbackLock.lock()
      defer { callbackLock.unlock() }
      mainThreadDelegateCallbacks = newValue
    }
  }

  /// Called when the URL changes: forgets the URL loaded, and loads the new one now if the node is in
  /// the preload state, else when it enters it.
  func urlDidChange() {
    loading.loadedURL = nil
    if loading.observer == nil {
      let observer = PreloadObserver(node: self)
      loading.observer = observer
      add(observer)
    }
    if isInPreloadState { loadImageIfNeeded() }
  }

  /// Loads the image of the node's URL unless it was loaded. A file URL is read as Texture reads it:
  /// with ``shouldCacheImage``, the image its last path component names in the asset folders
  /// (`UIImage(named:)`); without, the file itself, else that named image. The image becomes the node's
  /// and the delegate is told; a file URL with no image tells the delegate of the failure. Other URLs
  /// would be downloaded, which only a device does: ``DeviceOnlyDiagnostics`` says so and the node keeps
  /// its default image.
  func loadImageIfNeeded() {
    guard let url = urlValue, loading.loadedURL != url else { return }
    loading.loadedURL = url
    loading.delegate?.imageNodeDidStartFetchingData(self)
    guard url.isFileURL else {
      DeviceOnlyDiagnostics.report(
        "ASNetworkImageNode downloads only on a device; Morph shows its defaultImage (file URLs load)")
      return
    }
    let name = url.lastPathComponent
    let image =
      shouldCacheImage ? UIImage(named: name) : (UIImage(contentsOfFile: url.path) ?? UIImage(named: name))
    guard let image else {
      let error = NSError(
        domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist,
        userInfo: [NSLocalizedDescriptionKey: "No image at \(url.path)", NSURLErrorKey: url])
      loading.delegate?.imageNode(self, didFailWithError: error)
      return
    }
    imageContent = image
    loading.delegate?.imageNode(self, didLoad: image, info: ASNetworkImageLoadInfo(url: url, sourceType: .fileURL))
  }
}
