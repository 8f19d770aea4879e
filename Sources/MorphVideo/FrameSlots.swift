/// A batch's rasterized frames, each slot written by one thread only.
final class FrameSlots: @unchecked Sendable {
  // Unchecked: each slot is written by exactly one iteration of a concurrent loop, and read only after
  // the loop has returned; the buffer itself never changes.
  private let slots: UnsafeMutableBufferPointer<Result<EncoderFrame, VideoError>?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  subscript(index: Int) -> Result<EncoderFrame, VideoError>? {
    get { slots[index] }
    set { slots[index] = newValue }
  }

  /// Every slot's frame, in order.
  var results: [Result<EncoderFrame, VideoError>] { slots.map { $0! } }
}
