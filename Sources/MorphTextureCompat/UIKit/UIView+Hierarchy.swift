import Foundation
import MorphLayout

/// UIKit's view hierarchy and gesture recognizers, as node code uses them in `didLoad` (adding a
/// gradient view, a tap recognizer). Morph lays out nodes, not views: a subview keeps the frame it is
/// given, is recorded in ``UIView/subviews`` and is not a subnode.
extension UIView {
  /// UIKit's `subviews`, back to front.
  public var subviews: [UIView] { node.hosted.subviews }

  /// UIKit's `superview`.
  public var superview: UIView? { node.hosted.superviewNode?.view }

  /// UIKit's `addSubview(_:)`: `view` moves to the front of the subviews (out of its former superview).
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: node.hosted.subviews.count)
  }

  /// Texture's `addSubnode(_:)` on a view: the node's view (loading the node) is added as
  /// ``addSubview(_:)`` adds it. Morph lays out and draws the node trees it is given, not views put
  /// under other views, and reports this through the device-only diagnostics.
  public func addSubnode(_ subnode: ASDisplayNode) {
    addSubview(subnode.view)
    DeviceOnlyDiagnostics.report(
      "\(subnode): addSubnode(_:) on a UIView records the node's view as a subview; Morph lays out and draws node trees only"
    )
  }

  /// UIKit's `insertSubview(_:at:)`; an index past the end appends.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view.node !== node else { return }
    view.removeFromSuperview()
    let subviews = node.hosted.subviews
    node.hosted.subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.node.hosted.superviewNode = node
  }

  /// UIKit's `removeFromSuperview()`.
  public func removeFromSuperview() {
    guard let parent = node.hosted.superviewNode else { return }
    parent.hosted.subviews.removeAll { $0.node === node }
    node.hosted.superviewNode = nil
  }

  /// UIKit's `bringSubviewToFront(_:)`.
  public func bringSubviewToFront(_ view: UIView) {
    guard subviews.contains(view) else { return }
    addSubview(view)
  }

  /// UIKit's `sendSubviewToBack(_:)`.
  public func sendSubviewToBack(_ view: UIView) {
    guard subviews.contains(view) else { return }
    insertSubview(view, at: 0)
  }

  /// UIKit's `isDescendant(of:)`.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate.node === view.node { return true }
      current = candidate.superview
    }
    return false
  }

  /// UIKit's `viewWithTag(_:)`: this view or the first descendant, depth first, with `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// UIKit's `gestureRecognizers`.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { node.hosted.gestureRecognizers.isEmpty ? nil : node.hosted.gestureRecognizers }
    set {
      for recognizer in node.hosted.gestureRecognizers { recognizer.attachedNode = nil }
      node.hosted.gestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// UIKit's `addGestureRecognizer(_:)`: the recognizer is recorded on the view (its `view` is this
  /// view). Morph delivers no touches, so its actions are never sent.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    node.hosted.gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.attachedNode = node
  }

  /// UIKit's `removeGestureRecognizer(_:)`.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    node.hosted.gestureRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.attachedNode === node { gestureRecognizer.attachedNode = nil }
  }
}
