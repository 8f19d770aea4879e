import CLibXML2
import Foundation

/// The size an SVG document is drawn at as an image (in an `<img>` or an SVG `<image>`), read with
/// libxml2: its root `<svg>` element's `width` and `height` in CSS pixels (`px` or none, `pt`, `pc`,
/// `in`, `cm`, `mm`), one of them derived from the `viewBox`'s aspect ratio when only the other is
/// given, the `viewBox`'s size when neither is, and a browser's 300 × 150 for an image that gives
/// no size at all. Nothing is loaded from the network, and entities are not expanded.
enum SVGImageSize {
  /// The SVG namespace, which the root element must be in.
  static let namespace = "http://www.w3.org/2000/svg"

  /// The size of the SVG document in `data`, the elements it draws once each `<use>` is expanded
  /// (counted up to just past ``ImageBudget/maximumSVGElements``) and why its filters cost too much to
  /// draw (``SVGFilterCost``), if they do; nil when the bytes are not an SVG document.
  static func measure(_ data: Data) -> (size: CGSize, elements: Int, filterProblem: String?)? {
    guard let count = Int32(exactly: data.count), count > 0 else { return nil }
    _ = initialized
    let options = XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
    let document = data.withUnsafeBytes { bytes in
      xmlReadMemory(bytes.bindMemory(to: CChar.self).baseAddress, count, nil, nil, Int32(options))
    }
    guard let document else { return nil }
    defer { xmlFreeDoc(document) }
    guard let root = xmlDocGetRootElement(document), let size = size(of: root) else { return nil }
    return (
      size, SVGElementCount(root: root, limit: ImageBudget.maximumSVGElements).expanded,
      SVGFilterCost.problem(under: root, size: size)
    )
  }

  /// The size of the SVG document whose root element is `root`; nil when it is not an SVG document.
  private static func size(of root: xmlNodePtr) -> CGSize? {
    guard string(root.pointee.name) == "svg", let space = root.pointee.ns, string(space.pointee.href) == namespace
    else { return nil }
    let width = attribute("width", of: root).flatMap(length)
    let height = attribute("height", of: root).flatMap(length)
    let viewBox = attribute("viewBox", of: root).flatMap(viewBoxSize)
    switch (width, height, viewBox) {
    case (let width?, let height?, _):
      return CGSize(width: width, height: height)
    case (let width?, nil, let box?) where box.width > 0:
      return CGSize(width: width, height: width * box.height / box.width)
    case (nil, let height?, let box?) where box.height > 0:
      return CGSize(width: height * box.width / box.height, height: height)
    case (nil, nil, let box?):
      return box
    default:
      return CGSize(width: width ?? 300, height: height ?? 150)
    }
  }

  private static let initialized: Void = xmlInitParser()

  static func string(_ characters: UnsafePointer<xmlChar>?) -> String? {
    characters.map { String(cString: $0) }
  }

  /// An attribute's value, read in place from the attribute's text (entities are not expanded, so the
  /// text of a parsed attribute is one node).
  static func attribute(_ name: String, of element: xmlNodePtr) -> String? {
    guard let attribute = xmlHasProp(element, name), let text = attribute.pointee.children else { return nil }
    return string(text.pointee.content)
  }

  /// CSS pixels per unit of the absolute lengths an SVG's size may use.
  private static let pixelsPerUnit: [String: Double] = [
    "": 1, "px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
  ]

  /// A length in CSS pixels: a positive finite number with an absolute unit (nil for percentages and
  /// anything else, which leave the size to the `viewBox`).
  private static func length(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let unitStart = trimmed.firstIndex { $0.isLetter || $0 == "%" } ?? trimmed.endIndex
    guard let number = Double(trimmed[..<unitStart]), let perUnit = pixelsPerUnit[String(trimmed[unitStart...])]
    else { return nil }
    let pixels = number * perUnit
    return pixels.isFinite && pixels > 0 ? pixels : nil
  }

  /// The size of a `viewBox="min-x min-y width height"` (numbers separated by spaces or commas).
  private static func viewBoxSize(_ text: String) -> CGSize? {
    let numbers = text.split { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" }.compactMap { Double($0) }
    guard numbers.count == 4, numbers[2].isFinite, numbers[3].isFinite, numbers[2] > 0, numbers[3] > 0 else {
      return nil
    }
    return CGSize(width: numbers[2], height: numbers[3])
  }
}
