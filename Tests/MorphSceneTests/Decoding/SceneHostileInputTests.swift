import Foundation
import MorphLayout
import MorphPlanning
import Testing
import _MorphTestSupport

@testable import MorphScene

/// Inputs that once crashed, hung or were refused wrongly: they are now read, or refused quickly with
/// a located message. (The bad documents among them are in BadScenes/ and BadScripts/ with their
/// messages.)
@Suite struct SceneHostileInputTests {
  static let header = "morph: 1\nsize: [375, 200]\n"

  @Test func aByteOrderMarkBeforeTheDocumentIsIgnored() throws {
    let document = try SceneDecoder.decode("\u{FEFF}" + Self.header + "name: card\n", file: "bom.yaml")
    #expect(document.name == "card")
    #expect {
      try SceneDecoder.decode("\u{FEFF}" + Self.header + "nmae: card\n", file: "bom.yaml")
    } throws: { error in
      (error as? LocatedError)?.location == FileLocation(file: "bom.yaml", line: 3, column: 1)
    }
  }

  @Test func jsonSurrogatePairEscapesDecode() throws {
    let json = #"{"morph": 1, "size": [375, 200], "name": "smile \ud83d\ude00 \u00e9 \\ud83d"}"#
    let document = try SceneDecoder.decode(json, file: "emoji.json")
    #expect(document.name == "smile 😀 é \\ud83d")
    // Outside double quotes a backslash is itself.
    let yaml = try SceneDecoder.decode(Self.header + #"name: '\ud83d\ude00'"# + "\n", file: "plain.yaml")
    #expect(yaml.name == #"\ud83d\ude00"#)
  }

  @Test func aliasesExpandingBeyondTheNodeLimitAreRefusedBeforeYAMLBuildsNodes() {
    // A 10⁹-node tree used as a mapping key: refused at once, without hashing it.
    var lines = [Self.header + "layout:", "  kind: stack", "  children:", "    - &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1...8 {
      lines.append("    - &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
    }
    lines.append("    - {*a8 : 1}")
    let start = ContinuousClock.now
    #expect(throws: LocatedError.self) { try SceneDecoder.decode(lines.joined(separator: "\n"), file: "bomb.yaml") }
    #expect(ContinuousClock.now - start < .seconds(2))
  }

  @Test func aliasesWithinTheNodeLimitStillDecode() throws {
    let text =
      Self.header + "name: &title Card\nlayout: { kind: stack, children: [{ kind: spacer }] }\n"
      + "states: { one: { layout: { kind: stack, children: [] } }, two: }\ninitial: *title\n"
    #expect {
      try SceneDecoder.decode(text, file: "alias.yaml")
    } throws: { error in
      // The error is at the alias (line 6), not at the anchor (line 3).
      (error as? LocatedError)?.description.hasPrefix("alias.yaml:6:10: error: unknown initial state 'Card'") == true
    }
  }

  @Test func controlCharactersInMessagesAreMadeVisible() {
    #expect(LocatedError.visible("a\u{1B}[31mb\u{7}\tc\u{9B}") == #"a\e[31mb\u{7}\tc\u{9b}"#)
    #expect(LocatedError(file: "x.yaml", "bad \u{1B}").description == #"x.yaml: error: bad \e"#)
  }

  @MainActor
  @Test func aScriptFrameWithANegativeSizeIsALocatedErrorNotATrap() async throws {
    let text =
      Self.header + """
        nodes: { a: { intrinsicSize: [50, 20] }, c: { intrinsicSize: [70, 20] } }
        states: { one: { layout: { kind: stack, children: [a] } }, two: { layout: { kind: stack, children: [a, c] } } }
        transitions:
          go:
            from: one
            to: two
            animation:
              - set: { c: { frame: '[0, 0, 0, 0] - (0, 0, 0, 0.5)' } }
              - complete: true
        """
    let document = try SceneDecoder.decode(text, file: "frame.yaml")
    await #expect {
      _ = try await ScenePlanner(document: document, textMeasurer: AhemTextMeasurer()).timeline()
    } throws: { error in
      (error as? LocatedError)?.message.contains("gives node 'c' a negative height, -0.5, in transition 'go'") == true
    }
  }

  @MainActor
  @Test(
    .disabled(if: TestTiming.isUnderThreadSanitizer, "ThreadSanitizer's bookkeeping grows with memory use"))
  func storyboardsPlanInTimeLinearInTheirSteps() async throws {
    func document(steps: Int) throws -> SceneDocument {
      let list = (0..<steps).map { $0.isMultiple(of: 2) ? "go" : "back" }.joined(separator: ", ")
      return try SceneDecoder.decode(
        Self.header + """
          nodes: { a: { intrinsicSize: [50, 20] }, b: { intrinsicSize: [60, 20] } }
          states: { ab: { layout: { kind: stack, children: [a, b] } }, ba: { layout: { kind: stack, children: [b, a] } } }
          transitions: { go: { from: ab, to: ba }, back: { from: ba, to: ab } }
          storyboard: [\(list)]
          """, file: "long.yaml")
    }
    // Planning runs in a task of its own, so the caller's processor time does not see it: wall time,
    // of a short and a long storyboard measured one right after the other, in a few rounds.
    func time(_ planner: ScenePlanner) async throws -> Double {
      let start = ContinuousClock.now
      _ = try await planner.storyboardTimeline()
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    let short = ScenePlanner(document: try document(steps: 500), textMeasurer: AhemTextMeasurer())
    let long = ScenePlanner(document: try document(steps: 4000), textMeasurer: AhemTextMeasurer())
    _ = try await time(short)
    var rounds: [(short: Double, long: Double)] = []
    for _ in 0..<4 {
      let shortTime = try await time(short)
      rounds.append((shortTime, try await time(long)))
    }
    // Eight times the steps: about eight times the time; quadratic would be sixty-four. The bound is
    // half of that, on the round least stretched by tests running in parallel (the smallest ratio: a
    // pair measured back to back sees about the same load).
    let ratio = rounds.map { $0.long / $0.short }.min()!
    #expect(ratio < 32, "500 and 4000 steps, in seconds: \(rounds)")
  }

  @MainActor
  @Test func morphTimelineRefusesMoreRowsThanItsLimitBeforeSampling() async throws {
    let text =
      Self.header + """
        nodes: { a: { intrinsicSize: [50, 20] } }
        states: { none: { layout: { kind: stack, children: [] } }, one: { layout: { kind: stack, children: [a] } } }
        transitions: { go: { from: none, to: one, animation: [{ animate: { duration: 3600, changes: { a: { alpha: 1 } } } }, { complete: true }] } }
        """
    let planned = try await ScenePlanner(
      document: try SceneDecoder.decode(text, file: "long.yaml"), textMeasurer: AhemTextMeasurer()
    ).timeline()
    let elements = planned.timeline.elements.count
    #expect(throws: Never.self) { try planned.checkSampleCount(planned.defaultSampleTimes, file: "long.yaml") }
    let times = Array(repeating: 0.0, count: PlanningLimits.maximumSampleRows / elements + 1)
    #expect {
      try planned.checkSampleCount(times, file: "long.yaml")
    } throws: { error in
      (error as? LocatedError)?.description
        == "long.yaml: error: sampling \(times.count) times of \(elements) elements prints more than 1000000 rows; "
        + "morph timeline prints at most 1000000 — give fewer times with --at"
    }
  }

  /// A kern within the ±10⁹ every number may reach, on a text of a few characters, lays text out
  /// beyond what exporters write: planning refuses it at the transition, as it does frames beyond
  /// ±10⁹, instead of `morph export` failing file by file without a location.
  @MainActor
  @Test(arguments: ["999999999.9999999", "1000000000", "-1000000000"])
  func textLaidOutBeyondTheExportersRangeIsALocatedPlanningError(kern: String) async throws {
    let text =
      Self.header + """
        nodes:
          a: { intrinsicSize: [50, 20] }
          rich: { type: text, runs: [{ text: "Big ", kern: \(kern) }, { text: small }] }
        states: { one: { layout: { kind: stack, children: [a] } }, two: { layout: { kind: stack, children: [a, rich] } } }
        transitions:
          go: { from: one, to: two }
        """
    let document = try SceneDecoder.decode(text, file: "kern.yaml")
    await #expect {
      _ = try await ScenePlanner(document: document, textMeasurer: AhemTextMeasurer()).timeline()
    } throws: { error in
      guard let error = error as? LocatedError else { return false }
      return error.location == FileLocation(file: "kern.yaml", line: 8, column: 3)
        && error.message.hasPrefix("transition 'go' gives node 'rich' text whose lines, runs or metrics reach ")
    }
  }
}
