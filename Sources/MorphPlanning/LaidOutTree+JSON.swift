import Foundation
import MorphLayout

extension LaidOutTree {
  /// The layout as a JSON object, keys in a fixed order:
  /// `scene` (the document's name or null), `state` (null without states), `states`, `scale`,
  /// `size` `[w, h]` and `frames` — each node under the root, depth first in spec order, as
  /// `NAME: [x, y, w, h]` in the root's coordinate space. Integers print without a fraction.
  public var jsonText: String {
    let frames = self.frames.map { "    \(JSONText.string($0.name)): \(JSONText.numbers(Self.components($0.frame)))" }
    return """
      {
        "scene": \(sceneName.map(JSONText.string) ?? "null"),
        "state": \(state.map(JSONText.string) ?? "null"),
        "states": [\(stateNames.map(JSONText.string).joined(separator: ", "))],
        "scale": \(NumberFormat.exact(scale)),
        "size": \(JSONText.numbers([size.width, size.height])),
        "frames": \(frames.isEmpty ? "{}" : "{\n" + frames.joined(separator: ",\n") + "\n  }")
      }

      """
  }

  /// `[x, y, w, h]` of a frame.
  static func components(_ frame: CGRect) -> [CGFloat] {
    [frame.minX, frame.minY, frame.width, frame.height]
  }
}
