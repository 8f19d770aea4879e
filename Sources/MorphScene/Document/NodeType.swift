/// What kind of Texture node a scene node is.
public enum NodeType: String, Hashable, Sendable, CaseIterable {
  /// A plain `ASDisplayNode`, or a custom node when it has an `intrinsicSize` or a `layout`.
  case display
  /// An `ASTextNode`.
  case text
  /// An `ASImageNode` showing an image `file`, or of a known `intrinsicSize`; otherwise an
  /// `ASNetworkImageNode`.
  case image
  /// An `ASButtonNode`.
  case button
  /// An `ASEditableTextNode`.
  case editableText

  /// The keys a declaration of this type may give besides the common ones, in documented order.
  var specificKeys: [String] {
    switch self {
    case .display: return ["intrinsicSize", "layout"]
    case .text:
      return ["text", "runs"] + Self.textKeys + [
        "truncationToken", "truncationMode", "lineBreakMode", "minimumLineHeight", "maximumLineHeight",
        "paragraphSpacing", "textContainerInset",
      ]
    case .image: return ["file", "url", "intrinsicSize"]
    case .button: return ["title", "contentEdgeInsets"] + Self.textKeys
    case .editableText: return ["text", "placeholder", "placeholderColor"] + Self.textKeys + ["textContainerInset"]
    }
  }

  private static let textKeys = ["font", "color", "alignment", "maximumNumberOfLines", "lineSpacing"]
}
