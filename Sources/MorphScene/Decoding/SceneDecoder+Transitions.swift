import Foundation
import MorphLayout
import MorphPlanning
import MorphTransition

extension SceneDecoder {
  /// The keys of a transition, in documented order.
  static let transitionKeys = ["from", "to", "size", "sizeRange", "animated", "measureAsync", "animation"]

  /// The names of the presets an `animation` string may give, in documented order.
  static let presetNames = ["default", "texture", "identity", "opacity", "scale", "slide"]

  /// The keys of an `animation` mapping, in documented order.
  static let presetKeys = ["preset", "effect", "duration", "delay", "curve", "stagger"]

  /// The names of the effects an `effect` string may give, in documented order.
  static let effectNames = ["identity", "opacity", "scale", "slide"]

  /// The keys of an `effect` mapping, in documented order.
  static let effectKeys = ["move", "scale", "offset", "asymmetric"]

  /// The `transitions` mapping, read once nodes, layouts and states are known.
  /// - Parameters:
  ///   - states: the document's states, which `from` and `to` must name.
  ///   - nodeNames: every node of the scene, which scripts must name.
  func transitions(
    _ value: SceneValue, states: [SceneState], nodeNames: [String]
  ) throws(LocatedError) -> [SceneTransition] {
    let mapping = try value.mapping(for: "'transitions'")
    guard !mapping.entries.isEmpty else {
      throw LocatedError(
        at: mapping.location, "'transitions' is empty; expected at least one transition, or no 'transitions' key")
    }
    var transitions: [SceneTransition] = []
    for entry in mapping.entries {
      guard Self.isValidName(entry.key) else {
        throw LocatedError(
          at: entry.keyLocation,
          "invalid transition name \(SceneValue.quoted(entry.key)); "
            + "a name starts with a letter or '_' and continues with letters, digits, '_' or '-'")
      }
      let scope = ScriptScope(transition: entry.key, nodeNames: nodeNames)
      transitions.append(
        try transition(named: entry.key, at: entry.keyLocation, entry.value, states: states, scope: scope))
    }
    return transitions
  }

  private func transition(
    named name: String, at location: FileLocation, _ value: SceneValue, states: [SceneState], scope: ScriptScope
  ) throws(LocatedError) -> SceneTransition {
    let place = "in transition '\(name)'"
    let mapping = try value.mapping(for: "transition '\(name)'")
    try mapping.checkKeys(Self.transitionKeys, place)
    let change = try transitionChange(mapping, name: name, states: states)
    var transition = SceneTransition(name: name, location: location, change: change)
    transition.isAnimated =
      try mapping["animated"].map { value throws(LocatedError) in
        try value.bool(for: "'animated'")
      } ?? true
    transition.measuresAsynchronously =
      try mapping["measureAsync"].map { value throws(LocatedError) in
        try value.bool(for: "'measureAsync'")
      } ?? false
    if let animation = mapping["animation"] {
      transition.animation = try self.animation(animation, scope: scope)
    }
    return transition
  }

  /// `from` and `to`, or one of `size` and `sizeRange`.
  private func transitionChange(
    _ mapping: SceneMapping, name: String, states: [SceneState]
  ) throws(LocatedError) -> SceneTransitionChange {
    let place = "in transition '\(name)'"
    let sizeKeys = mapping.entries.filter { $0.key == "size" || $0.key == "sizeRange" }
    let stateKeys = mapping.entries.filter { $0.key == "from" || $0.key == "to" }
    if let first = stateKeys.first, let size = sizeKeys.first {
      let later = first.keyLocation < size.keyLocation ? size : first
      throw LocatedError(
        at: later.keyLocation,
        "transition '\(name)' gives both a state change ('\(first.key)') and a size change ('\(size.key)'); "
          + "a transition changes either the state ('from' and 'to') or the size range ('size' or 'sizeRange')")
    }
    if sizeKeys.count == 2 {
      throw LocatedError(
        at: sizeKeys[1].keyLocation, "both 'size' and 'sizeRange' are given \(place); expected exactly one of them")
    }
    if let size = sizeKeys.first {
      if size.key == "size" { return .sizeRange(SizeRange(exactly: try self.size(size.value, for: "'size'"))) }
      return .sizeRange(try sizeRange(size.value))
    }
    guard !stateKeys.isEmpty else {
      throw LocatedError(
        at: mapping.location,
        "transition '\(name)' changes nothing; expected 'from' and 'to' (states) or 'size' or 'sizeRange' "
          + "(a new size range, such as a rotation)")
    }
    let from = try mapping.required("from", place, expecting: "the state the transition starts in")
    let to = try mapping.required("to", place, expecting: "the state the transition ends in")
    return .state(
      from: try stateName(from, key: "from", transition: name, states: states),
      to: try stateName(to, key: "to", transition: name, states: states))
  }

