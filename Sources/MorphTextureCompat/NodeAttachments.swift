import MorphLayout

extension DisplayNode {
  /// The value of type `Value` this module keeps with the node — the UIKit and Texture properties
  /// that do not change layout — or `initial` if none was kept yet.
  subscript<Value>(kept type: Value.Type, initial initial: @autoclosure () -> Value) -> Value {
    get { attachments[ObjectIdentifier(type)] as? Value ?? initial() }
    set { attachments[ObjectIdentifier(type)] = newValue }
  }
}
