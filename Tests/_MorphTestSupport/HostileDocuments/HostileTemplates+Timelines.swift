/// Long timelines: storyboards of many steps and pauses up to and past the day a timeline may last,
/// the longest durations, delays and staggers chained through completions, many inserted nodes
/// staggered, the most keyframes and one more, and documents of many transitions.
extension HostileTemplates {
  public static func timelines() -> [Draft] {
    var drafts: [Draft] = []
    // Storyboards going back and forth.
    for steps in [2, 10, 100, 400] {
      let names = (0..<steps).map { $0 % 2 == 0 ? "go" : "back" }
      drafts.append(
        Draft("storyboard of \(steps) steps", twoStates(extra: "storyboard: [\(names.joined(separator: ", "))]\n")))
    }
    // Pauses alone, up to a day and past it.
    for (steps, pause) in [
      (24, "3600"), (25, "3600"), (1, "3600"), (3, "3600.5"), (2000, "43.2"), (2001, "43.2"), (30_000, "0"),
      (40, "0.0001"),
    ] {
      let items = Array(repeating: "{pause: \(pause)}", count: steps).joined(separator: ", ")
      drafts.append(
        Draft("storyboard of \(steps) pauses of \(pause) s", twoStates(extra: "storyboard: [go, \(items)]\n")))
    }
    // Transitions with long pauses between them.
    for (steps, pause) in [(23, "3600"), (30, "3600"), (200, "500")] {
      let items = (0..<steps).map { "{ transition: \($0 % 2 == 0 ? "go" : "back"), pause: \(pause) }" }
      drafts.append(
        Draft(
          "storyboard of \(steps) transitions after \(pause) s",
          twoStates(extra: "storyboard: [\(items.joined(separator: ", "))]\n")))
    }
    // The longest animations, chained through completions.
    for depth in [1, 2, 12, 13, 30] {
      var script = "[{ complete: true }]"
      for _ in 0..<depth {
        script = "[{ animate: { duration: 3600, delay: 3600, changes: { b: { alpha: 0.5 } }, completion: \(script) } }]"
      }
      drafts.append(Draft("completions of an hour and an hour's delay, \(depth) deep", twoStates(animation: script)))
    }
    // Many inserted nodes, staggered.
    for (count, stagger) in [(24, "3600"), (25, "3600"), (200, "1"), (2, "3600"), (500, "0.1")] {
      let names = (0..<count).map { "m\($0)" }
      let nodes =
        "nodes:\n  a: { intrinsicSize: [5, 5] }\n"
        + names.map { "  \($0): { intrinsicSize: [4, 4] }" }.joined(separator: "\n")
      drafts.append(
        Draft(
          "\(count) nodes inserted with a stagger of \(stagger) s",
          twoStates(
            nodes: nodes, two: "{ kind: stack, flexWrap: wrap, children: [a, \(names.joined(separator: ", "))] }",
            animation: "{ effect: slide, duration: 3600, delay: 3600, stagger: \(stagger) }")))
    }
    // The most keyframes, and one more.
    for count in [1000, 1001] {
      let keyframes = (0..<count).map { index in
        "{ relativeStart: \(Double(index) / Double(count)), relativeDuration: \(1 / Double(count)), changes: { b: { alpha: \(index % 2) } } }"
      }
      drafts.append(
        Draft(
          "\(count) keyframes",
          twoStates(
            animation:
              "[{ keyframes: { duration: 3600, keyframes: [\(keyframes.joined(separator: ", "))] } }, { complete: true }]"
          )))
    }
    // Many transitions, each exported to its own files.
    for count in [60] {
      let transitions = (0..<count).map {
        "  t\($0): { from: \($0 % 2 == 0 ? "one" : "two"), to: \($0 % 2 == 0 ? "two" : "one") }"
      }
      drafts.append(
        Draft(
          "\(count) transitions",
          twoStates(extra: "storyboard: [\((0..<count).map { "t\($0)" }.joined(separator: ", "))]\n")
            .replacingOccurrences(
              of: "transitions:\n", with: "transitions:\n" + transitions.joined(separator: "\n") + "\n")))
    }
    return drafts
  }
}