  /// A state's name, which the document must declare.
  private func stateName(
    _ value: SceneValue, key: String, transition: String, states: [SceneState]
  ) throws(LocatedError) -> String {
    let name = try value.text(for: "'\(key)'")
    guard states.contains(where: { $0.name == name }) else {
      let names = states.map(\.name)
      guard !names.isEmpty else {
        throw LocatedError(
          at: value.location,
          "unknown state '\(name)' for '\(key)' in transition '\(transition)'; the document declares no 'states'")
      }
      throw LocatedError(
        at: value.location,
        "unknown state '\(name)' for '\(key)' in transition '\(transition)'; expected one of: "
          + names.joined(separator: ", ") + Suggestion.didYouMean(name, among: names))
    }
    return name
  }

  // MARK: - Animation

  /// `animation`: a preset's name, a preset mapping, or a script (a sequence of steps).
  private func animation(_ value: SceneValue, scope: ScriptScope) throws(LocatedError) -> SceneAnimation {
    switch value.node {
    case .sequence:
      return .script(try script(value, for: "'animation'", scope: scope))
    case .mapping:
      return .preset(try presetMapping(value))
    default:
      guard case .string(let name) = value.scalar else {
        throw value.mismatch(
          "a preset name (\(Self.presetNames.joined(separator: ", "))), a preset mapping or a script (a sequence "
            + "of steps)", for: "'animation'")
      }
      return .preset(try preset(named: name, at: value))
    }
  }

  /// A preset by name.
  private func preset(named name: String, at value: SceneValue) throws(LocatedError) -> ScenePreset {
    switch name {
    case "default": return .default
    case "texture": return .texture(duration: 0.2, delay: 0, curve: .easeInOut)
    default:
      guard Self.effectNames.contains(name) else {
        throw LocatedError(
          at: value.location,
          "unknown preset '\(name)' for 'animation'; expected one of: \(Self.presetNames.joined(separator: ", ")), "
            + "a preset mapping such as {effect: {move: leading}}, or a script (a sequence of steps)"
            + Suggestion.didYouMean(name, among: Self.presetNames))
      }
      return .morph(.morph(transition: try effect(value)))
    }
  }

  /// `{preset, effect, duration, delay, curve, stagger}`.
  private func presetMapping(_ value: SceneValue) throws(LocatedError) -> ScenePreset {
    let mapping = try value.mapping(for: "'animation'")
    try mapping.checkKeys(Self.presetKeys, "in 'animation'")
    let presetValue = mapping["preset"]
    let name =
      try presetValue.map { value throws(LocatedError) in
        try value.choice([("default", "default"), ("texture", "texture")], for: "preset")
      } ?? "default"
    let duration = try mapping["duration"].map { value throws(LocatedError) in
      try value.seconds(for: "'duration'")
    }
    let delay = try mapping["delay"].map { value throws(LocatedError) in try value.seconds(for: "'delay'") }
    if name == "texture" {
      if let other = mapping.entries.first(where: { $0.key == "effect" || $0.key == "stagger" }) {
        throw LocatedError(
          at: other.keyLocation,
          "'\(other.key)' does not apply to Texture's default animation (preset: texture); "
            + "expected only 'duration', 'delay' and 'curve'")
      }
      let curve = try mapping["curve"].map { value throws(LocatedError) in
        try value.choice(AnimationCurve.self, for: "curve")
      }
      return .texture(duration: Double(duration ?? 0.2), delay: Double(delay ?? 0), curve: curve ?? .easeInOut)
    }
    let effect = try mapping["effect"].map { value throws(LocatedError) in try self.effect(value) } ?? .opacity
    let stagger =
      try mapping["stagger"].map { value throws(LocatedError) in
        try value.seconds(for: "'stagger'")
      } ?? 0
    var animation: TransitionAnimation?
    if duration != nil || delay != nil || mapping["curve"] != nil {
      let curve = try mapping["curve"].map { value throws(LocatedError) in try self.curve(value) } ?? .curve(.easeInOut)
      let seconds = Double(duration ?? 0.2)
      animation = TransitionAnimation(
        duration: seconds, delay: Double(delay ?? 0), curve: curve.timingCurve(duration: seconds))
    }
    return .morph(.morph(animation: animation, transition: effect, stagger: Double(stagger)))
  }

