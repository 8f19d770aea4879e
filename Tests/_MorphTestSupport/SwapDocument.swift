/// A scene document of two states, `one` (laying out `a`) and `two` (laying out `b`), and one
/// transition, `swap`, from `one` to `two`, animated by `steps`: the YAML of its `animation` list,
/// written from column 1 (each line is indented under `animation:`, the first at line 11).
public func swapDocument(animation steps: String) -> String {
  """
  morph: 1
  size: [100, 100]
  states:
    one: { layout: a }
    two: { layout: b }
  transitions:
    swap:
      from: one
      to: two
      animation:

  """ + steps.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
}

/// The swap whose animation changes b but never runs `complete`: Texture keeps its removed node, and
/// Morph plans it with a warning at the transition (line 7, column 3) and a diagnostic naming `a`.
public let unfinishedTransitionDocument = swapDocument(
  animation: "- animate: { duration: 0.3, changes: { b: { alpha: 0.5 } } }")
