import Foundation
import MorphLayout

/// Texture's `ASTextNodeDelegate`: what a text node tells about taps and long presses on its links and
/// truncation token. Every method is optional. Morph delivers no touches, so a text node never calls
/// them; a delegate written for Texture compiles and is kept.
public protocol ASTextNodeDelegate: AnyObject {
  /// A link was tapped.
  func textNode(
    _ textNode: ASTextNode!, tappedLinkAttribute attribute: String!, value: Any!, at point: CGPoint,
    textRange: NSRange)
  /// A link was long-pressed.
  func textNode(
    _ textNode: ASTextNode!, longPressedLinkAttribute attribute: String!, value: Any!, at point: CGPoint,
    textRange: NSRange)
  /// The truncation token was tapped.
  func textNodeTappedTruncationToken(_ textNode: ASTextNode!)
  /// Whether a touched link highlights; true by default.
  func textNode(
    _ textNode: ASTextNode!, shouldHighlightLinkAttribute attribute: String!, value: Any!, at point: CGPoint
  ) -> Bool
  /// Whether a link may be long-pressed; true by default.
  func textNode(
    _ textNode: ASTextNode!, shouldLongPressLinkAttribute attribute: String!, value: Any!, at point: CGPoint
  ) -> Bool
}

extension ASTextNodeDelegate {
  public func textNode(
    _ textNode: ASTextNode!, tappedLinkAttribute attribute: String!, value: Any!, at point: CGPoint,
    textRange: NSRange
  ) {}
  public func textNode(
    _ textNode: ASTextNode!, longPressedLinkAttribute attribute: String!, value: Any!, at point: CGPoint,
    textRange: NSRange
  ) {}
  public func textNodeTappedTruncationToken(_ textNode: ASTextNode!) {}
  public func textNode(
    _ textNode: ASTextNode!, shouldHighlightLinkAttribute attribute: String!, value: Any!, at point: CGPoint
  ) -> Bool { true }
  public func textNode(
    _ textNode: ASTextNode!, shouldLongPressLinkAttribute attribute: String!, value: Any!, at point: CGPoint
  ) -> Bool { true }
}

/// Texture's `ASTextLinePositionModifier`: moves a text node's lines after they are laid out.
public protocol ASTextLinePositionModifier: AnyObject {
  /// The height the lines of `text` take for `lineCount` lines.
  func height(forLineCount lineCount: UInt) -> CGFloat
}

/// A text node's delegate and line position modifier, held as Texture holds them.
private struct TextNodeRelations {
  weak var delegate: (any ASTextNodeDelegate)?
  var linePositionModifier: (any ASTextLinePositionModifier)?
}

extension ASTextNode {
  private var relations: TextNodeRelations {
    get { self[kept: TextNodeRelations.self, initial: TextNodeRelations()] }
    set { self[kept: TextNodeRelations.self, initial: TextNodeRelations()] = newValue }
  }

  /// Texture's `delegate`, held weakly. Kept; Morph delivers no touches, so it is never called.
  public var delegate: (any ASTextNodeDelegate)? {
    get { relations.delegate }
    set { relations.delegate = newValue }
  }

  /// Texture's `textContainerLinePositionModifier`. Kept; Morph places lines with its own line metrics.
  public var textContainerLinePositionModifier: (any ASTextLinePositionModifier)? {
    get { relations.linePositionModifier }
    set {
      relations.linePositionModifier = newValue
      if newValue != nil {
        DeviceOnlyDiagnostics.report(
          "textContainerLinePositionModifier: Morph places lines with its own line metrics")
      }
    }
  }

  /// Texture's `shadowPadding`: how far the node's shadow reaches outside its text, as negative insets
  /// (zero when it draws no shadow: no opacity, no offset and radius, or a clear color).
  public var shadowPadding: UIEdgeInsets {
    let alpha = shadowColor?.color.alpha ?? 0
    guard shadowOpacity != 0, shadowRadius != 0 || shadowOffset != .zero, alpha > 0 else { return .zero }
    return UIEdgeInsets(
      top: min(0, shadowOffset.height - shadowRadius), left: min(0, shadowOffset.width - shadowRadius),
      bottom: min(0, -shadowOffset.height - shadowRadius), right: min(0, -shadowOffset.width - shadowRadius))
  }

  /// Texture's `shouldTruncateForConstrainedSize(_:)`: whether the text, laid out for the range's
  /// maximum width, is cut (more lines than `maximumNumberOfLines` allow) or taller than its height.
  public func shouldTruncateForConstrainedSize(_ constrainedSize: ASSizeRange) -> Bool {
    let inset = textContainerInset
    let width = max(constrainedSize.max.width - inset.left - inset.right, 0)
    let layout = textLayout(width: width)
    return layout.isTruncated || layout.height + inset.top + inset.bottom > constrainedSize.max.height
  }
}
