import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition

/// The hand-written files in `Fixtures/` and the timelines that describe their motion.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let smil = directory.appendingPathComponent("smil.svg")
  static let css = directory.appendingPathComponent("css.html")

  /// Every 50 ms over the one-second animations, and once after they end.
  static let times = (0...20).map { Double($0) / 20 } + [1.25]

  /// `smil.svg`: `linear` slides 200 px at constant speed; `eased` slides and widens along the spline
  /// `0.42 0 0.58 1`; `fader` fades from 1 to 0.2; `spinner` turns 45° about its centre, carrying its
  /// child `dot`; `late` appears at 0.5 s.
  static func smilTimeline(linearEnd: CGFloat = 210, lateStart: Double = 0.5) -> Timeline {
    Timeline(
      rootID: "root",
      elements: [
        element("root", parent: nil, frame: CGRect(x: 0, y: 0, width: 400, height: 240)),
        element(
          "linear", frame: CGRect(x: 10, y: 20, width: 40, height: 30),
          frameTo: CGRect(x: linearEnd, y: 20, width: 40, height: 30), curve: .linear),
        element(
          "eased", frame: CGRect(x: 10, y: 70, width: 40, height: 30),
          frameTo: CGRect(x: 250, y: 70, width: 100, height: 30), curve: .easeInOut, index: 1),
        element("fader", frame: CGRect(x: 10, y: 120, width: 40, height: 30), alphaTo: 0.2, curve: .linear, index: 2),
        element(
          "spinner", frame: CGRect(x: 300, y: 40, width: 60, height: 40),
          transformTo: NodeTransform(rotation: .pi / 4), curve: .linear, index: 3),
        element("dot", parent: "spinner", frame: CGRect(x: 5, y: 5, width: 10, height: 10)),
        element("late", frame: CGRect(x: 300, y: 180, width: 50, height: 40), index: 4, presentFrom: lateStart),
      ],
      duration: 1)
  }

  /// `css.html`: `slider` slides 200 px and fades to 0.4 at constant speed (@keyframes); `grower`
  /// widens, moves, turns 30° and stretches 1.5× along `cubic-bezier(0.42, 0, 0.58, 1)` (transitions),
  /// carrying its child `badge`; `leaver` leaves at 0.6 s.
  static func cssTimeline(sliderAlphaEnd: CGFloat = 0.4, leaverEnd: Double? = 0.6) -> Timeline {
    Timeline(
      rootID: "root",
      elements: [
        element("root", parent: nil, frame: CGRect(x: 0, y: 0, width: 400, height: 240)),
        element(
          "slider", frame: CGRect(x: 10, y: 20, width: 40, height: 30),
          frameTo: CGRect(x: 210, y: 20, width: 40, height: 30), alphaTo: sliderAlphaEnd, curve: .linear),
        element(
          "grower", frame: CGRect(x: 10, y: 80, width: 40, height: 20),
          frameTo: CGRect(x: 10, y: 80, width: 80, height: 20),
          transformTo: NodeTransform(translationX: 100, translationY: 20, scaleX: 1.5, scaleY: 1, rotation: .pi / 6),
          curve: .easeInOut, index: 1),
        element("badge", parent: "grower", frame: CGRect(x: 4, y: 4, width: 8, height: 8)),
        element("leaver", frame: CGRect(x: 300, y: 160, width: 50, height: 40), index: 2, presentUntil: leaverEnd),
      ],
      duration: 1)
  }

  /// An element whose frame, alpha and transform each stay put or move over the first second along
  /// one curve; every other property keeps a constant value.
  static func element(
    _ id: String, parent: String? = "root", frame: CGRect, frameTo: CGRect? = nil, alphaTo: CGFloat? = nil,
    transformTo: NodeTransform? = nil, curve: TimingCurve = .linear, index: Int = 0, presentFrom: Double = 0,
    presentUntil: Double? = nil
  ) -> TimelineElement {
    func track(_ property: AnimatableProperty, _ from: AnimatableValue, _ to: AnimatableValue?) -> PropertyTrack {
      let segments = to.map { [TrackSegment(start: 0, duration: 1, from: from, to: $0, curve: curve)] } ?? []
      return PropertyTrack(property: property, initialValue: from, segments: segments)
    }
    return TimelineElement(
      id: id, name: id, kind: "display", contents: [], clipsToBounds: false,
      presence: [Presence(start: presentFrom, end: presentUntil, parentID: parent, index: index)],
      tracks: [
        track(.frame, .rect(frame), frameTo.map { .rect($0) }),
        track(.alpha, .number(1), alphaTo.map { .number($0) }),
        track(.backgroundColor, .color(nil), nil),
        track(.cornerRadius, .number(0), nil),
        track(.borderWidth, .number(0), nil),
        track(.borderColor, .color(nil), nil),
        track(.transform, .transform(.identity), transformTo.map { .transform($0) }),
      ])
  }
}
