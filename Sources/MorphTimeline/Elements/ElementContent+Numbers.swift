import Foundation
import MorphLayout

extension ElementContent {
  /// Every number exporters write for the content: a text's insets, metrics, line spacing and color,
  /// and each line's and run's positions, sizes, kern, font size, metrics and colors (an editable
  /// field's container inset too); none for a plain box or an image. Exporters refuse content with a
  /// number that is not finite or lies beyond ±1e9, and front ends check the same numbers, so that
  /// what they plan is what exporters write.
  public var exportedNumbers: [CGFloat] {
    let text: TextContent
    var numbers: [CGFloat] = []
    switch self {
    case .none, .image: return []
    case .text(let content): text = content
    case .editableText(let field):
      text = field.shown
      let inset = field.textContainerInset
      numbers = [inset.top, inset.left, inset.bottom, inset.right]
    }
    let inset = text.textContainerInset
    numbers += [inset.top, inset.left, inset.bottom, inset.right]
    let metrics = text.layout.metrics
    let color = text.attributes.color
    numbers += [metrics.ascent, metrics.descent, metrics.lineGap, text.attributes.lineSpacing]
    numbers += [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) }
    numbers += text.layout.lines.flatMap { line in
      [line.width, line.baseline, line.height, line.metrics.ascent, line.metrics.descent, line.metrics.lineGap]
        + line.runs.flatMap { run in
          let colors = [run.style.color] + (run.style.backgroundColor.map { [$0] } ?? [])
          return [run.x, run.width, run.style.kern, run.style.font.size]
            + [run.metrics.ascent, run.metrics.descent, run.metrics.lineGap]
            + colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha].map { CGFloat($0) } }
        }
    }
    return numbers
  }
}
