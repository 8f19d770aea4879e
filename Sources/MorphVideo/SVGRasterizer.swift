import CLibRSVG
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
  public init(scale: Double, background: (red: Double, green: Double, blue: Double)? = nil, roundsUpToEvenSize: Bool = false) {
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
  /// - Throws: ``VideoError/frameTooLarge(width:height:)``, or ``VideoError/rasterizingFailed(_:)``
  ///   when librsvg cannot read or draw the document.
  public func rasterize(_ svg: Data, size: CGSize) throws(VideoError) -> RasterImage {
    let (width, height) = pixelSize(of: size)
    guard width <= Self.largestSide, height <= Self.largestSide else {
      throw .frameTooLarge(width: width, height: height)
    }
    var error: UnsafeMutablePointer<GError>?
    let handle = svg.withUnsafeBytes { bytes in
      rsvg_handle_new_from_data(bytes.bindMemory(to: guint8.self).baseAddress, gsize(bytes.count), &error)
    }
    guard let handle else { throw .rasterizingFailed(Self.message(taking: error)) }
    defer { g_object_unref(handle) }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      throw .rasterizingFailed("cairo cannot make a surface of \(width) × \(height) pixels")
    }
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)
    defer { cairo_destroy(context) }
    if let background {
      cairo_set_source_rgb(context, background.red, background.green, background.blue)
      cairo_paint(context)
    }
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width) * scale, height: Double(size.height) * scale)
    guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
      throw .rasterizingFailed(Self.message(taking: error))
    }
    cairo_surface_flush(surface)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface)
    else { throw .rasterizingFailed("cairo cannot draw \(width) × \(height) pixels") }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return RasterImage(width: width, height: height, stride: stride, pixels: Data(bytes: pixels, count: stride * height))
  }

  /// A GLib error's message, freeing the error.
  private static func message(taking error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "librsvg gave no reason" }
    defer { g_error_free(error) }
    return String(cString: error.pointee.message)
  }
}
