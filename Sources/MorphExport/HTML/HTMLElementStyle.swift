import Foundation
import MorphLayout
import MorphTimeline

/// How one element's box looks and moves in CSS, whichever of its `<div>`s shows it: the motions of
/// its box and of its border overlay (`::after`), the declarations that never change, and the
/// layout-triggering properties it has to animate.
///
/// Properties, and what animates them:
/// - frame: `translate` for the position (a transform); for the size, `width` and `height`, or, when the
///   size changes and nothing in the box would be distorted by a scale (no children, content, border,
///   corners or transform), a `scale` about the top left corner of a box as large as the largest frame;
/// - alpha: `opacity`; background color: `background-color`; corner radius: `border-radius`;
/// - transform: `transform: translate() rotate() scale()` about the box's centre, applied inside the
///   position's `translate`, as UIKit applies it;
/// - border: `border-width` and `border-color` of an absolutely positioned `::after` overlay, drawn
///   inside the box and above the children as UIKit draws it, and leaving the children's origin alone.
struct HTMLElementStyle {
  /// The motions of the element's `<div>`.
  let motions: [HTMLMotion]
  /// Declarations of the `<div>` that never change.
  let declarations: [String]
  /// The motions of the border overlay; nil when the element never has a visible border.
  let borderMotions: [HTMLMotion]?
  /// The layout-triggering properties animated, and why.
  let layoutAnimations: [HTMLExportReport.LayoutAnimation]

  /// The style of an element.
  /// - Parameters:
  ///   - element: the element.
  ///   - hasChildren: whether any element is ever placed under it.
  ///   - builder: the builder of motions.
  ///   - format: the number formats.
  init(element: ExportElement, hasChildren: Bool, builder: HTMLMotionBuilder, format: HTMLFormat) {
    let frame = Self.frame(of: element, hasChildren: hasChildren, builder: builder, format: format)
    motions = [frame.motion] + Self.paintMotions(of: element, builder: builder, format: format)
    declarations = frame.declarations + (element.clipsToBounds ? ["overflow:hidden"] : [])
    borderMotions = Self.borderMotions(of: element, builder: builder, format: format)
    var layoutAnimations = frame.layoutAnimations
    if let width = borderMotions?.first, width.isAnimated {
      layoutAnimations.append(
        .init(
          elementID: element.id, property: "border-width",
          reason: "the border's width changes, which CSS animates only as a border width"))
    }
    self.layoutAnimations = layoutAnimations
  }

