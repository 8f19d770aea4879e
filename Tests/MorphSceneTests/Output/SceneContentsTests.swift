import Foundation
import MorphPlanning
import Testing
import _MorphTestSupport

@testable import MorphScene

/// What `morph list` prints: every state, transition, storyboard step and node of a document, in
/// document order, as tables and as JSON.
@Suite struct SceneContentsTests {
  /// A scene with one of everything: states, a state change by script, Texture's default without
  /// animation, a size change to an exact size and one to a range, a storyboard with a pause alone,
  /// declared, inline and undeclared nodes.
  static let document = """
    morph: 1
    name: Everything
    size: [100, 50]
    nodes:
      title: { type: text, text: Hi }
    states:
      closed:
        layout: { kind: stack, children: [title, badge] }
      open:
        layout:
          kind: stack
          children: [title, { kind: node, name: photo, type: image, intrinsicSize: [20, 20] }]
    initial: open
    transitions:
      opening:
        from: closed
        to: open
        animation:
          - complete: true
      closing: { from: open, to: closed, animated: false, animation: texture }
      wide: { size: [200, 50] }
      free: { sizeRange: { min: [0, 0], max: [300, .inf] }, animation: { preset: texture } }
    storyboard: [opening, { pause: 0.25 }, { transition: closing, pause: 1.5 }]

    """

  static func contents(_ text: String = document, file: String = "everything.yaml") throws -> PlanContents {
    try SceneDecoder.decode(text, file: file).contents()
  }

  static func contents(ofFile path: String) throws -> PlanContents {
    try SceneDecoder.decode(contentsOfFile: path).contents()
  }

  @Test func listsEverythingInDocumentOrder() throws {
    let contents = try Self.contents()
    #expect(contents.name == "Everything")
    #expect(contents.states == ["closed", "open"])
    #expect(contents.initialState == "open")
    #expect(contents.transitions.map(\.name) == ["opening", "closing", "wide", "free"])
    #expect(contents.transitions.map(\.animation) == ["script", "none", "morph", "texture"])
    #expect(contents.storyboard.map(\.transition) == ["opening", nil, "closing"])
    #expect(contents.nodes.map(\.name) == ["title", "photo", "badge"])
    #expect(contents.nodes.map(\.type) == ["text", "image", "display"])
  }

  @Test func printsTables() throws {
    #expect(
      try Self.contents().tableText == """
        Everything (everything.yaml)

        STATE
        closed
        open (initial)

        TRANSITION  FROM    TO      SIZE               ANIMATION
        opening     closed  open    -                  script
        closing     open    closed  -                  none
        wide        -       -       [200, 50]          morph
        free        -       -       [0, 0]…[300, inf]  texture

        STEP  TRANSITION  PAUSE
        1     opening     0
        2     -           0.25
        3     closing     1.5

        NODE   TYPE
        title  text
        photo  image
        badge  display

        """)
  }

  @Test func printsJSON() throws {
    #expect(
      try Self.contents().jsonText == """
        {
          "file": "everything.yaml",
          "scene": "Everything",
          "states": ["closed", "open"],
          "initialState": "open",
          "transitions": [
            {"name": "opening", "from": "closed", "to": "open", "sizeRange": null, "animation": "script"},
            {"name": "closing", "from": "open", "to": "closed", "sizeRange": null, "animation": "none"},
            {"name": "wide", "from": null, "to": null, "sizeRange": {"min": [200, 50], "max": [200, 50]}, "animation": "morph"},
            {"name": "free", "from": null, "to": null, "sizeRange": {"min": [0, 0], "max": [300, null]}, "animation": "texture"}
          ],
          "storyboard": [
            {"transition": "opening", "pause": 0},
            {"transition": null, "pause": 0.25},
            {"transition": "closing", "pause": 1.5}
          ],
          "nodes": [
            {"name": "title", "type": "text"},
            {"name": "photo", "type": "image"},
            {"name": "badge", "type": "display"}
          ]
        }
        """)
    let object = try JSONSerialization.jsonObject(with: Data(try Self.contents().jsonText.utf8))
    #expect((object as? [String: Any])?["initialState"] as? String == "open")
  }

  @Test func anEmptySceneShowsNoneInEveryTable() throws {
    let contents = try Self.contents("morph: 1\nsize: [10, 10]\n", file: "empty.yaml")
    #expect(
      contents.tableText == """
        empty.yaml

        STATE
        (none)

        TRANSITION  FROM  TO  SIZE  ANIMATION
        (none)

        STEP  TRANSITION  PAUSE
        (none)

        NODE  TYPE
        (none)

        """)
    #expect(
      contents.jsonText == """
        {
          "file": "empty.yaml",
          "scene": null,
          "states": [],
          "initialState": null,
          "transitions": [],
          "storyboard": [],
          "nodes": []
        }
        """)
  }

  @Test func formatsSeveralDocuments() throws {
    let empty = try Self.contents("morph: 1\nsize: [10, 10]\n", file: "empty.yaml")
    let tables = PlanContentsFormat.table.format([empty, empty])
    #expect(tables == empty.tableText + "\n" + empty.tableText)
    let json = PlanContentsFormat.json.format([empty, empty])
    #expect(json.hasPrefix("[\n  {\n    \"file\": \"empty.yaml\",\n"))
    #expect(
      json.hasSuffix(
        "\n  },\n  {\n    \"file\": \"empty.yaml\",\n    \"scene\": null,\n"
          + "    \"states\": [],\n    \"initialState\": null,\n    \"transitions\": [],\n    \"storyboard\": [],\n"
          + "    \"nodes\": []\n  }\n]\n"))
    let array = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any]
    #expect(array?.count == 2)
    #expect(PlanContentsFormat.json.format([]) == "[]\n")
  }

  @Test func listsTheExamples() throws {
    let signup = try Self.contents(ofFile: TestFiles.examples.appendingPathComponent("signup-form.yaml").path)
    #expect(signup.states == ["name", "age"])
    #expect(signup.transitions.map(\.name) == ["nameToAge", "ageToName"])
    #expect(signup.nodes.map(\.name) == ["nameField", "ageField", "nextButton"])
    let card = try Self.contents(ofFile: TestFiles.examples.appendingPathComponent("animal-card.yaml").path)
    #expect(card.states.isEmpty)
    #expect(card.transitions.map(\.toState) == [nil, nil])
    #expect(card.storyboard.map(\.pause) == [0, 0.5])
  }

  /// A document is listed only if its scene could be built: every bad document fails with the error
  /// building it gives.
  @Test(arguments: TestFiles.names(in: TestFiles.badScenes))
  func aBadDocumentFailsAsBuildingItDoes(name: String) throws {
    let path = TestFiles.badScenes.appendingPathComponent(name).path
    var expected: LocatedError?
    do {
      _ = try SceneBuilder(textMeasurer: AhemTextMeasurer()).build(contentsOfFile: path)
    } catch {
      expected = error
    }
    #expect(throws: try #require(expected)) { try Self.contents(ofFile: path) }
  }
}
