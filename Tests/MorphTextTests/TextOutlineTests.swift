import Foundation
import MorphLayout
import Testing

@testable import MorphText

/// Glyph outlines from FreeType: placed where the measurement placed each glyph, in points with y
/// down, quadratic segments traced by exact cubics.
@Suite struct TextOutlineTests {
  let measurer = try! FreeTypeTextMeasurer()
  static let font = Font(family: "DejaVu Sans", size: 100)

  private func xRange(_ contour: TextOutline.Contour) -> ClosedRange<Double> {
    let xs =
      [contour.start.x]
      + contour.segments.map { segment -> CGFloat in
        switch segment {
        case .line(let to): to.x
        case .curve(_, _, let to): to.x
        }
      }
    return Double(xs.min()!)...Double(xs.max()!)
  }

  @Test func anLIsOneContourOfLinesStandingOnTheBaseline() {
    let outline = measurer.outline(of: "l", font: Self.font)
    #expect(outline.isComplete)
    #expect(outline.contours.count == 1)
    let contour = outline.contours[0]
    #expect(contour.segments.allSatisfy { if case .line = $0 { true } else { false } })
    let ys = contour.segments.compactMap { if case .line(let to) = $0 { Double(to.y) } else { nil } }
    #expect(ys.max() == 0, "the stem stands on the baseline")
    #expect(ys.min()! < -70, "and rises above it (y grows downwards)")
    #expect(xRange(contour).upperBound < Double(measurer.width(of: "l", font: Self.font)))
  }

  @Test func eachGlyphStartsWhereTheMeasurementPutsIt() {
    let one = measurer.outline(of: "l", font: Self.font)
    let two = measurer.outline(of: "ll", font: Self.font)
    #expect(two.contours.count == 2)
    let advance = Double(measurer.width(of: "l", font: Self.font))
    let first = xRange(one.contours[0])
    let second = xRange(two.contours[1])
    #expect(abs(second.lowerBound - (first.lowerBound + advance)) < 1e-9)
  }

  @Test func roundGlyphsAreCubicCurves() {
    let outline = measurer.outline(of: "o", font: Self.font)
    #expect(outline.contours.count == 2, "the outside and the counter")
    #expect(outline.contours.allSatisfy { $0.segments.contains { if case .curve = $0 { true } else { false } } })
  }

  @Test func aColorEmojiHasNoOutline() throws {
    let emoji = try #require(FontCatalog.shared.fallbackFace(for: Self.font, covering: ["👍"]))
    let outline = emoji.face.outline(of: "👍", size: 17)
    #expect(outline.contours.isEmpty)
    #expect(!outline.isComplete)
  }
}
