import Foundation
import MorphPlanning
import MorphReview
import MorphScene
import Testing
import _MorphTestSupport

/// Each kind of edit to a scene document yields exactly the change a reviewer expects, and edits that
/// change nothing drawn yield none.
@Suite struct TimelineComparisonTests {
  let options = PlanningOptions(textMeasurer: AhemTextMeasurer())

  /// A box that slides from the top of a 200 × 300 scene to its bottom over a label the size of the
  /// scene; each parameter is one edit a change could make.
  static func slide(
    boxWidth: Int = 50, duration: Double = 0.5, curve: String = "easeOut", text: String = "Hello",
    label: String = "label", badge: Bool = false
  ) -> String {
    func layout(_ justify: String) -> String {
      let stack = "{ kind: stack, direction: vertical, justifyContent: \(justify), children: [box] }"
      let scene = "{ kind: background, background: \(label), child: \(stack) }"
      return badge ? "{ kind: overlay, child: \(scene), overlay: badge }" : scene
    }
    return """
      morph: 1
      size: [200, 300]
      root: { backgroundColor: white }
      nodes:
        box: { backgroundColor: red, style: { width: \(boxWidth), height: 50 } }
        \(label): { type: text, text: \(text) }
      \(badge ? "  badge: { backgroundColor: blue, alpha: 0.5 }" : "")
      states:
        top: { layout: \(layout("start")) }
        bottom: { layout: \(layout("end")) }
      transitions:
        slide:
          from: top
          to: bottom
          animation:
            - animate:
                duration: \(duration)
                curve: \(curve)
                changes: { box: { frame: final(box) } }
                completion: [{ complete: true }]
      """
  }

  func changes(_ old: String, _ new: String, tolerance: Double = 0.01) async throws -> [TimelineChange] {
    let review = try await Review.comparing(
      try SceneDecoder.decode(old, file: "old.yaml"), try SceneDecoder.decode(new, file: "new.yaml"),
      options: options, tolerance: tolerance)
    #expect(review.subjects.map(\.name) == ["slide"])
    return review.subjects.flatMap(\.changes)
  }

  @Test func identicalDocumentsHaveNoChange() async throws {
    let review = try await Review.comparing(
      try SceneDecoder.decode(Self.slide(), file: "old.yaml"), try SceneDecoder.decode(Self.slide(), file: "new.yaml"),
      options: options, tolerance: 0)
    #expect(review.isIdentical)
    #expect(review.subjects.map(\.status) == [.same])
  }

  @Test func aMovedElementIsOneLayoutChangeAtItsFinalFrame() async throws {
    let changes = try await changes(Self.slide(), Self.slide(boxWidth: 80))
    #expect(changes.count == 1, "\(changes)")
    let change = try #require(changes.first)
    #expect(change.kind == .layout && change.element == "box" && change.aspect == "frame")
    #expect(change.largestDifference == 30 && change.unit == "pt")
    #expect(change.old == "[0, 250, 50, 50]" && change.new == "[0, 250, 80, 50]")
  }

  @Test func aChangedDurationIsOneTimingChangeOfTheTransition() async throws {
    let changes = try await changes(Self.slide(), Self.slide(duration: 0.8))
    #expect(changes.count == 1, "\(changes)")
    let change = try #require(changes.first)
    #expect(change.kind == .timing && change.element == nil && change.aspect == "duration")
    #expect(change.old == "0.5 s" && change.new == "0.8 s")
    #expect(abs((change.largestDifference ?? 0) - 0.3) < 1e-9 && change.unit == "s")
  }

  @Test func anAddedNodeIsOneAddedElement() async throws {
    let changes = try await changes(Self.slide(), Self.slide(badge: true))
    #expect(changes.count == 1, "\(changes)")
    let change = try #require(changes.first)
    #expect(change.kind == .added && change.element == "badge" && change.old == "absent")
    #expect(change.new.hasPrefix("display at [0, 0, 200, 300]"), "\(change.new)")
    let removed = try await self.changes(Self.slide(badge: true), Self.slide())
    #expect(removed.map(\.kind) == [.removed] && removed.first?.element == "badge")
  }

