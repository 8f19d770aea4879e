import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import _MorphTestSupport

/// The timelines the SVG tests export, by name: hand-built ones for each curve and the planner's for
/// real transitions.
enum ExportCases {
  static let start = CGRect(x: 10, y: 10, width: 20, height: 20)
  static let end = CGRect(x: 150, y: 60, width: 40, height: 30)

  /// One red box moving from `start` to `end` between 0.25 s and 0.75 s along a curve.
  static func box(_ curve: TimingCurve) -> Timeline {
    Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "box", parent: "root", frame: start, initial: [.backgroundColor: .color(.red)],
          segments: [
            .frame: [Fixture.move(from: start, to: end, start: 0.25, duration: 0.5, curve: curve)],
            .alpha: [Fixture.number(from: 1, to: 0.5, start: 0.25, duration: 0.5, curve: curve)],
          ])
      ])
  }

  /// The curves every export is checked with, by name.
  static let curves: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeInOut", .easeInOut), ("discrete", .discrete),
    ("backOut", .cubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)),
    ("spring", .spring(Spring(dampingRatio: 0.4, initialVelocity: 0, duration: 0.5))),
  ]

  /// An ease-in-out movement cut short halfway by a linear one back, then an immediate change, then a
  /// delayed movement from another place: chained and interrupted animations by hand.
  static func chained() -> Timeline {
    let middle = CGRect(x: 80, y: 35, width: 30, height: 25)
    return Fixture.timeline(
      duration: 1.5,
      [
        Fixture.element(
          "box", parent: "root", frame: start, initial: [.backgroundColor: .color(.blue)],
          segments: [
            .frame: [
              Fixture.move(from: start, to: end, start: 0, duration: 0.6, curve: .easeInOut),
              Fixture.move(from: middle, to: start, start: 0.3, duration: 0.4, curve: .linear),
              Fixture.move(from: start, to: end, start: 0.8, duration: 0, curve: .linear),
              Fixture.move(from: middle, to: end, start: 1, duration: 0.5, curve: .easeOut),
            ],
            .backgroundColor: [
              TrackSegment(start: 0, duration: 0.5, from: .color(.blue), to: .color(nil), curve: .linear),
              TrackSegment(start: 0.5, duration: 0.5, from: .color(nil), to: .color(.green), curve: .linear),
            ],
          ])
      ])
  }

  /// A node script chaining two animations through the first one's completion.
  @MainActor
  static func chainedByCompletion() async throws -> Timeline {
    try await Planned.scripted { row, context in
      let a = row.item("A")
      let b = row.item("B")
      context.animate(
        withDuration: 0.3, curve: .easeOut,
        animations: {
          a.frame = context.finalFrame(for: a)
        },
        completion: { _ in
          context.animate(
            withDuration: 0.4, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
            animations: {
              b.frame = context.finalFrame(for: b)
              b.alpha = 0.5
            }, completion: { context.completeTransition($0) })
        })
    }
  }

  /// A storyboard: the reordered row goes and comes back after a pause, with markers.
  @MainActor
  static func storyboard() async throws -> Timeline {
    let a = IntrinsicNode("A", 50, 20)
    let b = IntrinsicNode("B", 60, 20)
    a.backgroundColor = .red
    b.backgroundColor = .green
    let row = ScriptedRow("row", items: [a, b])
    return try await TransitionPlanner(defaultAnimation: .morph(animation: .easeInOut(duration: 0.3)))
      .storyboard(
        row, sizeRange: Planned.rowRange,
        steps: [
          .transition("swap") { row.items = [b, a] },
          .transition("back", after: 0.2) { row.items = [a] },
        ])
  }

  /// Texts that test escaping: markup characters, quotes, non-ASCII letters and emoji, and control
  /// characters XML forbids, in node names and spec paths too.
  static func awkwardText() -> Timeline {
    let measurer = AhemTextMeasurer()
    let text = "<b>Tom & \"Jerry\"</b> 'café' — 日本語 👋🏽 a\u{0}b\u{1}c\u{8}d\u{B}e\u{1F}f\tg"
    let attributes = TextAttributes(font: Font(family: "Ahem's \"Test\" Font", size: 10))
    let layout = TextLineBreaker.layout(text, attributes: attributes, width: 180, measurer: measurer)
    let frame = CGRect(x: 10, y: 10, width: 180, height: layout.size.height)
    return Fixture.timeline(
      width: 200, height: 200, duration: 0,
      [
        Fixture.element(
          "label <1> & \"é\"", parent: "root", frame: frame, kind: "text",
          content: .text(TextContent(text: text, attributes: attributes, layout: layout)),
          specPath: "stack/inset[\"a&b\"]/<overlay>"),
        Fixture.element("9 lives", parent: "root", index: 1, frame: CGRect(x: 0, y: 0, width: 5, height: 5)),
        Fixture.element("9 lives-2", parent: "root", index: 2, frame: CGRect(x: 5, y: 0, width: 5, height: 5)),
      ])
  }
}

extension ExportCases {
  /// Siblings that change places: X is behind Y until 0.5 s, then in front of it, while Z stays in
  /// front; Y leaves at 0.8 s and W arrives under a new parent for a while.
  static func restacked() -> Timeline {
    let frame = CGRect(x: 20, y: 20, width: 60, height: 40)
    let moved = CGRect(x: 50, y: 30, width: 60, height: 40)
    func interval(_ start: Double, _ end: Double?, _ parent: String, _ index: Int) -> Presence {
      Presence(start: start, end: end, parentID: parent, index: index)
    }
    return Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "X", parent: "root", frame: frame, presence: [interval(0, 0.5, "root", 0), interval(0.5, nil, "root", 1)],
          initial: [.backgroundColor: .color(.red)],
          segments: [.frame: [Fixture.move(from: frame, to: moved, start: 0, duration: 1, curve: .linear)]]),
        Fixture.element(
          "Y", parent: "root", frame: moved, presence: [interval(0, 0.5, "root", 1), interval(0.5, 0.8, "root", 0)],
          initial: [.backgroundColor: .color(.blue)],
          segments: [.alpha: [Fixture.number(from: 1, to: 0.5, start: 0.2, duration: 0.6, curve: .easeIn)]]),
        Fixture.element(
          "Z", parent: "root", frame: CGRect(x: 100, y: 0, width: 30, height: 30),
          presence: [interval(0, nil, "root", 2)], initial: [.backgroundColor: .color(.green)]),
        Fixture.element(
          "W", parent: "Z", frame: CGRect(x: 5, y: 5, width: 10, height: 10),
          presence: [interval(0.3, 0.6, "Z", 0), interval(0.6, nil, "root", 3)],
          initial: [.backgroundColor: .color(.black)]),
      ])
  }
}
