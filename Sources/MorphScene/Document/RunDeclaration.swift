import Foundation
import MorphLayout

/// One item of a text node's `runs`: its characters and the character style keys it gives. A key left
/// out takes the node's value — its `font` key by key, its `color` — or no kern, underline or background.
struct RunDeclaration: Hashable, Sendable {
  /// The characters of the run.
  var text: String
  /// The font keys the run gives, over the node's `font`.
  var font: FontDeclaration
  /// The color of the glyphs; nil takes the node's `color`.
  var color: Color?
  /// Extra advance after each character, in points.
  var kern: CGFloat?
  /// Whether the run is underlined.
  var underline: Bool?
  /// The color behind the run (`background`).
  var backgroundColor: Color?

  init(
    text: String, font: FontDeclaration = FontDeclaration(), color: Color? = nil, kern: CGFloat? = nil,
    underline: Bool? = nil, backgroundColor: Color? = nil
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.kern = kern
    self.underline = underline
    self.backgroundColor = backgroundColor
  }

  /// The run it describes inside a node whose `font` and `color` are given.
  func run(nodeFont: FontDeclaration, nodeColor: Color?) -> TextRun {
    TextRun(
      text, font: nodeFont.merging(font).font, color: color ?? nodeColor ?? .black, kern: kern ?? 0,
      underline: underline ?? false, backgroundColor: backgroundColor)
  }
}
