import Foundation

/// A value computed on first demand by the thread that asks first, while the others asking for it
/// wait; threads wanting other values are not held up. Its lock is held while the value is computed.
final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var computed: Value?

  /// The value, computed by `compute` when nobody has computed it yet.
  func value(_ compute: () -> Value) -> Value {
    lock.withLock {
      if let computed { return computed }
      let value = compute()
      computed = value
      return value
    }
  }
}
