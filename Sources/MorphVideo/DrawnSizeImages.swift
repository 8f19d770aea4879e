import Foundation
import MorphExport
import MorphImage
import MorphLayout
import MorphTimeline
import MorphXML

/// A timeline's images decoded once, at the size its frames draw them, before any frame is drawn.
///
/// librsvg decodes every image of a frame whole while it draws the frame, so a photo of 4,096 × 4,096
/// pixels shown at 40 points is decoded at 16 million pixels for every frame. An image that has at
/// least four times the pixels the frames draw it at (twice on a side, with room for a spring that
/// overshoots) is drawn once at that size and embedded as a PNG in its place; the frames then decode
/// that. An SVG image counts by the size it declares, at which librsvg draws it (and its filters)
/// before scaling it into the frame. Images the frames draw near their size and timelines that scale
/// an element up (whose scale, and its subtree's, the bounds do not show) are left as they are.
enum DrawnSizeImages {
  /// How many times the largest size a frame draws an image at the redrawn image is, on a side.
  static let margin = 2.0

  /// The timeline with its large images redrawn at the size frames of `scale` pixels a point draw them.
  /// - Throws: ``VideoError`` when an image cannot be drawn or encoded.
  static func redrawn(_ timeline: Timeline, scale: Double) throws(VideoError) -> Timeline {
    guard !timeline.elements.contains(where: isEverScaledUp) else { return timeline }
    var redrawnSources: [Target: String] = [:]
    var timeline = timeline
    for index in timeline.elements.indices {
      let largestBounds = Self.largestBounds(of: timeline.elements[index])
      for contentIndex in timeline.elements[index].contents.indices {
        let drawn = timeline.elements[index].contents[contentIndex]
        guard case .image(let source?) = drawn.content,
          let target = try target(for: source, drawnAt: drawn.size, inBoundsUpTo: largestBounds, scale: scale)
        else { continue }
        let redrawnSource: String
        if let known = redrawnSources[target] {
          redrawnSource = known
        } else {
          redrawnSource = try png(of: target)
          redrawnSources[target] = redrawnSource
        }
        timeline.elements[index].contents[contentIndex].content = .image(source: redrawnSource)
      }
    }
    return timeline
  }

  /// An image source and the pixels to redraw it at.
  struct Target: Hashable {
    var source: String
    var width: Int
    var height: Int
  }

  /// The size to redraw an image at, or nil to leave it: an image that is not a raster image Morph
  /// reads, or that has fewer than four times the pixels it is drawn at.
  static func target(
    for source: String, drawnAt drawn: CGSize, inBoundsUpTo bounds: CGSize, scale: Double
  ) throws(VideoError) -> Target? {
    let image: ImageFile?
    do {
      image = try ImageFile(dataURI: source)
    } catch {
      return nil
    }
    guard let image, image.pixelSize.width > 0, image.pixelSize.height > 0, drawn.width > 0, drawn.height > 0
    else { return nil }
    // Points of the drawn box an image pixel covers at most (stretched, fitted or filled), times how
    // much the bounds grow past the box the contents were drawn for.
    let pointsPerPixel = max(drawn.width / image.pixelSize.width, drawn.height / image.pixelSize.height)
    let growth = max(1, bounds.width / drawn.width, bounds.height / drawn.height)
    let factor = Double(pointsPerPixel * growth) * scale * margin
    guard factor < 0.5 else { return nil }
    // Whole pixels, up (but not past a whole number by a rounding error).
    let pixels = { (side: CGFloat) in max(1, Int((Double(side) * factor - 1e-9).rounded(.up))) }
    return Target(source: source, width: pixels(image.pixelSize.width), height: pixels(image.pixelSize.height))
  }

  /// The image drawn at the target's size by librsvg, as a PNG `data:` URI.
  static func png(of target: Target) throws(VideoError) -> String {
    let size = CGSize(width: target.width, height: target.height)
    let document: Data
    do {
      document = try imageDocument(of: target)
    } catch {
      throw .rasterizingFailed("cannot write the SVG document of an image: \(error)")
    }
    let pixels = try SVGRasterizer(scale: 1).rasterize(document, size: size)
    let encoder = try VideoEncoder(
      format: .apng, width: target.width, height: target.height, framesPerSecond: 1, loops: false)
    try encoder.add(EncoderFrame(pixels, format: .apng))
    return "data:image/png;base64," + (try encoder.finish()).base64EncodedString()
  }

  /// An SVG document of the target's size that is its image, stretched to it.
  private static func imageDocument(of target: Target) throws(XMLError) -> Data {
    let writer = try XMLStreamWriter(indent: false)
    try writer.startDocument()
    try writer.startElement("svg")
    try writer.attribute("xmlns", "http://www.w3.org/2000/svg")
    try writer.attribute("width", String(target.width))
    try writer.attribute("height", String(target.height))
    try writer.startElement("image")
    try writer.attribute("href", target.source)
    try writer.attribute("width", String(target.width))
    try writer.attribute("height", String(target.height))
    try writer.attribute("preserveAspectRatio", "none")
    try writer.endElement()
    try writer.endElement()
    return try writer.finish()
  }

  /// The largest width and height of an element's bounds over the timeline, from its frame's values.
  static func largestBounds(of element: TimelineElement) -> CGSize {
    var largest = CGSize.zero
    for track in element.tracks where track.property == .frame {
      for value in [track.initialValue] + track.segments.flatMap({ [$0.from, $0.to] }) {
        guard case .rect(let rect) = value else { continue }
        largest.width = max(largest.width, abs(rect.width))
        largest.height = max(largest.height, abs(rect.height))
      }
    }
    return largest
  }

  /// Whether an element's transform ever scales it, and what it holds, up.
  private static func isEverScaledUp(_ element: TimelineElement) -> Bool {
    element.tracks.contains { track in
      guard track.property == .transform else { return false }
      return ([track.initialValue] + track.segments.flatMap { [$0.from, $0.to] }).contains {
        if case .transform(let transform) = $0 { return abs(transform.scaleX) > 1 || abs(transform.scaleY) > 1 }
        return false
      }
    }
  }
}
