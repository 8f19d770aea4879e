import MorphTextureCompat
import Testing

/// `CATransform3D` on nodes, and `ASCenterLayoutSpec` made with its superclass's initializer.
@Suite struct TransformAndSpecTests {
  @Test func transformsAreMorphsDecomposedTransforms() {
    let node = ASDisplayNode()
    node.transform = CATransform3DMakeScale(0.5, 2, 1)
    #expect(node.transform == NodeTransform(scaleX: 0.5, scaleY: 2))
    node.transform = CATransform3DMakeTranslation(10, -4, 3)
    #expect(node.transform == .translation(x: 10, y: -4))
    node.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(node.transform.rotation == .pi / 2)
    #expect(CATransform3DMakeRotation(.pi / 2, 0, 0, -1).rotation == -.pi / 2)
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(.pi, 1, 0, 0)), "a 3D flip is not drawn")
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("axis other than z") })
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 2), .scale(x: 2, y: 2)))
  }

  @Test func aCenterSpecMadeAsARelativeSpecPlacesItsChildSo() {
    let child = ASDisplayNode()
    child.style.preferredSize = CGSize(width: 20, height: 10)
    let spec = ASCenterLayoutSpec(horizontalPosition: .end, verticalPosition: .center, sizingOption: [], child: child)
    let layout = spec.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 50)))
    #expect(layout.frame(for: child) == CGRect(x: 80, y: 20, width: 20, height: 10))
  }
}
