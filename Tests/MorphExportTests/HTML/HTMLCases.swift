import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import _MorphTestSupport

/// The timelines only the HTML tests export: text laid out and aligned by Morph, styled boxes, and
/// curves and jumps CSS has to work around. The shared ones are in ``ExportCases``.
enum HTMLCases {
  /// A paragraph wrapped onto several lines in each alignment, and an editable field showing its
  /// placeholder, sliding right by 40 points over 0.6 s, measured by `measurer` in `family`.
  static func wrappedText(measurer: any TextMeasuring = AhemTextMeasurer(), family: String = "Ahem") -> Timeline {
    let paragraph = "Morph breaks lines itself, so the browser never wraps them again."
    var elements: [TimelineElement] = []
    for (index, alignment) in [TextAttributes.Alignment.left, .center, .right].enumerated() {
      let attributes = TextAttributes(
        font: Font(family: family, size: 12), color: .darkGray, alignment: alignment, lineSpacing: 3)
      let layout = TextLineBreaker.layout(paragraph, attributes: attributes, width: 150, measurer: measurer)
      let frame = CGRect(x: 10, y: 10 + CGFloat(index) * 95, width: 150, height: layout.size.height)
      elements.append(
        Fixture.element(
          "paragraph\(index)", parent: "root", index: index, frame: frame, kind: "text",
          content: .text(TextContent(text: paragraph, attributes: attributes, layout: layout)),
          segments: [
            .frame: [
              Fixture.move(from: frame, to: frame.offsetBy(dx: 40, dy: 0), start: 0, duration: 0.6, curve: .easeOut)
            ]
          ]))
    }
    let placeholder = TextAttributes(font: Font(family: family, size: 10), color: .gray)
    let inset = EdgeInsets(top: 3, left: 5, bottom: 3, right: 5)
    let fieldLayout = TextLineBreaker.layout("Your name", attributes: placeholder, width: 140, measurer: measurer)
    let field = CGRect(x: 10, y: 300, width: 150, height: fieldLayout.size.height + 6)
    elements.append(
      Fixture.element(
        "field", parent: "root", index: 3, frame: field, kind: "editableText",
        content: .editableText(
          EditableTextContent(
            shown: TextContent(text: "Your name", attributes: placeholder, layout: fieldLayout), isPlaceholder: true,
            textContainerInset: inset)),
        initial: [.borderWidth: .number(1), .borderColor: .color(.lightGray)]))
    return Fixture.timeline(width: 240, height: 330, duration: 0.6, elements)
  }

  /// A card that moves, grows, turns and scales, with a border thickening and a background changing
  /// hue and opacity together, holding a dot; beside it a plain box growing on a spring.
  static func styled() -> Timeline {
    let start = CGRect(x: 10, y: 10, width: 40, height: 30)
    let end = CGRect(x: 90, y: 40, width: 80, height: 20)
    let spring = Spring(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
    return Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "card", parent: "root", frame: start,
          initial: [
            .backgroundColor: .color(.red), .borderWidth: .number(2), .borderColor: .color(.blue),
            .cornerRadius: .number(4),
          ],
          segments: [
            .frame: [Fixture.move(from: start, to: end, start: 0.1, duration: 0.8, curve: .easeOut)],
            .transform: [
              TrackSegment(
                start: 0, duration: 1, from: .transform(.identity),
                to: .transform(
                  NodeTransform(translationX: 10, translationY: -5, scaleX: 1.5, scaleY: 0.5, rotation: 0.7)),
                curve: .easeInOut)
            ],
            .backgroundColor: [
              TrackSegment(
                start: 0, duration: 1, from: .color(.red), to: .color(Color(red: 0, green: 0, blue: 1, alpha: 0.3)),
                curve: .linear)
            ],
            .borderWidth: [Fixture.number(from: 2, to: 6, start: 0.2, duration: 0.5, curve: .linear)],
          ]),
        Fixture.element(
          "dot", parent: "card", frame: CGRect(x: 2, y: 2, width: 5, height: 5),
          initial: [.backgroundColor: .color(.white)]),
        Fixture.element(
          "grower", parent: "root", index: 1, frame: start, initial: [.backgroundColor: .color(.green)],
          segments: [.frame: [Fixture.move(from: start, to: end, start: 0, duration: 1, curve: .spring(spring))]]),
      ])
  }

  /// A box on a Bézier whose x control coordinates leave 0…1, which `cubic-bezier()` does not take.
  static func unusualBezier() -> Timeline {
    ExportCases.box(.cubicBezier(x1: 1.2, y1: 0.1, x2: -0.3, y2: 0.9))
  }

  /// A box whose linear movement is cut by an immediate change to another place halfway, then moves
  /// again from its start after a pause (a jump after a movement, and a jump after a hold), while its
  /// opacity jumps between two fades.
  static func jumps() -> Timeline {
    let start = ExportCases.start
    let end = ExportCases.end
    let aside = CGRect(x: 150, y: 10, width: 20, height: 20)
    return Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "box", parent: "root", frame: start, initial: [.backgroundColor: .color(.blue)],
          segments: [
            .frame: [
              Fixture.move(from: start, to: end, start: 0, duration: 1, curve: .linear),
              Fixture.move(from: aside, to: aside, start: 0.5, duration: 0, curve: .linear),
              Fixture.move(from: start, to: end, start: 0.7, duration: 0.3, curve: .easeIn),
            ],
            .alpha: [
              Fixture.number(from: 1, to: 0.2, start: 0, duration: 0.4, curve: .linear),
              Fixture.number(from: 0.8, to: 0.4, start: 0.4, duration: 0.4, curve: .easeOut),
            ],
          ])
      ])
  }

  /// A node script with a spring, an overlapping ease-in-out, a Bézier that overshoots in both
  /// directions and an immediate change: interrupted animations recorded by the planner.
  @MainActor
  static func interrupted() async throws -> Timeline {
    try await Planned.scripted { row, context in
      let a = row.item("A")
      let b = row.item("B")
      context.animate(
        withDuration: 0.6, usingSpringWithDamping: 0.4, initialSpringVelocity: 1,
        animations: {
          a.frame = context.finalFrame(for: a)
          b.frame = context.finalFrame(for: b)
          b.backgroundColor = .green
        })
      context.animate(
        withDuration: 0.5, delay: 0.3, curve: .easeInOut,
        animations: {
          a.frame.origin.y = 25
          b.alpha = 0.5
        })
      context.animate(
        withDuration: 0.2, delay: 0.45, curve: .cubicBezier(x1: 0.5, y1: -0.6, x2: 0.5, y2: 1.6),
        animations: { b.frame.size.width = 90 }, completion: { context.completeTransition($0) })
      context.performWithoutAnimation { a.cornerRadius = 4 }
    }
  }

  /// A node script of UIKit keyframes: A drops, fades and returns while B moves throughout.
  @MainActor
  static func keyframed() async throws -> Timeline {
    try await Planned.scripted { row, context in
      let a = row.item("A")
      let b = row.item("B")
      context.animateKeyframes(
        withDuration: 1,
        animations: {
          context.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { a.frame.origin.y = 30 }
          context.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { a.alpha = 0.3 }
          context.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            a.frame = context.finalFrame(for: a)
          }
          b.frame = context.finalFrame(for: b)
        }, completion: { context.completeTransition($0) })
    }
  }

  /// A page with nothing but the mount point, in a `<section>`.
  static let bareTemplate = """
    <!DOCTYPE html>
    <html><body><section id="morph-stage"></section></body></html>

    """
}
