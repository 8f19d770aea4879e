import Foundation

/// Pixel buffers of one size, reused from frame to frame of a video.
///
/// A video draws thousands of frames of a few megabytes each, a handful at a time. Allocated afresh,
/// each frame's buffer lands in whichever of the allocator's per-thread arenas the drawing thread
/// uses, and the arenas keep what is freed: the process grew past three times the frames it held.
/// Drawn into a buffer of the pool instead, a frame's pixels are a `Data` that gives its buffer back
/// when its last copy is released, so a video holds only the buffers of its frames in flight.
final class FrameBufferPool: @unchecked Sendable {
  // Unchecked: the free buffers are taken and given back under the lock; a buffer handed out belongs to
  // the one `Data` that wraps it until that `Data` is released.
  /// The bytes of each buffer.
  let byteCount: Int
  private var freeBuffers: [UnsafeMutableRawPointer] = []
  private let lock = NSLock()

  /// A pool of buffers of `byteCount` bytes.
  init(byteCount: Int) {
    self.byteCount = byteCount
  }

  deinit {
    for buffer in freeBuffers { buffer.deallocate() }
  }

  /// `byteCount` zeroed bytes, which go back to the pool when the last copy of the returned `Data`
  /// is released.
  /// - Parameter fill: writes the buffer's bytes before it is wrapped; what it returns is returned.
  func take<Result>(
    _ fill: (UnsafeMutableRawBufferPointer) throws(VideoError) -> Result
  ) throws(VideoError) -> (Data, Result) {
    let reused = lock.withLock { freeBuffers.popLast() }
    let buffer = reused ?? UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
    buffer.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
    let result: Result
    do {
      result = try fill(UnsafeMutableRawBufferPointer(start: buffer, count: byteCount))
    } catch {
      giveBack(buffer)
      throw error
    }
    let data = Data(
      bytesNoCopy: buffer, count: byteCount, deallocator: .custom { [self] buffer, _ in giveBack(buffer) })
    return (data, result)
  }

  private func giveBack(_ buffer: UnsafeMutableRawPointer) {
    lock.withLock { freeBuffers.append(buffer) }
  }
}
