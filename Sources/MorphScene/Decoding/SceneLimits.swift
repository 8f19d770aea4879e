import Foundation
import MorphPlanning
import Yams

/// The largest scene documents Morph reads, and the most their values may hold: far beyond any real
/// scene, and small enough that a careless or hostile document fails fast with a located error instead
/// of exhausting time or memory. The limits of what is planned from a document, as from a Swift
/// preview, are `PlanningLimits`'.
public enum SceneLimits {
  /// The largest scene document, in bytes (10 MiB).
  public static let maximumFileSize = 10 * 1024 * 1024
  /// How deeply mappings and sequences may nest.
  public static let maximumNestingDepth = 64
  /// How many YAML nodes (mappings, sequences and scalars) a document may hold.
  public static let maximumNodeCount = 100_000
  /// The longest string, in characters.
  public static let maximumStringLength = 10_000
  /// How deeply a frame expression may nest: each parenthesis, sign and operator nests one level, so a
  /// chain such as `1+1+…` counts one a term. Far beyond any real frame, and shallow enough for the
  /// parser and evaluation, which recurse, on any thread's stack.
  public static let maximumExpressionDepth = 64
  /// The largest font size and line spacing, in points: with the longest string, text stays within
  /// `PlanningLimits.largestMagnitude`.
  public static let maximumTextPoints: Double = 10_000
  /// How many keyframes one `keyframes` step may hold.
  public static let maximumKeyframeCount = 1000
  /// The largest image file an image node reads, in bytes (5 MiB); exports embed it whole.
  public static let maximumImageFileSize = 5 * 1024 * 1024
  /// The damping ratios a spring curve may have: small enough that the spring's arithmetic stays finite.
  public static let springDampingRange: ClosedRange<Double> = 0.001...1000
  /// The largest initial velocity of a spring curve, in distances per second, either way.
  public static let maximumSpringVelocity: Double = 100

  /// Checks a document's size in bytes.
  static func checkSize(_ byteCount: Int, file: String) throws(LocatedError) {
    guard byteCount <= maximumFileSize else {
      throw LocatedError(
        file: file,
        "the file is \(byteCount) bytes; a scene document is at most \(maximumFileSize) bytes (10 MiB)")
    }
  }

  /// Checks a parsed document's nesting, node count and string lengths, throwing at the first value
  /// beyond a limit, in document order.
  static func check(_ root: SceneValue) throws(LocatedError) {
    var count = 0
    var pending: [(node: Yams.Node, depth: Int)] = [(root.node, 1)]
    while let (node, depth) = pending.popLast() {
      count += 1
      func error(_ message: String) -> LocatedError {
        LocatedError(at: SceneValue(node, file: root.location.file).location, message)
      }
      guard count <= maximumNodeCount else {
        throw error(
          "more than \(maximumNodeCount) YAML nodes; a scene document holds at most \(maximumNodeCount) "
            + "mappings, sequences and scalars")
      }
      switch node {
      case .scalar(let scalar):
        let length = scalar.string.count
        guard length <= maximumStringLength else {
          throw error("a string of \(length) characters; a string holds at most \(maximumStringLength) characters")
        }
      case .mapping(let mapping):
        guard depth <= maximumNestingDepth else { throw error(nestingMessage) }
        for (key, value) in mapping.reversed() {
          pending += [(value, depth + 1), (key, depth + 1)]
        }
      case .sequence(let sequence):
        guard depth <= maximumNestingDepth else { throw error(nestingMessage) }
        pending += sequence.reversed().map { ($0, depth + 1) }
      case .alias:
        break
      }
    }
  }

  private static let nestingMessage =
    "mappings and sequences nest deeper than \(maximumNestingDepth) levels here; "
    + "a scene document nests at most \(maximumNestingDepth)"
}
