import Foundation
import MorphVideo
import Testing

@Suite struct SVGRasterizerTests {
  /// A 4 × 2 point document: a red left half, a half-transparent blue right half.
  let svg = Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="4" height="2" viewBox="0 0 4 2">
      <rect x="0" y="0" width="2" height="2" fill="#ff0000"/>
      <rect x="2" y="0" width="2" height="2" fill="#0000ff" fill-opacity="0.5"/>
    </svg>
    """.utf8)

  @Test func drawsAtTheScaleWithStraightAlpha() throws {
    let image = try SVGRasterizer(scale: 2).rasterize(svg, size: CGSize(width: 4, height: 2))
    #expect((image.width, image.height) == (8, 4))
    #expect(image.rgba(x: 1, y: 1) == [255, 0, 0, 255])
    #expect(image.rgba(x: 6, y: 2) == [0, 0, 255, 128])
  }

  @Test func aBackgroundShowsThroughTransparency() throws {
    let image = try SVGRasterizer(scale: 1, background: (1, 1, 1)).rasterize(svg, size: CGSize(width: 4, height: 2))
    #expect(image.rgba(x: 3, y: 0) == [127, 127, 255, 255])
  }

  @Test func evenSizesAddABackgroundColumn() throws {
    let rasterizer = SVGRasterizer(scale: 1.5, background: (1, 1, 1), roundsUpToEvenSize: true)
    #expect(rasterizer.pixelSize(of: CGSize(width: 375, height: 667)) == (width: 564, height: 1002))
    let image = try SVGRasterizer(scale: 1, background: (1, 1, 1), roundsUpToEvenSize: true)
      .rasterize(
        Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="3" height="1"><rect width="3" height="1"/></svg>"#.utf8),
        size: CGSize(width: 3, height: 1))
    #expect((image.width, image.height) == (4, 2))
    #expect(image.rgba(x: 2, y: 0) == [0, 0, 0, 255] && image.rgba(x: 3, y: 0) == [255, 255, 255, 255])
  }

  @Test func aDocumentLibrsvgCannotReadIsAnError() {
    #expect(throws: VideoError.self) {
      try SVGRasterizer(scale: 1).rasterize(Data("<svg".utf8), size: CGSize(width: 1, height: 1))
    }
  }
}
