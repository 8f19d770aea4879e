import Foundation
import MorphLayout
import MorphPlanning
import MorphTimeline
import MorphTransition

extension SceneDecoder {
  /// The kinds of script steps, in documented order.
  static let stepKinds = ["set", "animate", "keyframes", "complete"]

  /// The properties a script may set, in documented order.
  static let scriptPropertyKeys = ["frame", "alpha", "backgroundColor", "cornerRadius", "border", "transform"]

  /// The named timing curves, in documented order.
  static let curveNames: [(name: String, value: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
  ]

  /// A script: a sequence of steps.
  func script(_ value: SceneValue, for subject: String, scope: ScriptScope) throws(LocatedError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    for item in try value.sequence(for: subject) {
      steps.append(try step(item, scope: scope))
    }
    return steps
  }

  /// One step: a mapping with exactly one of `set`, `animate`, `keyframes` and `complete`.
  private func step(_ value: SceneValue, scope: ScriptScope) throws(LocatedError) -> ScriptStep {
    let kinds = Self.stepKinds.joined(separator: ", ")
    guard case .mapping = value.node else {
      throw value.mismatch("a step (a mapping with one of \(kinds))", for: "a step of transition '\(scope.transition)'")
    }
    let mapping = try value.mapping(for: "a step")
    try mapping.checkKeys(Self.stepKinds, "in a step of transition '\(scope.transition)'")
    guard mapping.entries.count == 1, let entry = mapping.entries.first else {
      let found = mapping.entries.isEmpty ? "none" : mapping.entries.map { "'\($0.key)'" }.joined(separator: " and ")
      throw LocatedError(at: mapping.location, "expected exactly one of \(kinds) in a step, found \(found)")
    }
    switch entry.key {
    case "set":
      return .set(try changes(entry.value, for: "'set'", scope: scope))
    case "animate":
      return .animate(try animation(entry.value, scope: scope))
    case "keyframes":
      return .keyframes(try keyframes(entry.value, scope: scope))
    default:
      return .complete(try entry.value.bool(for: "'complete'"), location: entry.keyLocation)
    }
  }

  /// `{duration, delay, curve, changes, completion}`.
  private func animation(_ value: SceneValue, scope: ScriptScope) throws(LocatedError) -> ScriptAnimation {
    let mapping = try value.mapping(for: "'animate'")
    try mapping.checkKeys(["duration", "delay", "curve", "changes", "completion"], "in 'animate'")
    let duration = try mapping.required("duration", "in 'animate'", expecting: "the duration in seconds")
      .seconds(for: "'duration'")
    return ScriptAnimation(
      duration: Double(duration), delay: try delay(in: mapping),
      curve: try mapping["curve"].map { value throws(LocatedError) in try curve(value) } ?? .curve(.easeInOut),
      changes: try mapping["changes"].map { value throws(LocatedError) in
        try changes(value, for: "'changes'", scope: scope)
      } ?? [],
      completion: try completion(in: mapping, scope: scope))
  }

  /// `{duration, delay, mode, changes, keyframes, completion}`.
  private func keyframes(_ value: SceneValue, scope: ScriptScope) throws(LocatedError) -> ScriptKeyframes {
    let mapping = try value.mapping(for: "'keyframes'")
    try mapping.checkKeys(["duration", "delay", "mode", "changes", "keyframes", "completion"], "in 'keyframes'")
    let duration = try mapping.required("duration", "in 'keyframes'", expecting: "the duration in seconds")
      .seconds(for: "'duration'")
    let options =
      try mapping["mode"].map { value throws(LocatedError) in
        try value.choice(
          [
            ("linear", KeyframeAnimationOptions.calculationModeLinear), ("discrete", .calculationModeDiscrete),
            ("paced", .calculationModePaced), ("cubic", .calculationModeCubic),
            ("cubicPaced", .calculationModeCubicPaced),
          ],
          for: "mode")
      } ?? []
    let list = try mapping.required("keyframes", "in 'keyframes'", expecting: "a sequence of keyframes")
    var keyframes: [ScriptKeyframe] = []
    for (index, item) in try list.sequence(for: "'keyframes'").enumerated() {
      guard index < SceneLimits.maximumKeyframeCount else {
        throw LocatedError(
          at: item.location,
          "more than \(SceneLimits.maximumKeyframeCount) keyframes; a 'keyframes' step holds at most "
            + "\(SceneLimits.maximumKeyframeCount)")
      }
      keyframes.append(try keyframe(item, scope: scope))
    }
    return ScriptKeyframes(
      duration: Double(duration), delay: try delay(in: mapping), options: options,
      changes: try mapping["changes"].map { value throws(LocatedError) in
        try changes(value, for: "'changes'", scope: scope)
      } ?? [],
      keyframes: keyframes, completion: try completion(in: mapping, scope: scope))
  }

  /// `{relativeStart, relativeDuration, changes}`, lying within 0…1 of its animation.
  private func keyframe(_ value: SceneValue, scope: ScriptScope) throws(LocatedError) -> ScriptKeyframe {
    let mapping = try value.mapping(for: "a keyframe")
    try mapping.checkKeys(["relativeStart", "relativeDuration", "changes"], "in a keyframe")
    func fraction(_ key: String) throws(LocatedError) -> (value: Double, at: SceneValue) {
      let value = try mapping.required(key, "in a keyframe", expecting: "a fraction of the duration from 0 to 1")
      let number = try value.number(for: "'\(key)'")
      guard (0...1).contains(number) else { throw value.mismatch("a number from 0 to 1", for: "'\(key)'") }
      return (Double(number), value)
    }
    let start = try fraction("relativeStart")
    let duration = try fraction("relativeDuration")
    guard start.value + duration.value <= 1 + 1e-9 else {
      throw LocatedError(
        at: duration.at.location,
        "the keyframe ends at \(NumberFormat.exact(start.value + duration.value)) of its animation "
          + "(relativeStart \(NumberFormat.exact(start.value)) + "
          + "relativeDuration \(NumberFormat.exact(duration.value))); a keyframe must lie within 0…1")
    }
    return ScriptKeyframe(
      relativeStart: start.value, relativeDuration: duration.value,
      changes: try mapping["changes"].map { value throws(LocatedError) in
        try changes(value, for: "'changes'", scope: scope)
      } ?? [])
  }

  private func delay(in mapping: SceneMapping) throws(LocatedError) -> TimeInterval {
    Double(try mapping["delay"].map { value throws(LocatedError) in try value.seconds(for: "'delay'") } ?? 0)
  }

  private func completion(in mapping: SceneMapping, scope: ScriptScope) throws(LocatedError) -> [ScriptStep] {
    try mapping["completion"].map { value throws(LocatedError) in
      try script(value, for: "'completion'", scope: scope)
    } ?? []
  }

  /// A curve: a name, `[x1, y1, x2, y2]` (a cubic Bézier) or `{damping, velocity}` (a spring).
  func curve(_ value: SceneValue) throws(LocatedError) -> ScriptCurve {
    let names = Self.curveNames.map(\.name)
    let forms = "\(names.joined(separator: ", ")), a cubic Bézier [x1, y1, x2, y2] or a spring {damping, velocity}"
    switch value.node {
    case .sequence:
      let items = try value.sequence(of: 4, "a cubic Bézier [x1, y1, x2, y2]", for: "'curve'")
      var numbers: [Double] = []
      for (index, item) in items.enumerated() {
        let name = ["x1", "y1", "x2", "y2"][index]
        let number = try item.number(for: "\(name) in 'curve'")
        if index % 2 == 0, !(0...1).contains(number) {
          throw item.mismatch(
            "a number from 0 to 1 (a Bézier's x stays within the animation)", for: "\(name) in 'curve'")
        }
        numbers.append(Double(number))
      }
      return .curve(.cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
    case .mapping:
      let mapping = try value.mapping(for: "'curve'")
      try mapping.checkKeys(["damping", "velocity"], "in the spring of 'curve'")
      let dampingValue = try mapping.required(
        "damping", "in the spring of 'curve'", expecting: "the damping ratio (1 does not overshoot)")
      let damping = try dampingValue.number(for: "'damping'")
      guard damping > 0 else { throw dampingValue.mismatch("a positive number", for: "'damping'") }
      let limits = SceneLimits.self
      guard (limits.springDampingRange).contains(Double(damping)) else {
        throw dampingValue.mismatch(
          "a damping ratio from \(NumberFormat.exact(limits.springDampingRange.lowerBound)) to "
            + "\(NumberFormat.exact(limits.springDampingRange.upperBound))", for: "'damping'")
      }
      let velocity = try mapping["velocity"].map { value throws(LocatedError) in
        let velocity = try value.number(for: "'velocity'")
        guard abs(Double(velocity)) <= limits.maximumSpringVelocity else {
          throw value.mismatch(
            "a velocity from -\(NumberFormat.exact(limits.maximumSpringVelocity)) to "
              + "\(NumberFormat.exact(limits.maximumSpringVelocity)) (distances per second)", for: "'velocity'")
        }
        return velocity
      }
      return .spring(damping: Double(damping), velocity: Double(velocity ?? 0))
    default:
      guard case .string(let name) = value.scalar else { throw value.mismatch(forms, for: "'curve'") }
      guard let curve = Self.curveNames.first(where: { $0.name == name }) else {
        throw LocatedError(
          at: value.location,
          "unknown curve '\(name)'; expected \(forms)" + Suggestion.didYouMean(name, among: names))
      }
      return .curve(curve.value)
    }
  }

  // MARK: - Changes

  /// `{NODE: {PROPERTY: VALUE, …}, …}`: properties set on nodes, in the order written.
  private func changes(
    _ value: SceneValue, for subject: String, scope: ScriptScope
  ) throws(LocatedError)
    -> [ScriptChange]
  {
    let mapping = try value.mapping(for: subject)
    var changes: [ScriptChange] = []
    for entry in mapping.entries {
      try scope.checkNode(entry.key, at: entry.keyLocation)
      let properties = try entry.value.mapping(for: "the changes of node '\(entry.key)'")
      try properties.checkKeys(Self.scriptPropertyKeys, "in the changes of node '\(entry.key)'") { key in
        // YAML ends a value inside { } at a comma, leaving the rest of an unquoted expression as a key.
        key.contains(")")
          ? "a frame expression with a comma must be quoted inside { }, as in frame: \"final(a) - (width, 0)\""
          : nil
      }
      var assignments: [ScriptAssignment] = []
      for property in properties.entries {
        assignments += try self.assignments(property.key, property.value, scope: scope).map {
          ScriptAssignment($0, location: property.keyLocation)
        }
      }
      changes.append(ScriptChange(node: entry.key, location: entry.keyLocation, assignments: assignments))
    }
    return changes
  }

  /// The values one property key sets (`border` sets a width and a color).
  private func assignments(
    _ key: String, _ value: SceneValue, scope: ScriptScope
  ) throws(LocatedError) -> [ScriptAssignment.Value] {
    let subject = "'\(key)'"
    switch key {
    case "frame":
      return [.frame(try frameExpression(value, scope: scope))]
    case "alpha":
      let alpha = try value.number(for: subject)
      guard (0...1).contains(alpha) else { throw value.mismatch("a number from 0 to 1", for: subject) }
      return [.alpha(alpha)]
    case "backgroundColor":
      return [.backgroundColor(value.isNull ? nil : try color(value, for: subject))]
    case "cornerRadius":
      return [.cornerRadius(try value.nonNegativeNumber(for: subject))]
    case "border":
      let border = try value.mapping(for: subject)
      try border.checkKeys(["width", "color"], "in 'border'")
      var values: [ScriptAssignment.Value] = []
      if let width = border["width"] { values.append(.borderWidth(try width.nonNegativeNumber(for: "'width'"))) }
      if let color = border["color"] {
        values.append(.borderColor(color.isNull ? nil : try self.color(color, for: "'color'")))
      }
      return values
    default:
      return [.transform(try transform(value))]
    }
  }

  /// `identity`, or `{translation: [x, y], scale: S or [sx, sy], rotation: DEGREES}` (keys left out
  /// are the identity's).
  private func transform(_ value: SceneValue) throws(LocatedError) -> NodeTransform {
    if case .string("identity") = value.scalar { return .identity }
    guard case .mapping = value.node else {
      throw value.mismatch("identity or {translation: [x, y], scale, rotation}", for: "'transform'")
    }
    let mapping = try value.mapping(for: "'transform'")
    try mapping.checkKeys(["translation", "scale", "rotation"], "in 'transform'")
    var transform = NodeTransform.identity
    if let translation = mapping["translation"] {
      let point = try point(translation, for: "'translation'")
      transform.translationX = point.x
      transform.translationY = point.y
    }
    if let scale = mapping["scale"] {
      if case .sequence = scale.node {
        let factors = try point(scale, for: "'scale'")
        transform.scaleX = factors.x
        transform.scaleY = factors.y
      } else {
        let factor = try scale.number(for: "'scale'")
        transform.scaleX = factor
        transform.scaleY = factor
      }
    }
    if let rotation = mapping["rotation"] {
      transform.rotation = try rotation.number(for: "'rotation' (degrees)") * .pi / 180
    }
    return transform
  }

  /// A frame: an expression string (see `FrameExpression`) or `[x, y, width, height]`.
  func frameExpression(_ value: SceneValue, scope: ScriptScope) throws(LocatedError) -> FrameExpression {
    if case .sequence = value.node {
      let items = try value.sequence(of: 4, "a frame [x, y, width, height]", for: "'frame'")
      var numbers: [CGFloat] = []
      for (item, name) in zip(items, ["x", "y", "width", "height"]) {
        // A negative size is refused, as a frame expression giving one is when it runs.
        numbers.append(
          name == "width" || name == "height"
            ? try item.nonNegativeNumber(for: "the \(name) in 'frame'") : try item.number(for: "\(name) in 'frame'"))
      }
      return FrameExpression(
        base: .literal(
          x: .number(numbers[0]), y: .number(numbers[1]), width: .number(numbers[2]),
          height: .number(numbers[3])),
        text: "", location: value.location)
    }
    guard case .string(let text) = value.scalar else {
      throw value.mismatch(
        "a frame expression such as \"initial(NODE) + (width, 0)\" or [x, y, width, height]", for: "'frame'")
    }
    let map = ScalarSourceMap(value, lines: lines)
    let parsed: (base: FrameExpression.Base, offsets: [FrameExpression.Offset])
    do {
      parsed = try FrameExpressionParser.parse(text, locate: map.location(of:))
    } catch {
      throw LocatedError(
        at: map.location(of: error.offset), "in frame expression \(SceneValue.quoted(text)): \(error.message)")
    }
    let expression = FrameExpression(base: parsed.base, offsets: parsed.offsets, text: text, location: value.location)
    if let node = expression.node {
      try scope.checkNode(node.name, at: node.location)
    }
    return expression
  }
}
