import CLibXML2
import Foundation

/// The work an SVG image's filters take to draw, read with libxml2 before any renderer sees them:
/// librsvg draws a filter over its region at the image's own size, and some primitives cost far more
/// than one operation a pixel (a morphology's square of radius, a turbulence's octaves, a
/// convolution's kernel), so a few hundred bytes of filter could keep a video export busy for hours.
///
/// Each primitive's work is the pixels of its filter's region — the image's pixels scaled by the
/// region's `width` and `height` (1.2 each by default) — times its operations a pixel; the image's
/// filters together are held to ``maximumWork``.
enum SVGFilterCost {
  /// The most pixel operations an SVG image's filters may take together: 1,000,000,000 (a few
  /// seconds of librsvg's time).
  static let maximumWork = 1_000_000_000.0
  /// The largest a filter region's `width` or `height` may be, as a multiple of its element's
  /// bounding box (or of the image's size, for a region in user space): 3 (the default is 1.2).
  static let maximumRegionScale = 3.0

  /// Why the filters under `root`, in an image of `size`, cost too much to draw; nil when they do not.
  static func problem(under root: xmlNodePtr, size: CGSize) -> String? {
    let pixels = Double(size.width * size.height)
    var work = 0.0
    var problem: String?
    visit(root) { element in
      guard problem == nil, SVGImageSize.string(element.pointee.name) == "filter" else { return }
      switch region(of: element, size: size) {
      case .failure(let tooLarge):
        problem = tooLarge.message
      case .success(let (width, height)):
        var primitive = element.pointee.children
        while let node = primitive {
          if node.pointee.type == XML_ELEMENT_NODE { work += pixels * width * height * operationsPerPixel(of: node) }
          primitive = node.pointee.next
        }
      }
    }
    if let problem { return problem }
    guard work <= maximumWork else {
      return "has filters that take about \(NumberText.format(work.rounded())) pixel operations to draw; an SVG "
        + "image's filters take at most \(NumberText.format(maximumWork)) (a smaller image, radius, kernel or "
        + "region)"
    }
    return nil
  }

  /// The operations a filter primitive takes for each pixel of its region.
  private static func operationsPerPixel(of primitive: xmlNodePtr) -> Double {
    func numbers(_ attribute: String) -> [Double] {
      (SVGImageSize.attribute(attribute, of: primitive) ?? "")
        .split { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" }
        .compactMap { Double($0) }
    }
    func pair(_ attribute: String, default value: Double) -> (Double, Double) {
      let given = numbers(attribute).map { $0.isFinite ? abs($0) : .infinity }
      return (given.first ?? value, given.dropFirst().first ?? given.first ?? value)
    }
    switch SVGImageSize.string(primitive.pointee.name) ?? "" {
    case "feMorphology":
      let (x, y) = pair("radius", default: 0)
      return (2 * x + 1) * (2 * y + 1)
    case "feTurbulence":
      return max(1, pair("numOctaves", default: 1).0)
    case "feConvolveMatrix":
      let (x, y) = pair("order", default: 3)
      return max(1, x * y)
    case "feGaussianBlur", "feDropShadow":
      // Three box blurs a direction, whatever the deviation.
      return 6
    default:
      return 1
    }
  }

  /// The region's `width` and `height` as multiples of what it is measured against: its element's
  /// bounding box (`objectBoundingBox` units, fractions or percentages) or the image's size
  /// (`userSpaceOnUse`); a failure for a side, or an `x` or `y`, past ``maximumRegionScale``.
  private static func region(of filter: xmlNodePtr, size: CGSize) -> Result<(Double, Double), RegionTooLarge> {
    let userSpace = SVGImageSize.attribute("filterUnits", of: filter) == "userSpaceOnUse"
    var scales = ["width": 1.2, "height": 1.2]
    for (attribute, side) in [("x", size.width), ("y", size.height), ("width", size.width), ("height", size.height)] {
      guard let text = SVGImageSize.attribute(attribute, of: filter)?.trimmingCharacters(in: .whitespaces) else {
        continue
      }
      let isPercentage = text.hasSuffix("%")
      guard let number = Double(isPercentage ? String(text.dropLast()) : text) else { continue }
      let scale = isPercentage ? number / 100 : userSpace ? (side > 0 ? number / Double(side) : number) : number
      guard abs(scale) <= maximumRegionScale else {
        return .failure(
          RegionTooLarge(
            message: "has a <filter> whose \(attribute) is \(text); a filter region of an SVG image is at most "
              + "\(NumberText.format(maximumRegionScale)) times its element's box"))
      }
      if attribute == "width" || attribute == "height" { scales[attribute] = abs(scale) }
    }
    return .success((scales["width"] ?? 1.2, scales["height"] ?? 1.2))
  }

  /// A filter region past ``maximumRegionScale``, and the message that says so.
  private struct RegionTooLarge: Error {
    var message: String
  }

  /// Calls `body` with every element under and including `element`, in document order.
  private static func visit(_ element: xmlNodePtr, _ body: (xmlNodePtr) -> Void) {
    body(element)
    var child = element.pointee.children
    while let node = child {
      if node.pointee.type == XML_ELEMENT_NODE { visit(node, body) }
      child = node.pointee.next
    }
  }
}
