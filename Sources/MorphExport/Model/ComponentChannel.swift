import Foundation
import MorphTimeline

/// The numbers one exported property takes over time (an SVG attribute, a Lottie property): a keyframe
/// track mapped to the property's components (a width, a point, a color's red, green and blue…), with
/// the same times and interpolations.
struct ComponentChannel {
  /// One keyframe of a channel.
  struct Key {
    var time: Double
    var components: [Double]
    /// How the components move to the next key.
    var interpolation: KeyframeInterpolation
  }

  /// The keys, in time order; equal times are a jump.
  var keys: [Key]

  /// A track's keyframes mapped through `components`.
  init(_ track: KeyframeTrack, _ components: (AnimatableValue) -> [Double]) {
    keys = track.keyframes.map { Key(time: $0.time, components: components($0.value), interpolation: $0.interpolation) }
  }

  /// A channel of keys.
  init(keys: [Key]) {
    self.keys = keys
  }

  /// The components at time 0.
  var initial: [Double] { keys[0].components }

  /// The color channels of a color track: red, green and blue (0…1) and alpha; nil if the track never
  /// holds a color.
  ///
  /// No color is drawn as the neighbouring color made transparent, as ``AnimatableValue`` interpolates
  /// it: a key without a color takes the red, green and blue of the key before or after it, and jumps
  /// between the two (unseen, at alpha 0) when both have colors.
  static func colorChannels(of track: KeyframeTrack) -> (rgb: ComponentChannel, alpha: ComponentChannel)? {
    let colors = track.keyframes.map { keyframe -> [Double]? in
      guard case .color(let color?) = keyframe.value else { return nil }
      return [color.red, color.green, color.blue]
    }
    guard var carried = colors.compactMap({ $0 }).first else { return nil }
    var rgb: [Key] = []
    var alpha: [Key] = []
    for (index, keyframe) in track.keyframes.enumerated() {
      let opacity = keyframe.value.components.last ?? 0
      if let color = colors[index] {
        carried = color
        rgb.append(Key(time: keyframe.time, components: color, interpolation: keyframe.interpolation))
        alpha.append(Key(time: keyframe.time, components: [opacity], interpolation: keyframe.interpolation))
        continue
      }
      let before = index > 0 ? colors[index - 1] : nil
      let after = index + 1 < colors.count ? colors[index + 1] : nil
      if let before, let after, before != after {
        rgb.append(Key(time: keyframe.time, components: before, interpolation: .hold))
      }
      carried = after ?? before ?? carried
      rgb.append(Key(time: keyframe.time, components: carried, interpolation: keyframe.interpolation))
      alpha.append(Key(time: keyframe.time, components: [0], interpolation: keyframe.interpolation))
    }
    return (ComponentChannel(keys: rgb), ComponentChannel(keys: alpha))
  }
}
