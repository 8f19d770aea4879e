import Foundation
import MorphLayout

/// The room text takes in UIKit's views, measured as text nodes measure it: by Morph's default text
/// measurer, with the font's metrics.
enum ViewTextMeasurement {
  /// The size of `text` in `font`, broken into lines for `width` (unbounded when infinite), at most
  /// `lines` lines (0: no limit), each length rounded up to a whole point as UIKit's views round.
  static func size(of text: String, font: UIFont, width: CGFloat = .infinity, lines: Int = 0) -> CGSize {
    guard !text.isEmpty else { return CGSize(width: 0, height: ceil(font.lineHeight)) }
    let attributes = TextAttributes(font: font.font, maximumNumberOfLines: lines)
    let layout = DefaultTextMeasurer.shared.textLayout(
      of: text, attributes: attributes, width: width.isFinite ? max(0, width) : .greatestFiniteMagnitude)
    return CGSize(width: ceil(layout.size.width), height: ceil(layout.size.height))
  }

  /// The width of `text` on one line in `font`, rounded up to a whole point.
  static func width(of text: String, font: UIFont) -> CGFloat {
    ceil(DefaultTextMeasurer.shared.width(of: Substring(text), font: font.font))
  }
}

extension ViewTextMeasurement {
  /// The size of an attributed string broken into lines for `width`, at most `lines` lines (0: no
  /// limit), each length rounded up to a whole point.
  static func size(of string: NSAttributedString, width: CGFloat = .infinity, lines: Int = 0) -> CGSize {
    let runs = AttributedTextMapping.runs(of: string)
    guard let first = runs.first else { return .zero }
    let attributes = TextAttributes(font: first.style.font, maximumNumberOfLines: lines)
    let layout = DefaultTextMeasurer.shared.textLayout(
      of: runs, attributes: attributes, width: width.isFinite ? max(0, width) : .greatestFiniteMagnitude)
    return CGSize(width: ceil(layout.size.width), height: ceil(layout.size.height))
  }
}
