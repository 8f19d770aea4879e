import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphExport

@Suite struct ExportModelTests {
  private let a = CGRect(x: 10, y: 10, width: 20, height: 20)
  private let b = CGRect(x: 110, y: 40, width: 40, height: 10)

  /// A timeline of one box whose frame follows `segments`.
  private func box(_ segments: [TrackSegment], duration: Double = 1) -> Timeline {
    Fixture.timeline(
      duration: duration, [Fixture.element("box", parent: "root", frame: a, segments: [.frame: segments])])
  }

  private func expectReproduces(_ timeline: Timeline, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let model = try ExportModel(timeline)
    let mismatches = SampleComparison.mismatches(of: model, against: timeline, at: SampleComparison.times(of: timeline))
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))", sourceLocation: sourceLocation)
  }

  // MARK: - Curves

  static let curves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .discrete, .cubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55),
    .cubicBezier(x1: 1.2, y1: 0.1, x2: -0.3, y2: 0.9),
    .spring(Spring(dampingRatio: 0.5, initialVelocity: 0, duration: 1)),
  ]

  @Test(arguments: curves) func everyCurveReproducesTheSamples(_ curve: TimingCurve) throws {
    try expectReproduces(box([Fixture.move(from: a, to: b, start: 0.2, duration: 0.6, curve: curve)]))
  }

  @Test(arguments: curves) func everyCurveCutShortReproducesTheSamples(_ curve: TimingCurve) throws {
    let timeline = box([
      Fixture.move(from: a, to: b, start: 0, duration: 1, curve: curve),
      Fixture.move(from: b, to: a, start: 0.37, duration: 0.5, curve: .easeOut),
    ])
    try expectReproduces(timeline)
  }

  @Test func aLinearMovementIsOneLinearInterval() throws {
    let track = try ExportModel(box([Fixture.move(from: a, to: b, start: 0.25, duration: 0.5, curve: .linear)]))
      .element(id: "box")!.track(.frame)
    #expect(
      track.keyframes == [
        Keyframe(time: 0, value: .rect(a), interpolation: .hold),
        Keyframe(time: 0.25, value: .rect(a), interpolation: .linear),
        Keyframe(time: 0.75, value: .rect(b), interpolation: .hold),
      ])
  }

  @Test func aWholeBezierKeepsItsControlPoints() throws {
    let track = try ExportModel(box([Fixture.move(from: a, to: b, start: 0, duration: 1, curve: .easeIn)]))
      .element(id: "box")!.track(.frame)
    #expect(track.keyframes.map(\.interpolation) == [.spline(x1: 0.42, y1: 0, x2: 1, y2: 1), .hold])
  }

  @Test func aBezierCutShortBecomesTheExactSubcurve() throws {
    // Ease-in-out is symmetric, so its first half is x 0…0.5 at parameter 0.5: control points (0.21, 0)
    // and (0.355, 0.25), ending at (0.5, 0.5), which renormalise to (0.42, 0) and (0.71, 0.5).
    let timeline = box([
      Fixture.move(from: a, to: b, start: 0, duration: 1, curve: .easeInOut),
      Fixture.move(from: CGRect(x: 60, y: 25, width: 30, height: 15), to: a, start: 0.5, duration: 0.5, curve: .linear),
    ])
    let keyframes = try ExportModel(timeline).element(id: "box")!.track(.frame).keyframes
    #expect(keyframes.count == 3)
    guard case .spline(let x1, let y1, let x2, let y2) = keyframes[0].interpolation else {
      Issue.record("expected a spline, got \(keyframes[0].interpolation)")
      return
    }
    for (actual, expected) in zip([x1, y1, x2, y2], [0.42, 0, 0.71, 0.5]) {
      #expect(abs(actual - expected) < 1e-12)
    }
    #expect(keyframes[1].time == 0.5 && keyframes[1].value == .rect(CGRect(x: 60, y: 25, width: 30, height: 15)))
    #expect(keyframes[1].interpolation == .linear)
    try expectReproduces(timeline)
  }

  @Test func aBezierStartingBeforeTheTimelineIsCutAtZero() throws {
    try expectReproduces(box([Fixture.move(from: a, to: b, start: -0.3, duration: 0.8, curve: .easeInOut)]))
  }

  @Test func movementsPastTheEndAreCut() throws {
    let timeline = box([Fixture.move(from: a, to: b, start: 0.5, duration: 1, curve: .easeOut)], duration: 1)
    let track = try ExportModel(timeline).element(id: "box")!.track(.frame)
    #expect(track.keyframes.last!.time == 1)
    try expectReproduces(timeline)
  }

  // MARK: - Jumps and holds

  @Test func anImmediateChangeIsAJumpWithEqualTimes() throws {
    let timeline = box([
      Fixture.move(from: a, to: b, start: 0, duration: 1, curve: .linear),
      Fixture.move(from: b, to: b, start: 0.5, duration: 0, curve: .linear),
    ])
    let keyframes = try ExportModel(timeline).element(id: "box")!.track(.frame).keyframes
    #expect(keyframes.map(\.time) == [0, 0.5, 0.5])
    #expect(keyframes.map(\.value) == [.rect(a), .rect(CGRect(x: 60, y: 25, width: 30, height: 15)), .rect(b)])
    #expect(keyframes[0].interpolation == .linear && keyframes[1].interpolation == .hold)
    #expect(try ExportModel(timeline).element(id: "box")!.track(.frame).value(at: 0.5) == .rect(b))
    try expectReproduces(timeline)
  }

  @Test func aDiscreteMovementHoldsThenJumps() throws {
    let timeline = Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "box", parent: "root", frame: a,
          segments: [
            .alpha: [
              Fixture.number(from: 1, to: 0.2, start: 0.25, duration: 0.5, curve: .discrete)
            ]
          ])
      ])
    let keyframes = try ExportModel(timeline).element(id: "box")!.track(.alpha).keyframes
    #expect(
      keyframes == [
        Keyframe(time: 0, value: .number(1), interpolation: .hold),
        Keyframe(time: 0.75, value: .number(0.2), interpolation: .hold),
      ])
    try expectReproduces(timeline)
  }

  @Test func aMovementFromAnotherValueJumpsToItsStart() throws {
    let timeline = box([
      Fixture.move(from: a, to: b, start: 0, duration: 0.5, curve: .linear),
      Fixture.move(from: a, to: b, start: 0.7, duration: 0.3, curve: .easeIn),
    ])
    let keyframes = try ExportModel(timeline).element(id: "box")!.track(.frame).keyframes
    #expect(keyframes.map(\.time) == [0, 0.5, 0.7, 1])
    #expect(keyframes.map(\.interpolation) == [.linear, .hold, .spline(x1: 0.42, y1: 0, x2: 1, y2: 1), .hold])
    try expectReproduces(timeline)
  }

  @Test func ofSegmentsStartingTogetherTheLastRules() throws {
    let timeline = box([
      Fixture.move(from: a, to: b, start: 0.2, duration: 0.5, curve: .linear),
      Fixture.move(from: a, to: CGRect(x: 0, y: 0, width: 5, height: 5), start: 0.2, duration: 0.5, curve: .easeOut),
    ])
    let keyframes = try ExportModel(timeline).element(id: "box")!.track(.frame).keyframes
    #expect(keyframes.last!.value == .rect(CGRect(x: 0, y: 0, width: 5, height: 5)))
    try expectReproduces(timeline)
  }

  @Test func aPropertyThatNeverChangesHasOneKeyframe() throws {
    let timeline = box([
      Fixture.move(
        from: a, to: a, start: 0.2, duration: 0.5,
        curve: .spring(Spring(dampingRatio: 0.3, initialVelocity: 2, duration: 0.5))),
      Fixture.move(from: a, to: a, start: 0.4, duration: 0, curve: .linear),
    ])
    let track = try ExportModel(timeline).element(id: "box")!.track(.frame)
    #expect(track.keyframes == [Keyframe(time: 0, value: .rect(a), interpolation: .hold)])
    #expect(!track.isAnimated)
  }

  // MARK: - Springs

  static let springs: [Spring] = [
    Spring(dampingRatio: 0.1, initialVelocity: 0, duration: 1),
    Spring(dampingRatio: 0.3, initialVelocity: 5, duration: 0.6),
    Spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.5),
    Spring(dampingRatio: 1, initialVelocity: -2, duration: 0.4),
    Spring(dampingRatio: 2.5, initialVelocity: 1, duration: 0.8),
    Spring(dampingRatio: 0.02, initialVelocity: 0, duration: 2),
  ]

  @Test(arguments: springs) func springsStayWithinTheStatedTolerance(_ spring: Spring) throws {
    let far = CGRect(x: 1010, y: -490, width: 420, height: 20)
    let timeline = box(
      [Fixture.move(from: a, to: far, start: 0.1, duration: spring.duration, curve: .spring(spring))],
      duration: spring.duration + 0.2)
    let model = try ExportModel(timeline)
    let track = model.element(id: "box")!.track(.frame)
    var worst = 0.0
    for step in 0...20_000 {
      let time = timeline.duration * Double(step) / 20_000
      let progress = spring.progress(atTime: time - 0.1)
      let exact = AnimatableValue.rect(a).interpolated(to: .rect(far), progress: progress)
      worst = max(worst, SampleComparison.distance(track.value(at: time), exact) / 1000)
    }
    #expect(worst <= model.samplingTolerance, "the worst error is \(worst * 100) % of the distance")
    #expect(worst > model.samplingTolerance / 100, "a spring this far should need the tolerance it is given")
    #expect(track.keyframes.count < 2500, "\(track.keyframes.count) keyframes")
    try expectReproduces(timeline)
  }

  @Test func aTighterToleranceTakesMoreSamples() throws {
    let spring = Spring(dampingRatio: 0.4, initialVelocity: 0, duration: 1)
    let timeline = box([Fixture.move(from: a, to: b, start: 0, duration: 1, curve: .spring(spring))])
    let coarse = try ExportModel(timeline, samplingTolerance: 0.01).element(id: "box")!.track(.frame).keyframes.count
    let fine = try ExportModel(timeline, samplingTolerance: 0.0001).element(id: "box")!.track(.frame).keyframes.count
    #expect(coarse < fine)
  }

  // MARK: - Colors

  @Test func colorsFromAndToNoColorReproduceTheSamples() throws {
    let timeline = Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "box", parent: "root", frame: a,
          segments: [
            .backgroundColor: [
              TrackSegment(start: 0, duration: 0.4, from: .color(nil), to: .color(.red), curve: .linear),
              TrackSegment(start: 0.4, duration: 0.3, from: .color(.red), to: .color(nil), curve: .easeIn),
              TrackSegment(
                start: 0.7, duration: 0.3, from: .color(nil), to: .color(.blue),
                curve: .spring(Spring(dampingRatio: 0.5, initialVelocity: 0, duration: 0.3))),
            ]
          ])
      ])
    try expectReproduces(timeline)
  }

  // MARK: - Presence and the planner

  @Test @MainActor func aReorderedRowReproducesTheSamples() async throws {
    let timeline = try await Planned.reorderedRow()
    try expectReproduces(timeline)
    let model = try ExportModel(timeline)
    #expect(model.element(id: "B")!.presence.map(\.end) == [0.4])
    #expect(model.children(of: "row", at: 0.2).map(\.id) == ["C", "A", "D", "B"])
    #expect(model.children(of: "row", at: 0.4).map(\.id) == ["C", "A", "D"])
  }

  @Test @MainActor func keyframeAnimationsReproduceTheSamples() async throws {
    let timeline = try await HTMLCases.keyframed()
    #expect(timeline.duration == 1)
    try expectReproduces(timeline)
  }

  @Test @MainActor func interruptedAnimationsReproduceTheSamples() async throws {
    let timeline = try await HTMLCases.interrupted()
    try expectReproduces(timeline)
  }

  // MARK: - Invalid timelines

  @Test func inconsistentTimelinesAreRejected() {
    let valid = box([])
    var noRoot = valid
    noRoot.rootID = "nowhere"
    var duplicate = valid
    duplicate.elements.append(duplicate.elements[1])
    var orphan = valid
    orphan.elements[1].presence = [Presence(start: 0, end: nil, parentID: "ghost", index: 0)]
    var wrongKind = valid
    wrongKind.elements[1].tracks[1] = PropertyTrack(property: .alpha, initialValue: .color(nil))
    var notFinite = valid
    let nowhere = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
    notFinite.elements[1].tracks[0] = PropertyTrack(property: .frame, initialValue: .rect(nowhere))
    var missing = valid
    missing.elements[1].tracks.removeLast()
    var endless = valid
    endless.duration = .infinity
    for timeline in [noRoot, duplicate, orphan, wrongKind, notFinite, missing, endless] {
      #expect(throws: ExportError.self) { try ExportModel(timeline) }
    }
    #expect(throws: Never.self) { try ExportModel(valid) }
  }
}
