import Foundation
import MorphExport
import MorphLayout
import MorphTimeline
import Testing

@testable import MorphVideo

/// Images larger than the frames draw them are decoded once, at the size drawn (with a margin), and
/// the frames look as they did.
@Suite struct DrawnSizeImagesTests {
  /// A PNG `data:` URI of `side` × `side` pixels: a diagonal gradient from red to blue, drawn by
  /// librsvg.
  static func gradientPNG(side: Int) throws -> String {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)">\
      <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="red"/>\
      <stop offset="1" stop-color="blue"/></linearGradient></defs>\
      <rect width="\(side)" height="\(side)" fill="url(#g)"/></svg>
      """
    let pixels = try SVGRasterizer(scale: 1).rasterize(Data(svg.utf8), size: CGSize(width: side, height: side))
    let encoder = try VideoEncoder(format: .apng, width: side, height: side, framesPerSecond: 1, loops: false)
    try encoder.add(EncoderFrame(pixels, format: .apng))
    return "data:image/png;base64," + (try encoder.finish()).base64EncodedString()
  }

  /// The moving box of ``VideoCases/movingBox(duration:rootSize:)`` showing `source`, stretched.
  static func movingImage(_ source: String) -> Timeline {
    var timeline = VideoCases.movingBox()
    let box = timeline.elements[1]
    timeline.elements[1] = TimelineElement(
      id: box.id, name: box.name, kind: "image",
      contents: [DrawnContent(start: 0, size: CGSize(width: 10, height: 10), content: .image(source: source))],
      contentMode: .scaleToFill, clipsToBounds: false, presence: box.presence, tracks: box.tracks)
    return timeline
  }

  @Test func anImageIsRedrawnAtTwiceTheLargestSizeDrawn() throws {
    let source = try Self.gradientPNG(side: 400)
    // 10 points at 2 pixels a point, twice: 40 pixels a side.
    let target = try #require(
      try DrawnSizeImages.target(
        for: source, drawnAt: CGSize(width: 10, height: 10), inBoundsUpTo: CGSize(width: 10, height: 10), scale: 2))
    #expect(target.width == 40 && target.height == 40)
    // Bounds that grow to 30 points need three times as many; to 50, more than half the image's.
    let grown = try DrawnSizeImages.target(
      for: source, drawnAt: CGSize(width: 10, height: 10), inBoundsUpTo: CGSize(width: 30, height: 20), scale: 2)
    #expect(grown?.width == 120 && grown?.height == 120)
    #expect(
      try DrawnSizeImages.target(
        for: source, drawnAt: CGSize(width: 10, height: 10), inBoundsUpTo: CGSize(width: 50, height: 20), scale: 2)
        == nil)
    // An image drawn at near its size, or larger, is left as it is.
    #expect(
      try DrawnSizeImages.target(
        for: source, drawnAt: CGSize(width: 100, height: 100), inBoundsUpTo: .zero, scale: 2) == nil)
    // An SVG image counts by the size it declares, which librsvg draws it at.
    let svg = "data:image/svg+xml," + #"<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"/>"#
    let vector = try DrawnSizeImages.target(
      for: svg, drawnAt: CGSize(width: 10, height: 10), inBoundsUpTo: .zero, scale: 2)
    #expect(vector?.width == 40 && vector?.height == 40)
  }

  @Test func framesDrawnFromTheRedrawnImageLookAsBefore() throws {
    let source = try Self.gradientPNG(side: 400)
    let timeline = Self.movingImage(source)
    let redrawn = try DrawnSizeImages.redrawn(timeline, scale: 2)
    guard case .image(let redrawnSource?) = redrawn.elements[1].content else {
      Issue.record("the image is gone")
      return
    }
    #expect(redrawnSource != source)
    #expect(redrawnSource.count * 20 < source.count)
    let stills = (try SVGStillExporter().stills(of: timeline), try SVGStillExporter().stills(of: redrawn))
    let rasterizer = SVGRasterizer(scale: 2)
    for time in [0, 0.5, 1.0] {
      let before = try rasterizer.rasterize(try stills.0.still(at: time), size: stills.0.size)
      let after = try rasterizer.rasterize(try stills.1.still(at: time), size: stills.1.size)
      var largest = 0
      for y in 0..<before.height {
        for x in 0..<before.width {
          let difference = zip(before.rgba(x: x, y: y), after.rgba(x: x, y: y)).map { abs(Int($0) - Int($1)) }
          largest = max(largest, difference.max() ?? 0)
        }
      }
      #expect(largest <= 12, "at \(time) s a channel differs by \(largest)")
    }
  }

  @Test func aTimelineThatScalesAnElementUpKeepsItsImages() throws {
    var timeline = Self.movingImage(try Self.gradientPNG(side: 400))
    let index = try #require(timeline.elements[1].tracks.firstIndex { $0.property == .transform })
    timeline.elements[1].tracks[index].append(
      TrackSegment(
        start: 0, duration: 1, from: .transform(.identity), to: .transform(NodeTransform(scaleX: 8, scaleY: 8)),
        curve: .linear))
    #expect(try DrawnSizeImages.redrawn(timeline, scale: 2) == timeline)
  }
}
