import Foundation
import MorphLayout
import MorphTimeline

/// One of the contents an element drew, as exporters show it: when it shows, and where it lies within
/// the element's box while the box's size differs from the size it was drawn for.
public struct ExportContent: Hashable, Sendable {
  /// The contents, when they were drawn and for what size.
  public var drawn: DrawnContent
  /// When the next contents replace these; nil when they show to the end.
  public var end: Double?
  /// When the contents show: from their drawn start until ``end``.
  public var span: TimeSpan { TimeSpan(start: drawn.start, end: end) }
  /// Where the contents lie within the box (a `.rect` in the box's space) while they show: the frame's
  /// keyframes laid out by the element's content mode (see `DrawnContent.frame(in:mode:)` in
  /// MorphTimeline). Before the contents show and after they are replaced the value is meaningless.
  public var placement: KeyframeTrack

  /// The contents of an element, each with its placement.
  /// - Parameters:
  ///   - element: the element's drawn contents, content mode and frame track.
  ///   - frame: the element's normalized frame track.
  static func contents(of element: TimelineElement, frame: KeyframeTrack) -> [ExportContent] {
    element.contents.enumerated().map { index, drawn in
      let end = index + 1 < element.contents.count ? element.contents[index + 1].start : nil
      return ExportContent(
        drawn: drawn, end: end,
        placement: placement(of: drawn, mode: element.contentMode, frame: frame, from: drawn.start, to: end))
    }
  }

  /// Whether the contents ever lie elsewhere than at the box's origin at the size they were drawn for.
  public var isPlacedAnew: Bool {
    placement.isAnimated || placement.initialValue != .rect(CGRect(origin: .zero, size: drawn.size))
  }

  /// The scale and offset that take contents drawn at the box's origin to a placement rect:
  /// `(x, y, scaleX, scaleY)`.
  public func transform(for placement: AnimatableValue) -> [Double] {
    let parts = placement.components
    let width = Double(drawn.size.width)
    let height = Double(drawn.size.height)
    return [parts[0], parts[1], width > 0 ? parts[2] / width : 1, height > 0 ? parts[3] / height : 1]
  }

  /// The frame's keyframes from the last one at or before `start` to the first one at or after `end`,
  /// each turned into the rect the contents take in a box of its size
  /// (`DrawnContent.frame(in:mode:)`).
  private static func placement(
    of drawn: DrawnContent, mode: ContentMode, frame: KeyframeTrack, from start: Double, to end: Double?
  ) -> KeyframeTrack {
    let keys = frame.keyframes
    func rect(_ value: AnimatableValue) -> AnimatableValue {
      .rect(drawn.frame(in: CGSize(width: value.components[2], height: value.components[3]), mode: mode))
    }
    let first = keys.lastIndex { $0.time <= start } ?? 0
    let last = end.flatMap { end in keys.firstIndex { $0.time >= end } } ?? keys.count - 1
    var list = KeyframeListBuilder(initialValue: rect(keys[first].value))
    if keys[first].time > 0 { list.set(rect(keys[first].value), at: keys[first].time) }
    for index in first + 1..<max(last + 1, first + 1) {
      let previous = keys[index - 1]
      let key = keys[index]
      if previous.interpolation == .hold || key.time == previous.time {
        list.set(rect(key.value), at: key.time)
      } else {
        list.move(to: rect(key.value), at: key.time, along: previous.interpolation)
      }
    }
    return KeyframeTrack(property: .frame, keyframes: list.normalizedKeyframes)
  }
}
