import Foundation
import MorphLayout
import MorphPlanning
import Testing

@testable import MorphScene

/// Decoding documents into the model: every key, every spec kind, states, sizes and locations.
@Suite struct SceneDecoderTests {
  static let everyStyleKey = """
    morph: 1
    size: [1, 1]
    nodes:
      a:
        style:
          width: 10
          height: 50%
          minWidth: 12pt
          maxWidth: auto
          minHeight: 1.5
          maxHeight: 100%
          flexBasis: 25%
          flexGrow: 1
          flexShrink: 0.5
          spacingBefore: -2
          spacingAfter: 3
          ascender: 8
          descender: -2
          alignSelf: center
          layoutPosition: [4, 5]
      b:
        style: { preferredSize: [20, 30] }
    """

  static let everyNodeType = """
    morph: 1
    size: [1, 1]
    root:
      backgroundColor: "#fff"
      automaticallyManagesSubnodes: false
      style: { height: 50 }
    nodes:
      plain:
      box:
        intrinsicSize: [10, 20]
        backgroundColor: "#ff000080"
        alpha: 0.5
        cornerRadius: 4
        border: { width: 1, color: lightGray }
        clipsToBounds: true
      label:
        type: text
        text: Hello
        font: { family: DejaVu Serif, size: 20, weight: bold }
        color: "#333"
        alignment: center
        maximumNumberOfLines: 2
        lineSpacing: 3
        truncationToken: "..."
      photo: { type: image, url: "data:image/png;base64,AAAA", intrinsicSize: [40, 30] }
      button: { type: button, title: Go, contentEdgeInsets: { top: 4, left: 8 }, font: { weight: 600 } }
      field:
        type: editableText
        text: Ann
        placeholder: Name
        placeholderColor: gray
        textContainerInset: 6
    """

  static let everySpecKind = """
    morph: 1
    size: [1, 1]
    layout:
      kind: wrapper
      children:
        - kind: stack
          direction: vertical
          spacing: 4
          justifyContent: spaceBetween
          alignItems: baselineFirst
          flexWrap: wrap
          alignContent: stretch
          lineSpacing: 2
          horizontalAlignment: middle
          verticalAlignment: bottom
          style: { flexGrow: 1 }
          children: [a, { kind: spacer, style: { flexGrow: 1 } }]
        - { kind: inset, insets: { top: 1, right: inf }, child: b }
        - { kind: overlay, child: c, overlay: d }
        - { kind: background, child: e, background: f }
        - { kind: center, centeringOptions: xy, sizingOptions: minimumY, child: g }
        - kind: relative
          horizontalPosition: end
          verticalPosition: center
          sizingOption: minimumSize
          child: h
        - { kind: ratio, ratio: 2/3, child: i }
        - { kind: absolute, sizing: sizeToFit, children: [j] }
        - { kind: corner, location: bottomRight, offset: [-2, 3], wrapsCorner: true, child: k, corner: l }
        - { kind: node, name: m, type: text, text: Inline }
    """

  static let statesWithChanges = """
    morph: 1
    size: [375, 50]
    nodes:
      progress: { backgroundColor: red, style: { height: 10 } }
    layout: progress
    initial: full
    states:
      empty:
      full:
        nodes:
          progress: { style: { flexBasis: 100% }, alpha: 0.5 }
        layout: { kind: stack, children: [progress] }
    """

  func decode(_ text: String) throws -> SceneDocument {
    try SceneDecoder.decode(text, file: "test.yaml")
  }

  func location(_ line: Int, _ column: Int) -> FileLocation {
    FileLocation(file: "test.yaml", line: line, column: column)
  }

  @Test func decodesTheTopLevel() throws {
    let document = try decode(
      """
      morph: 1
      name: Card
      scale: 3
      size: [375, 200]
      layout: title
      """)
    #expect(document.version == 1)
    #expect(document.name == "Card")
    #expect(document.scale == 3)
    #expect(document.sizeRange == SizeRange(exactly: CGSize(width: 375, height: 200)))
    #expect(document.layout == .node(name: "title", location: location(5, 9)))
    #expect(document.states.isEmpty)
    #expect(document.initialState == nil)
    #expect(document.location == location(1, 1))
    #expect(document.keyLocations["size"] == location(4, 7))
  }

