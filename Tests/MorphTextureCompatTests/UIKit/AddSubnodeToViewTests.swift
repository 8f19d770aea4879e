import MorphTextureCompat
import Testing

/// Texture's `addSubnode(_:)` on a view or a layer: the node's view or layer joins the hierarchy of
/// views or layers, and the diagnostics say Morph does not draw it there.
@Suite struct AddSubnodeToViewTests {
  @Test func aViewOrLayerRecordsTheNodesViewOrLayer() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let node = ASDisplayNode(name: "badge")
    host.addSubnode(node)
    #expect(node.isNodeLoaded && host.subviews.count == 1 && host.subviews.first?.superview != nil)
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("<display badge>: addSubnode(_:) on a UIView") })
    let layered = ASDisplayNode(name: "shine")
    host.layer.addSubnode(layered)
    #expect(host.layer.sublayers?.count == 1 && layered.isNodeLoaded)
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("<display shine>: addSubnode(_:) on a CALayer") })
  }
}
