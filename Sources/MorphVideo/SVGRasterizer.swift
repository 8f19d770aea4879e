import CVideoCodecInterface
import Foundation

/// Draws SVG documents into pixels with librsvg (and cairo), at a scale.
///
/// ```swift
/// let image = try SVGRasterizer(scale: 2).rasterize(svg, size: CGSize(width: 375, height: 667))
/// ```
public struct SVGRasterizer: Sendable {
  /// Pixels per point.
  public var scale: Double
  /// The colour painted under the document, as red, green and blue from 0 to 1; nil keeps the
  /// document's transparency.
  public var background: (red: Double, green: Double, blue: Double)?
  /// Whether the pixel size is rounded up to even numbers (the added row and column stay background).
  public var roundsUpToEvenSize: Bool

  /// The most pixels a frame may have on a side.
  public static let largestSide = 16_384

  /// A rasterizer.
  public init(
    scale: Double, background: (red: Double, green: Double, blue: Double)? = nil, roundsUpToEvenSize: Bool = false
  ) {
    self.scale = scale
    self.background = background
    self.roundsUpToEvenSize = roundsUpToEvenSize
  }

  /// The pixel size of a document of `size` points.
  public func pixelSize(of size: CGSize) -> (width: Int, height: Int) {
    func pixels(_ points: CGFloat) -> Int {
      let count = max(1, Int(min((Double(points) * scale).rounded(.up), Double(Int32.max))))
      return roundsUpToEvenSize ? count + count % 2 : count
    }
    return (pixels(size.width), pixels(size.height))
  }

  /// Draws an SVG document of `size` points, scaled to fill ``pixelSize(of:)`` from the top left.
  /// - Throws: ``VideoError/frameTooLarge(width:height:)``, ``VideoError/rasterizingFailed(_:)`` when
  ///   librsvg cannot read or draw the document, or ``VideoError/codecUnavailable(_:)`` when the
  ///   MorphVideoCodec library cannot be loaded.
  public func rasterize(_ svg: Data, size: CGSize) throws(VideoError) -> RasterImage {
    let (width, height) = try checkedPixelSize(of: size)
    var pixels = Data(count: width * 4 * height)
    let failure = pixels.withUnsafeMutableBytes { target -> VideoError? in
      do throws(VideoError) {
        try draw(svg, size: size, into: target, width: width, height: height)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    return RasterImage(width: width, height: height, stride: width * 4, pixels: pixels)
  }

  /// Draws an SVG document as ``rasterize(_:size:)`` does, into a buffer of `buffers`, whose size must
  /// be that of the frame.
  func rasterize(_ svg: Data, size: CGSize, into buffers: FrameBufferPool) throws(VideoError) -> RasterImage {
    let (width, height) = try checkedPixelSize(of: size)
    precondition(buffers.byteCount == width * 4 * height, "the pool's buffers are not of this frame's size")
    let (pixels, _) = try buffers.take { (target) throws(VideoError) in
      try draw(svg, size: size, into: target, width: width, height: height)
    }
    return RasterImage(width: width, height: height, stride: width * 4, pixels: pixels)
  }

  /// The pixel size of a document of `size` points.
  /// - Throws: ``VideoError/frameTooLarge(width:height:)`` past ``largestSide``.
  private func checkedPixelSize(of size: CGSize) throws(VideoError) -> (width: Int, height: Int) {
    let (width, height) = pixelSize(of: size)
    guard width <= Self.largestSide, height <= Self.largestSide else {
      throw .frameTooLarge(width: width, height: height)
    }
    return (width, height)
  }

  /// Draws a document into `target`, zeroed pixels of `width` × `height`, rows of `width` × 4 bytes.
  private func draw(
    _ svg: Data, size: CGSize, into target: UnsafeMutableRawBufferPointer, width: Int, height: Int
  ) throws(VideoError) {
    let codec = try VideoCodecLibrary.loaded().functions
    var message = [CChar](repeating: 0, count: 512)
    let status = svg.withUnsafeBytes { document in
      var canvas = morph_svg_canvas(
        pixels: target.bindMemory(to: UInt8.self).baseAddress!, width: Int32(width), height: Int32(height),
        stride: Int32(width * 4), viewport_width: Double(size.width) * scale,
        viewport_height: Double(size.height) * scale, has_background: background == nil ? 0 : 1,
        background_red: background?.red ?? 0, background_green: background?.green ?? 0,
        background_blue: background?.blue ?? 0)
      return codec.rasterize_svg(
        document.bindMemory(to: UInt8.self).baseAddress, document.count, &canvas, &message, message.count)
    }
    guard status == 0 else {
      let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      throw .rasterizingFailed(String(decoding: bytes, as: UTF8.self))
    }
  }
}
