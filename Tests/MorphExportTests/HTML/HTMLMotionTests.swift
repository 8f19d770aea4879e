import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphExport

/// How tracks become CSS motions: easings that reproduce the model's keyframes, and what counts as one
/// movement.
@Suite struct HTMLMotionTests {
  private let builder = HTMLMotionBuilder(samplingTolerance: ExportModel.defaultSamplingTolerance)

  /// The frame motion of a box's track, with each keyframe's values as the rect's four numbers.
  private func frameMotion(_ timeline: Timeline, element: String = "box") throws -> (HTMLMotion, KeyframeTrack) {
    let track = try ExportModel(timeline).element(id: element)!.track(.frame)
    let motion = builder.motion(
      name: "frame", properties: ["x", "y", "width", "height"], track: track,
      values: { $0.components.map { "\($0)" } }, components: \.components)
    return (motion, track)
  }

  /// The values a motion takes at a time, as CSS computes them from its keyframes and easings.
  private func cssValue(of motion: HTMLMotion, at time: Double) -> [Double] {
    let frames = motion.keyframes
    guard let index = frames.lastIndex(where: { $0.time <= time }) else { return frames[0].values.map { Double($0)! } }
    let from = frames[index].values.map { Double($0)! }
    guard index + 1 < frames.count else { return from }
    let to = frames[index + 1].values.map { Double($0)! }
    let fraction = (time - frames[index].time) / (frames[index + 1].time - frames[index].time)
    let progress = Self.progress(of: frames[index].easing, at: fraction)
    return zip(from, to).map { $0 + ($1 - $0) * progress }
  }

