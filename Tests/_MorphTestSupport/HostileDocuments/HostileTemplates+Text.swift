import Foundation

/// Text and encoding: byte order marks (UTF-8's, doubled, inside the document, UTF-16's and UTF-32's),
/// bytes that are not UTF-8, NUL bytes, line endings of every kind, JSON with surrogate escapes paired,
/// lone, reversed and split, and control characters and terminal escapes in every kind of name and
/// text a document holds.
extension HostileTemplates {
  /// A small valid YAML scene with one transition.
  static let plain = twoStates()

  /// The same scene in JSON; `name` is spliced in as written.
  static func json(name: String, node: String = "\"a\"") -> String {
    """
    {"morph": 1, "name": \(name), "size": [375, 200],
     "nodes": {\(node): {"intrinsicSize": [50, 20]}, "b": {"intrinsicSize": [70, 20]}},
     "states": {"one": {"layout": {"kind": "stack", "children": [\(node)]}},
                "two": {"layout": {"kind": "stack", "children": [\(node), "b"]}}},
     "transitions": {"go": {"from": "one", "to": "two", "animation": "default"}}}
    """
  }

  public static func encodings() -> [Draft] {
    let bom = Data([0xEF, 0xBB, 0xBF])
    let body = Data(plain.utf8)
    var drafts: [Draft] = [
      Draft("UTF-8 byte order mark", bytes: bom + body),
      Draft("UTF-8 byte order mark before JSON", bytes: bom + Data(json(name: "\"bom\"").utf8), isJSON: true),
      Draft("two byte order marks", bytes: bom + bom + body),
      Draft("byte order mark after a line", bytes: Data("morph: 1\n".utf8) + bom + Data("size: [1, 1]\n".utf8)),
      Draft(
        "byte order mark inside a name", bytes: Data("morph: 1\nsize: [1, 1]\nname: a".utf8) + bom + Data("b\n".utf8)),
      Draft("byte order mark alone", bytes: bom),
      Draft("UTF-16LE with its byte order mark", bytes: Data([0xFF, 0xFE]) + plain.data(using: .utf16LittleEndian)!),
      Draft("UTF-16BE with its byte order mark", bytes: Data([0xFE, 0xFF]) + plain.data(using: .utf16BigEndian)!),
      Draft("UTF-32LE byte order mark", bytes: Data([0xFF, 0xFE, 0, 0]) + body),
      Draft("a NUL byte in a value", bytes: Data("morph: 1\nsize: [1, 1]\nname: a\u{0}b\n".utf8)),
      Draft("a NUL byte alone", bytes: Data([0])),
      Draft(
        "an overlong encoding of a slash",
        bytes: Data("morph: 1\nsize: [1, 1]\nname: ".utf8) + Data([0xC0, 0xAF, 0x0A])),
      Draft(
        "an encoded surrogate", bytes: Data("morph: 1\nsize: [1, 1]\nname: ".utf8) + Data([0xED, 0xA0, 0x80, 0x0A])),
      Draft("a truncated sequence at the end", bytes: body + Data([0xE2, 0x82])),
      Draft("Latin-1 bytes", bytes: Data("morph: 1\nsize: [1, 1]\nname: caf".utf8) + Data([0xE9, 0x0A])),
      Draft("carriage returns alone", plain.replacingOccurrences(of: "\n", with: "\r")),
      Draft("carriage returns and line feeds", plain.replacingOccurrences(of: "\n", with: "\r\n")),
      Draft("line and paragraph separators", plain.replacingOccurrences(of: "\n", with: "\u{2028}")),
      Draft("next-line characters", plain.replacingOccurrences(of: "\n", with: "\u{85}")),
      Draft("form feeds between lines", plain.replacingOccurrences(of: "\n", with: "\n\u{C}")),
      Draft("tabs for indentation", plain.replacingOccurrences(of: "\n  ", with: "\n\t")),
      Draft("an empty file", ""),
      Draft("only a comment", "# nothing\n"),
      Draft("a document end marker and another document", header + "...\n---\n" + header),
      Draft("two documents", plain + "---\n" + plain),
      Draft("a directive", "%YAML 1.1\n---\n" + plain),
      Draft("an unknown directive", "%FROB x\n---\n" + plain),
      Draft("a tag on the root", "!!str\n" + plain),
      Draft("tags on numbers", header + "scale: !!float .nan\n"),
      Draft("a binary tag", header + "name: !!binary aGVsbG8=\n"),
      Draft("a set", header + "name: !!set { a, b }\n"),
      Draft("a local tag", header + "root: !custom { alpha: 1 }\n"),
      Draft("a complex key", header + "? [a, b]\n: c\n"),
      Draft("a null key", header + "~: 1\n"),
      Draft("an empty key", header + ": 1\n"),
    ]
    // JSON with surrogate escapes: paired, lone, reversed, split and in names and expressions.
    let names = [
      #""\ud83d\ude00""#, #""\ud83d""#, #""\ude00""#, #""\ude00\ud83d""#, #""\ud83d\u0041""#, #""\ud83d\\ude00""#,
      #""\ud83d x \ude00""#, #""\udbff\udfff""#, #""\ud800\udc00""#, #""\uffff\ufffe""#, #""\u0000""#,
      #""\ud83d\ude00\ud83d""#, #""\uD83D\uDE00""#, #""\u00""#, #""\ud83d\ude0""#,
      "\"" + String(repeating: #"\ud83d\ude00"#, count: 3000) + "\"",
      "\"" + String(repeating: #"\ud83d\ude00"#, count: 800) + "\"",
    ]
    for (index, name) in names.enumerated() {
      drafts.append(Draft("JSON surrogate escapes \(index) in the name", json(name: name), isJSON: true))
    }
    for node in [#""\ud83d\ude00""#, #""a\ud83d""#, #""\u0061""#, #""a\u001b[2J""#] {
      drafts.append(Draft("JSON escapes in a node name \(node.count)", json(name: "\"n\"", node: node), isJSON: true))
    }
    drafts.append(
      Draft(
        "JSON surrogates in a frame expression",
        json(name: "\"n\"").replacingOccurrences(
          of: "\"animation\": \"default\"",
          with: #""animation": [{"set": {"b": {"frame": "final(b) + (\ud83d\ude00, 0)"}}}]"#),
        isJSON: true))
    drafts.append(
      Draft(
        "JSON with a trailing comma", json(name: "\"n\"").replacingOccurrences(of: "}}}", with: "},}}"), isJSON: true))
    drafts.append(Draft("JSON numbers too large", json(name: "1e999"), isJSON: true))
    drafts.append(Draft("JSON with comments", "// c\n" + json(name: "\"n\""), isJSON: true))
    return drafts
  }

  /// Control characters and terminal escapes in names, keys, texts, colors and messages.
  public static func controlCharacters() -> [Draft] {
    let escapes = [
      "\u{1B}[31m", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;title\u{7}", "\u{9B}31m", "\u{7}", "\u{8}\u{8}\u{8}", "\u{7F}",
      "\u{1B}P1$r\u{1B}\\", "\u{202E}evil", "\u{200B}", "\u{FEFF}", "\u{1}\u{2}\u{3}", "\u{85}", "\r",
    ]
    var drafts: [Draft] = []
    for (index, escape) in escapes.enumerated() {
      let quoted =
        "\""
        + escape.unicodeScalars.map { scalar in
          scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFEFF
            || scalar.value == 0x202E
            || scalar.value == 0x200B
            ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
              + String(scalar.value, radix: 16)
            : String(scalar)
        }.joined() + "\""
      let inner = String(quoted.dropFirst().dropLast())
      drafts += [
        Draft("escape \(index) in the scene's name", twoStates() + "name: \(quoted)\n"),
        Draft(
          "escape \(index) in a node name", twoStates(nodes: "nodes: { \"a\(inner)\": { intrinsicSize: [1, 1] } }")),
        Draft(
          "escape \(index) in a state name",
          twoStates().replacingOccurrences(of: "  two:\n", with: "  \"two\(inner)\":\n")),
        Draft(
          "escape \(index) in a transition name",
          twoStates().replacingOccurrences(of: "  go:\n", with: "  \"go\(inner)\":\n")),
        Draft("escape \(index) in an unknown key", twoStates() + "\"key\(inner)\": 1\n"),
        Draft("escape \(index) in a text", header + "nodes: { t: { type: text, text: \(quoted) } }\nlayout: t\n"),
        Draft(
          "escape \(index) in a button title and run",
          header + "nodes:\n  t: { type: button, title: \(quoted) }\n  r: { type: text, runs: [{ text: \(quoted) }] }\n"
            + "layout: { kind: stack, children: [t, r] }\n"),
        Draft("escape \(index) in a color", header + "root: { backgroundColor: \(quoted) }\n"),
        Draft("escape \(index) in a kind", header + "layout: { kind: \(quoted) }\n"),
        Draft(
          "escape \(index) in a frame expression",
          twoStates(animation: "[{ set: { b: { frame: \"final(b\(inner))\" } } }]")),
        Draft(
          "escape \(index) in an image file name",
          header + "nodes: { i: { type: image, file: \(quoted) } }\nlayout: i\n"),
        Draft("escape \(index) raw in a name", twoStates() + "name: a\(escape.contains("\r") ? "" : escape)b\n"),
      ]
    }
    return drafts
  }
}
