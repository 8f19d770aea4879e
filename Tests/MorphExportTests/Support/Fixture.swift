import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition

/// Timelines built by hand: elements with explicit tracks and presence, for cases the planner does
/// not produce on its own (or to pin exact segments).
enum Fixture {
  /// An element whose properties hold their UIKit defaults, except for the frame and the segments
  /// given per property. Its `content` is drawn from the start for its final frame's size, which it
  /// keeps only when drawn anew at every size: its content mode is `redraw` unless given.
  static func element(
    _ id: String, parent: String?, index: Int = 0, frame: CGRect, kind: String = "display",
    content: ElementContent = .none, contentMode: ContentMode = .redraw, clipsToBounds: Bool = false,
    specPath: String? = nil,
    presence: [Presence]? = nil, initial: [AnimatableProperty: AnimatableValue] = [:],
    segments: [AnimatableProperty: [TrackSegment]] = [:]
  ) -> TimelineElement {
    let defaults: [AnimatableProperty: AnimatableValue] = [
      .frame: .rect(frame), .alpha: .number(1), .backgroundColor: .color(nil), .cornerRadius: .number(0),
      .borderWidth: .number(0), .borderColor: .color(nil), .transform: .transform(.identity),
    ]
    let tracks = AnimatableProperty.allCases.map { property in
      PropertyTrack(
        property: property, initialValue: initial[property] ?? defaults[property]!, segments: segments[property] ?? [])
    }
    guard case .rect(let finalFrame) = tracks[0].finalValue else { preconditionFailure("the frame track holds a rect") }
    let contents = content == .none ? [] : [DrawnContent(start: 0, size: finalFrame.size, content: content)]
    return TimelineElement(
      id: id, name: id, kind: kind, contents: contents, contentMode: contentMode, clipsToBounds: clipsToBounds,
      presence: presence ?? [Presence(start: 0, end: nil, parentID: parent, index: index)], tracks: tracks,
      specPath: specPath)
  }

  /// A root element `root` of a size holding `children`.
  static func timeline(
    width: CGFloat = 200, height: CGFloat = 100, duration: Double, markers: [TimelineMarker] = [],
    rootInitial: [AnimatableProperty: AnimatableValue] = [:], rootSegments: [AnimatableProperty: [TrackSegment]] = [:],
    _ children: [TimelineElement]
  ) -> Timeline {
    let root = element(
      "root", parent: nil, frame: CGRect(x: 0, y: 0, width: width, height: height), initial: rootInitial,
      segments: rootSegments)
    return Timeline(rootID: "root", elements: [root] + children, duration: duration, markers: markers)
  }

  /// A frame segment.
  static func move(
    from: CGRect, to: CGRect, start: Double, duration: Double, curve: TimingCurve
  ) -> TrackSegment {
    TrackSegment(start: start, duration: duration, from: .rect(from), to: .rect(to), curve: curve)
  }

  /// A number segment (alpha, corner radius, border width).
  static func number(
    from: CGFloat, to: CGFloat, start: Double, duration: Double, curve: TimingCurve
  ) -> TrackSegment {
    TrackSegment(start: start, duration: duration, from: .number(from), to: .number(to), curve: curve)
  }
}
