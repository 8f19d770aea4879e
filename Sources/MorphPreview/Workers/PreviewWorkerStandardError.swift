import Foundation
import MorphPlanning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a render worker writes on standard error, read on a thread of its own as it comes (so that
/// the worker never waits on a full socket) and kept from the start of the request under way: when the
/// worker stops, the lines a crash printed there — the Swift runtime's `FILE:LINE: Fatal error: …` — are
/// what the request is answered with.
final class PreviewWorkerStandardError: @unchecked Sendable {
  /// The most bytes kept per request, the last ones written: 64 KiB.
  static let limit = 64 << 10

  private let lock = NSLock()
  private var written = Data()
  private var hasEnded = false
  private let ended = DispatchSemaphore(value: 0)

  /// Starts reading the descriptor, which it closes at the end of input.
  init(descriptor: Int32) {
    Thread.detachNewThread { [self] in
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        lock.withLock {
          written.append(contentsOf: chunk[0..<count])
          if written.count > Self.limit { written.removeFirst(written.count - Self.limit) }
        }
      }
      close(descriptor)
      lock.withLock { hasEnded = true }
      ended.signal()
    }
  }

  /// Forgets what was written so far: a request starts.
  func startRequest() {
    lock.withLock { written.removeAll() }
  }

  /// The lines that tell why the worker stopped, of those written since the request started that are
  /// not blank: from the Swift runtime's `Fatal error` line on when it printed one (after whatever the
  /// scene's code printed), else the last ones; `count` at most, with control characters made visible.
  /// Read once the worker closed standard error (it stopped), or `wait` passed.
  func crashLines(_ count: Int, waitingUpTo wait: DispatchTimeInterval) -> [String] {
    if !lock.withLock({ hasEnded }), ended.wait(timeout: .now() + wait) == .success {
      ended.signal()
    }
    let lines = String(decoding: lock.withLock { written }, as: UTF8.self).split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let shown =
      lines.lastIndex { $0.contains("Fatal error: ") }.map { lines[$0...].prefix(count) } ?? lines.suffix(count)
    return shown.map { LocatedError.visible(String($0.prefix(500))) }
  }
}
