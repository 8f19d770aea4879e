import CImageInfo
import Foundation

/// An image file's bytes, its format and its size in pixels, read by the formats' own libraries
/// (libpng, libjpeg, giflib, libwebp; libxml2 for SVG, whose size is the one a browser draws it at:
/// see ``SVGImageSize``). Exporters embed the bytes as a `data:` URI, so exported files stay
/// self-contained.
public struct ImageFile: Hashable, Sendable {
  /// The file's bytes.
  public let data: Data
  /// The format's MIME type: `image/png`, `image/jpeg`, `image/gif`, `image/webp` or `image/svg+xml`.
  public let mimeType: String
  /// The image's size in pixels.
  public let pixelSize: CGSize

  /// Reads the image at `url`.
  public init(contentsOf url: URL) throws(ImageFileError) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(path: url.path)
    }
    try self.init(data: data)
  }

  /// Reads an image from its bytes.
  public init(data: Data) throws(ImageFileError) {
    var width: UInt32 = 0
    var height: UInt32 = 0
    let format = data.withUnsafeBytes { bytes in
      morph_image_info(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height)
    }
    let mimeType: String
    switch format {
    case MORPH_IMAGE_PNG: mimeType = "image/png"
    case MORPH_IMAGE_JPEG: mimeType = "image/jpeg"
    case MORPH_IMAGE_GIF: mimeType = "image/gif"
    case MORPH_IMAGE_WEBP: mimeType = "image/webp"
    default:
      guard let size = SVGImageSize.size(of: data) else {
        throw .notAnImage(reason: "not a PNG, JPEG, GIF, WebP or SVG image")
      }
      self.data = data
      self.mimeType = "image/svg+xml"
      self.pixelSize = size
      return
    }
    self.data = data
    self.mimeType = mimeType
    self.pixelSize = CGSize(width: Int(width), height: Int(height))
  }

  /// The bytes as a `data:` URI.
  public var dataURI: String { "data:\(mimeType);base64,\(data.base64EncodedString())" }
}
