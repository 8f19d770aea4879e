import Foundation
import MorphPlanning
import Testing

@testable import MorphScene

/// Each of ``SceneLimits`` is enforced with a located message, and a document just within a limit
/// still decodes. (The nesting depth, the scale and the longest duration, delay and pause have documents
/// of their own in BadScenes/ and BadScripts/.)
@Suite struct SceneLimitsTests {
  static func message(_ text: String) -> String? {
    do {
      _ = try SceneDecoder.decode(text, file: "big.yaml")
      return nil
    } catch {
      return error.description
    }
  }

  static let header = "morph: 1\nsize: [375, 200]\n"

  @Test func aDocumentLargerThan10MiBIsRefusedBeforeParsing() {
    let text = Self.header + "# " + String(repeating: "x", count: SceneLimits.maximumFileSize)
    #expect(
      Self.message(text)
        == "big.yaml: error: the file is \(text.utf8.count) bytes; a scene document is at most 10485760 bytes (10 MiB)")
  }

  @Test func aFileLargerThan10MiBIsRefusedBeforeReading() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-big-\(UUID().uuidString).yaml")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(count: SceneLimits.maximumFileSize + 1).write(to: url)
    #expect {
      try SceneDecoder.decode(contentsOfFile: url.path)
    } throws: { error in
      (error as? LocatedError)?.description
        == "\(url.path): error: the file is 10485761 bytes; a scene document is at most 10485760 bytes (10 MiB)"
    }
  }

  @Test func moreThan100000YAMLNodesAreRefusedAtTheFirstOneTooMany() {
    // The document, `size` and its sequence and two numbers, `morph` and 1, `name` and the sequence: 9.
    let items = SceneLimits.maximumNodeCount - 9 + 1
    let text = Self.header + "name: [" + Array(repeating: "0", count: items).joined(separator: ",") + "]\n"
    #expect(
      Self.message(text)
        == "big.yaml:3:\(8 + 2 * (items - 1)): error: more than 100000 YAML nodes; a scene document holds at most "
        + "100000 mappings, sequences and scalars")
    let within = Self.header + "name: [" + Array(repeating: "0", count: items - 1).joined(separator: ",") + "]\n"
    #expect(Self.message(within)?.contains("YAML nodes") == false)
  }

  @Test func stringsLongerThan10000CharactersAreRefused() {
    let long = String(repeating: "é", count: SceneLimits.maximumStringLength + 1)
    #expect(
      Self.message(Self.header + "name: \(long)\n")
        == "big.yaml:3:7: error: a string of 10001 characters; a string holds at most 10000 characters")
    #expect(Self.message(Self.header + "name: \(long.dropLast())\n") == nil)
  }

  @Test func moreThan1000KeyframesAreRefusedAtTheFirstOneTooMany() {
    func document(keyframes count: Int) -> String {
      """
      morph: 1
      size: [300, 100]
      nodes: { a: { intrinsicSize: [50, 20] } }
      states:
        one: { layout: a }
        two: { layout: a }
      transitions:
        go:
          from: one
          to: two
          animation:
            - keyframes:
                duration: 1
                keyframes:

      """ + String(repeating: "          - { relativeStart: 0, relativeDuration: 1 }\n", count: count)
    }
    #expect(
      Self.message(document(keyframes: SceneLimits.maximumKeyframeCount + 1))
        == "big.yaml:1015:13: error: more than 1000 keyframes; a 'keyframes' step holds at most 1000")
    #expect(Self.message(document(keyframes: SceneLimits.maximumKeyframeCount)) == nil)
  }
}
