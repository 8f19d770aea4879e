import Foundation
import Testing

/// `morph list` as people and tools run it: on the examples, on bad documents and bad command lines.
@Suite struct MorphListCommandTests {
  @Test func printsTheSignupFormAsTables() throws {
    let result = try MorphBinary.run(["list", "examples/signup-form.yaml"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(
      result.output == """
        Signup form (examples/signup-form.yaml)

        STATE
        name (initial)
        age

        TRANSITION  FROM  TO    SIZE  ANIMATION
        nameToAge   name  age   -     script
        ageToName   age   name  -     script

        STEP  TRANSITION  PAUSE
        1     nameToAge   0
        2     ageToName   0

        NODE        TYPE
        nameField   editableText
        ageField    editableText
        nextButton  button

        """)
  }

  @Test func printsSeveralDocumentsAsOneJSONArray() throws {
    let result = try MorphBinary.run([
      "list", "examples/animal-card.yaml", "examples/progress-bar.yaml", "--format", "json",
    ])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(
      result.output == """
        [
          {
            "file": "examples/animal-card.yaml",
            "scene": "Animal card",
            "states": [],
            "initialState": null,
            "transitions": [
              {"name": "landscape", "from": null, "to": null, "sizeRange": {"min": [667, 0], "max": [667, null]}, "animation": "morph"},
              {"name": "portrait", "from": null, "to": null, "sizeRange": {"min": [375, 0], "max": [375, null]}, "animation": "morph"}
            ],
            "storyboard": [
              {"transition": "landscape", "pause": 0},
              {"transition": "portrait", "pause": 0.5}
            ],
            "nodes": [
              {"name": "animalImage", "type": "image"},
              {"name": "gradient", "type": "display"},
              {"name": "animalName", "type": "text"},
              {"name": "animalDescription", "type": "text"},
              {"name": "backgroundImage", "type": "image"}
            ]
          },
          {
            "file": "examples/progress-bar.yaml",
            "scene": "Progress bar",
            "states": ["quarter", "threeQuarters"],
            "initialState": "quarter",
            "transitions": [
              {"name": "quarterToThreeQuarters", "from": "quarter", "to": "threeQuarters", "sizeRange": null, "animation": "script"},
              {"name": "threeQuartersToQuarter", "from": "threeQuarters", "to": "quarter", "sizeRange": null, "animation": "script"}
            ],
            "storyboard": [
              {"transition": "quarterToThreeQuarters", "pause": 0},
              {"transition": "threeQuartersToQuarter", "pause": 0}
            ],
            "nodes": [
              {"name": "progress", "type": "display"}
            ]
          }
        ]

        """)
    let array = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
    #expect(array?.map { $0["file"] as? String } == ["examples/animal-card.yaml", "examples/progress-bar.yaml"])
  }

  /// A bad document is reported, located, and skipped; the others are still listed; the status is 1.
  @Test func listsTheGoodDocumentsAndReportsTheBadOnes() throws {
    let result = try MorphBinary.run([
      "list", "Tests/MorphSceneTests/BadScenes/bad-color.yaml", "examples/progress-bar.yaml", "missing.yaml",
    ])
    #expect(result.status == 1)
    #expect(
      result.error == """
        Tests/MorphSceneTests/BadScenes/bad-color.yaml:5:22: error: expected a color (#rgb, #rrggbb, #rrggbbaa \
        or a name such as lightGray) for 'backgroundColor', found string "#12345"
        missing.yaml: error: no such file

        """)
    #expect(result.output.hasPrefix("Progress bar (examples/progress-bar.yaml)\n\nSTATE\nquarter (initial)\n"))
  }

  @Test func onlyBadDocumentsPrintNothingOnStandardOutput() throws {
    let result = try MorphBinary.run(["list", "missing.yaml", "--format", "json"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error == "missing.yaml: error: no such file\n")
  }

  @Test func aWrongCommandLineExitsWithStatus64() throws {
    for arguments in [["list"], ["list", "examples/signup-form.yaml", "--format", "yaml"], ["list", "--frobnicate"]] {
      let result = try MorphBinary.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.output.isEmpty)
    }
  }

  /// The bundled previews executable: `morph` with the catalog of Swift previews the gallery shows.
  static let examplePreviews = MorphBinary.productsDirectory.appendingPathComponent("ExamplePreviews")

  /// Without arguments, a catalog's `list` lists every Swift preview: its transitions (what each
  /// changes is the node's own code), its storyboard, and the nodes its node lays out, named as its
  /// timelines name them.
  @Test func listsEverySwiftPreviewOfTheCatalog() throws {
    let result = try MorphBinary.run(["list", "--format", "json"], executable: Self.examplePreviews)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    let listed = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(listed.map { $0["scene"] as? String } == ["Adoption", "Adoption, accessibility text size"])
    let catalog = MorphBinary.repository.appendingPathComponent("examples/ExamplePreviews/Catalog.swift").path
    #expect(listed.map { $0["file"] as? String } == [catalog, catalog])
    let adoption = try #require(listed.first)
    #expect((adoption["states"] as? [String]) == [])
    let transitions = try #require(adoption["transitions"] as? [[String: Any]])
    #expect(transitions.map { $0["name"] as? String } == ["openDetail", "finishLoading", "backToList"])
    #expect(transitions.map { $0["animation"] as? String } == ["node", "node", "node"])
    let storyboard = try #require(adoption["storyboard"] as? [[String: Any]])
    #expect(storyboard.map { $0["transition"] as? String } == ["openDetail", nil, "finishLoading"])
    #expect(storyboard.map { $0["pause"] as? Double } == [0, 0.3, 0])
    let nodes = try #require(adoption["nodes"] as? [[String: Any]])
    #expect(nodes.map { $0["type"] as? String } == ["display", "display", "table"])
  }

  /// A preview named on the command line is listed beside a document, in the order given, and a name
  /// that is neither a preview nor a readable document is an error while the others are still listed.
  @Test func listsAPreviewByNameBesideADocument() throws {
    let result = try MorphBinary.run(
      ["list", "adoption-ax", "examples/progress-bar.yaml", "missing-preview"], executable: Self.examplePreviews)
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("Adoption, accessibility text size ("))
    #expect(result.output.contains("\n\nProgress bar (examples/progress-bar.yaml)\n"))
    #expect(result.output.contains("openDetail     -     -   -     node\n"))
    #expect(result.error.hasPrefix("missing-preview: error: "))
  }