  @Test func aChangedCurveIsOneMotionChangeWithItsLargestDifferenceAndWhen() async throws {
    let changes = try await changes(Self.slide(), Self.slide(curve: "linear"))
    #expect(changes.count == 1, "\(changes)")
    let change = try #require(changes.first)
    #expect(change.kind == .motion && change.element == "box" && change.aspect == "frame")
    #expect(change.old == "easeOut" && change.new == "linear")
    // Ease-out against linear over 250 pt in 0.5 s: the gap peaks about a third of the way through.
    let largest = try #require(change.largestDifference)
    let time = try #require(change.time)
    #expect(largest > 40 && largest < 80, "\(largest)")
    #expect(time > 0.1 && time < 0.3, "\(time)")
  }

  @Test func aChangedTextIsOneContentChange() async throws {
    let changes = try await changes(Self.slide(), Self.slide(text: "Howdy"))
    #expect(changes.count == 1, "\(changes)")
    let change = try #require(changes.first)
    #expect(change.kind == .content && change.element == "label" && change.aspect == "contents")
    #expect(change.old == "\"Hello\"" && change.new == "\"Howdy\"")
  }

  @Test func aRestyledTextNamesWhatChanged() async throws {
    let red = Self.slide().replacingOccurrences(of: "text: Hello }", with: "text: Hello, color: red }")
    let changes = try await changes(Self.slide(), red)
    #expect(changes.map(\.kind) == [.content], "\(changes)")
    #expect(changes.first?.old == "color #000000" && changes.first?.new == "color #ff0000", "\(changes)")
  }

  @Test func aLongTextIsQuotedWhereItChanged() async throws {
    let words = (1...30).map { "word\($0)" }
    let old = Self.slide(text: "\"\(words.joined(separator: " "))\"")
    let new = Self.slide(text: "\"\(words.joined(separator: " ").replacingOccurrences(of: "word20", with: "WORD20"))\"")
    let change = try #require(try await changes(old, new).first)
    #expect(change.old.hasPrefix("\"…") && change.old.contains("word20") && change.new.contains("WORD20"), "\(change)")
    #expect(change.old.count <= 62, "\(change.old)")
  }

  @Test func aRenamedNodeIsNoChange() async throws {
    #expect(try await changes(Self.slide(), Self.slide(label: "caption")).isEmpty)
  }

  @Test func reorderedKeysAreNoChange() async throws {
    let reordered = """
      size: [200, 300]
      morph: 1
      nodes:
        label: { text: Hello, type: text }
        box: { style: { height: 50, width: 50 }, backgroundColor: red }
      root: { backgroundColor: white }
      transitions:
        slide:
          animation:
            - animate:
                completion: [{ complete: true }]
                changes: { box: { frame: final(box) } }
                curve: easeOut
                duration: 0.5
          to: bottom
          from: top
      states:
        bottom: { layout: { child: { children: [box], justifyContent: end, direction: vertical, kind: stack }, background: label, kind: background } }
        top: { layout: { kind: background, child: { kind: stack, direction: vertical, justifyContent: start, children: [box] }, background: label } }
      """
    #expect(try await changes(Self.slide(), reordered).isEmpty)
  }

  @Test func theToleranceHidesSmallerDifferences() async throws {
    #expect(try await changes(Self.slide(), Self.slide(boxWidth: 52), tolerance: 2).isEmpty)
    #expect(try await changes(Self.slide(), Self.slide(boxWidth: 52), tolerance: 1.9).count == 1)
  }

  @Test func aTransitionOnlyOneVersionHasIsAddedOrRemoved() async throws {
    let renamed = Self.slide().replacingOccurrences(of: "  slide:", with: "  drop:")
    let review = try await Review.comparing(
      try SceneDecoder.decode(Self.slide(), file: "old.yaml"), try SceneDecoder.decode(renamed, file: "new.yaml"),
      options: options, tolerance: 0.01)
    #expect(review.subjects.map(\.name) == ["slide", "drop"])
    #expect(review.subjects.map(\.status) == [.removed, .added])
    #expect(review.subjects.flatMap(\.changes).map(\.aspect) == ["transition", "transition"])
  }
}
