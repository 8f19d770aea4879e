import Foundation
import MorphTimeline
import MorphTransition
import Testing

@testable import MorphExport

/// How channels become SMIL: key times, holds, jumps, splines and loops.
@Suite struct SVGTimingTests {
  private let timing = SVGTiming(
    duration: 2, loops: false, pause: 0, samplingTolerance: 0.001, format: SVGFormat(precision: 3))

  private func channel(_ keys: [(Double, Double, KeyframeInterpolation)]) -> ComponentChannel {
    ComponentChannel(keys: keys.map { ComponentChannel.Key(time: $0.0, components: [$0.1], interpolation: $0.2) })
  }

  private func animation(_ keys: [(Double, Double, KeyframeInterpolation)], timing: SVGTiming? = nil) -> SVGAnimation? {
    (timing ?? self.timing).animation(of: channel(keys), attribute: "x") { SVGFormat(precision: 3).number($0[0]) }
  }

  @Test func aConstantChannelHasNoAnimation() {
    #expect(animation([(0, 5, .hold)]) == nil)
    #expect(animation([(0, 5, .linear), (1, 5.0001, .hold)]) == nil, "equal once formatted")
  }

  @Test func linearKeysKeepTheirTimesAndHoldToTheEnd() {
    let result = animation([(0, 0, .hold), (0.5, 0, .linear), (1, 10, .hold)])!
    #expect(result.calcMode == "linear")
    #expect(result.values == ["0", "0", "10", "10"])
    #expect(result.keyTimes == ["0", "0.25", "0.5", "1"])
    #expect(result.keySplines.isEmpty)
  }

  @Test func aHoldRepeatsItsValueThenJumps() {
    let result = animation([(0, 1, .hold), (1.5, 0.2, .hold)])!
    #expect(result.values == ["1", "1", "0.2", "0.2"])
    #expect(result.keyTimes == ["0", "0.75", "0.75", "1"])
  }

  @Test func splinesGetKeySplinesAndOtherIntervalsTheLinearSpline() {
    let result = animation([(0, 0, .spline(x1: 0.42, y1: 0, x2: 0.58, y2: 1)), (1, 10, .linear), (2, 20, .hold)])!
    #expect(result.calcMode == "spline")
    #expect(result.keySplines == ["0.42 0 0.58 1", "0 0 1 1"])
    #expect(result.keyTimes == ["0", "0.5", "1"])
  }

  @Test func aSplineSMILCannotTakeIsSampled() {
    let result = animation([(0, 0, .spline(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)), (2, 100, .hold)])!
    #expect(result.calcMode == "linear")
    #expect(result.values.count > 10)
    #expect(result.values.contains { Double($0)! > 100 }, "the overshoot is kept")
  }

  @Test func aJumpKeepsEqualKeyTimes() {
    let result = animation([(0, 0, .linear), (1, 5, .hold), (1, 50, .linear), (2, 60, .hold)])!
    #expect(result.values == ["0", "5", "50", "60"])
    #expect(result.keyTimes == ["0", "0.5", "0.5", "1"])
  }

  @Test func keyTimesRoundDownSoThatJumpsAreNeverLate() {
    let format = SVGFormat(precision: 3)
    #expect(format.keyTime(1.0 / 1.5) == "0.666666")
    #expect(format.keyTime(0.5) == "0.5")
    #expect(format.keyTime(0.7 / 1.4) == "0.5")
    #expect(format.keyTime(1) == "1")
  }

  @Test func aLoopScalesKeyTimesToTheRunAndHoldsThroughThePause() {
    let looping = SVGTiming(
      duration: 2, loops: true, pause: 2, samplingTolerance: 0.001, format: SVGFormat(precision: 3))
    let result = animation([(0, 0, .linear), (2, 10, .hold)], timing: looping)!
    #expect(looping.runDuration == 4)
    #expect(result.values == ["0", "10", "10"])
    #expect(result.keyTimes == ["0", "0.5", "1"])
  }

  @Test func presenceBecomesADiscreteDisplayAnimation() {
    let intervals = [TimeSpan(start: 0.5, end: 1), TimeSpan(start: 1.5, end: nil)]
    let result = timing.displayAnimation(of: intervals)!
    #expect(result.calcMode == "discrete")
    #expect(result.values == ["none", "inline", "none", "inline"])
    #expect(result.keyTimes == ["0", "0.25", "0.5", "0.75"])
    #expect(timing.displayAnimation(of: [TimeSpan(start: 0, end: nil)]) == nil)
    #expect(timing.displayAnimation(of: [TimeSpan(start: 0, end: 3)]) == nil, "leaves after the end")
  }

  @Test func colorsWithoutAColorBorrowTheirNeighboursColor() throws {
    let track = KeyframeTrack(
      property: .backgroundColor,
      keyframes: [
        Keyframe(time: 0, value: .color(.red), interpolation: .linear),
        Keyframe(time: 1, value: .color(nil), interpolation: .linear),
        Keyframe(time: 2, value: .color(.blue), interpolation: .hold),
      ])
    let (rgb, alpha) = try #require(ComponentChannel.colorChannels(of: track))
    #expect(rgb.keys.map(\.time) == [0, 1, 1, 2])
    #expect(rgb.keys.map(\.components) == [[1, 0, 0], [1, 0, 0], [0, 0, 1], [0, 0, 1]])
    #expect(alpha.keys.map(\.components) == [[1], [0], [1]])
    let none = KeyframeTrack(
      property: .borderColor, keyframes: [Keyframe(time: 0, value: .color(nil), interpolation: .hold)])
    #expect(ComponentChannel.colorChannels(of: none) == nil)
  }
}
