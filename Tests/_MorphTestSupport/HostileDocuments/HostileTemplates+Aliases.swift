/// YAML anchors and aliases: aliases used as values, as mapping keys and as merge keys, aliases of
/// aliases nested into billion-laughs trees of every size around the node limit, undefined and
/// self-referring anchors, and anchored layouts reused where a node may appear only once.
extension HostileTemplates {
  public static func aliases() -> [Draft] {
    var drafts: [Draft] = []
    // Billion laughs: levels of `width` aliases to the level below, as a value and as a key.
    for (width, levels) in [(2, 10), (3, 10), (10, 4), (10, 5), (10, 6), (10, 9), (100, 3), (316, 2), (317, 2)] {
      var lines = ["  l0: &l0 [x, x, x, x, x, x, x, x, x, x]"]
      for level in 1...levels {
        lines.append(
          "  l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: width).joined(separator: ", ") + "]")
      }
      let table = "anchors:\n" + lines.joined(separator: "\n") + "\n"
      drafts.append(Draft("billion laughs \(width)^\(levels) as a value", header + table + "name: *l\(levels)\n"))
      drafts.append(Draft("billion laughs \(width)^\(levels) as a key", header + table + "root: { *l\(levels) : 1 }\n"))
    }
    // Laughs of layout specs: stacks of stacks of one anchored spacer, in states and the layout.
    for (width, levels) in [(10, 3), (10, 4), (10, 5), (2, 13), (2, 15), (2, 17), (40, 3)] {
      var lines = ["    - &s0 { kind: spacer }"]
      for level in 1...levels {
        lines.append(
          "    - &s\(level) { kind: stack, children: ["
            + Array(repeating: "*s\(level - 1)", count: width).joined(separator: ", ") + "] }")
      }
      drafts.append(
        Draft(
          "spec laughs \(width)^\(levels) in a layout",
          twoStates(
            one: "{ kind: stack, children: [a] }",
            two: "\n      kind: stack\n      children:\n" + lines.map { "    " + $0 }.joined(separator: "\n")
              + "\n        - a\n        - b")))
    }
    // Aliases as keys and values where names and numbers are expected.
    drafts += [
      Draft("alias as a node name key", header + "nodes:\n  a: &n { intrinsicSize: [1, 1] }\n  *n : {}\n"),
      Draft("alias of a scalar as a key", header + "name: &k nodes\n*k : { a: }\n"),
      Draft("alias of a sequence as a key", header + "x: &s [1, 2]\nroot: { *s : 1 }\n"),
      Draft("alias as a key of a style", header + "x: &w width\nroot: { style: { *w : 10 } }\n"),
      Draft("alias to an undefined anchor", header + "name: *nowhere\n"),
      Draft("alias before its anchor", header + "name: *later\nroot: &later { alpha: 1 }\n"),
      Draft("anchor on the document", "&doc\n" + header + "name: card\n"),
      Draft("alias of the whole document inside itself", "&doc { morph: 1, size: [1, 1], name: *doc }\n"),
      Draft("merge key of a mapping", header + "base: &b { alpha: 0.5 }\nroot: { <<: *b }\n"),
      Draft(
        "merge key of many mappings",
        header + "b1: &b1 { alpha: 1 }\nb2: &b2 { cornerRadius: 2 }\nroot: { <<: [*b1, *b2] }\n"),
      Draft("anchored size reused", "morph: 1\nsize: &s [375, 200]\ntransitions: { t: { size: *s } }\n"),
      Draft("anchored number in every field", "morph: 1\nsize: [&n 1e308, *n]\n"),
      Draft("anchored nan in a size", "morph: 1\nsize: [&n .nan, *n]\n"),
      Draft(
        "anchored layout reused by two states",
        twoStates(one: "&l { kind: stack, children: [a, b] }", two: "*l")),
      Draft(
        "anchored layout reused twice in one tree",
        twoStates(one: "{ kind: stack, children: [&s { kind: inset, child: a }, *s] }")),
      Draft(
        "anchored script reused as a completion",
        twoStates(animation: "&s [ { animate: { duration: 0.2, changes: { b: { alpha: 1 } } } }, { complete: true } ]")
          + "  again: { from: one, to: two, animation: *s }\n"),
      Draft("alias of a key's anchor inside the same mapping", header + "root: { &k alpha : 1, *k : 0.5 }\n"),
      Draft("anchor names of odd characters", header + "name: &a\u{1B}[31m red\n"),
      Draft(
        "thousands of aliases to one anchor",
        header + "x: &a 1\nnames: [" + Array(repeating: "*a", count: 20_000).joined(separator: ",") + "]\n"),
    ]
    return drafts
  }
}
