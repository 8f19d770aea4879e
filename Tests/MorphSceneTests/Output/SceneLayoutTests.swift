import Foundation
import MorphLayout
@testable import MorphPlanning
import Testing
import _MorphTestSupport

@testable import MorphScene

/// Building scenes and laying them out, with the Ahem measurer: at font size 10 every character is
/// 10 points wide and a line is 10 points tall.
@Suite struct SceneLayoutTests {
  static let signup = """
    morph: 1
    name: Signup
    size: [375, 200]
    nodes:
      nameField: { type: editableText, placeholder: Name, style: { height: 44 } }
      ageField: { type: editableText, placeholder: Age, style: { height: 44 } }
      nextButton: { type: button, title: Next, font: { size: 10 }, style: { height: 44 } }
    states:
      name:
        layout:
          kind: inset
          insets: 15
          child: { kind: stack, direction: vertical, spacing: 10, children: [nameField, nextButton] }
      age:
        nodes:
          nextButton: { alpha: 0.5 }
        layout:
          kind: inset
          insets: 15
          child: { kind: stack, direction: vertical, spacing: 10, children: [ageField, nextButton] }
    """

  func scene(_ text: String) throws -> Scene {
    try SceneBuilder(textMeasurer: AhemTextMeasurer()).build(SceneDecoder.decode(text, file: "test.yaml"))
  }

  func frames(_ layout: LaidOutTree) -> [String: [CGFloat]] {
    Dictionary(uniqueKeysWithValues: layout.frames.map { ($0.name, LaidOutTree.components($0.frame)) })
  }

