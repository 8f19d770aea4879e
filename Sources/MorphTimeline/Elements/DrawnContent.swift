import Foundation
import MorphLayout

/// Contents a node drew for one state, and when they appear.
///
/// A node's layer keeps the contents it last drew while its bounds animate, and lays them into the
/// animated bounds by its `ContentMode`; new contents replace them only when the node draws again —
/// when it enters the hierarchy, when a layout transition of it or of an ancestor completes, or when
/// its contents change outside any transition.
public struct DrawnContent: Hashable, Sendable, Codable {
  /// When the contents appear, in seconds: they show until the next ``DrawnContent`` of the element.
  public var start: Double
  /// The bounds size the contents were drawn for; laid into other bounds by the content mode.
  public var size: CGSize
  /// What was drawn.
  public var content: ElementContent

  /// Contents drawn at `start` for bounds of `size`.
  public init(start: Double, size: CGSize, content: ElementContent) {
    self.start = start
    self.size = size
    self.content = content
  }
}

extension DrawnContent {
  /// Where these contents lie within bounds of a size, laid out by a content mode (see
  /// ``MorphLayout/ContentMode/placement(ofContentsSized:in:)``); a text drawn anew for every size
  /// (`ContentMode.redraw`) keeps the lines it was broken into, at its drawn size.
  public func frame(in bounds: CGSize, mode: ContentMode) -> CGRect {
    switch content {
    case .text, .editableText:
      if mode == .redraw { return CGRect(origin: .zero, size: size) }
    case .none, .image:
      break
    }
    return mode.placement(ofContentsSized: size, in: bounds)
  }

  /// The index of the contents showing at a time among contents in time order (the first ones before
  /// any starts).
  /// - Complexity: O(log n).
  public static func index(in contents: [DrawnContent], at time: Double) -> Int {
    var low = 0
    var high = contents.count
    while low < high {
      let middle = (low + high) / 2
      if contents[middle].start <= time { low = middle + 1 } else { high = middle }
    }
    return max(low - 1, 0)
  }
}
