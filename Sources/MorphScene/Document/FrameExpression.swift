import Foundation
import MorphPlanning

/// A frame written in a transition script: a base frame — a node's frame before, after or during the
/// transition, or a literal — followed by offsets.
///
/// The grammar (whitespace may separate any two tokens):
///
/// ```
/// frame   ::= base { ("+" | "-") offset }
/// base    ::= source "(" name ")" | "[" scalar "," scalar "," scalar "," scalar "]"
/// source  ::= "initial" | "final" | "current"
/// offset  ::= "(" scalar "," scalar [ "," scalar "," scalar ] ")"
/// scalar  ::= product { ("+" | "-") product }
/// product ::= factor { ("*" | "/") factor }
/// factor  ::= number | "width" | "height" | "-" factor | "(" scalar ")"
/// ```
///
/// - `initial(n)` is the context's `initialFrame(for: n)`, `final(n)` its `finalFrame(for: n)` and
///   `current(n)` the node's frame when the step runs (the value last set, as UIKit's model layer).
/// - `+ (dx, dy)` moves the origin; `+ (dx, dy, dw, dh)` also grows the size; `-` subtracts.
/// - `width` and `height` are the base frame's size (not changed by the offsets before them), so
///   `initial(nameField) + (width, 0)` is `nameField`'s initial frame shifted right by its own width.
/// - A literal base is `[x, y, width, height]`; its offsets may use its width and height too.
struct FrameExpression: Hashable, Sendable {
  /// Where a base frame comes from.
  enum Source: String, Hashable, Sendable, CaseIterable {
    /// The node's frame in the layout before the transition.
    case initial
    /// The node's frame in the layout after the transition.
    case final
    /// The node's frame when the step runs.
    case current
  }

  /// The frame the expression starts from.
  enum Base: Hashable, Sendable {
    /// A node's frame, with where its name was written (inside the expression's text).
    case node(Source, name: String, location: FileLocation)
    /// A frame given by four numbers.
    case literal(x: Scalar, y: Scalar, width: Scalar, height: Scalar)
  }

  /// A number computed from literals and the base frame's size.
  indirect enum Scalar: Hashable, Sendable {
    case number(CGFloat)
    /// The base frame's width.
    case width
    /// The base frame's height.
    case height
    case negated(Scalar)
    case sum(Scalar, Scalar)
    case difference(Scalar, Scalar)
    case product(Scalar, Scalar)
    case quotient(Scalar, Scalar)

    /// How deeply the scalar nests: 1 for a number, `width` or `height`, one more for each operation.
    /// The parser keeps it within ``SceneLimits/maximumExpressionDepth``, so this recursion is bounded.
    var depth: Int {
      switch self {
      case .number, .width, .height: return 1
      case .negated(let operand): return operand.depth + 1
      case .sum(let a, let b), .difference(let a, let b), .product(let a, let b), .quotient(let a, let b):
        return max(a.depth, b.depth) + 1
      }
    }

    /// The value for a base frame's size.
    func value(for size: CGSize) -> CGFloat {
      switch self {
      case .number(let value): return value
      case .width: return size.width
      case .height: return size.height
      case .negated(let operand): return -operand.value(for: size)
      case .sum(let a, let b): return a.value(for: size) + b.value(for: size)
      case .difference(let a, let b): return a.value(for: size) - b.value(for: size)
      case .product(let a, let b): return a.value(for: size) * b.value(for: size)
      case .quotient(let a, let b): return a.value(for: size) / b.value(for: size)
      }
    }
  }

  /// One `+ (…)` or `- (…)`: two components move the origin, four also change the size.
  struct Offset: Hashable, Sendable {
    /// Whether the offset is subtracted.
    var isSubtracted: Bool
    /// The components: dx, dy, and optionally dw, dh.
    var components: [Scalar]

    init(isSubtracted: Bool, components: [Scalar]) {
      precondition(components.count == 2 || components.count == 4, "Offset: two or four components")
      self.isSubtracted = isSubtracted
      self.components = components
    }
  }

  /// The frame the expression starts from.
  var base: Base
  /// The offsets, in the order written.
  var offsets: [Offset]
  /// The expression as written (for messages); empty for a frame given as a YAML sequence.
  var text: String
  /// Where the expression was written.
  var location: FileLocation

  init(base: Base, offsets: [Offset] = [], text: String, location: FileLocation) {
    self.base = base
    self.offsets = offsets
    self.text = text
    self.location = location
  }

  /// The frame, given the base frame of a node base (ignored for a literal base).
  func frame(from baseFrame: CGRect) -> CGRect {
    var start = baseFrame
    if case .literal(let x, let y, let width, let height) = base {
      // The parser keeps `width` and `height` out of a literal's own components.
      let none = CGSize.zero
      start = CGRect(
        x: x.value(for: none), y: y.value(for: none), width: width.value(for: none),
        height: height.value(for: none))
    }
    let size = start.size
    var frame = start
    for offset in offsets {
      let sign: CGFloat = offset.isSubtracted ? -1 : 1
      let values = offset.components.map { sign * $0.value(for: size) }
      frame.origin.x += values[0]
      frame.origin.y += values[1]
      if values.count == 4 {
        frame.size.width += values[2]
        frame.size.height += values[3]
      }
    }
    return frame
  }

  /// The node the base names, if it names one.
  var node: (source: Source, name: String, location: FileLocation)? {
    guard case .node(let source, let name, let location) = base else { return nil }
    return (source, name, location)
  }
}