  /// The motion of the frame, the declarations it needs that never change, and the layout-triggering
  /// properties it animates.
  private static func frame(
    of element: ExportElement, hasChildren: Bool, builder: HTMLMotionBuilder, format: HTMLFormat
  ) -> (motion: HTMLMotion, declarations: [String], layoutAnimations: [HTMLExportReport.LayoutAnimation]) {
    let track = element.track(.frame)
    let sizes = track.keyframes.map { size(of: $0.value) }
    let distorted = distortedByScaling(element, hasChildren: hasChildren)
    let position = { (value: AnimatableValue) -> String in
      let origin = value.components
      return format.pixels(origin[0]) + " " + format.pixels(origin[1])
    }
    if sizes.contains(where: { $0 != sizes[0] }) && distorted.isEmpty {
      let largest = (width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
      let scale = { (value: AnimatableValue) -> String in
        let size = size(of: value)
        return format.fine(largest.width > 0 ? size.width / largest.width : 1) + " "
          + format.fine(largest.height > 0 ? size.height / largest.height : 1)
      }
      let motion = builder.motion(
        name: "frame", properties: ["translate", "scale"], track: track, values: { [position($0), scale($0)] },
        components: \.components)
      let declarations = [
        "width:" + format.pixels(largest.width), "height:" + format.pixels(largest.height), "transform-origin:0 0",
      ]
      return (motion, declarations, [])
    }
    let motion = builder.motion(
      name: "frame", properties: ["translate", "width", "height"], track: track,
      values: { value in
        let size = size(of: value)
        return [position(value), format.pixels(size.width), format.pixels(size.height)]
      },
      components: \.components)
    let reason = "the box changes size, and a scale would distort its " + list(distorted)
    let layoutAnimations = motion.animatedIndices.filter { $0 > 0 }.map {
      HTMLExportReport.LayoutAnimation(elementID: element.id, property: motion.properties[$0], reason: reason)
    }
    return (motion, [], layoutAnimations)
  }

  /// The motions of opacity, and of the background color, corner radius and transform when the element
  /// ever has them.
  private static func paintMotions(
    of element: ExportElement, builder: HTMLMotionBuilder, format: HTMLFormat
  )
    -> [HTMLMotion]
  {
    var motions = [
      builder.motion(
        name: "opacity", properties: ["opacity"], track: element.track(.alpha),
        values: { [format.number($0.components[0])] }, components: \.components)
    ]
    let background = element.track(.backgroundColor)
    if background.keyframes.contains(where: { $0.value != .color(nil) }) {
      motions.append(
        builder.motion(
          name: "background", properties: ["background-color"], track: background,
          values: { [format.color(color(of: $0))] }, components: HTMLMotionBuilder.premultiplied))
    }
    let radius = element.track(.cornerRadius)
    if radius.keyframes.contains(where: { $0.value.components[0] > 0 }) {
      motions.append(
        builder.motion(
          name: "radius", properties: ["border-radius"], track: radius,
          values: { [format.pixels(max($0.components[0], 0))] }, components: \.components))
    }
    let transform = element.track(.transform)
    if transform.keyframes.contains(where: { $0.value != .transform(.identity) }) {
      motions.append(
        builder.motion(
          name: "transform", properties: ["transform"], track: transform,
          values: { value in
            let parts = value.components
            return [
              "translate(\(format.pixels(parts[0])),\(format.pixels(parts[1]))) rotate(\(format.fine(parts[4]))rad) "
                + "scale(\(format.fine(parts[2])),\(format.fine(parts[3])))"
            ]
          },
          components: \.components))
    }
    return motions
  }

  /// The motions of the border's width and color, when the element ever has a visible border.
  private static func borderMotions(
    of element: ExportElement, builder: HTMLMotionBuilder, format: HTMLFormat
  )
    -> [HTMLMotion]?
  {
    let width = element.track(.borderWidth)
    let color = element.track(.borderColor)
    guard width.keyframes.contains(where: { $0.value.components[0] > 0 }),
      color.keyframes.contains(where: { $0.value != .color(nil) })
    else { return nil }
    return [
      builder.motion(
        name: "border-width", properties: ["border-width"], track: width,
        values: { [format.pixels(max($0.components[0], 0))] }, components: \.components),
      builder.motion(
        name: "border-color", properties: ["border-color"], track: color,
        values: { [format.color(Self.color(of: $0))] }, components: HTMLMotionBuilder.premultiplied),
    ]
  }

  /// What a scale of the box would distort besides its background: its children, content, border,
  /// rounded corners or own transform, named for the report; empty when a scale is exact.
  private static func distortedByScaling(_ element: ExportElement, hasChildren: Bool) -> [String] {
    var parts: [String] = []
    if hasChildren { parts.append("children") }
    switch element.contents.last?.drawn.content ?? .none {
    case .none: break
    case .text: parts.append("text")
    case .editableText: parts.append("field's text")
    case .image: parts.append("image")
    }
    if element.track(.borderWidth).keyframes.contains(where: { $0.value.components[0] != 0 }) {
      parts.append("border")
    }
    if element.track(.cornerRadius).keyframes.contains(where: { $0.value.components[0] != 0 }) {
      parts.append("rounded corners")
    }
    if element.track(.transform).keyframes.contains(where: { $0.value != .transform(.identity) }) {
      parts.append("transform (which turns and scales about the box's centre)")
    }
    return parts
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ parts: [String]) -> String {
    guard parts.count > 1 else { return parts.first ?? "" }
    return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
  }

  /// A frame's size, with negative sizes as 0.
  private static func size(of value: AnimatableValue) -> (width: Double, height: Double) {
    let components = value.components
    return (max(components[2], 0), max(components[3], 0))
  }

  private static func color(of value: AnimatableValue) -> Color? {
    guard case .color(let color) = value else { return nil }
    return color
  }
}
