import CFreeType
import Foundation
import MorphLayout

extension FontFace {
  /// The outlines of `text` on one line at `size`: each glyph's unhinted outline in font units, at its
  /// pen position (the advances and pair kerning ``width(of:size:)`` adds up), scaled once to points.
  /// A face without outlines gives none, and says so in ``TextOutline/isComplete``.
  public func outline(of text: Substring, size: CGFloat) -> TextOutline {
    lock.withLock {
      guard isScalable else { return TextOutline(contours: [], isComplete: text.isEmpty) }
      let collector = OutlineCollector(scale: Double(size) / Double(unitsPerEm))
      var pen = 0
      var previous: FT_UInt = 0
      for scalar in text.unicodeScalars {
        let glyph = glyphIndex(of: scalar)
        if glyph == 0 && scalar.properties.isDefaultIgnorableCodePoint { continue }
        if hasKerning && previous != 0 && glyph != 0 { pen += kerning(between: previous, and: glyph) }
        collector.penX = pen
        decompose(glyph, into: collector)
        pen += advance(of: glyph)
        previous = glyph
      }
      return TextOutline(contours: collector.contours, isComplete: true)
    }
  }

  /// Adds a glyph's outline to a collector. Call with the lock held.
  private func decompose(_ glyph: FT_UInt, into collector: OutlineCollector) {
    let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return }
    var functions = FT_Outline_Funcs(
      move_to: { to, user in OutlineCollector.from(user).move(to: to!.pointee) },
      line_to: { to, user in OutlineCollector.from(user).line(to: to!.pointee) },
      conic_to: { control, to, user in OutlineCollector.from(user).conic(control: control!.pointee, to: to!.pointee) },
      cubic_to: { first, second, to, user in
        OutlineCollector.from(user).cubic(first!.pointee, second!.pointee, to: to!.pointee)
      },
      shift: 0, delta: 0)
    withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
      _ = FT_Outline_Decompose(outline, &functions, Unmanaged.passUnretained(collector).toOpaque())
    }
    collector.closeContour()
  }
}

/// Collects the contours FreeType's outline decomposer walks, in points with y down; FreeType's
/// quadratic (conic) segments become the cubic curves that trace them exactly.
private final class OutlineCollector {
  let scale: Double
  /// The pen's position in font units, added to every x.
  var penX = 0
  private(set) var contours: [TextOutline.Contour] = []
  private var current: TextOutline.Contour?
  private var last = CGPoint.zero

  init(scale: Double) {
    self.scale = scale
  }

  static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
    Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
  }

  private func point(_ vector: FT_Vector) -> CGPoint {
    CGPoint(x: Double(penX + Int(vector.x)) * scale, y: -Double(vector.y) * scale)
  }

  func move(to vector: FT_Vector) -> Int32 {
    closeContour()
    last = point(vector)
    current = TextOutline.Contour(start: last, segments: [])
    return 0
  }

  func line(to vector: FT_Vector) -> Int32 {
    last = point(vector)
    current?.segments.append(.line(to: last))
    return 0
  }

  func conic(control vector: FT_Vector, to end: FT_Vector) -> Int32 {
    let control = point(vector)
    let to = point(end)
    let first = CGPoint(x: last.x + (control.x - last.x) * 2 / 3, y: last.y + (control.y - last.y) * 2 / 3)
    let second = CGPoint(x: to.x + (control.x - to.x) * 2 / 3, y: to.y + (control.y - to.y) * 2 / 3)
    current?.segments.append(.curve(control1: first, control2: second, to: to))
    last = to
    return 0
  }

  func cubic(_ first: FT_Vector, _ second: FT_Vector, to end: FT_Vector) -> Int32 {
    last = point(end)
    current?.segments.append(.curve(control1: point(first), control2: point(second), to: last))
    return 0
  }

  func closeContour() {
    if let current, !current.segments.isEmpty { contours.append(current) }
    current = nil
  }
}
