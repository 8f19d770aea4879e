import Foundation
import MorphLayout
import MorphTimeline
@testable import MorphTransition
import Testing

@Suite struct PropertyTrackTests {
  private func alphaTrack(_ segments: [TrackSegment]) -> PropertyTrack {
    PropertyTrack(property: .alpha, initialValue: .number(1), segments: segments)
  }

  @Test func holdsTheInitialValueBeforeTheFirstSegment() {
    let track = alphaTrack([TrackSegment(start: 0.5, duration: 1, from: .number(1), to: .number(0), curve: .linear)])
    #expect(track.value(at: 0.2) == .number(1))
    #expect(track.value(at: 1) == .number(0.5))
    #expect(track.value(at: 1.5) == .number(0), "the end value holds at the end")
    #expect(track.value(at: 9) == .number(0))
  }

  @Test func immediateChangesApplyAtTheirTime() {
    let track = alphaTrack([TrackSegment(start: 0.3, duration: 0, from: .number(1), to: .number(0.2), curve: .linear)])
    #expect(track.value(at: 0.2999) == .number(1))
    #expect(track.value(at: 0.3) == .number(0.2))
  }

  @Test func aLaterSegmentTakesOverFromItsStart() {
    let track = alphaTrack([
      TrackSegment(start: 0, duration: 1, from: .number(1), to: .number(0), curve: .linear),
      TrackSegment(start: 0.5, duration: 0.5, from: .number(0.5), to: .number(1), curve: .linear),
    ])
    #expect(track.value(at: 0.25) == .number(0.75))
    #expect(track.value(at: 0.75) == .number(0.75))
    #expect(track.finalValue == .number(1))
  }

  @Test func segmentsAreKeptInStartOrderAndEqualStartsInRecordingOrder() {
    var track = alphaTrack([])
    track.append(TrackSegment(start: 1, duration: 0, from: .number(1), to: .number(0.1), curve: .linear))
    track.append(TrackSegment(start: 0, duration: 0, from: .number(1), to: .number(0.2), curve: .linear))
    track.append(TrackSegment(start: 1, duration: 0, from: .number(1), to: .number(0.3), curve: .linear))
    #expect(track.segments.map(\.start) == [0, 1, 1])
    #expect(track.value(at: 1) == .number(0.3))
  }

  @Test func valuesInterpolateComponentWise() {
    let from = AnimatableValue.rect(CGRect(x: 0, y: 0, width: 100, height: 40))
    let to = AnimatableValue.rect(CGRect(x: 100, y: 20, width: 50, height: 40))
    #expect(from.interpolated(to: to, progress: 0.5) == .rect(CGRect(x: 50, y: 10, width: 75, height: 40)))
    let red = Color(red: 1, green: 0, blue: 0)
    #expect(
      AnimatableValue.color(nil).interpolated(to: .color(red), progress: 0.25)
        == .color(Color(red: 1, green: 0, blue: 0, alpha: 0.25)))
    let spin = AnimatableValue.transform(.rotation(.pi))
    #expect(
      AnimatableValue.transform(.identity).interpolated(to: spin, progress: 0.5) == .transform(.rotation(.pi / 2)))
  }
}
