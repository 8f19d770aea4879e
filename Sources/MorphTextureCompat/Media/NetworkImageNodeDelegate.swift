import Foundation
import MorphLayout

/// Texture's `ASNetworkImageNodeDelegate`: told as a network image node loads its image. Every method is
/// optional, as in Texture, and does nothing by default. Morph loads file URLs when the node enters the
/// preload state (when it is first laid out, for instance) and calls the delegate then, synchronously;
/// it downloads nothing, so the cache and network callbacks are never called.
public protocol ASNetworkImageNodeDelegate: AnyObject {
  /// Texture's `imageNodeDidStartFetchingData(_:)`: the node starts fetching its URL's image (a file
  /// URL's too, before it is read).
  func imageNodeDidStartFetchingData(_ imageNode: ASNetworkImageNode)
  /// Texture's `imageNodeWillLoadImageFromCache(_:)`; never called (Morph has no image cache).
  func imageNodeWillLoadImageFromCache(_ imageNode: ASNetworkImageNode)
  /// Texture's `imageNodeDidLoadImageFromCache(_:)`; never called.
  func imageNodeDidLoadImageFromCache(_ imageNode: ASNetworkImageNode)
  /// Texture's `imageNodeDidFailToLoadImageFromCache(_:)`; never called.
  func imageNodeDidFailToLoadImageFromCache(_ imageNode: ASNetworkImageNode)
  /// Texture's `imageNodeWillLoadImageFromNetwork(_:)`; never called (Morph never downloads).
  func imageNodeWillLoadImageFromNetwork(_ imageNode: ASNetworkImageNode)
  /// Texture's `imageNodeWillStartDisplayAsynchronously(_:)`; never called (Morph draws when it
  /// exports).
  func imageNodeWillStartDisplayAsynchronously(_ imageNode: ASNetworkImageNode)
  /// Texture's `imageNode(_:didLoad:info:)`: the node loaded `image` from the file URL `info.url`. By
  /// default calls ``imageNode(_:didLoad:)``, as Texture calls that one only when this one is not
  /// implemented.
  func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage, info: ASNetworkImageLoadInfo)
  /// Texture's `imageNode(_:didLoad:)`: the node loaded `image`.
  func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage)
  /// Texture's `imageNode(_:didFailWithError:)`: the node's file URL holds no image it can read.
  func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: any Error)
  /// Texture's `imageNodeDidFinishDecoding(_:)`; never called (Morph decodes nothing ahead of export).
  func imageNodeDidFinishDecoding(_ imageNode: ASNetworkImageNode)
}

extension ASNetworkImageNodeDelegate {
  /// Does nothing.
  public func imageNodeDidStartFetchingData(_ imageNode: ASNetworkImageNode) {}
  /// Does nothing.
  public func imageNodeWillLoadImageFromCache(_ imageNode: ASNetworkImageNode) {}
  /// Does nothing.
  public func imageNodeDidLoadImageFromCache(_ imageNode: ASNetworkImageNode) {}
  /// Does nothing.
  public func imageNodeDidFailToLoadImageFromCache(_ imageNode: ASNetworkImageNode) {}
  /// Does nothing.
  public func imageNodeWillLoadImageFromNetwork(_ imageNode: ASNetworkImageNode) {}
  /// Does nothing.
  public func imageNodeWillStartDisplayAsynchronously(_ imageNode: ASNetworkImageNode) {}
  /// Calls ``imageNode(_:didLoad:)``.
  public func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage, info: ASNetworkImageLoadInfo) {
    self.imageNode(imageNode, didLoad: image)
  }
  /// Does nothing.
  public func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage) {}
  /// Does nothing.
  public func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: any Error) {}
  /// Does nothing.
  public func imageNodeDidFinishDecoding(_ imageNode: ASNetworkImageNode) {}
}

/// Texture's `ASNetworkImageSourceType`: where a network image node's image came from.
public enum ASNetworkImageSourceType: Int, Sendable {
  /// Not known.
  case unspecified = 0
  /// A cache answering at once.
  case synchronousCache
  /// A cache answering later.
  case asynchronousCache
  /// A file URL — the only source Morph loads from.
  case fileURL
  /// A download.
  case download
}

/// Texture's `ASNetworkImageLoadInfo`: how a network image node's image was loaded.
public final class ASNetworkImageLoadInfo: NSObject, @unchecked Sendable {
  /// Where the image came from.
  public let sourceType: ASNetworkImageSourceType
  /// The URL it was loaded from.
  public let url: URL
  /// The downloader's identifier of the download; nil for a file URL.
  public let downloadIdentifier: Any?
  /// The downloader's information about the download; nil for a file URL.
  public let userInfo: Any?

  /// Information about an image loaded from `url`.
  public init(url: URL, sourceType: ASNetworkImageSourceType, downloadIdentifier: Any? = nil, userInfo: Any? = nil) {
    self.url = url
    self.sourceType = sourceType
    self.downloadIdentifier = downloadIdentifier
    self.userInfo = userInfo
    super.init()
  }
}
