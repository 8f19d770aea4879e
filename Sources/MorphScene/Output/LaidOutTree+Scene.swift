import Foundation
import MorphLayout
import MorphPlanning

extension LaidOutTree {
  /// Lays `scene` out in a state (nil: the initial one) at a scale (nil: the document's `scale`) for a
  /// size range (nil: the document's `sizeRange`).
  public init(
    scene: Scene, state: String? = nil, scale: CGFloat? = nil, sizeRange: SizeRange? = nil
  ) throws(LocatedError) {
    try scene.apply(state: state)
    let scale = scale ?? scene.document.scale
    let context = LayoutContext(scale: scale)
    let layout = LayoutContext.$current.withValue(context) {
      scene.root.layoutAsRoot(sizeRange: sizeRange ?? scene.document.sizeRange, context: context)
    }
    self.init(
      root: scene.root, size: layout.size, sceneName: scene.document.name, state: scene.currentState,
      stateNames: scene.stateNames, scale: scale, declared: scene.nodes)
  }
}
