/// Deep chains: specs nested in flow and block style near and over the 64-level YAML nesting limit,
/// chains of nodes whose own layouts name the next node near and over the 256-level layout limit,
/// cycles of nodes containing each other, deep completion chains in scripts, and deeply nested
/// frame expressions.
extension HostileTemplates {
  public static func nesting() -> [Draft] {
    var drafts: [Draft] = []
    // Specs nested in flow style: each level is a mapping, and the last `child` a node name.
    for depth in [30, 31, 32, 33, 62, 63, 64, 65, 100, 1000, 5000] {
      let open = String(repeating: "{ kind: inset, insets: 1, child: ", count: depth)
      drafts.append(
        Draft("flow specs nested \(depth) deep", twoStates(two: open + "b" + String(repeating: " }", count: depth))))
    }
    // Sequences nested in sequences, the cheapest way past the YAML nesting limit.
    for depth in [63, 64, 65, 10_000, 100_000] {
      drafts.append(
        Draft(
          "sequences nested \(depth) deep",
          header + "name: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"))
    }
    drafts.append(Draft("unclosed sequences 100000 deep", header + "name: " + String(repeating: "[", count: 100_000)))
    drafts.append(Draft("unclosed mappings 100000 deep", header + "name: " + String(repeating: "{a: ", count: 100_000)))
    // Chains of nodes, each laid out by its own layout holding the next one.
    for length in [100, 254, 255, 256, 257, 300, 2000] {
      var nodes = "nodes:\n"
      for index in 0..<length {
        nodes += "  n\(index): { layout: { kind: inset, insets: 0.5, child: n\(index + 1) } }\n"
      }
      nodes += "  n\(length): { intrinsicSize: [10, 10] }\n"
      drafts.append(Draft("node chain \(length) long", header + nodes + "layout: { kind: stack, children: [n0] }\n"))
    }
    // A chain whose last node is its first: a node containing itself through others.
    for length in [1, 2, 3, 50, 300] {
      var nodes = "nodes:\n"
      for index in 0..<length {
        nodes += "  n\(index): { layout: { kind: stack, children: [n\((index + 1) % length)] } }\n"
      }
      drafts.append(Draft("node cycle \(length) long", header + nodes + "layout: n0\n"))
    }
    // Chains in a transition: the inserted node's chain is laid out only after the change.
    for length in [200, 257] {
      var nodes = "nodes:\n  a: { intrinsicSize: [5, 5] }\n"
      for index in 0..<length {
        nodes += "  n\(index): { layout: { kind: center, child: n\(index + 1) } }\n"
      }
      nodes += "  n\(length): { intrinsicSize: [3, 3] }"
      drafts.append(
        Draft(
          "node chain \(length) long inserted by a transition",
          twoStates(nodes: nodes, two: "{ kind: stack, children: [a, n0] }")))
    }
    // Completion blocks nested in completion blocks.
    for depth in [5, 20, 30, 40] {
      var script = "[{ complete: true }]"
      for _ in 0..<depth {
        script = "[{ animate: { duration: 0.01, changes: { b: { alpha: 0.5 } }, completion: \(script) } }]"
      }
      drafts.append(Draft("completions nested \(depth) deep", twoStates(animation: script)))
    }
    // Frame expressions nested deeply (a string holds at most 10,000 characters).
    for depth in [10, 100, 1000, 4990, 5000] {
      let parens = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
      let expression = "final(b) + (\(parens), 0)"
      drafts.append(
        Draft(
          "frame expression nested \(depth) deep",
          twoStates(animation: "[{ set: { b: { frame: \"\(expression)\" } } }, { complete: true }]")))
    }
    for count in [100, 1000, 4990] {
      let negations = String(repeating: "-", count: count) + "1"
      drafts.append(
        Draft(
          "frame expression negated \(count) times",
          twoStates(animation: "[{ set: { b: { frame: \"final(b) + (\(negations), 0)\" } } }, { complete: true }]")))
    }
    // Long left-leaning sums and products (6 characters a term: at most 1,666 terms in a string).
    for count in [100, 1000, 1600] {
      let sum = Array(repeating: "width", count: count).joined(separator: "+")
      drafts.append(
        Draft(
          "frame expression summing \(count) terms",
          twoStates(animation: "[{ set: { b: { frame: \"final(b) + (0, 0, \(sum), 0)\" } } }, { complete: true }]")))
      let product = Array(repeating: "width", count: count).joined(separator: "*")
      drafts.append(
        Draft(
          "frame expression multiplying \(count) terms",
          twoStates(animation: "[{ set: { b: { frame: \"final(b) + (0, 0, 0, \(product))\" } } }, { complete: true }]"))
      )
    }
    return drafts
  }
}
