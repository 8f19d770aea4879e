import Foundation
import MorphLayout

/// Core Animation's `CALayer` as node code reaches it (`node.layer.cornerRadius = 5`): a node's layer,
/// whose properties are the node's own.
open class CALayer: NodeBackedObject {
  public var frame: CGRect {
    get { node.frame }
    set { node.frame = newValue }
  }
  public var bounds: CGRect { node.bounds }
  public var cornerRadius: CGFloat {
    get { node.cornerRadius }
    set { node.cornerRadius = newValue }
  }
  public var borderWidth: CGFloat {
    get { node.borderWidth }
    set { node.borderWidth = newValue }
  }
  public var borderColor: CGColor? {
    get { node.borderColor }
    set { node.borderColor = newValue }
  }
  public var backgroundColor: CGColor? {
    get { node.fillColor.map(CGColor.wrapping) }
    set { node.fillColor = newValue }
  }
  public var masksToBounds: Bool {
    get { node.clipsToBounds }
    set { node.clipsToBounds = newValue }
  }
  public var opacity: Float {
    get { Float(node.alpha) }
    set { node.alpha = CGFloat(newValue) }
  }
  public var isHidden: Bool {
    get { node.isHidden }
    set { node.isHidden = newValue }
  }
  public var shadowColor: CGColor? {
    get { node.shadowColor.map { CGColor.make($0.color) } }
    set { node.shadowColor = newValue }
  }
  public var shadowOpacity: Float {
    get { Float(node.shadowOpacity) }
    set { node.shadowOpacity = CGFloat(newValue) }
  }
  public var shadowOffset: CGSize {
    get { node.shadowOffset }
    set { node.shadowOffset = newValue }
  }
  public var shadowRadius: CGFloat {
    get { node.shadowRadius }
    set { node.shadowRadius = newValue }
  }

  /// The values that decide the look of a layer of this kind, by property name (see
  /// ``WrappedViewDescription``); each layer class adds its own.
  var drawnState: [String: String] { [:] }

  open override func isEqual(_ object: Any?) -> Bool { (object as? CALayer)?.node === node }
  open override var hash: Int { ObjectIdentifier(node).hashValue }
}
