import Foundation
import MorphLayout

/// Texture's `ASImageCacheProtocol`: the cache a network or multiplex image node would look images up
/// in before downloading them. Morph keeps the cache a node is made with and never asks it: nodes load
/// only file URLs, which Texture reads without its cache too.
public protocol ASImageCacheProtocol: AnyObject {}

/// Texture's `ASImageDownloaderProtocol`: what downloads a network or multiplex image node's images.
/// Morph keeps the downloader a node is made with and never asks it: nothing is downloaded off the
/// device, and file URLs are read by the node itself, as Texture reads them.
public protocol ASImageDownloaderProtocol: AnyObject {}

/// Texture's `ASBasicImageDownloader`, the downloader of nodes made without one.
public final class ASBasicImageDownloader: NSObject, ASImageDownloaderProtocol, @unchecked Sendable {
  private static let sharedDownloader = ASBasicImageDownloader()

  /// Texture's `shared()` (`sharedImageDownloader`): the one downloader every node may share.
  public static func shared() -> ASBasicImageDownloader { sharedDownloader }

  private override init() {
    super.init()
  }
}
