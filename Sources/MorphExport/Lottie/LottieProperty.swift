import Foundation
import MorphLayout

/// A Lottie property: one value throughout (`{"a":0,"k":…}`), or keyframes (`{"a":1,"k":[…]}`).
enum LottieProperty {
  /// The same numbers throughout; a single number is written bare, as Lottie writes scalars.
  case fixed([Double])
  /// The same path throughout.
  case fixedPath(LottieBezierPath)
  /// Keyframes, in time order.
  case animated([LottieKeyframe])

  var json: LottieJSON {
    switch self {
    case .fixed(let numbers):
      return .object([("a", .number(0)), ("k", numbers.count == 1 ? .number(numbers[0]) : .numbers(numbers))])
    case .fixedPath(let path):
      return .object([("a", .number(0)), ("k", path.json)])
    case .animated(let keyframes):
      return .object([("a", .number(1)), ("k", .array(keyframes.map(\.json)))])
    }
  }
}

/// A keyframe: the value at a frame, and how it moves on to the next keyframe (nothing on the last).
struct LottieKeyframe {
  /// A keyframe's value: numbers, or a path.
  enum Value {
    case numbers([Double])
    case path(LottieBezierPath)
  }

  /// How the value moves on to the next keyframe.
  enum Easing {
    /// Along a timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
    case curve(x1: Double, y1: Double, x2: Double, y2: Double)
    /// Holds the value until the next keyframe.
    case hold
    /// The last keyframe: none.
    case none
  }

  /// The frame.
  var time: Double
  var value: Value
  var easing: Easing

  /// The keyframe's JSON: `t`, `s`, then `h` or the out and in handles `o` and `i`.
  var json: LottieJSON {
    var members: [(String, LottieJSON)] = [("t", .number(time))]
    switch value {
    case .numbers(let numbers): members.append(("s", .numbers(numbers)))
    case .path(let path): members.append(("s", .array([path.json])))
    }
    switch easing {
    case .curve(let x1, let y1, let x2, let y2):
      members.append(("o", .object([("x", .numbers([x1])), ("y", .numbers([y1]))])))
      members.append(("i", .object([("x", .numbers([x2])), ("y", .numbers([y2]))])))
    case .hold:
      members.append(("h", .number(1)))
    case .none:
      break
    }
    return .object(members)
  }
}

/// A closed path of cubic Bézier segments: its vertices, and at each the tangent points coming in and
/// going out, relative to the vertex.
struct LottieBezierPath {
  var c = true
  var v: [[Double]]
  var i: [[Double]]
  var o: [[Double]]

  var json: LottieJSON {
    .object([
      ("c", .bool(c)), ("v", .array(v.map(LottieJSON.numbers))), ("i", .array(i.map(LottieJSON.numbers))),
      ("o", .array(o.map(LottieJSON.numbers))),
    ])
  }

  /// The handle length that makes a cubic Bézier a quarter circle of radius 1.
  private static let circleHandle = 0.5522847498

  /// A rectangle with rounded corners, clockwise from the top edge, always with eight vertices (so
  /// that the paths of one animation can be interpolated); the radius is clamped to half the shorter
  /// side, as browsers clamp SVG's `rx`.
  static func roundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double) -> LottieBezierPath
  {
    let width = max(width, 0)
    let height = max(height, 0)
    let r = min(max(radius, 0), width / 2, height / 2)
    let k = r * circleHandle
    let (left, top, right, bottom) = (x, y, x + width, y + height)
    return LottieBezierPath(
      v: [
        [left + r, top], [right - r, top], [right, top + r], [right, bottom - r],
        [right - r, bottom], [left + r, bottom], [left, bottom - r], [left, top + r],
      ],
      i: [[-k, 0], [0, 0], [0, -k], [0, 0], [k, 0], [0, 0], [0, k], [0, 0]],
      o: [[0, 0], [k, 0], [0, 0], [0, k], [0, 0], [-k, 0], [0, 0], [0, -k]])
  }
}

extension LottieBezierPath {
  /// A contour of a text's outline, closed back to its start.
  init(_ contour: TextOutline.Contour) {
    var vertices = [contour.start]
    var incoming: [CGPoint] = [contour.start]
    var outgoing: [CGPoint] = []
    for segment in contour.segments {
      let from = vertices[vertices.count - 1]
      switch segment {
      case .line(let to):
        outgoing.append(from)
        vertices.append(to)
        incoming.append(to)
      case .curve(let first, let second, let to):
        outgoing.append(first)
        vertices.append(to)
        incoming.append(second)
      }
    }
    // A contour that returns to its start ends on the start's own vertex: the last segment's handle
    // coming in becomes the start's.
    if vertices.count > 1 && vertices[vertices.count - 1] == contour.start {
      vertices.removeLast()
      incoming[0] = incoming.removeLast()
    } else {
      // Closed by a straight line back to the start.
      outgoing.append(vertices[vertices.count - 1])
    }
    let relative = { (handles: [CGPoint]) in
      zip(handles, vertices).map { [Double($0.x - $1.x), Double($0.y - $1.y)] }
    }
    self.init(
      v: vertices.map { [Double($0.x), Double($0.y)] }, i: relative(incoming), o: relative(outgoing))
  }
}
