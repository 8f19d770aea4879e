import Foundation
import MorphPlanning
import MorphScene
import MorphText
import MorphTimeline
import Testing

/// A timeline's archive holds all of it: every example's transitions and storyboard come back equal,
/// and the same timeline always gives the same bytes.
@Suite struct TimelineArchiveTests {
  static let documents = [
    "animal-card.yaml", "card-expand.yaml", "chat-thread.yaml", "feed-post.yaml", "multi-script.yaml",
    "product-card.yaml", "progress-bar.yaml", "signup-form.yaml",
  ]

  @Test(arguments: documents)
  func everyTimelineOfAnExampleComesBackEqual(document: String) async throws {
    let scene = try SceneDecoder.decode(contentsOfFile: TestFiles.examples.appendingPathComponent(document).path)
    let options = PlanningOptions(textMeasurer: try FreeTypeTextMeasurer())
    var subjects = scene.transitionNames.map { PlanSubject.transition($0) }
    if scene.hasStoryboard { subjects.append(.storyboard) }
    for subject in subjects {
      let timeline = try await scene.plan(subject, options: options).timeline.timeline
      let archive = try timeline.archived()
      #expect(try Timeline(archive: archive) == timeline, "\(document) \(subject)")
      #expect(try timeline.archived() == archive, "\(document) \(subject): the same bytes again")
    }
  }

  @Test func anotherVersionOrOtherBytesAreRefusedSayingWhy() throws {
    let other = Data(#"{"morphTimelineArchive": 2, "timeline": {}}"#.utf8)
    do {
      _ = try Timeline(archive: other)
      Issue.record("an archive of another version was read")
    } catch {
      #expect(error.reason == "a timeline archive of version 2; this Morph reads version 1")
    }
    do {
      _ = try Timeline(archive: Data("<svg/>".utf8))
      Issue.record("bytes that are not JSON were read")
    } catch {
      #expect(error.reason.hasPrefix("not a Morph timeline archive: "))
    }
  }
}
