import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

@testable import MorphScene

/// A text node's `runs`, each style key it leaves out taken from the node, and the paragraph keys of
/// text nodes.
@Suite struct SceneRunsTests {
  static let document = """
    morph: 1
    size: [300, 100]
    nodes:
      body:
        type: text
        font: { size: 14 }
        color: "#333"
        runs:
          - { text: Ada, font: { weight: bold } }
          - { text: " wrote", kern: 0.5 }
          - { text: " · 2h", font: { size: 10 }, color: gray, underline: true, background: "#ff0" }
        truncationMode: middle
        lineBreakMode: charWrap
        minimumLineHeight: 20
        maximumLineHeight: 30
        paragraphSpacing: 4
    layout: body
    states:
      long: {}
      plain:
        nodes:
          body: { text: Just text }
    """

  @Test func runsTakeTheKeysTheyLeaveOutFromTheNode() throws {
    let scene = try SceneBuilder(textMeasurer: AhemTextMeasurer()).build(
      SceneDecoder.decode(Self.document, file: "test.yaml"))
    let body = try #require(scene.node(named: "body") as? TextNode)
    let dark = Color(hex: "#333333")!
    #expect(
      body.runs == [
        TextRun("Ada", font: Font(size: 14, weight: 700), color: dark),
        TextRun(" wrote", font: Font(size: 14), color: dark, kern: 0.5),
        TextRun(
          " · 2h", font: Font(size: 10), color: Color(red: 0.5, green: 0.5, blue: 0.5), underline: true,
          backgroundColor: Color(hex: "#ffff00")!),
      ])
    #expect(body.attributes.truncationMode == .middle)
    #expect(body.attributes.lineBreakMode == .charWrap)
    #expect(body.attributes.minimumLineHeight == 20 && body.attributes.maximumLineHeight == 30)
    #expect(body.attributes.paragraphSpacing == 4)
    try scene.apply(state: "plain")
    #expect(body.runs == [TextRun("Just text", font: Font(size: 14), color: dark)], "a state's text replaces the runs")
    try scene.apply(state: "long")
    #expect(body.text == "Ada wrote · 2h")
  }

  @Test func theSchemaAcceptsRuns() throws {
    #expect(try SchemaValidator.errors(for: [Self.document]) == [nil])
  }
}
