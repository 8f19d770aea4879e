import Foundation
import Testing
import _MorphTestSupport

/// `morph timeline` as people and tools run it: on the examples and on bad documents.
@Suite struct MorphTimelineCommandTests {
  /// Runs `morph timeline … --format json` and returns the parsed object.
  func json(_ arguments: String...) throws -> [String: Any] {
    let result = try MorphBinary.run(["timeline"] + arguments + ["--format", "json"])
    #expect(result.status == 0)
    #expect(result.errorBesidesRemoteImageWarnings.isEmpty)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return try #require(object as? [String: Any])
  }

  /// The `elements` of each sample of a JSON timeline, by time.
  func samples(_ object: [String: Any]) throws -> [(time: Double, elements: [String: [String: Any]])] {
    let samples = try #require(object["samples"] as? [[String: Any]])
    return try samples.map { sample in
      (try #require(sample["time"] as? Double), try #require(sample["elements"] as? [String: [String: Any]]))
    }
  }

  /// Writes a document to a temporary file and returns its path.
  func temporaryDocument(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-timeline-\(UUID().uuidString).yaml")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// ProgressBarNode's transition, exactly: 0.5 s ease-out from the initial frame at alpha 0.
  @Test func printsTheProgressBarTable() throws {
    let result = try MorphBinary.run(["timeline", "examples/progress-bar.yaml", "--at", "0, 0.25,0.5"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(
      result.output == """
        transition root 0–0.5
          inserted: none
          removed:  none
          moved:    none

        t = 0
          element          x         y     width    height     alpha
          root             0         0       375        50         1
          progress         0         0        94        50         0

        t = 0.25
          element          x         y     width    height     alpha
          root             0         0       375        50         1
          progress         0         0  222.3706        50    0.6846

        t = 0.5
          element          x         y     width    height     alpha
          root             0         0       375        50         1
          progress         0         0     281.5        50         1

        """)
  }

  /// A time past the end shows the end state under the time asked for, not the end's time.
  @Test func timesPastTheEndKeepTheirLabels() throws {
    let result = try MorphBinary.run(["timeline", "examples/progress-bar.yaml", "--at", "0.5,1,2.25"])
    #expect(result.status == 0)
    let labels = result.output.split(separator: "\n").filter { $0.hasPrefix("t = ") }
    #expect(labels == ["t = 0.5", "t = 1", "t = 2.25"])
    let progressRows = result.output.split(separator: "\n").filter { $0.contains("progress") }
    #expect(Set(progressRows).count == 1, "every time at or past the end shows the end state")
  }

  /// A negative time is a clear error about the option, whichever way it is written.
  @Test(arguments: [["--at", "-0.1"], ["--at=-0.1"], ["--at", "0,-2"]])
  func negativeTimesAreRefused(arguments: [String]) throws {
    let result = try MorphBinary.run(["timeline", "examples/progress-bar.yaml"] + arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("--at takes times in seconds that are not negative"))
  }

  /// By default the first transition, sampled every 0.1 s up to its end.
  @Test func plansTheFirstTransitionByDefault() throws {
    let result = try MorphBinary.run(["timeline", "examples/signup-form.yaml"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "transition root 0–0.4", "  inserted: ageField", "  removed:  nameField", "  moved:    none",
      ])
    #expect(lines.filter { $0.hasPrefix("t = ") } == ["t = 0", "t = 0.1", "t = 0.2", "t = 0.3", "t = 0.4"])
    #expect(lines.contains("  ageField         360        15       345        44         0"))
    #expect(lines.contains("  ageField       187.5        15       345        44       0.5"))
    #expect(lines.contains("  nameField          -         -         -         -         -"))
  }

  @Test func plansANamedTransitionAsJSON() throws {
    let object = try json("examples/signup-form.yaml", "--transition", "ageToName", "--at", "0,0.2,0.4")
    #expect(object["scene"] as? String == "Signup form")
    #expect(object["transition"] as? String == "ageToName")
    #expect(object["duration"] as? Double == 0.4)
    let transitions = try #require(object["transitions"] as? [[String: Any]])
    #expect(transitions.count == 1)
    #expect(transitions.first?["inserted"] as? [String] == ["nameField"])
    #expect(transitions.first?["removed"] as? [String] == ["ageField"])
    #expect(transitions.first?["completion"] as? Double == 0.4)
    let samples = try samples(object)
    #expect(samples.map(\.time) == [0, 0.2, 0.4])
    #expect(samples[0].elements["nameField"]?["frame"] as? [Double] == [360, 15, 345, 44])
    #expect(samples[0].elements["nameField"]?["alpha"] as? Double == 0)
    #expect(samples[1].elements["ageField"]?["frame"] as? [Double] == [-157.5, 15, 345, 44])
    #expect(samples[2].elements["ageField"]?["present"] as? Bool == false)
    #expect(samples[2].elements["nameField"]?["present"] as? Bool == true)
  }

  @Test func plansTheStoryboardWithMarkers() throws {
    let object = try json("examples/signup-form.yaml", "--storyboard")
    #expect(object["transition"] is NSNull)
    #expect(object["duration"] as? Double == 0.8)
    let markers = try #require(object["markers"] as? [[String: Any]])
    #expect(markers.map { $0["label"] as? String } == ["nameToAge", "ageToName"])
    #expect(markers.map { $0["time"] as? Double } == [0, 0.4])
    #expect(try samples(object).map(\.time) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
  }

  /// The animal card rotates: the root and the photo take the landscape width with Morph's default.
  @Test func rotatesTheAnimalCard() throws {
    let object = try json("examples/animal-card.yaml", "--transition", "landscape")
    let samples = try samples(object)
    let start = try #require(samples.first?.elements)
    let end = try #require(samples.last?.elements)
    #expect((start["root"]?["frame"] as? [Double])?[2] == 375)
    #expect((end["root"]?["frame"] as? [Double])?[2] == 667)
    #expect(end["animalImage"]?["frame"] as? [Double] == [0, 0, 667, 444.5])
    let storyboard = try json("examples/animal-card.yaml", "--storyboard", "--at", "1.2")
    #expect((try self.samples(storyboard).first?.elements["root"]?["frame"] as? [Double])?[2] == 375)
  }

  @Test func reportsAnUnknownTransition() throws {
    let result = try MorphBinary.run(["timeline", "examples/signup-form.yaml", "--transition", "nameToAgee"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.error
        == "examples/signup-form.yaml:59:3: error: unknown transition 'nameToAgee'; expected one of: nameToAge, "
        + "ageToName; did you mean 'nameToAge'?\n")
  }

  @Test func reportsABadScriptInsideItsExpression() throws {
    let path = try temporaryDocument(
      swapDocument(
        animation: """
          - set:
              b:
                frame: initial(a) + (width, 0
          - complete: true
          """))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try MorphBinary.run(["timeline", path])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.error
        == "\(path):13:42: error: in frame expression \"initial(a) + (width, 0\": expected ',' or ')' in the offset, "
        + "found the end of the expression\n")
  }

  @Test func plansAnUnfinishedTransitionWithAWarning() throws {
    let path = try temporaryDocument(unfinishedTransitionDocument)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try MorphBinary.run(["timeline", path, "--at", "0.3"])
    #expect(result.status == 0, "Texture accepts it: the removed node stays")
    #expect(
      result.error
        == "\(path):7:3: warning: transition 'swap' never finished: its animation never runs 'complete', so "
        + "completeTransition(_:) is never called and its removed nodes (a) stay, as in Texture; add a 'complete' "
        + "step to remove them\n")
    #expect(result.output.contains("transition root 0–never completed\n"))
    #expect(result.output.contains("diagnostic: <display> at 0 s: the layout transition never finished: "))
    let json = try MorphBinary.run(["timeline", path, "--at", "0.3", "--format", "json"])
    #expect(json.output.contains("  \"diagnostics\": [\n    {\"node\": \"<display>\", \"time\": 0, \"message\": "))
  }

  @Test func reportsDocumentErrorsAsLayoutDoes() throws {
    let path = "Tests/MorphSceneTests/BadScenes/wrong-type.yaml"
    let bad = try MorphBinary.run(["timeline", path])
    #expect(bad.status == 1)
    #expect(bad.error == "\(path):6:12: error: expected a number for 'spacing', found string \"ten\"\n")
    let plain = try temporaryDocument("morph: 1\nsize: [100, 100]\nlayout: a\n")
    defer { try? FileManager.default.removeItem(atPath: plain) }
    let none = try MorphBinary.run(["timeline", plain])
    #expect(none.status == 1)
    #expect(none.error == "\(plain): error: the document declares no transitions; add a 'transitions' section\n")
    let noStoryboard = try MorphBinary.run(["timeline", plain, "--storyboard"])
    #expect(noStoryboard.error == "\(plain): error: the document has no 'storyboard'; add one to plan it\n")
  }

  @Test func rejectsBadOptions() throws {
    let times = try MorphBinary.run(["timeline", "examples/signup-form.yaml", "--at", "0,soon"])
    #expect(times.status != 0)
    #expect(times.output.isEmpty)
    #expect(times.error.contains("--at takes times in seconds that are not negative"))
    let both = try MorphBinary.run([
      "timeline", "examples/signup-form.yaml", "--storyboard", "--transition", "nameToAge",
    ])
    #expect(both.status != 0)
    #expect(both.error.contains("give --transition or --storyboard, not both"))
    let format = try MorphBinary.run(["timeline", "examples/signup-form.yaml", "--format", "svg"])
    #expect(format.status != 0)
  }

  @Test func isASubcommand() throws {
    let help = try MorphBinary.run(["--help"])
    #expect(help.output.contains("timeline"))
    let own = try MorphBinary.run(["timeline", "--help"])
    #expect(own.status == 0)
    #expect(own.output.contains("--storyboard"))
  }

  /// A day-long storyboard has 864,001 default sample times: more rows than `morph timeline` prints,
  /// refused with one message before any row is computed.
  @Test func aTableBeyondTheRowLimitIsRefusedBeforeSampling() throws {
    let path = try temporaryDocument(
      """
      morph: 1
      size: [300, 100]
      nodes: { a: { intrinsicSize: [50, 20] }, b: { intrinsicSize: [60, 20] } }
      states: { ab: { layout: { kind: stack, children: [a, b] } }, ba: { layout: { kind: stack, children: [b, a] } } }
      transitions: { go: { from: ab, to: ba } }
      storyboard: [go\(String(repeating: ", { pause: 3599 }", count: 24))]
      """)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let start = ContinuousClock.now
    let result = try MorphBinary.run(["timeline", path, "--storyboard"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.error
        == "\(path): error: sampling 863763 times of 3 elements prints more than 1000000 rows; morph timeline prints "
        + "at most 1000000 — give fewer times with --at\n")
    #expect(ContinuousClock.now - start < .seconds(20))
    let few = try MorphBinary.run(["timeline", path, "--storyboard", "--at", "0,86000"])
    #expect(few.status == 0, "\(few.error)")
  }
}
