import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing

@testable import MorphExport

/// Where `<div>`s go: a copy per parent, shown while the element is there, and `z-index` only where
/// siblings change order.
@Suite struct HTMLPlacementTests {
  private typealias Interval = TimeSpan

  private func ids(_ copies: [HTMLPlacement.Copy], _ model: ExportModel) -> [String] {
    copies.map { model.elements[$0.element].id }
  }

  @Test func anElementThatChangesParentsHasADivUnderEach() throws {
    let model = try ExportModel(ExportCases.restacked())
    let placement = HTMLPlacement(model)
    let root = try #require(placement.roots.first)
    #expect(ids(placement.roots, model) == ["root"])
    #expect(ids(root.children, model) == ["X", "Y", "Z", "W"])
    let z = root.children[2]
    #expect(ids(z.children, model) == ["W"])
    #expect(z.children[0].shown == [Interval(start: 0.3, end: 0.6)])
    #expect(!z.children[0].isShownWithParent)
    #expect(root.children[3].shown == [Interval(start: 0.6, end: nil)])
  }

  @Test func siblingsThatChangeOrderStackByZIndex() throws {
    let model = try ExportModel(ExportCases.restacked())
    let root = try #require(HTMLPlacement(model).roots.first)
    // X is behind Y until 0.5 s, then in front of it (Y ends at 0.8 s, W arrives at 0.6 s).
    #expect(root.zIndices == nil)
    let x = try #require(root.children[0].zIndices)
    #expect(x.map(\.time) == [0, 0.5, 0.6, 0.8] && x.map(\.index) == [0, 1, 1, 1])
    let y = try #require(root.children[1].zIndices)
    #expect(y.map(\.index) == [1, 0, 0, 0])
    #expect(root.zIndexAboveChildren == 4)
    // Under Z, W alone needs no z-index.
    #expect(root.children[2].children[0].zIndices == nil)
  }

  @Test func siblingsInDocumentOrderNeedNoZIndex() throws {
    let model = try ExportModel(HTMLCases.styled())
    let root = try #require(HTMLPlacement(model).roots.first)
    #expect(root.children.allSatisfy { $0.zIndices == nil })
    #expect(root.zIndexAboveChildren == nil)
    #expect(root.children.allSatisfy { $0.isShownWithParent })
  }

  @Test func whatAHiddenParentHoldsIsHiddenWithIt() throws {
    let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    func interval(_ start: Double, _ end: Double?, _ parent: String, _ index: Int) -> Presence {
      Presence(start: start, end: end, parentID: parent, index: index)
    }
    let timeline = Fixture.timeline(
      duration: 1,
      [
        Fixture.element("box", parent: "root", frame: frame, presence: [interval(0.2, 0.7, "root", 0)]),
        Fixture.element("inner", parent: "box", frame: frame, presence: [interval(0, nil, "box", 0)]),
        Fixture.element("late", parent: "box", index: 1, frame: frame, presence: [interval(0.5, nil, "box", 1)]),
        Fixture.element("never", parent: "root", index: 1, frame: frame, presence: []),
      ])
    let model = try ExportModel(timeline)
    let root = try #require(HTMLPlacement(model).roots.first)
    #expect(ids(root.children, model) == ["box"])
    let box = root.children[0]
    #expect(box.shown == [Interval(start: 0.2, end: 0.7)])
    #expect(box.children[0].shown == box.shown && box.children[0].isShownWithParent)
    #expect(box.children[1].shown == [Interval(start: 0.5, end: 0.7)] && !box.children[1].isShownWithParent)
  }
}
