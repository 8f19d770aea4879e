import Foundation
import MorphTimeline

/// The numbers one Lottie property takes over time, computed from one or more of an element's
/// keyframe tracks (a layer's position reads the frame and the transform, a border's rectangle the
/// frame and the border width).
///
/// Every value Morph writes is an affine function of the tracks' values, so keyframes carry over
/// exactly when at most one of the tracks moves, or when all that move share their keyframe times and
/// interpolations. Otherwise the tracks are sampled at every frame (and at every keyframe time), and
/// the samples are joined linearly: exact at the frames a player draws.
struct LottieChannel {
  /// One keyframe of a channel.
  struct Key {
    /// Seconds from the start.
    var time: Double
    var values: [Double]
    /// How the values move to the next key.
    var interpolation: KeyframeInterpolation
  }

  /// The keys, in time order; equal times are a jump.
  var keys: [Key]

  /// The channel of tracks mapped through a function of their values (in the order given).
  /// - Parameters:
  ///   - tracks: the tracks the values are computed from.
  ///   - frameRate: the frames per second tracks are sampled at when their keyframes cannot carry over.
  ///   - duration: the timeline's duration.
  ///   - values: the channel's numbers for the tracks' values.
  init(
    _ tracks: [KeyframeTrack], frameRate: Double, duration: Double, _ values: ([AnimatableValue]) -> [Double]
  ) {
    let moving = tracks.indices.filter { tracks[$0].isAnimated }
    if moving.count <= 1 {
      let driver = moving.first ?? 0
      var current = tracks.map(\.initialValue)
      keys = tracks[driver].keyframes.map { keyframe in
        current[driver] = keyframe.value
        return Key(time: keyframe.time, values: values(current), interpolation: keyframe.interpolation)
      }
    } else if Self.shareKeyframes(moving.map { tracks[$0] }) {
      keys = tracks[moving[0]].keyframes.indices.map { index in
        var current = tracks.map(\.initialValue)
        for track in moving { current[track] = tracks[track].keyframes[index].value }
        let keyframe = tracks[moving[0]].keyframes[index]
        return Key(time: keyframe.time, values: values(current), interpolation: keyframe.interpolation)
      }
    } else {
      keys = Self.sampled(moving.map { tracks[$0] }, all: tracks, frameRate: frameRate, duration: duration, values)
    }
  }

  /// A channel of keys.
  init(keys: [Key]) {
    self.keys = keys
  }

  /// The keys of an SVG channel (a track's keyframes mapped to an attribute's components).
  init(_ channel: ComponentChannel) {
    keys = channel.keys.map { Key(time: $0.time, values: $0.components, interpolation: $0.interpolation) }
  }

  /// The channel with each key's values mapped through an affine function.
  func map(_ transform: ([Double]) -> [Double]) -> LottieChannel {
    LottieChannel(keys: keys.map { Key(time: $0.time, values: transform($0.values), interpolation: $0.interpolation) })
  }

  /// The numbers at time 0.
  var initial: [Double] { keys[0].values }

  /// Whether the numbers ever change.
  var isAnimated: Bool { keys.contains { $0.values != keys[0].values } }

  /// Whether tracks have keyframes at the same times with the same interpolations.
  private static func shareKeyframes(_ tracks: [KeyframeTrack]) -> Bool {
    let first = tracks[0].keyframes
    return tracks.dropFirst().allSatisfy { track in
      track.keyframes.count == first.count
        && zip(track.keyframes, first).allSatisfy { $0.time == $1.time && $0.interpolation == $1.interpolation }
    }
  }

  /// Keys at every frame and every keyframe time of the moving tracks, linear between them, with a
  /// jump wherever the values just before a time differ from those at it.
  private static func sampled(
    _ moving: [KeyframeTrack], all tracks: [KeyframeTrack], frameRate: Double, duration: Double,
    _ values: ([AnimatableValue]) -> [Double]
  ) -> [Key] {
    let keyTimes = moving.flatMap { $0.keyframes.map(\.time) }
    let frameCount = Int((duration * frameRate).rounded(.up))
    let frameTimes = (0...frameCount).map { min(Double($0) / frameRate, duration) }
    var keys: [Key] = []
    for time in Set(keyTimes + frameTimes).sorted() {
      let at = values(tracks.map { $0.value(at: time) })
      if time > 0 {
        let before = values(tracks.map { $0.value(at: time.nextDown) })
        if zip(before, at).contains(where: { abs($0 - $1) > 1e-9 }) && !keys.isEmpty {
          keys.append(Key(time: time, values: before, interpolation: .hold))
        }
      }
      keys.append(Key(time: time, values: at, interpolation: .linear))
    }
    return keys
  }
}
