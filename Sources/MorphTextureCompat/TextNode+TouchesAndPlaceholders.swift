import Foundation
import MorphLayout

/// Texture's `ASTextNodeHighlightStyle`: how a device highlights a touched link.
public enum ASTextNodeHighlightStyle: Int, Sendable {
  case light, dark
}

/// The text node properties a node keeps that only a device uses: link touches, highlights,
/// placeholders and the shadow padding of Texture's renderer.
private struct KeptTextProperties {
  var additionalTruncationMessage: NSAttributedString?
  var exclusionPaths: [UIBezierPath]?
  var placeholderColor: UIColor?
  var placeholderInsets = UIEdgeInsets.zero
  var linkAttributeNames: [String] = []
  var highlightStyle = ASTextNodeHighlightStyle.light
  var highlightRange = NSRange(location: NSNotFound, length: 0)
  var longPressCancelsTouches = false
  var passthroughNonlinkTouches = false
  var alwaysHandleTruncationTokenTap = false
  var textColorFollowsTintColor = false
  var pointSizeScaleFactors: [NSNumber]?
}

// Texture's text node API for touches, link highlights and placeholders. Kept and returned as set;
// no effect off the device, where nothing is touched and nodes draw their finished text.
extension ASTextNode {
  private var textKept: KeptTextProperties {
    get { self[kept: KeptTextProperties.self, initial: KeptTextProperties()] }
    set { self[kept: KeptTextProperties.self, initial: KeptTextProperties()] = newValue }
  }

  /// Texture's `attributedString`, the former name of `attributedText`.
  public var attributedString: NSAttributedString? {
    get { attributedText }
    set { attributedText = newValue }
  }
  /// Texture's `truncationAttributedString`, the former name of `truncationAttributedText`.
  public var truncationAttributedString: NSAttributedString? {
    get { truncationAttributedText }
    set { truncationAttributedText = newValue }
  }
  /// Texture's `additionalTruncationMessage`. Kept; Morph truncates with the truncation text alone.
  public var additionalTruncationMessage: NSAttributedString? {
    get { textKept.additionalTruncationMessage }
    set { textKept.additionalTruncationMessage = newValue }
  }
  /// Texture's `exclusionPaths`. Kept; Morph lays text out in the full width.
  public var exclusionPaths: [UIBezierPath]? {
    get { textKept.exclusionPaths }
    set { textKept.exclusionPaths = newValue }
  }
  /// Texture's `placeholderColor`. Kept; no effect off the device.
  public var placeholderColor: UIColor? {
    get { textKept.placeholderColor }
    set { textKept.placeholderColor = newValue }
  }
  /// Texture's `placeholderInsets`. Kept; no effect off the device.
  public var placeholderInsets: UIEdgeInsets {
    get { textKept.placeholderInsets }
    set { textKept.placeholderInsets = newValue }
  }
  /// Texture's `linkAttributeNames`: the attributes that mark links. Kept; Morph delivers no taps.
  public var linkAttributeNames: [String] {
    get { textKept.linkAttributeNames }
    set { textKept.linkAttributeNames = newValue }
  }
  /// Texture's `highlightStyle`. Kept; no effect off the device.
  public var highlightStyle: ASTextNodeHighlightStyle {
    get { textKept.highlightStyle }
    set { textKept.highlightStyle = newValue }
  }
  /// Texture's `highlightRange` (none: location `NSNotFound`). Kept; Morph draws no highlight.
  public var highlightRange: NSRange {
    get { textKept.highlightRange }
    set { textKept.highlightRange = newValue }
  }
  /// Texture's `setHighlightRange(_:animated:)`: sets ``highlightRange``.
  public func setHighlight(_ range: NSRange, animated: Bool) {
    highlightRange = range
  }
  /// Texture's `longPressCancelsTouches`. Kept; Morph delivers no touches.
  public var longPressCancelsTouches: Bool {
    get { textKept.longPressCancelsTouches }
    set { textKept.longPressCancelsTouches = newValue }
  }
  /// Texture's `passthroughNonlinkTouches`. Kept; Morph delivers no touches.
  public var passthroughNonlinkTouches: Bool {
    get { textKept.passthroughNonlinkTouches }
    set { textKept.passthroughNonlinkTouches = newValue }
  }
  /// Texture's `alwaysHandleTruncationTokenTap`. Kept; Morph delivers no touches.
  public var alwaysHandleTruncationTokenTap: Bool {
    get { textKept.alwaysHandleTruncationTokenTap }
    set { textKept.alwaysHandleTruncationTokenTap = newValue }
  }
  /// Texture's `textColorFollowsTintColor`. Kept; Morph draws the text's own colors.
  public var textColorFollowsTintColor: Bool {
    get { textKept.textColorFollowsTintColor }
    set { textKept.textColorFollowsTintColor = newValue }
  }
  /// Texture's `pointSizeScaleFactors`. Kept; Morph lays the text out at its own font sizes.
  public var pointSizeScaleFactors: [NSNumber]? {
    get { textKept.pointSizeScaleFactors }
    set { textKept.pointSizeScaleFactors = newValue }
  }
}