  @Test func theScaleDefaultsToTwo() throws {
    #expect(try decode("morph: 1\nsize: [1, 1]").scale == 2)
  }

  @Test(arguments: [
    "{min: [375, 0], max: [375, .inf]}",
    "{min: [375, 0], max: [375, inf]}",
    "{min: [375, 0], max: [375, \"inf\"]}",
    "{min: [375, 0], max: [375, null]}",
    "{min: [375, 0], max: [375, .Inf]}",
  ])
  func anInfiniteMaximumMayBeWrittenInSeveralWays(range: String) throws {
    let document = try decode("morph: 1\nsizeRange: \(range)")
    #expect(
      document.sizeRange
        == SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity)))
  }

  @Test func readsJSON() throws {
    let document = try SceneDecoder.decode(
      """
      {"morph": 1, "sizeRange": {"min": [0, 0], "max": [320, null]},
       "nodes": {"title": {"type": "text", "text": "Hi", "font": {"size": 20}}},
       "layout": {"kind": "inset", "insets": [1, 2, 3, 4], "child": "title"}}
      """, file: "test.json")
    #expect(document.sizeRange.max == CGSize(width: 320, height: CGFloat.infinity))
    #expect(document.nodes.map(\.name) == ["title"])
    #expect(document.nodes[0].properties.font.size == 20)
    guard case .spec(let inset) = document.layout, case .inset(let insets, let child) = inset.kind else {
      Issue.record("expected an inset spec")
      return
    }
    #expect(insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(child == .node(name: "title", location: FileLocation(file: "test.json", line: 3, column: 63)))
  }

  @Test func plainScalarsFollowTheYAML12CoreSchema() throws {
    let document = try decode(
      """
      morph: 1
      size: [0x10, 1e2]
      nodes:
        answer: { type: text, text: no }
        yes: { type: button, title: 42 }
        quoted: { type: text, text: "true" }
      """)
    #expect(document.sizeRange.max == CGSize(width: 16, height: 100))
    #expect(document.nodes.map(\.name) == ["answer", "yes", "quoted"])
    #expect(document.nodes[0].properties.text == "no")
    #expect(document.nodes[1].properties.title == "42")
    #expect(document.nodes[2].properties.text == "true")
  }

  @Test func decodesEveryStyleKey() throws {
    let document = try decode(Self.everyStyleKey)
    let style = document.nodes[0].properties.style
    #expect(style.width == .points(10))
    #expect(style.height == .fraction(0.5))
    #expect(style.minWidth == .points(12))
    #expect(style.maxWidth == .auto)
    #expect(style.minHeight == .points(1.5))
    #expect(style.maxHeight == .fraction(1))
    #expect(style.flexBasis == .fraction(0.25))
    #expect(style.flexGrow == 1)
    #expect(style.flexShrink == 0.5)
    #expect(style.spacingBefore == -2)
    #expect(style.spacingAfter == 3)
    #expect(style.ascender == 8)
    #expect(style.descender == -2)
    #expect(style.alignSelf == .center)
    #expect(style.layoutPosition == CGPoint(x: 4, y: 5))
    #expect(style.keyLocations["alignSelf"] == location(19, 18))
    let preferred = document.nodes[1].properties.style
    #expect(preferred.width == .points(20))
    #expect(preferred.height == .points(30))
  }

  @Test func decodesEveryNodeType() throws {
    let document = try decode(Self.everyNodeType)
    #expect(document.root.backgroundColor == Color(hex: "#ffffff"))
    #expect(document.root.automaticallyManagesSubnodes == false)
    #expect(document.root.style.height == .points(50))
    #expect(document.nodes.map(\.type) == [.display, .display, .text, .image, .button, .editableText])
    #expect(document.nodes[0].properties == NodeProperties())
    let box = document.nodes[1].properties
    #expect(box.intrinsicSize == CGSize(width: 10, height: 20))
    #expect(box.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(box.alpha == 0.5)
    #expect(box.cornerRadius == 4)
    #expect(box.borderWidth == 1)
    #expect(box.borderColor == Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3))
    #expect(box.clipsToBounds == true)
    let label = document.nodes[2].properties
    #expect(label.text == "Hello")
    #expect(label.font == FontDeclaration(family: "DejaVu Serif", size: 20, weight: 700))
    #expect(label.color == Color(hex: "#333333"))
    #expect(label.alignment == .center)
    #expect(label.maximumNumberOfLines == 2)
    #expect(label.lineSpacing == 3)
    #expect(label.truncationToken == "...")
    #expect(document.nodes[3].properties.url == "data:image/png;base64,AAAA")
    #expect(document.nodes[3].properties.intrinsicSize == CGSize(width: 40, height: 30))
    let button = document.nodes[4].properties
    #expect(button.title == "Go")
    #expect(button.contentEdgeInsets == EdgeInsets(top: 4, left: 8, bottom: 0, right: 0))
    #expect(button.font.weight == 600)
    let field = document.nodes[5].properties
    #expect(field.text == "Ann")
    #expect(field.placeholder == "Name")
    #expect(field.placeholderColor == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(field.textContainerInset == EdgeInsets(all: 6))
  }

  @Test func decodesEverySpecKind() throws {
    let document = try decode(Self.everySpecKind)
    guard case .spec(let wrapper) = document.layout, case .wrapper(let children) = wrapper.kind else {
      Issue.record("expected a wrapper")
      return
    }
    let kinds = children.map { element -> SpecDeclaration.Kind? in
      if case .spec(let spec) = element { return spec.kind }
      return nil
    }
    var stack = StackOptions()
    stack.direction = .vertical
    stack.spacing = 4
    stack.justifyContent = .spaceBetween
    stack.alignItems = .baselineFirst
    stack.flexWrap = .wrap
    stack.alignContent = .stretch
    stack.lineSpacing = 2
    stack.horizontalAlignment = .middle
    stack.verticalAlignment = .bottom
    guard case .stack(let options, let stackChildren)? = kinds[0] else {
      Issue.record("expected a stack")
      return
    }
    #expect(options == stack)
    #expect(stackChildren.count == 2)
    guard case .spec(let stackSpec) = children[0], case .spec(let spacer) = stackChildren[1] else { return }
    #expect(stackSpec.style.flexGrow == 1)
    #expect(spacer.kind == .spacer)
    #expect(spacer.style.flexGrow == 1)

    func node(_ name: String, _ line: Int, _ column: Int) -> SpecElement {
      .node(name: name, location: location(line, column))
    }
    #expect(kinds[1] == .inset(EdgeInsets(top: 1, left: 0, bottom: 0, right: .infinity), child: node("b", 18, 61)))
    #expect(kinds[2] == .overlay(child: node("c", 19, 31), overlay: node("d", 19, 43)))
    #expect(kinds[3] == .background(child: node("e", 20, 34), background: node("f", 20, 49)))
    #expect(kinds[4] == .center(centering: .XY, sizing: .minimumY, child: node("g", 21, 77)))
    #expect(kinds[5] == .relative(horizontal: .end, vertical: .center, sizing: .minimumSize, child: node("h", 26, 14)))
    #expect(kinds[6] == .ratio(2.0 / 3, child: node("i", 27, 41)))
    #expect(kinds[7] == .absolute(.sizeToFit, children: [node("j", 28, 55)]))
    var corner = CornerOptions()
    corner.location = .bottomRight
    corner.offset = CGPoint(x: -2, y: 3)
    corner.wrapsCorner = true
    #expect(kinds[8] == .corner(corner, child: node("k", 29, 89), corner: node("l", 29, 100)))
    guard case .inlineNode(let inline) = children[9] else {
      Issue.record("expected an inline node")
      return
    }
    #expect(inline.name == "m")
    #expect(inline.type == .text)
    #expect(inline.properties.text == "Inline")
    #expect(document.declarations.map(\.name) == ["m"])
  }

  @Test func specDefaultsAreTextures() throws {
    let document = try decode(
      """
      morph: 1
      size: [1, 1]
      layout:
        kind: wrapper
        children:
          - { kind: stack, children: [] }
          - { kind: inset, child: a }
          - { kind: center, child: b }
          - { kind: relative, child: c }
          - { kind: absolute, children: [] }
          - { kind: corner, child: d, corner: e }
      """)
    guard case .spec(let wrapper) = document.layout else { return }
    let kinds = wrapper.kind.children.compactMap { element -> SpecDeclaration.Kind? in
      if case .spec(let spec) = element { return spec.kind }
      return nil
    }
    guard case .stack(let options, _) = kinds[0], case .inset(let insets, _) = kinds[1],
      case .center(let centering, let sizing, _) = kinds[2],
      case .relative(let horizontal, let vertical, let option, _) = kinds[3],
      case .absolute(let absolute, _) = kinds[4], case .corner(let corner, _, _) = kinds[5]
    else {
      Issue.record("unexpected kinds \(kinds)")
      return
    }
    #expect(options == StackOptions())
    #expect(options.direction == .horizontal)
    #expect(options.alignItems == .stretch)
    #expect(insets == .zero)
    #expect(centering == [] && sizing == [])
    #expect(horizontal == .none && vertical == .none && option == [])
    #expect(absolute == .default)
    #expect(corner == CornerOptions())
  }

  @Test(arguments: [
    ("8", EdgeInsets(all: 8)), ("[1, 2, 3, 4]", EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
    ("{left: 5}", EdgeInsets(top: 0, left: 5, bottom: 0, right: 0)),
    ("[0, .inf, 0, \"inf\"]", EdgeInsets(top: 0, left: .infinity, bottom: 0, right: .infinity)),
    ("inf", EdgeInsets(all: .infinity)),
  ])
  func insetsHaveThreeForms(text: String, insets: EdgeInsets) throws {
    let document = try decode("morph: 1\nsize: [1, 1]\nlayout: {kind: inset, insets: \(text), child: a}")
    guard case .spec(let spec) = document.layout, case .inset(let decoded, _) = spec.kind else {
      Issue.record("expected an inset")
      return
    }
    #expect(decoded == insets)
  }

  @Test func statesKeepTheirOrderAndTheirChanges() throws {
    let document = try decode(Self.statesWithChanges)
    #expect(document.states.map(\.name) == ["empty", "full"])
    #expect(document.initialState == "full")
    #expect(document.states[0].layout == nil)
    #expect(document.states[0].nodes.isEmpty)
    #expect(document.states[0].location == location(8, 3))
    let change = try #require(document.states[1].nodes.first)
    #expect(change.name == "progress")
    #expect(change.location == location(11, 7))
    #expect(change.properties.style.flexBasis == .fraction(1))
    #expect(change.properties.alpha == 0.5)
    let merged = document.nodes[0].properties.merging(change.properties)
    #expect(merged.style.height == .points(10))
    #expect(merged.style.flexBasis == .fraction(1))
    #expect(merged.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(merged.alpha == 0.5)
  }

  @Test func theInitialStateDefaultsToTheFirst() throws {
    let document = try decode("morph: 1\nsize: [1, 1]\nstates:\n  b: {}\n  a: {}")
    #expect(document.initialState == "b")
  }

  @Test func statesMayChangeNodesDeclaredInlineInAnyState() throws {
    let document = try decode(
      """
      morph: 1
      size: [1, 1]
      states:
        one:
          nodes:
            badge: { alpha: 0 }
        two:
          layout: { kind: node, name: badge, backgroundColor: red }
      """)
    #expect(document.states[0].nodes.map(\.name) == ["badge"])
    #expect(document.declarations.map(\.name) == ["badge"])
  }

  @Test func namedColorsAndFontWeights() throws {
    let document = try decode(
      """
      morph: 1
      size: [1, 1]
      nodes:
        a: { type: text, color: clear, font: { weight: ultraLight } }
        b: { type: text, color: "#00ff0088", font: { weight: black } }
      """)
    #expect(document.nodes[0].properties.color == .clear)
    #expect(document.nodes[0].properties.font.weight == 100)
    #expect(document.nodes[1].properties.color == Color(red: 0, green: 1, blue: 0, alpha: 136.0 / 255))
    #expect(document.nodes[1].properties.font.weight == 900)
  }

  @Test func anchorsAndAliasesReuseValues() throws {
    let document = try decode(
      """
      morph: 1
      size: [1, 1]
      nodes:
        a: { type: text, font: &heading { size: 24, weight: bold } }
        b: { type: text, font: *heading }
      """)
    #expect(document.nodes[1].properties.font == FontDeclaration(size: 24, weight: 700))
  }
}
