import Foundation
import MorphLayout
import MorphPlanning
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphScene

/// A scene's `contentSizeCategory` and its fonts' `textStyle`: text laid out at Apple's Dynamic Type
/// sizes for the scene's category, the run's, or one the caller gives (with the Ahem measurer, a line
/// of N characters at size S is N × S wide and S tall).
@Suite struct SceneContentSizeCategoryTests {
  static func scene(category: String?) -> String {
    """
    morph: 1
    \(category.map { "contentSizeCategory: \($0)" } ?? "")
    size: [1000, 400]
    nodes:
      title: { type: text, text: Title, font: { textStyle: headline } }
      note: { type: text, text: Note, font: { textStyle: caption1, weight: bold } }
      body: { type: text, runs: [{ text: Big, font: { textStyle: largeTitle } }, { text: small, font: { size: 10 } }] }
    layout: { kind: stack, direction: vertical, alignItems: start, children: [title, note, body] }
    states:
      styled: { nodes: { title: { alpha: 1 } } }
      plain: { nodes: { title: { font: { size: 12 } } } }
    """
  }

  func frames(_ text: String, category: ContentSizeCategory? = nil, state: String? = nil) throws -> [String: CGRect] {
    let document = try SceneDecoder.decode(text, file: "test.yaml")
    let scene = try SceneBuilder(textMeasurer: AhemTextMeasurer()).build(document, contentSizeCategory: category)
    let layout = try LaidOutTree(scene: scene, state: state)
    return Dictionary(uniqueKeysWithValues: layout.frames.map { ($0.name, $0.frame) })
  }

  @Test func theDocumentsCategorySetsTextStylesAtApplesSizes() throws {
    let document = try SceneDecoder.decode(Self.scene(category: "accessibilityLarge"), file: "test.yaml")
    #expect(document.contentSizeCategory == .accessibilityLarge)
    let frames = try frames(Self.scene(category: "accessibilityLarge"))
    #expect(frames["title"]?.size == CGSize(width: 5 * 33, height: 33), "headline at AX2: 33")
    #expect(frames["note"]?.size == CGSize(width: 4 * 26, height: 26), "caption1 at AX2: 26")
    #expect(frames["body"]?.size == CGSize(width: 3 * 48 + 5 * 10, height: 48), "largeTitle at AX2: 48")
  }

  @Test func withoutACategoryTheRunsIsUsedAndTheCallersWins() throws {
    let text = Self.scene(category: nil)
    #expect(try SceneDecoder.decode(text, file: "test.yaml").contentSizeCategory == nil)
    #expect(try frames(text)["title"]?.height == 17, "large by default")
    let small = try ContentSizeCategory.$current.withValue(.extraSmall) { try frames(text) }
    #expect(small["title"]?.height == 14)
    let given = try frames(Self.scene(category: "extraSmall"), category: .extraExtraExtraLarge)
    #expect(given["title"]?.height == 23, "the caller's category wins over the document's")
  }

  @Test func explicitSizesAndWeightsWinOverTheStyle() throws {
    let document = try SceneDecoder.decode(Self.scene(category: "large"), file: "test.yaml")
    let scene = try SceneBuilder(textMeasurer: AhemTextMeasurer()).build(document)
    let note = try #require(scene.node(named: "note") as? TextNode)
    #expect(note.attributes.font == Font(size: 12, weight: 700))
    #expect(try frames(Self.scene(category: "large"), state: "plain")["title"]?.height == 12)
  }

  @Test func plannedTimelinesUseThePlannersCategory() async throws {
    let text = """
      morph: 1
      contentSizeCategory: small
      size: [1000, 400]
      nodes:
        title: { type: text, text: Title, font: { textStyle: body } }
      states:
        styled: { layout: { kind: stack, alignItems: start, children: [title] } }
        moved: { layout: { kind: stack, alignItems: start, children: [{ kind: inset, insets: 10, child: title }] } }
      transitions:
        move: { from: styled, to: moved }
      """
    let document = try SceneDecoder.decode(text, file: "test.yaml")
    func titleHeight(_ category: ContentSizeCategory?) async throws -> CGFloat? {
      let planner = ScenePlanner(document: document, textMeasurer: AhemTextMeasurer(), contentSizeCategory: category)
      let timeline = try await planner.timeline(forTransition: "move").timeline
      return timeline.sample(at: timeline.duration).state(of: "title")?.frame.height
    }
    #expect(try await titleHeight(nil) == 15, "body at the document's small: 15")
    #expect(try await titleHeight(.accessibilityMedium) == 28, "body at AX1: 28")
  }
}