  /// An easing's output, as CSS Easing defines it (right-continuous where `linear()` has two points at
  /// one input).
  static func progress(of easing: HTMLEasing, at fraction: Double) -> Double {
    switch easing {
    case .linear: return fraction
    case .hold: return fraction >= 1 ? 1 : 0
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return TimingCurve.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).progress(at: fraction, duration: 1)
    case .points(let inner):
      let points = [(progress: 0.0, fraction: 0.0)] + inner + [(progress: 1.0, fraction: 1.0)]
      var index = points.lastIndex { $0.fraction <= fraction } ?? 0
      if index == points.count - 1 { return points[index].progress }
      if points[index + 1].fraction == points[index].fraction { index += 1 }
      let a = points[index]
      let b = points[index + 1]
      return a.progress + (b.progress - a.progress) * (fraction - a.fraction) / (b.fraction - a.fraction)
    }
  }

  private func largestDifference(
    _ motion: HTMLMotion, _ track: KeyframeTrack, over range: ClosedRange<Double>
  ) -> Double {
    (0...2000).map { step in
      let time = range.lowerBound + (range.upperBound - range.lowerBound) * Double(step) / 2000
      return zip(cssValue(of: motion, at: time), track.value(at: time).components).map { abs($0 - $1) }.max()!
    }.max()!
  }

  @Test func aSpringIsOneMovementWithALinearEasingThroughTheModelsPoints() throws {
    let spring = Spring(dampingRatio: 0.4, initialVelocity: 0, duration: 0.5)
    let (motion, track) = try frameMotion(ExportCases.box(.spring(spring)))
    #expect(track.keyframes.count > 20)
    #expect(motion.keyframes.count == 3)
    let movement = try #require(motion.singleMovement)
    #expect(movement.delay == 0.25 && movement.duration == 0.5)
    guard case .points = movement.easing else {
      Issue.record("expected linear(), got \(movement.easing)")
      return
    }
    #expect(largestDifference(motion, track, over: 0...1) < 1e-9)
  }

  @Test func aJumpOntoTheLineJoinsTheRun() throws {
    // A linear movement cut halfway by an immediate change to its end: linear(0, 0.5 100%, 1).
    let timeline = Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "box", parent: "root", frame: ExportCases.start,
          segments: [
            .frame: [
              Fixture.move(from: ExportCases.start, to: ExportCases.end, start: 0, duration: 1, curve: .linear),
              Fixture.move(from: ExportCases.end, to: ExportCases.end, start: 0.5, duration: 0, curve: .linear),
            ]
          ])
      ])
    let (motion, track) = try frameMotion(timeline)
    #expect(track.keyframes.map(\.time) == [0, 0.5, 0.5])
    #expect(motion.keyframes.map(\.time) == [0, 0.5])
    #expect(motion.keyframes[0].easing.css(HTMLFormat(precision: 3)) == "linear(0,0.5 100%,1)")
    #expect(largestDifference(motion, track, over: 0...1) < 1e-9)
  }

  @Test func aJumpOffTheLineStaysTwoKeyframes() throws {
    let (motion, track) = try frameMotion(HTMLCases.jumps())
    #expect(motion.keyframes.map(\.time) == [0, 0.5, 0.5, 0.7, 1])
    #expect(motion.singleMovement == nil)
    #expect(largestDifference(motion, track, over: 0...1) < 1e-9)
  }

  @Test func aBezierCSSCannotTakeIsSampledWithinTheTolerance() throws {
    let curve = TimingCurve.cubicBezier(x1: 1.2, y1: 0.1, x2: -0.3, y2: 0.9)
    let (motion, _) = try frameMotion(HTMLCases.unusualBezier())
    let movement = try #require(motion.singleMovement)
    guard case .points(let points) = movement.easing else {
      Issue.record("expected linear(), got \(movement.easing)")
      return
    }
    #expect(points.count > 4)
    let worst = (0...4000).map { step in
      let fraction = Double(step) / 4000
      return abs(Self.progress(of: movement.easing, at: fraction) - curve.progress(at: fraction, duration: 0.5))
    }.max()!
    #expect(worst <= ExportModel.defaultSamplingTolerance)
  }

  @Test func colorsChangingHueAndOpacityAreCutIntoPiecesWithinTheTolerance() throws {
    let track = try ExportModel(HTMLCases.styled()).element(id: "card")!.track(.backgroundColor)
    #expect(track.keyframes.count == 2)
    let motion = builder.motion(
      name: "background", properties: ["r", "g", "b", "a"], track: track,
      values: { HTMLMotionBuilder.premultiplied($0).map { "\($0)" } }, components: HTMLMotionBuilder.premultiplied)
    #expect(motion.keyframes.count > 8)
    let worst = (0...2000).map { step in
      let time = Double(step) / 2000
      return zip(cssValue(of: motion, at: time), HTMLMotionBuilder.premultiplied(track.value(at: time)))
        .map { abs($0 - $1) }.max()!
    }.max()!
    #expect(worst <= ExportModel.defaultSamplingTolerance)
  }

  @Test func colorsFadingToAndFromNoColorNeedNoPieces() throws {
    // CSS's premultiplied interpolation between a color and transparent is the timeline's, and the
    // model's jump from no color to transparent green at 0.5 s is invisible: one linear interval each.
    let fading = try ExportModel(ExportCases.chained()).element(id: "box")!.track(.backgroundColor)
    let motion = builder.motion(
      name: "background", properties: ["r", "g", "b", "a"], track: fading,
      values: { HTMLMotionBuilder.premultiplied($0).map { "\($0)" } }, components: HTMLMotionBuilder.premultiplied)
    #expect(motion.keyframes.map(\.time) == [0, 0.5, 1])
    #expect(motion.keyframes.map { $0.easing.css(HTMLFormat(precision: 3)) } == ["linear", "linear", "steps(1,end)"])
    let worst = (0...1500).map { step in
      let time = Double(step) / 1000
      return zip(cssValue(of: motion, at: time), HTMLMotionBuilder.premultiplied(fading.value(at: time)))
        .map { abs($0 - $1) }.max()!
    }.max()!
    #expect(worst < 1e-12)
  }

  @Test func holdingMotionsKeepOnlyChanges() {
    let motion = HTMLMotionBuilder.holding(
      name: "presence", properties: ["visibility"],
      changes: [
        (0, ["hidden"]), (0.2, ["hidden"]), (0.3, ["visible"]), (0.5, ["visible"]), (0.8, ["hidden"]),
      ])
    #expect(motion.keyframes.map(\.time) == [0, 0.3, 0.8])
    #expect(motion.keyframes.map(\.values) == [["hidden"], ["visible"], ["hidden"]])
    #expect(motion.singleMovement == nil)
  }

  @Test func oneMovementIsAnOptionalHoldThenAMove() {
    func motion(_ frames: [(Double, String, HTMLEasing)]) -> HTMLMotion {
      HTMLMotion(
        name: "m", properties: ["p"],
        keyframes: frames.map { HTMLKeyframe(time: $0.0, values: [$0.1], easing: $0.2) })
    }
    let now = motion([(0, "a", .linear), (1, "b", .hold)]).singleMovement
    #expect(now?.delay == 0 && now?.duration == 1)
    let later = motion([(0, "a", .hold), (0.4, "a", .hold), (1, "b", .hold)]).singleMovement
    #expect(later?.delay == 0.4 && later.map { abs($0.duration - 0.6) < 1e-12 } == true)
    #expect(motion([(0, "a", .linear), (0.5, "b", .linear), (1, "c", .hold)]).singleMovement == nil)
    #expect(motion([(0, "a", .hold), (0.5, "b", .linear), (1, "c", .hold)]).singleMovement == nil)
    #expect(motion([(0, "a", .linear), (1, "a", .hold)]).singleMovement == nil, "nothing moves")
    #expect(motion([(0, "a", .linear), (0, "b", .hold)]).singleMovement == nil, "a jump at 0 takes no time")
  }
}
