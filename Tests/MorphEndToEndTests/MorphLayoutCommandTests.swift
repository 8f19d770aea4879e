import Foundation
import Testing

/// `morph layout` as people and tools run it: on the examples and on bad documents.
@Suite struct MorphLayoutCommandTests {
  /// Runs `morph layout … --format json` and returns the parsed object.
  func json(_ arguments: String...) throws -> [String: Any] {
    let result = try MorphBinary.run(["layout"] + arguments + ["--format", "json"])
    #expect(result.status == 0)
    #expect(result.errorBesidesRemoteImageWarnings.isEmpty)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return try #require(object as? [String: Any])
  }

  func frames(_ object: [String: Any]) throws -> [String: [Double]] {
    try #require(object["frames"] as? [String: [Double]])
  }

  @Test func laysOutTheSignupForm() throws {
    let name = try json("examples/signup-form.yaml")
    #expect(name["size"] as? [Double] == [375, 200])
    #expect(name["state"] as? String == "name")
    #expect(try frames(name)["nameField"] == [15, 15, 345, 44])
    #expect(try frames(name)["nextButton"] == [15, 69, 345, 44])
    #expect(try frames(name)["ageField"] == nil)
    let age = try json("examples/signup-form.yaml", "--state", "age")
    #expect(try frames(age)["ageField"] == [15, 15, 345, 44])
    #expect(try frames(age)["nextButton"] == [15, 69, 345, 44])
  }

  @Test func laysOutTheProgressBar() throws {
    let quarter = try json("examples/progress-bar.yaml")
    #expect(quarter["size"] as? [Double] == [375, 50])
    #expect(quarter["states"] as? [String] == ["quarter", "threeQuarters"])
    // 25% of 375 is 93.75, ceiled to the @2x pixel grid.
    #expect(try frames(quarter) == ["progress": [0, 0, 94, 50]])
    let threeQuarters = try json("examples/progress-bar.yaml", "--state", "threeQuarters")
    #expect(try frames(threeQuarters) == ["progress": [0, 0, 281.5, 50]])
    let scaled = try json("examples/progress-bar.yaml", "--scale", "4")
    #expect(scaled["scale"] as? Double == 4)
    #expect(try frames(scaled) == ["progress": [0, 0, 93.75, 50]])
  }

  @Test func laysOutTheAnimalCard() throws {
    let card = try json("examples/animal-card.yaml")
    let frames = try frames(card)
    let size = try #require(card["size"] as? [Double])
    #expect(size[0] == 375)
    // The photo is 2/3 as high as wide; the gradient covers it and the blurred photo the whole card.
    #expect(frames["animalImage"] == [0, 0, 375, 250])
    #expect(frames["gradient"] == [0, 0, 375, 250])
    #expect(frames["backgroundImage"] == [0, 0, 375, size[1]])
    // The name sits 16 points from the left and 8 from the photo's bottom.
    let name = try #require(frames["animalName"])
    #expect(name[0] == 16)
    #expect(name[1] + name[3] == 242)
    // The description is inset by 16, 28, 12, 28 below the photo and gives the card its height.
    let description = try #require(frames["animalDescription"])
    #expect(Array(description[0...2]) == [28, 266, 319])
    #expect(250 + 16 + description[3] + 12 == size[1])
  }

  @Test(arguments: ["animal-card.yaml", "progress-bar.yaml", "signup-form.yaml"])
  func printsTheTree(example: String) throws {
    let result = try MorphBinary.run(["layout", "examples/\(example)"])
    #expect(result.status == 0)
    #expect(result.errorBesidesRemoteImageWarnings.isEmpty)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count > 3)
    #expect(lines.dropFirst().first?.hasPrefix("display root [0, 0, 375, ") == true)
  }

  @Test func theTreeShowsSpecsAndNodes() throws {
    let result = try MorphBinary.run(["layout", "examples/signup-form.yaml", "--format", "tree", "--state", "age"])
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(5)) == [
        "Signup form (state age, scale 2)",
        "display root [0, 0, 375, 200]",
        "└─ inset [0, 0, 375, 200]",
        "   └─ stack [15, 15, 345, 170]",
        "      ├─ editableText ageField [15, 15, 345, 44]",
      ])
  }

  /// Bad documents, with the exact message `morph` prints for each.
  static let badScenes = [
    ("wrong-type.yaml", "6:12: error: expected a number for 'spacing', found string \"ten\""),
    (
      "unknown-kind.yaml",
      "4:9: error: unknown kind 'stak'; expected one of: node, spacer, stack, inset, overlay, background, center, relative, ratio, absolute, corner, wrapper; did you mean 'stack'?"
    ),
    (
      "syntax-error.yaml",
      "6:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 5:13)"
    ),
    (
      "node-used-twice.yaml",
      "13:44: error: node 'title' appears twice in the layout of state 'two' (first at 12:11); an element may appear only once in a layout tree"
    ),
    (
      "bad-sequence-item.json",
      "7:27: error: expected a node name or a spec (a mapping with a 'kind') for an item of 'children', found number 42"
    ),
  ]

  @Test(arguments: badScenes)
  func reportsBadDocuments(name: String, message: String) throws {
    let path = "Tests/MorphSceneTests/BadScenes/\(name)"
    let result = try MorphBinary.run(["layout", path, "--format", "json"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error == "\(path):\(message)\n")
  }

  @Test func reportsAnUnknownState() throws {
    let result = try MorphBinary.run(["layout", "examples/signup-form.yaml", "--state", "agee"])
    #expect(result.status == 1)
    #expect(
      result.error
        == "examples/signup-form.yaml:42:3: error: unknown state 'agee'; expected one of: name, age; did you mean 'age'?\n"
    )
  }

  @Test func reportsAMissingFile() throws {
    let result = try MorphBinary.run(["layout", "examples/missing.yaml"])
    #expect(result.status == 1)
    #expect(result.error == "examples/missing.yaml: error: no such file\n")
  }

  @Test func rejectsBadOptions() throws {
    let format = try MorphBinary.run(["layout", "examples/signup-form.yaml", "--format", "svg"])
    #expect(format.status != 0)
    #expect(format.error.contains("--format"))
    let scale = try MorphBinary.run(["layout", "examples/signup-form.yaml", "--scale=-1"])
    #expect(scale.status != 0)
    #expect(scale.output.isEmpty)
  }

  @Test func explainsItself() throws {
    let help = try MorphBinary.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("OVERVIEW: Lays out Texture (AsyncDisplayKit) node trees"))
    #expect(help.output.contains("layout"))
  }
}
