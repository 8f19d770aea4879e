import Foundation
import Testing

/// One node has one name in every output: for every bundled example and transition between two
/// states, each node `morph layout` prints for the transition's first and last state is an element of
/// that name in `morph timeline` at the transition's start and end (at the same frame at the end: at
/// the start a nested node's subnodes already show their final layout, as on the device) and an
/// element of that name in `morph export`'s SVG.
@Suite struct NodeNamesAcrossOutputsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var transition: String
    var from: String
    var to: String
    var testDescription: String { "\(file) \(transition)" }
  }

  static let cases: [Case] = {
    let files =
      ((try? FileManager.default.contentsOfDirectory(
        atPath: MorphBinary.repository.appendingPathComponent("examples").path)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted().map { "examples/\($0)" }
    guard let listed = try? MorphBinary.run(["list", "--format", "json"] + files),
      let scenes = try? JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]]
    else { return [] }
    return scenes.flatMap { scene in
      ((scene["transitions"] as? [[String: Any]]) ?? []).compactMap { transition in
        guard let file = scene["file"] as? String, let name = transition["name"] as? String,
          let from = transition["from"] as? String, let to = transition["to"] as? String
        else { return nil }
        return Case(file: file, transition: name, from: from, to: to)
      }
    }
  }()

  @Test func everyExampleTransitionIsJoined() {
    #expect(Self.cases.count >= 9)
  }

  @Test(arguments: cases)
  func layoutTimelineAndExportNameANodeAlike(_ scene: Case) throws {
    let timeline = try Self.json(["timeline", scene.file, "--transition", scene.transition, "--format", "json"])
    let samples = try #require(timeline["samples"] as? [[String: Any]])
    let first = try #require(samples.first?["elements"] as? [String: [String: Any]])
    let last = try #require(samples.last?["elements"] as? [String: [String: Any]])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-names-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let export = try MorphBinary.run(
      ["export", scene.file, "--transition", scene.transition, "--format", "svg", "--out", folder.path])
    #expect(export.status == 0, "\(export.error)")
    let svgFile = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
    let svg = try String(contentsOf: folder.appendingPathComponent(svgFile), encoding: .utf8)
    for (state, elements, isEnd) in [(scene.from, first, false), (scene.to, last, true)] {
      let layout = try Self.json(["layout", scene.file, "--state", state, "--format", "json"])
      let frames = try #require(layout["frames"] as? [String: [Double]])
      #expect(!frames.isEmpty)
      for (name, frame) in frames {
        let element = elements[name]
        #expect(element?["present"] as? Bool == true, "\(name) of state \(state) is not in the timeline")
        if isEnd, let sampled = element?["frame"] as? [Double] {
          #expect(
            zip(sampled, frame).allSatisfy { abs($0 - $1) < 0.01 },
            "\(name): layout \(frame), timeline \(sampled) in state \(state)")
        }
        #expect(svg.contains("data-morph-id=\"\(name)\""), "\(name) is not in the SVG")
      }
    }
  }

  private static func json(_ arguments: [String]) throws -> [String: Any] {
    let result = try MorphBinary.run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.error)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }
}
