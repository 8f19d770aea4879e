import Foundation
import MorphLayout

/// Core Animation's `CATransform3D`, as node code sets `node.transform`: Morph's decomposed 2D
/// `NodeTransform` (translation, rotation about the z axis, scale, about the node's centre).
public typealias CATransform3D = NodeTransform

/// Core Animation's `CATransform3DIdentity`.
public let CATransform3DIdentity = NodeTransform.identity

/// Core Animation's `CATransform3DMakeTranslation(_:_:_:)`; the z offset does not show in 2D.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  .translation(x: tx, y: ty)
}

/// Core Animation's `CATransform3DMakeScale(_:_:_:)`; the z scale does not show in 2D.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  .scale(x: sx, y: sy)
}

/// Core Animation's `CATransform3DMakeRotation(_:_:_:_:)` about the z axis (0, 0, ±1), the rotation a
/// 2D screen shows; a rotation about another axis is a 3D effect only a device draws, reported in
/// ``DeviceOnlyDiagnostics`` and drawn as no rotation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  guard x == 0, y == 0, z != 0 else {
    DeviceOnlyDiagnostics.report("a rotation about an axis other than z is drawn only on a device")
    return .identity
  }
  return .rotation(z > 0 ? angle : -angle)
}

/// Core Animation's `CATransform3DIsIdentity(_:)`.
public func CATransform3DIsIdentity(_ transform: CATransform3D) -> Bool { transform.isIdentity }

/// Core Animation's `CATransform3DEqualToTransform(_:_:)`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
