import Foundation

/// The results of a concurrent loop's work (a batch's rasterized frames, an APNG's encoded runs): each
/// slot claimed by one thread, which alone writes it.
final class WorkSlots<Value>: @unchecked Sendable {
  // Unchecked: the next unclaimed slot is taken under the lock; each slot is written only by the thread
  // that claimed it, and read only after the concurrent loop has returned; the buffer itself never
  // changes.
  private let slots: UnsafeMutableBufferPointer<Result<Value, VideoError>?>
  private let lock = NSLock()
  private var claimed = 0

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// The index of the next slot no thread has claimed yet, now the caller's to fill; nil when every
  /// slot is claimed.
  func claim() -> Int? {
    lock.withLock {
      guard claimed < slots.count else { return nil }
      defer { claimed += 1 }
      return claimed
    }
  }

  subscript(index: Int) -> Result<Value, VideoError>? {
    get { slots[index] }
    set { slots[index] = newValue }
  }

  /// Every slot's result, in order.
  var results: [Result<Value, VideoError>] { slots.map { $0! } }
}
