import Foundation
import MorphPlanning
import Yams

// Yams reads YAML through libyaml's module, CYaml, which every target importing Yams can see. Morph
// reads libyaml's events itself once, before Yams builds its nodes, to bound what aliases repeat.
#if canImport(CYaml)
  import CYaml
#endif

/// YAML aliases, read from libyaml's events before Yams composes the document.
///
/// Yams resolves an alias to the node its anchor names, so a few lines of aliases to aliases stand for a
/// tree of billions of nodes, which Yams then hashes when an alias is a mapping key. The pre-pass counts
/// every node as often as aliases repeat it and refuses the document at the first alias that takes it
/// past ``SceneLimits/maximumNodeCount``, before any node is built. It also keeps where each alias was
/// written, so that errors in an aliased value point at the alias rather than at the anchor.
struct SceneAliases {
  /// Where each alias was written, by the index of its node in document order (aliases counted as one
  /// node each, as libyaml reports them).
  var locations: [Int: Yams.Mark?] = [:]

  /// Reads the document's events; a syntax error stops the pass quietly (Yams then reports it).
  /// - Throws: a `LocatedError` at the alias that makes the document hold more than
  ///   ``SceneLimits/maximumNodeCount`` nodes once aliases are expanded.
  static func scan(_ text: String, file: String) throws(LocatedError) -> SceneAliases {
    var aliases = SceneAliases()
    #if canImport(CYaml)
      guard text.contains("*") else { return aliases }
      var copy = text
      let result: LocatedError? = copy.withUTF8 { bytes in
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        return aliases.read(&parser, file: file)
      }
      if let result { throw result }
    #endif
    return aliases
  }

  #if canImport(CYaml)
    /// Reads the first document's events, counting nodes as expanded.
    private mutating func read(_ parser: inout yaml_parser_t, file: String) -> LocatedError? {
      // The expanded size of each anchored node, and of each open collection with its anchor.
      var sizes: [String: Int] = [:]
      var open: [(anchor: String?, size: Int)] = []
      var total = 0
      var index = 0
      func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
      }
      func close(_ size: Int, anchor: String?) {
        if let anchor { sizes[anchor] = size }
        if !open.isEmpty { open[open.count - 1].size += size }
      }
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
        defer { yaml_event_delete(&event) }
        switch event.type {
        case YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
          return nil
        case YAML_SCALAR_EVENT:
          index += 1
          total += 1
          close(1, anchor: anchorName(event.data.scalar.anchor))
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
          index += 1
          total += 1
          let anchor =
            event.type == YAML_SEQUENCE_START_EVENT
            ? anchorName(event.data.sequence_start.anchor) : anchorName(event.data.mapping_start.anchor)
          open.append((anchor, 1))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          guard let collection = open.popLast() else { return nil }
          close(collection.size, anchor: collection.anchor)
        case YAML_ALIAS_EVENT:
          // An undefined alias is Yams' error to report.
          guard let name = anchorName(event.data.alias.anchor), let size = sizes[name] else { return nil }
          let mark = (line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
          locations[index] = Self.mark(line: mark.line, column: mark.column)
          index += 1
          total += size
          guard total <= SceneLimits.maximumNodeCount else {
            return LocatedError(
              at: FileLocation(file: file, line: mark.line, column: mark.column),
              "more than \(SceneLimits.maximumNodeCount) YAML nodes once this alias of '\(name)' is expanded "
                + "(it repeats \(size)); a scene document holds at most \(SceneLimits.maximumNodeCount) "
                + "mappings, sequences and scalars, counting aliased ones at every use")
          }
          close(size, anchor: nil)
        default:
          break
        }
      }
    }
  #endif

  /// A Yams mark, whose initializer Yams keeps internal: built from its two stored numbers, and nil
  /// should Yams ever lay it out differently.
  private static func mark(line: Int, column: Int) -> Yams.Mark? {
    guard MemoryLayout<Yams.Mark>.size == MemoryLayout<(Int, Int)>.size else { return nil }
    let mark = unsafeBitCast((line, column), to: Yams.Mark.self)
    return mark.line == line && mark.column == column ? mark : nil
  }

  /// The node with each alias's top node marked where the alias was written instead of at its anchor.
  func relocating(_ node: Yams.Node) -> Yams.Node {
    guard !locations.isEmpty else { return node }
    var index = 0
    return relocate(node, &index)
  }

  /// Relocates a node (the `index`th in document order) and its descendants; aliases' insides keep their
  /// anchor's marks.
  private func relocate(_ node: Yams.Node, _ index: inout Int) -> Yams.Node {
    if let entry = locations[index] {
      index += 1
      guard let mark = entry else { return node }
      switch node {
      case .scalar(var scalar):
        scalar.mark = mark
        return .scalar(scalar)
      case .mapping(var mapping):
        mapping.mark = mark
        return .mapping(mapping)
      case .sequence(var sequence):
        sequence.mark = mark
        return .sequence(sequence)
      case .alias:
        return node
      }
    }
    index += 1
    switch node {
    case .scalar, .alias:
      return node
    case .mapping(var mapping):
      for position in mapping.indices {
        let key = relocate(mapping[position].key, &index)
        let value = relocate(mapping[position].value, &index)
        mapping[position] = (key, value)
      }
      return .mapping(mapping)
    case .sequence(var sequence):
      for position in sequence.indices {
        sequence[position] = relocate(sequence[position], &index)
      }
      return .sequence(sequence)
    }
  }
}
