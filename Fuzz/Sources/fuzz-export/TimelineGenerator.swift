import Foundation
import FuzzSupport
import MorphLayout
import MorphTimeline

/// Builds a timeline from fuzzer bytes: a root and up to four elements of every kind, content mode and
/// series of drawn contents, with names, spec paths, text, image sources and marker labels full of
/// characters markup must escape or cannot hold; presence intervals that leave and come back; and
/// tracks whose segments overlap, interrupt each other and use every curve. Numbers are mostly
/// sensible, sometimes 0, huge, negative, infinite or NaN, and values are sometimes of the wrong kind,
/// which exporters must refuse cleanly. Only the API's preconditions (a spring's positive damping and
/// duration, a segment's duration that is not negative, a font's positive size) are kept.
struct TimelineGenerator {
  var input: FuzzInput

  init(_ input: FuzzInput) {
    self.input = input
  }

  mutating func timeline() -> Timeline {
    let duration = input.choice([0, 0.2, 0.5, 1, 3, time()])
    var elements = [element(id: "root", parents: [nil], duration: duration)]
    for index in 0..<input.int(in: 0...4) {
      let id = input.int(in: 0...9) == 0 ? input.text(maximumLength: 4) : "e\(index)"
      elements.append(element(id: id, parents: [nil] + elements.map(\.id), duration: duration))
    }
    let markers = (0..<input.int(in: 0...3)).map { _ in
      TimelineMarker(time: time(), label: input.text(maximumLength: 8))
    }
    let transitions = (0..<input.int(in: 0...1)).map { _ in
      TimelineTransition(
        nodeID: "root", start: time(), completion: input.bool() ? time() : nil, isAnimated: input.bool(),
        inserted: [], removed: [], moved: [], initialFrames: [:], finalFrames: [:])
    }
    return Timeline(
      rootID: input.int(in: 0...31) == 0 ? "nobody" : "root", elements: elements, duration: duration,
      markers: markers, transitions: transitions)
  }

  private mutating func element(id: String, parents: [String?], duration: Double) -> TimelineElement {
    let kinds = ["display", "text", "image", "networkImage", "button", "editableText", input.text(maximumLength: 3)]
    let presence = (0..<input.int(in: 1...3)).map { _ in
      Presence(
        start: input.choice([0, 0, time()]), end: input.bool() ? nil : time(),
        parentID: id == "root" ? nil : input.choice(parents), index: input.int(in: 0...4))
    }
    var properties = AnimatableProperty.allCases
    if input.int(in: 0...31) == 0 { properties.removeLast() }
    return TimelineElement(
      id: id, name: input.bool() ? input.text(maximumLength: 8) : nil, kind: input.choice(kinds),
      contents: contents(), contentMode: ContentMode(rawValue: input.int(in: 0...12)) ?? .scaleToFill,
      clipsToBounds: input.bool(), presence: presence,
      tracks: properties.map { track(of: $0, duration: duration) },
      specPath: input.bool() ? input.text(maximumLength: 10) : nil)
  }

  /// Up to three drawn contents, mostly in time order from 0, each drawn for any size.
  private mutating func contents() -> [DrawnContent] {
    var start = 0.0
    return (0..<input.int(in: 0...3)).map { _ in
      let drawn = DrawnContent(
        start: start, size: CGSize(width: number(), height: number()), content: content())
      start = input.int(in: 0...15) == 0 ? time() - 1 : start + time()
      return drawn
    }
  }

  private mutating func content() -> ElementContent {
    switch input.int(in: 0...3) {
    case 0: return .none
    case 1: return .text(textContent())
    case 2: return .image(source: input.bool() ? input.text(maximumLength: 10) : nil)
    default:
      return .editableText(
        EditableTextContent(
          shown: textContent(), isPlaceholder: input.bool(),
          textContainerInset: EdgeInsets(top: number(), left: number(), bottom: number(), right: number())))
    }
  }

