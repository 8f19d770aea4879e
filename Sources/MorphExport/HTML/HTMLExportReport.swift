import Foundation

/// What an HTML export had to compromise on, for `--report`: every layout-triggering property it
/// animates (anything but transforms and opacity makes the browser lay out or repaint each frame) and
/// why, and the images it left out because the page loads no external resources. It also counts the
/// CSS animations the page runs.
public struct HTMLExportReport: Hashable, Sendable, CustomStringConvertible {
  /// A layout-triggering CSS property animated on an element.
  public struct LayoutAnimation: Hashable, Sendable {
    /// The timeline element's id.
    public var elementID: String
    /// The CSS property: `width`, `height` or `border-width`.
    public var property: String
    /// Why no transform could do it.
    public var reason: String

    /// An entry of the report.
    /// - Parameters:
    ///   - elementID: the timeline element's id.
    ///   - property: the CSS property animated.
    ///   - reason: why no transform could do it.
    public init(elementID: String, property: String, reason: String) {
      self.elementID = elementID
      self.property = property
      self.reason = reason
    }
  }

  /// An image the page does not show, because it is not a `data:` URI and the page loads nothing.
  public struct OmittedImage: Hashable, Sendable {
    /// The timeline element's id.
    public var elementID: String
    /// The image's URL.
    public var source: String

    /// An entry of the report.
    /// - Parameters:
    ///   - elementID: the timeline element's id.
    ///   - source: the image's URL.
    public init(elementID: String, source: String) {
      self.elementID = elementID
      self.source = source
    }
  }

  /// Every layout-triggering property animated, in timeline order.
  public var layoutAnimations: [LayoutAnimation]
  /// Every image left out, in timeline order.
  public var omittedImages: [OmittedImage]
  /// How many CSS transitions the page starts (one per longhand property and element, as
  /// `document.getAnimations()` counts them).
  public var transitionCount: Int
  /// How many CSS keyframe animations the page runs (one per `@keyframes` use).
  public var keyframeAnimationCount: Int

  /// A report.
  /// - Parameters:
  ///   - layoutAnimations: the layout-triggering properties animated.
  ///   - omittedImages: the images left out.
  ///   - transitionCount: the CSS transitions the page starts.
  ///   - keyframeAnimationCount: the CSS keyframe animations the page runs.
  public init(
    layoutAnimations: [LayoutAnimation] = [], omittedImages: [OmittedImage] = [], transitionCount: Int = 0,
    keyframeAnimationCount: Int = 0
  ) {
    self.layoutAnimations = layoutAnimations
    self.omittedImages = omittedImages
    self.transitionCount = transitionCount
    self.keyframeAnimationCount = keyframeAnimationCount
  }

  /// The report as text, one finding per line.
  public var description: String {
    var lines = ["CSS animations: \(transitionCount) transitions, \(keyframeAnimationCount) keyframe animations"]
    if layoutAnimations.isEmpty {
      lines.append("Layout-triggering properties animated: none (transforms and opacity only)")
    } else {
      lines.append("Layout-triggering properties animated: \(layoutAnimations.count)")
      lines += layoutAnimations.map { "  \($0.elementID) \($0.property): \($0.reason)" }
    }
    if !omittedImages.isEmpty {
      lines.append("Images left out (the page loads no external resources): \(omittedImages.count)")
      lines += omittedImages.map { "  \($0.elementID): \($0.source)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
