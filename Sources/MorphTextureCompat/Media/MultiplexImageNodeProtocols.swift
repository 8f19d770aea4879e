import Foundation

/// Texture's `ASImageIdentifier`: names one version of a multiplex image node's image (`"best"`,
/// `"thumb"`). Any hashable value — a string literal, most often — so identifiers key dictionaries.
public typealias ASImageIdentifier = AnyHashable

/// Texture's `ASMultiplexImageNodeErrorDomain`, the domain of ``ASMultiplexImageNodeErrorCode`` errors.
public let ASMultiplexImageNodeErrorDomain = "ASMultiplexImageNodeErrorDomain"

/// Texture's `ASMultiplexImageNodeErrorCode`: why a multiplex image node could not load an image.
public enum ASMultiplexImageNodeErrorCode: UInt, Sendable {
  /// The data source gave neither an image nor a URL for the identifier.
  case noSourceForImage = 0
  /// The best identifier changed before a worse one's download began.
  case bestImageIdentifierChanged
  /// Photos gave neither an image nor an error (only on a device).
  case photosImageManagerFailedWithoutError
  /// Photos had no asset for the identifier (only on a device).
  case phAssetIsUnavailable
}

/// Texture's `ASMultiplexImageNodeDataSource`: gives a multiplex image node each version of its image.
/// Every method is optional, as in Texture, and answers nil by default.
public protocol ASMultiplexImageNodeDataSource: AnyObject {
  /// Texture's `multiplexImageNode(_:imageForImageIdentifier:)`: the version's image if it is at hand;
  /// asked first.
  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, imageForImageIdentifier imageIdentifier: ASImageIdentifier
  )
    -> UIImage?
  /// Texture's `multiplexImageNode(_:urlForImageIdentifier:)`: where the version's image is. Morph reads
  /// file URLs; other URLs are downloaded only on a device.
  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, urlForImageIdentifier imageIdentifier: ASImageIdentifier
  )
    -> URL?
  /// Texture's `multiplexImageNode(_:assetForLocalIdentifier:)`: the Photos asset of a `ph://` URL.
  /// Morph has no Photos library and never asks.
  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, assetForLocalIdentifier assetLocalIdentifier: String
  )
    -> PHAsset?
}

extension ASMultiplexImageNodeDataSource {
  /// Returns nil.
  public func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, imageForImageIdentifier imageIdentifier: ASImageIdentifier
  ) -> UIImage? { nil }
  /// Returns nil.
  public func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, urlForImageIdentifier imageIdentifier: ASImageIdentifier
  ) -> URL? { nil }
  /// Returns nil.
  public func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, assetForLocalIdentifier assetLocalIdentifier: String
  ) -> PHAsset? { nil }
}

/// Texture's `ASMultiplexImageNodeDelegate`: told as a multiplex image node loads and shows versions of
/// its image, synchronously. Every method is optional, as in Texture, and does nothing by default.
public protocol ASMultiplexImageNodeDelegate: AnyObject {
  /// Texture's `multiplexImageNode(_:didStartDownloadOfImageWithIdentifier:)`: the node began reading
  /// the version's file URL.
  func multiplexImageNode(_ imageNode: ASMultiplexImageNode, didStartDownloadOfImageWithIdentifier imageIdentifier: Any)
  /// Texture's `multiplexImageNode(_:didUpdateDownloadProgress:forImageWithIdentifier:)`: 1 once the
  /// version's file is read.
  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didUpdateDownloadProgress downloadProgress: CGFloat,
    forImageWithIdentifier imageIdentifier: ASImageIdentifier)
  /// Texture's `multiplexImageNode(_:didFinishDownloadingImageWithIdentifier:error:)`: reading the
  /// version's file URL ended, with the error if it holds no image.
  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didFinishDownloadingImageWithIdentifier imageIdentifier: ASImageIdentifier,
    error: (any Error)?)
  /// Texture's `multiplexImageNode(_:didUpdate:withIdentifier:from:withIdentifier:)`: the node's image
  /// became another version's.
  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didUpdate image: UIImage?, withIdentifier imageIdentifier: ASImageIdentifier?,
    from previousImage: UIImage?, withIdentifier previousImageIdentifier: ASImageIdentifier?)
  /// Texture's `multiplexImageNode(_:didDisplayUpdated:withIdentifier:)`: the version now shown. Morph
  /// draws the node's image in every export, so it is called with the update.
  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didDisplayUpdated image: UIImage?,
    withIdentifier imageIdentifier: ASImageIdentifier?)
  /// Texture's `multiplexImageNodeDidFinishDisplay(_:)`; never called (Morph draws when it exports, not
  /// in display passes).
  func multiplexImageNodeDidFinishDisplay(_ imageNode: ASMultiplexImageNode)
}

extension ASMultiplexImageNodeDelegate {
  /// Does nothing.
  public func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didStartDownloadOfImageWithIdentifier imageIdentifier: Any
  ) {}
  /// Does nothing.
  public func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didUpdateDownloadProgress downloadProgress: CGFloat,
    forImageWithIdentifier imageIdentifier: ASImageIdentifier
  ) {}
  /// Does nothing.
  public func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didFinishDownloadingImageWithIdentifier imageIdentifier: ASImageIdentifier,
    error: (any Error)?
  ) {}
  /// Does nothing.
  public func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didUpdate image: UIImage?, withIdentifier imageIdentifier: ASImageIdentifier?,
    from previousImage: UIImage?, withIdentifier previousImageIdentifier: ASImageIdentifier?
  ) {}
  /// Does nothing.
  public func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didDisplayUpdated image: UIImage?,
    withIdentifier imageIdentifier: ASImageIdentifier?
  ) {}
  /// Does nothing.
  public func multiplexImageNodeDidFinishDisplay(_ imageNode: ASMultiplexImageNode) {}
}
