import Foundation
import MorphLayout

#if canImport(CoreGraphics)
  import CoreGraphics
#else
  /// Core Graphics' `CGAffineTransform`, where the platform has none: the matrix
  /// `[a b 0; c d 0; tx ty 1]` mapping a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
  public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// The matrix of these six values.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// No transform.
    public static let identity = CGAffineTransform()

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians (clockwise on a screen whose y axis points down).
    public init(rotationAngle angle: CGFloat) {
      self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation followed by `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale followed by `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation followed by `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` when it has none (as Core Graphics answers).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size mapped by `t`'s linear part.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }
#endif

extension CGAffineTransform {
  /// The matrix of a node's transform: scale, then rotate, then translate.
  init(_ transform: NodeTransform) {
    let (cosine, sine) = (cos(transform.rotation), sin(transform.rotation))
    self.init(
      a: transform.scaleX * cosine, b: transform.scaleX * sine, c: -transform.scaleY * sine,
      d: transform.scaleY * cosine, tx: transform.translationX, ty: transform.translationY)
  }

  /// The matrix as a node's transform: its translation, rotation and scales. A shear has no such form;
  /// it is left out, and reported in ``DeviceOnlyDiagnostics``.
  var nodeTransform: NodeTransform {
    let scaleX = (a * a + b * b).squareRoot()
    guard scaleX != 0 else { return NodeTransform(translationX: tx, translationY: ty, scaleX: 0, scaleY: d) }
    let shear = a * c + b * d
    if abs(shear) > 1e-9 {
      DeviceOnlyDiagnostics.report("a view transform with a shear is drawn without it; only a device draws shears")
    }
    return NodeTransform(
      translationX: tx, translationY: ty, scaleX: scaleX, scaleY: (a * d - b * c) / scaleX, rotation: atan2(b, a))
  }
}
