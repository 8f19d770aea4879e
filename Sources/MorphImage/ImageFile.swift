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
  /// The frames of an animated GIF, PNG or WebP image; 1 for any other.
  public let frameCount: Int

  /// Reads the image at `url`.
  public init(contentsOf url: URL) throws(ImageFileError) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(path: url.path)
    }
    try self.init(data: data)
  }

  /// Reads an image from its bytes.
  /// - Throws: ``ImageFileError/notAnImage(reason:)`` for bytes of no format Morph reads, and
  ///   ``ImageFileError/overBudget(_:)`` for an image past ``ImageBudget``.
  public init(data: Data) throws(ImageFileError) {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var frames: UInt32 = 1
    let format = data.withUnsafeBytes { bytes in
      morph_image_info(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &frames,
        UInt32(ImageBudget.maximumFrames))
    }
    let mimeType: String
    switch format {
    case MORPH_IMAGE_PNG: mimeType = "image/png"
    case MORPH_IMAGE_JPEG: mimeType = "image/jpeg"
    case MORPH_IMAGE_GIF: mimeType = "image/gif"
    case MORPH_IMAGE_WEBP: mimeType = "image/webp"
    default:
      guard let svg = SVGImageSize.measure(data) else {
        throw .notAnImage(reason: "not a PNG, JPEG, GIF, WebP or SVG image")
      }
      if let problem = ImageBudget.problem(width: svg.size.width, height: svg.size.height, frames: 1) {
        throw .overBudget(problem)
      }
      guard svg.elements <= ImageBudget.maximumSVGElements else {
        throw .overBudget(
          "draws more than \(ImageBudget.maximumSVGElements) elements once its <use> elements are expanded; an "
            + "SVG image draws at most \(ImageBudget.maximumSVGElements)")
      }
      if let problem = svg.filterProblem { throw .overBudget(problem) }
      self.data = data
      self.mimeType = "image/svg+xml"
      self.pixelSize = svg.size
      self.frameCount = 1
      return
    }
    if let problem = ImageBudget.problem(width: Double(width), height: Double(height), frames: Int(frames)) {
      throw .overBudget(problem)
    }
    self.data = data
    self.mimeType = mimeType
    self.pixelSize = CGSize(width: Int(width), height: Int(height))
    self.frameCount = Int(max(frames, 1))
  }

  /// The bytes as a `data:` URI.
  public var dataURI: String { "data:\(mimeType);base64,\(data.base64EncodedString())" }
}
