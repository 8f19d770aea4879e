import Foundation

/// One SMIL animation element, ready to write: `<animate>`, or `<animateTransform>` when it has a
/// transform type.
struct SVGAnimation {
  /// The attribute animated.
  var attributeName: String
  /// `translate`, `rotate` or `scale` for `<animateTransform>`; nil for `<animate>`.
  var transformType: String?
  /// Whether the animation adds to the ones before it (`additive="sum"`).
  var isAdditive = false
  /// `linear`, `spline` or `discrete`.
  var calcMode: String
  /// The `values` list.
  var values: [String]
  /// The `keyTimes` list, one per value; empty for a single value.
  var keyTimes: [String]
  /// The `keySplines` list, one per interval, in `spline` mode.
  var keySplines: [String]

  /// An animation holding one value throughout: what keeps a transform list whole while other parts
  /// of it animate.
  static func constant(
    _ value: String, attribute: String, transformType: String? = nil, isAdditive: Bool = false
  ) -> SVGAnimation {
    SVGAnimation(
      attributeName: attribute, transformType: transformType, isAdditive: isAdditive, calcMode: "linear",
      values: [value], keyTimes: [], keySplines: [])
  }
}