  /// An effect: a name, `{move: EDGE}`, `{scale: FACTOR}`, `{offset: [x, y]}`,
  /// `{asymmetric: {insertion: EFFECT, removal: EFFECT}}`, or a sequence of effects combined.
  private func effect(_ value: SceneValue) throws(LocatedError) -> SubnodeTransition {
    switch value.node {
    case .sequence:
      let items = try value.sequence(for: "'effect'")
      guard let first = items.first else {
        throw value.mismatch("an effect or a non-empty sequence of effects to combine", for: "'effect'")
      }
      var combined = try effect(first)
      for item in items.dropFirst() {
        combined = combined.combined(with: try effect(item))
      }
      return combined
    case .mapping:
      let mapping = try value.mapping(for: "'effect'")
      try mapping.checkKeys(Self.effectKeys, "in 'effect'")
      guard mapping.entries.count == 1, let entry = mapping.entries.first else {
        throw LocatedError(
          at: mapping.location,
          "expected exactly one of \(Self.effectKeys.joined(separator: ", ")) in 'effect', found "
            + (mapping.entries.isEmpty ? "none" : mapping.entries.map { "'\($0.key)'" }.joined(separator: " and ")))
      }
      switch entry.key {
      case "move":
        return .move(edge: try entry.value.choice(Self.edges, for: "move"))
      case "scale":
        return .scale(scale: try entry.value.nonNegativeNumber(for: "'scale'"))
      case "offset":
        let offset = try point(entry.value, for: "'offset'")
        return .offset(x: offset.x, y: offset.y)
      default:
        let sides = try entry.value.mapping(for: "'asymmetric'")
        try sides.checkKeys(["insertion", "removal"], "in 'asymmetric'")
        let insertion = try sides.required("insertion", "in 'asymmetric'", expecting: "an effect")
        let removal = try sides.required("removal", "in 'asymmetric'", expecting: "an effect")
        return .asymmetric(insertion: try effect(insertion), removal: try effect(removal))
      }
    default:
      return try value.choice(
        [("identity", .identity), ("opacity", .opacity), ("scale", .scale), ("slide", .slide)], for: "effect")
    }
  }

  /// The edges `move` takes, in SwiftUI's spelling.
  static let edges: [(name: String, value: Edge)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
  ]

  // MARK: - Storyboard

  /// `storyboard`: transition names, `{transition: NAME, pause: SECONDS}` or `{pause: SECONDS}`, in
  /// order. Every transition must exist, and a state change must start in the state the storyboard
  /// is in (the first one's `from` to begin with).
  func storyboard(
    _ value: SceneValue, transitions: [SceneTransition]
  ) throws(LocatedError) -> [SceneStoryboardStep] {
    let items = try value.sequence(for: "'storyboard'")
    guard !items.isEmpty else {
      throw LocatedError(
        at: value.location, "'storyboard' is empty; expected at least one transition name, or no 'storyboard' key")
    }
    var steps: [SceneStoryboardStep] = []
    var state: (name: String, after: String?)?
    for item in items {
      let step = try storyboardStep(item)
      if let name = step.transition {
        guard let transition = transitions.first(where: { $0.name == name }) else {
          let names = transitions.map(\.name)
          throw LocatedError(
            at: step.location,
            "unknown transition '\(name)' in 'storyboard'; "
              + (names.isEmpty
                ? "the document declares no 'transitions'"
                : "expected one of: \(names.joined(separator: ", "))" + Suggestion.didYouMean(name, among: names)))
        }
        if let from = transition.fromState, let to = transition.toState {
          if let state, state.name != from {
            throw LocatedError(
              at: step.location,
              "transition '\(name)' starts in state '\(from)', but the storyboard is in state '\(state.name)' "
                + (state.after.map { "after '\($0)'" } ?? "here"))
          }
          state = (to, name)
        }
      }
      steps.append(step)
    }
    return steps
  }

  private func storyboardStep(_ value: SceneValue) throws(LocatedError) -> SceneStoryboardStep {
    if case .string(let name) = value.scalar {
      return SceneStoryboardStep(transition: name, location: value.location)
    }
    guard case .mapping = value.node else {
      throw value.mismatch(
        "a transition name, {transition: NAME, pause: SECONDS} or {pause: SECONDS}", for: "an item of 'storyboard'")
    }
    let mapping = try value.mapping(for: "an item of 'storyboard'")
    try mapping.checkKeys(["transition", "pause"], "in an item of 'storyboard'")
    let pause = try mapping["pause"].map { value throws(LocatedError) in try value.seconds(for: "'pause'") }
    guard let nameValue = mapping["transition"] else {
      guard let pause else {
        throw LocatedError(
          at: mapping.location, "missing 'transition' or 'pause' in an item of 'storyboard'; expected at least one")
      }
      return SceneStoryboardStep(transition: nil, pause: Double(pause), location: mapping.location)
    }
    return SceneStoryboardStep(
      transition: try nameValue.text(for: "'transition'"), pause: Double(pause ?? 0), location: nameValue.location)
  }
}