  private mutating func textContent() -> TextContent {
    let attributes = TextAttributes(
      font: font(), color: color(), alignment: input.choice([.left, .center, .right, .natural]),
      lineSpacing: input.choice([0, 4]), maximumNumberOfLines: input.int(in: 0...2),
      truncationToken: input.text(maximumLength: 2))
    let lines = (0..<input.int(in: 0...3)).map { _ in
      TextLayout.Line(
        text: input.text(maximumLength: 12), width: number(), baseline: number(), runs: runs(),
        metrics: FontMetrics(ascent: number(), descent: number(), lineGap: number()), height: number())
    }
    return TextContent(
      text: input.text(maximumLength: 16), attributes: attributes,
      layout: TextLayout(
        attributes: attributes, metrics: FontMetrics(ascent: number(), descent: number(), lineGap: number()),
        lines: lines, isTruncated: input.bool()))
  }

  private mutating func font() -> Font {
    Font(
      family: input.choice(["DejaVu Sans", input.text(maximumLength: 6)]), size: input.choice([1, 17, 48, 1e6]),
      weight: input.int(in: 1...1000))
  }

  /// Up to three runs of a line in styles of every kind: the text's own, other fonts and colors, kern,
  /// underline and backgrounds, at any x and width.
  private mutating func runs() -> [TextLayout.Run] {
    (0..<input.int(in: 0...3)).map { _ in
      TextLayout.Run(
        text: input.text(maximumLength: 6),
        style: CharacterStyle(
          font: font(), color: color(), kern: input.choice([0, 0.5, -2, 1e6]), underline: input.bool(),
          backgroundColor: input.bool() ? color() : nil),
        x: number(), width: number(), metrics: FontMetrics(ascent: number(), descent: number(), lineGap: 0))
    }
  }

  private mutating func track(of property: AnimatableProperty, duration: Double) -> PropertyTrack {
    var track = PropertyTrack(property: property, initialValue: value(of: property))
    for _ in 0..<input.int(in: 0...2) {
      let length = input.choice([0, 0.1, duration, time()])
      track.append(
        TrackSegment(
          start: input.choice([0, duration / 2, time()]), duration: length >= 0 ? length : 0,
          from: value(of: property), to: value(of: property), curve: curve()))
    }
    return track
  }

  /// A value of the property's kind; one in 64 is of another kind.
  private mutating func value(of property: AnimatableProperty) -> AnimatableValue {
    let kind = input.int(in: 0...63) == 0 ? input.choice(of: AnimatableProperty.self) : property
    switch kind {
    case .frame: return .rect(CGRect(x: number(), y: number(), width: number(), height: number()))
    case .alpha: return .number(input.choice([0, 1, 0.5, number()]))
    case .cornerRadius, .borderWidth: return .number(number())
    case .backgroundColor, .borderColor: return .color(input.bool() ? nil : color())
    case .transform:
      return .transform(
        NodeTransform(
          translationX: number(), translationY: number(), scaleX: input.choice([1, 0, -1, number()]),
          scaleY: input.choice([1, 0, number()]), rotation: number()))
    }
  }

  private mutating func curve() -> TimingCurve {
    switch input.int(in: 0...4) {
    case 0: return .linear
    case 1: return .discrete
    case 2: return .easeInOut
    case 3:
      // Mostly CSS's curves (x within 0…1); rarely one that is not a function of time, which
      // exporters must sample in bounded time (up to 10,000 samples: rare, so that runs stay fast).
      let xs: ClosedRange<Double> = input.int(in: 0...63) == 0 ? -0.5...1.5 : 0...1
      return .cubicBezier(
        x1: input.number(in: xs), y1: input.number(in: -2...3), x2: input.number(in: xs), y2: input.number(in: -2...3))
    default:
      return .spring(
        Spring(
          dampingRatio: input.choice([0.15, 0.3, 0.7, 1, 5]), initialVelocity: input.number(in: -20...20),
          duration: input.choice([0.001, 0.3, 1, 100])))
    }
  }

  private mutating func color() -> Color {
    Color(red: component(), green: component(), blue: component(), alpha: component())
  }

  private mutating func component() -> Double {
    input.int(in: 0...15) == 0 ? Double(input.length()) : input.number(in: 0...1)
  }

  /// A number of points: mostly ordinary, sometimes an edge case.
  private mutating func number() -> CGFloat {
    input.int(in: 0...7) == 0 ? input.length() : CGFloat(input.number(in: -500...500))
  }

  /// A time in seconds: mostly ordinary, sometimes an edge case.
  private mutating func time() -> Double {
    input.int(in: 0...7) == 0 ? Double(input.length()) : input.number(in: 0...4)
  }
}