  @Test func laysOutTheInitialState() throws {
    let layout = try LaidOutTree(scene: scene(Self.signup))
    #expect(layout.state == "name")
    #expect(layout.stateNames == ["name", "age"])
    #expect(layout.size == CGSize(width: 375, height: 200))
    #expect(layout.frames.map(\.name) == ["nameField", "nextButton", "title"])
    #expect(
      frames(layout) == [
        "nameField": [15, 15, 345, 44], "nextButton": [15, 69, 345, 44], "title": [167.5, 86, 40, 10],
      ])
  }

  @Test func statesReconfigureTheSameNodes() throws {
    let scene = try scene(Self.signup)
    let button = try #require(scene.node(named: "nextButton"))
    let age = try LaidOutTree(scene: scene, state: "age")
    #expect(frames(age)["ageField"] == [15, 15, 345, 44])
    #expect(frames(age)["nameField"] == nil)
    #expect(scene.node(named: "nextButton") === button)
    #expect(button.alpha == 0.5)
    #expect(scene.root.subnodes.map(\.name) == ["ageField", "nextButton"])
    let name = try LaidOutTree(scene: scene, state: "name")
    #expect(name.state == "name")
    #expect(button.alpha == 1)
    #expect(scene.root.subnodes.map(\.name) == ["nameField", "nextButton"])
  }

  @Test func printsJSON() throws {
    let layout = try LaidOutTree(scene: scene(Self.signup), state: "age")
    #expect(
      LaidOutTreeFormat.json.format(layout) == """
        {
          "scene": "Signup",
          "state": "age",
          "states": ["name", "age"],
          "scale": 2,
          "size": [375, 200],
          "frames": {
            "ageField": [15, 15, 345, 44],
            "nextButton": [15, 69, 345, 44],
            "title": [167.5, 86, 40, 10]
          }
        }

        """)
  }

  @Test func printsTheTree() throws {
    let layout = try LaidOutTree(scene: scene(Self.signup))
    #expect(
      LaidOutTreeFormat.tree.format(layout) == """
        Signup (state name, scale 2)
        display root [0, 0, 375, 200]
        └─ inset [0, 0, 375, 200]
           └─ stack [15, 15, 345, 170]
              ├─ editableText nameField [15, 15, 345, 44]
              └─ button nextButton [15, 69, 345, 44]
                 └─ stack [15, 69, 345, 44]
                    └─ text title [167.5, 86, 40, 10]

        """)
  }

  @Test func nestedNodesAreInRootCoordinates() throws {
    let layout = try LaidOutTree(
      scene: scene(
        """
        morph: 1
        size: [200, 100]
        nodes:
          card:
            layout:
              kind: inset
              insets: 10
              child: { kind: stack, alignItems: start, children: [label] }
          label: { intrinsicSize: [50, 20] }
        layout: { kind: inset, insets: [5, 7, 5, 7], child: card }
        """))
    #expect(layout.frames.map(\.name) == ["card", "label"])
    #expect(frames(layout) == ["card": [7, 5, 186, 90], "label": [17, 15, 50, 20]])
    #expect(layout.state == nil)
    #expect(LaidOutTreeFormat.json.format(layout).contains(#""state": null,"#))
  }

  @Test func nodeTypesBecomeTheirTextureClasses() throws {
    let scene = try scene(
      """
      morph: 1
      size: [100, 100]
      nodes:
        photo: { type: image, url: "data:image/png;base64,AAAA", intrinsicSize: [40, 30] }
        remote: { type: image, url: "https://example.com/a.png" }
        label: { type: text, text: Hi, font: { size: 10 } }
        field: { type: editableText, text: Hi, maximumNumberOfLines: 1, textContainerInset: 2 }
        button: { type: button, title: Go, contentEdgeInsets: [1, 2, 3, 4] }
      layout: { kind: center, centeringOptions: xy, child: photo }
      """)
    let photo = try #require(scene.node(named: "photo") as? ImageNode)
    #expect(!(photo is NetworkImageNode))
    #expect(
      photo.image?.nodeImage == NodeImage(source: "data:image/png;base64,AAAA", size: CGSize(width: 40, height: 30)))
    let remote = try #require(scene.node(named: "remote") as? NetworkImageNode)
    #expect(remote.url == URL(string: "https://example.com/a.png"))
    #expect(remote.image == nil)
    let label = try #require(scene.node(named: "label") as? TextNode)
    #expect(label.text == "Hi")
    #expect(label.style.ascender == 8)
    let field = try #require(scene.node(named: "field") as? EditableTextNode)
    #expect(field.maximumLinesToDisplay == 1)
    #expect(field.textContainerInset == EdgeInsets(all: 2))
    let button = try #require(scene.node(named: "button") as? ButtonNode)
    #expect(button.title == "Go")
    #expect(button.contentEdgeInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(frames(try LaidOutTree(scene: scene))["photo"] == [30, 35, 40, 30])
  }

  @Test func anExplicitAscenderWinsOverTheFont() throws {
    let scene = try scene(
      "morph: 1\nsize: [1, 1]\nnodes:\n  a: { type: text, font: { size: 10 }, style: { ascender: 3 } }")
    #expect(scene.node(named: "a")?.style.ascender == 3)
    #expect(scene.node(named: "a")?.style.descender == -2)
  }

  @Test func theScaleSnapsFrames() throws {
    let text = """
      morph: 1
      sizeRange: { min: [375, 0], max: [375, inf] }
      root: { style: { height: 50 } }
      nodes:
        progress: { style: { flexBasis: 25% } }
      layout: { kind: stack, children: [progress, { kind: spacer, style: { flexBasis: 75% } }] }
      """
    #expect(frames(try LaidOutTree(scene: scene(text)))["progress"] == [0, 0, 94, 50])
    #expect(frames(try LaidOutTree(scene: scene(text), scale: 4))["progress"] == [0, 0, 93.75, 50])
    #expect(frames(try LaidOutTree(scene: scene("scale: 1\n" + text)))["progress"] == [0, 0, 94, 50])
    #expect(try LaidOutTree(scene: scene("scale: 0\n" + text)).scale == 0)
  }

  @Test func aNameDeclaredNowhereIsAPlainDisplayNode() throws {
    let scene = try scene("morph: 1\nsize: [80, 60]\nlayout: { kind: inset, insets: 10, child: box }")
    let box = try #require(scene.node(named: "box"))
    #expect(box.kindName == "display")
    #expect(frames(try LaidOutTree(scene: scene))["box"] == [10, 10, 60, 40])
  }

  @Test func aLayoutThatIsOneNodeIsWrapped() throws {
    let layout = try LaidOutTree(scene: scene("morph: 1\nsize: [80, 60]\nlayout: box"))
    #expect(frames(layout) == ["box": [0, 0, 80, 60]])
    #expect(layout.root.children.map(\.kind) == ["wrapper"])
  }

  @Test func theRootMayLeaveItsSubnodesAlone() throws {
    let scene = try scene(
      "morph: 1\nsize: [80, 60]\nroot: { automaticallyManagesSubnodes: false, backgroundColor: red }\nlayout: box")
    let layout = try LaidOutTree(scene: scene)
    #expect(scene.root.subnodes.isEmpty)
    #expect(scene.root.backgroundColor?.color == Color(red: 1, green: 0, blue: 0))
    #expect(frames(layout) == ["box": [0, 0, 80, 60]])
  }

  @Test func anUnknownStateIsReportedAtTheStates() throws {
    let scene = try scene(Self.signup)
    #expect {
      try LaidOutTree(scene: scene, state: "agee")
    } throws: { error in
      (error as? LocatedError)?.description
        == "test.yaml:9:3: error: unknown state 'agee'; expected one of: name, age; did you mean 'age'?"
    }
    let stateless = try self.scene("morph: 1\nsize: [1, 1]")
    #expect {
      try LaidOutTree(scene: stateless, state: "any")
    } throws: { error in
      (error as? LocatedError)?.description
        == "test.yaml:1:1: error: unknown state 'any'; the document declares no states"
    }
  }
}
