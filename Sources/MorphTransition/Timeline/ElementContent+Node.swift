import Foundation
import MorphLayout
import MorphTimeline

extension ElementContent {
  /// What a node draws besides its box in its current state, its text broken into lines at its current
  /// width.
  static func drawn(by node: DisplayNode) -> ElementContent {
    let width = node.frame.width
    switch node {
    case let text as TextNode:
      let inset = text.textContainerInset
      return .text(
        TextContent(
          runs: text.runs, attributes: text.attributes,
          layout: text.textLayout(width: max(width - inset.left - inset.right, 0)), textContainerInset: inset))
    case let field as EditableTextNode:
      let inset = field.textContainerInset
      let shown = field.isDisplayingPlaceholder ? field.placeholder : field.text
      let attributes = field.isDisplayingPlaceholder ? field.placeholderAttributes : field.attributes
      let layout = field.textLayout(width: max(width - inset.left - inset.right, 0))
      return .editableText(
        EditableTextContent(
          shown: TextContent(text: shown, attributes: attributes, layout: layout),
          isPlaceholder: field.isDisplayingPlaceholder, textContainerInset: inset))
    case let image as NetworkImageNode:
      return .image(source: image.shownImage?.nodeImage.source ?? image.url?.absoluteString)
    case let image as ImageNode:
      return .image(source: image.image?.nodeImage.source)
    default:
      return .none
    }
  }
}
