import MorphLayout

/// Texture's `ASButtonNodeImageAlignment`: which side of the title a button's image sits on.
public enum ASButtonNodeImageAlignment: UInt8, Sendable {
  /// The image comes before the title (left of it in a horizontal button, above it in a vertical one).
  case beginning = 0
  /// The image comes after the title.
  case end = 1
}

extension ButtonNode {
  /// Texture's `imageAlignment`: lays the image out before (`.beginning`, the default) or after
  /// (`.end`) the title; stored as `ButtonNode/imageAlignmentBeginning`.
  public var imageAlignment: ASButtonNodeImageAlignment {
    get { imageAlignmentBeginning ? .beginning : .end }
    set {
      guard newValue != imageAlignment else { return }
      imageAlignmentBeginning = newValue == .beginning
      setNeedsLayout()
    }
  }
}
