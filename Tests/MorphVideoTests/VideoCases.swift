import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition

/// The timelines the video tests export.
enum VideoCases {
  /// A 40 × 30 point white root (or one of `rootSize`) and a 10 × 10 red box moving linearly from
  /// x = 0 to x = 30 in `duration` seconds, its top at y = 10.
  static func movingBox(duration: Double = 1, rootSize: CGSize = CGSize(width: 40, height: 30)) -> Timeline {
    let start = CGRect(x: 0, y: 10, width: 10, height: 10)
    let end = CGRect(x: 30, y: 10, width: 10, height: 10)
    let root = element("root", parent: nil, frame: CGRect(origin: .zero, size: rootSize), color: .white)
    let box = element(
      "box", parent: "root", frame: start, color: .red,
      frameSegments: [TrackSegment(start: 0, duration: duration, from: .rect(start), to: .rect(end), curve: .linear)])
    return Timeline(rootID: "root", elements: [root, box], duration: duration)
  }

  /// The box's left edge at a time, in points.
  static func boxLeft(at time: Double, duration: Double = 1) -> Double { 30 * min(time / duration, 1) }

  private static func element(
    _ id: String, parent: String?, frame: CGRect, color: Color, frameSegments: [TrackSegment] = []
  ) -> TimelineElement {
    let initial: [AnimatableProperty: AnimatableValue] = [
      .frame: .rect(frame), .alpha: .number(1), .backgroundColor: .color(color), .cornerRadius: .number(0),
      .borderWidth: .number(0), .borderColor: .color(nil), .transform: .transform(.identity),
    ]
    let tracks = AnimatableProperty.allCases.map { property in
      PropertyTrack(
        property: property, initialValue: initial[property]!, segments: property == .frame ? frameSegments : [])
    }
    return TimelineElement(
      id: id, name: id, kind: "display", contents: [], contentMode: .redraw, clipsToBounds: false,
      presence: [Presence(start: 0, end: nil, parentID: parent, index: 0)], tracks: tracks, specPath: nil)
  }
}