  /// The hidden command `morph diff` reads from a previews executable built at another revision: every
  /// preview's transitions and storyboard, each timeline archived, planned at the scale it is given.
  @Test func catalogTimelinesArchiveEveryPreviewsTimelines() throws {
    func archive(_ arguments: [String]) throws -> [String: Any] {
      let result = try MorphBinary.run(["_catalog-timelines"] + arguments, executable: Self.examplePreviews)
      #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
      return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }
    let printed = try archive([])
    #expect(printed["morphCatalogTimelines"] as? Int == 1)
    let previews = try #require(printed["previews"] as? [[String: Any]])
    #expect(previews.map { $0["origin"] as? String } == ["adoption", "adoption-ax"])
    let transitions = try #require(previews.first?["transitions"] as? [[String: Any]])
    #expect(transitions.map { $0["name"] as? String } == ["openDetail", "finishLoading", "backToList"])
    #expect(transitions.allSatisfy { ($0["timeline"] as? [String: Any])?["duration"] as? Double ?? 0 > 0 })
    #expect(previews.first?["storyboard"] is [String: Any])
    // The executable's own `timeline` command prints the same duration.
    let timeline = try MorphBinary.run(
      ["timeline", "adoption", "--transition", "openDetail", "--format", "json"], executable: Self.examplePreviews)
    let planned = try #require(try JSONSerialization.jsonObject(with: Data(timeline.output.utf8)) as? [String: Any])
    #expect(planned["duration"] as? Double == (transitions[0]["timeline"] as? [String: Any])?["duration"] as? Double)
    // Planned at another scale, the frames snap elsewhere.
    #expect(try archive(["--scale", "1"]).description != printed.description)
  }
}
