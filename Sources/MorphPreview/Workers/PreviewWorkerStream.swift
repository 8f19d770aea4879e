import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One end of a pipe or socket between the preview server and a render worker, read and written with
/// blocking calls: only ever used on a thread of its own (a dispatch queue's), never on Swift's
/// cooperative pool. It owns its descriptor and closes it when released.
final class PreviewWorkerStream: @unchecked Sendable {
  /// Why a stream gave no more data, or took none.
  enum Failure: Error, Equatable, Sendable {
    /// The other end closed it (end of input, or a broken pipe or socket).
    case closed
    /// What arrived is not a frame (see ``PreviewWorkerFrame``).
    case malformed(String)
    /// A system call failed, with `errno`.
    case system(Int32)
  }

  /// The descriptor.
  let descriptor: Int32
  /// Whether it is a socket, written with `send` so that a closed peer is an error, not a SIGPIPE.
  private let isSocket: Bool
  /// Bytes read and not yet consumed.
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where ``fill()`` reads into.
  private var chunk = [UInt8](repeating: 0, count: 65_536)

  init(descriptor: Int32, isSocket: Bool = false) {
    self.descriptor = descriptor
    self.isSocket = isSocket
  }

  deinit {
    close(descriptor)
  }

  /// The bytes up to the next line feed (which is consumed and not returned); nil at the end of input
  /// before any byte.
  /// - Throws: ``Failure/malformed(_:)`` for a line longer than `limit`, ``Failure/closed`` at the end
  ///   of input within a line.
  func readLine(limit: Int) throws(Failure) -> Data? {
    // How many bytes after `start` hold no line feed (`fill` moves `start`, not them).
    var scanned = 0
    while true {
      let end = buffer.withUnsafeBytes { bytes -> Int? in
        let unscanned = UnsafeRawBufferPointer(rebasing: bytes[(start + scanned)...])
        guard let base = unscanned.baseAddress, let found = memchr(base, 0x0A, unscanned.count) else { return nil }
        return start + scanned + (UnsafeRawPointer(found) - base)
      }
      if let end {
        let line = Data(buffer[start..<end])
        start = end + 1
        return line
      }
      scanned = buffer.count - start
      guard scanned <= limit else { throw .malformed("a header line longer than \(limit) bytes") }
      guard try fill() else {
        if buffer.count == start { return nil }
        throw .closed
      }
    }
  }

  /// Exactly `count` bytes.
  /// - Throws: ``Failure/closed`` at the end of input before them.
  func read(count: Int) throws(Failure) -> Data {
    var data = Data(count: count)
    let buffered = min(count, buffer.count - start)
    if buffered > 0 {
      data.withUnsafeMutableBytes { target in
        buffer.withUnsafeBytes { source in
          target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start..<start + buffered]))
        }
      }
      start += buffered
    }
    var filled = buffered
    while filled < count {
      let read = data.withUnsafeMutableBytes { bytes in
        Self.retrying { systemRead(descriptor, bytes.baseAddress! + filled, count - filled) }
      }
      if read < 0 { throw .system(errno) }
      if read == 0 { throw .closed }
      filled += read
    }
    return data
  }

  /// Writes all of `data`.
  /// - Throws: ``Failure/closed`` when the other end is closed.
  func write(_ data: Data) throws(Failure) {
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { bytes in
        Self.retrying { send(bytes.baseAddress! + written, bytes.count - written) }
      }
      if count < 0 { throw errno == EPIPE || errno == ECONNRESET ? .closed : .system(errno) }
      written += count
    }
  }

  /// Reads what is there into the buffer, after dropping what was consumed; false at the end of input.
  private func fill() throws(Failure) -> Bool {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let count = chunk.withUnsafeMutableBytes { bytes in
      Self.retrying { systemRead(descriptor, bytes.baseAddress!, bytes.count) }
    }
    if count < 0 { throw .system(errno) }
    buffer.append(contentsOf: chunk[0..<count])
    return count > 0
  }

  private func send(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    guard isSocket else { return systemWrite(descriptor, bytes, count) }
    #if canImport(Darwin)
      // The socket is made with SO_NOSIGPIPE.
      return Darwin.send(descriptor, bytes, count, 0)
    #else
      return Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
  }

  private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.read(descriptor, bytes, count)
    #else
      Glibc.read(descriptor, bytes, count)
    #endif
  }

  private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.write(descriptor, bytes, count)
    #else
      Glibc.write(descriptor, bytes, count)
    #endif
  }

  /// A system call's result, called again while it is interrupted by a signal.
  private static func retrying(_ call: () -> Int) -> Int {
    while true {
      let result = call()
      if result >= 0 || errno != EINTR { return result }
    }
  }
}
