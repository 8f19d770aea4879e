/// A scene document whose one transition, `swap` (state `one` → `two`, a swapped for b), animates b
/// but never runs `complete`: Texture keeps its removed node, and Morph plans it with a warning at the
/// transition (line 7, column 3) and a diagnostic naming `a`.
public let unfinishedTransitionDocument = """
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
        - animate: { duration: 0.3, changes: { b: { alpha: 0.5 } } }
  """
