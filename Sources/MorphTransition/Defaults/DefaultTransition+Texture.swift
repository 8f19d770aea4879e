import Foundation
import MorphLayout

extension DefaultTransition {
  /// Texture's animated default (`ASDisplayNode+Layout.mm`, `animateLayoutTransition:`), step by step.
  static func animateLikeTexture(_ context: TransitionContext) {
    let node = context.node
    let removed = context.removedSubnodes()
    var fadeIn = context.insertedSubnodes()
    var moved: [DisplayNode] = []
    let inserted = Set(fadeIn.map(ObjectIdentifier.init))
    // Survivors: resized ones fade in (rather than morph), moved ones slide; both is both.
    for subnode in context.subnodes(forKey: .to) where !inserted.contains(ObjectIdentifier(subnode)) {
      let from = context.initialFrame(for: subnode)
      let to = context.finalFrame(for: subnode)
      if from.size != to.size { fadeIn.append(subnode) }
      if from.origin != to.origin { moved.append(subnode) }
    }
    let fadeInAlphas = fadeIn.map(\.alpha)
    let removedAlphas = removed.map(\.alpha)
    for subnode in fadeIn {
      subnode.frame = context.finalFrame(for: subnode)
      subnode.alpha = 0
    }
    let fromSize = context.layout(forKey: .from)?.size ?? .zero
    let toSize = context.layout(forKey: .to)?.size ?? .zero
    context.recorder.animate(
      withDuration: node.defaultLayoutTransitionDuration, delay: node.defaultLayoutTransitionDelay,
      options: node.defaultLayoutTransitionOptions,
      animations: {
        for subnode in removed { subnode.alpha = 0 }
        for (subnode, alpha) in zip(fadeIn, fadeInAlphas) { subnode.alpha = alpha }
        if fromSize != toSize { node.frame = CGRect(origin: node.frame.origin, size: toSize) }
        for subnode in moved { subnode.frame = context.finalFrame(for: subnode) }
      },
      completion: { finished in
        for (subnode, alpha) in zip(removed, removedAlphas) { subnode.alpha = alpha }
        context.completeTransition(finished)
      })
  }
}
