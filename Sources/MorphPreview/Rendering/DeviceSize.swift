import Foundation
import MorphLayout

/// A screen a scene can be previewed on. A device pins the root's width to the screen's width in the
/// chosen orientation and keeps the document's height range, the way a list cell or a card fills the
/// width of the screen it is shown on.
struct DeviceSize: Hashable, Sendable {
  /// The name requests use (`iphone-15`).
  var id: String
  /// The name shown (`iPhone 15`).
  var name: String
  /// The screen in portrait, in points.
  var portrait: CGSize

  /// Common screens, smallest first.
  static let all: [DeviceSize] = [
    DeviceSize(id: "iphone-se", name: "iPhone SE", portrait: CGSize(width: 375, height: 667)),
    DeviceSize(id: "iphone-15", name: "iPhone 15", portrait: CGSize(width: 393, height: 852)),
    DeviceSize(id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", portrait: CGSize(width: 430, height: 932)),
    DeviceSize(id: "ipad-mini", name: "iPad mini", portrait: CGSize(width: 744, height: 1133)),
    DeviceSize(id: "ipad-pro-11", name: "iPad Pro 11\"", portrait: CGSize(width: 834, height: 1194)),
  ]

  /// The device with an id, if there is one.
  static func named(_ id: String) -> DeviceSize? {
    all.first { $0.id == id }
  }

  /// The screen's width in an orientation.
  func width(in orientation: Orientation) -> CGFloat {
    orientation == .portrait ? portrait.width : portrait.height
  }

  /// A document's size range on this screen: the width pinned, the height range kept.
  func sizeRange(in orientation: Orientation, for documentRange: SizeRange) -> SizeRange {
    let width = self.width(in: orientation)
    return SizeRange(
      min: CGSize(width: width, height: documentRange.min.height),
      max: CGSize(width: width, height: documentRange.max.height))
  }
}

/// How a device is held.
enum Orientation: String, CaseIterable, Hashable, Sendable {
  case portrait
  case landscape

  /// The other orientation: what a rotation turns to.
  var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}
