import Foundation
import _MorphTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 client over a plain TCP socket to 127.0.0.1, so that the server tests speak to
/// the preview over real sockets and can also send what no HTTP library would (malformed requests).
struct LoopbackHTTPClient: Sendable {
  let port: UInt16

  struct Response: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  enum Failure: Error { case cannotConnect, malformedResponse(String), timedOut }

  /// Sends `GET path` with `Connection: close` and reads the whole response.
  func get(_ path: String) async throws -> Response {
    try await Self.detached {
      let socket = try open()
      defer { close(socket) }
      try send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", on: socket)
      return try Self.parse(readToEnd(socket))
    }
  }

  /// Sends `METHOD path` with the given header lines (`Connection: close` is added) and reads the whole
  /// response.
  func request(_ method: String, _ path: String, headers: [String] = ["Host: 127.0.0.1"]) async throws -> Response {
    try await Self.detached {
      let socket = try open()
      defer { close(socket) }
      let head = (["\(method) \(path) HTTP/1.1"] + headers + ["Connection: close", "", ""]).joined(separator: "\r\n")
      try send(head, on: socket)
      return try Self.parse(readToEnd(socket))
    }
  }

  /// Sends raw bytes, however many the server takes before it closes the connection (without a
  /// SIGPIPE), and returns what it answered until it closed the connection or `timeout` passed, and
  /// how long that took.
  func flood(_ bytes: Data, timeout: TimeInterval = 5) async throws -> (answer: Data, seconds: TimeInterval) {
    try await Self.detached {
      let socket = try open()
      defer { close(socket) }
      try setTimeout(socket, timeout)
      let start = Date()
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let sent = Self.sendWithoutSignal(socket, buffer.baseAddress! + offset, buffer.count - offset)
          if sent <= 0 { break }
          offset += sent
        }
      }
      let answer = readToEnd(socket)
      return (answer, Date().timeIntervalSince(start))
    }
  }

  /// Opens a connection, sends `bytes` and then nothing, and returns how long the server took to close
  /// it (nil if it was still open after `timeout`).
  func secondsUntilClosed(after bytes: Data, timeout: TimeInterval) async throws -> TimeInterval? {
    try await Self.detached {
      let socket = try open()
      defer { close(socket) }
      try setTimeout(socket, timeout)
      let start = Date()
      _ = bytes.withUnsafeBytes { Self.sendWithoutSignal(socket, $0.baseAddress!, $0.count) }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(socket, &buffer, buffer.count)
        if count == 0 { return Date().timeIntervalSince(start) }
        if count < 0 { return errno == ECONNRESET ? Date().timeIntervalSince(start) : nil }
      }
    }
  }

  /// Opens `count` event streams (`GET /events`) at once, waits for each one's `ready` event, runs
  /// `change`, and returns, per stream, the seconds from `change`'s return until the stream carried a
  /// message containing `marker` (nil for a stream that did not within `timeout`). One thread polls
  /// every socket, so that thousands of streams cost no thousands of threads.
  func fanOut(
    count: Int, marker: String, timeout: TimeInterval, change: @escaping @Sendable () throws -> Void
  )
    async throws -> [TimeInterval?]
  {
    try await Self.detached {
      var sockets: [Int32] = []
      defer { sockets.forEach { close($0) } }
      for _ in 0..<count {
        let socket = try open()
        sockets.append(socket)
        try send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", on: socket)
      }
      func collect(_ text: String, since start: Date) -> [TimeInterval?] {
        var received = [Data](repeating: Data(), count: count)
        var arrived = [TimeInterval?](repeating: nil, count: count)
        var descriptors = sockets.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var waiting = count
        var buffer = [UInt8](repeating: 0, count: 4096)
        let needle = Data(text.utf8)
        while waiting > 0, Date().timeIntervalSince(start) < timeout {
          guard poll(&descriptors, nfds_t(descriptors.count), 100) > 0 else { continue }
          for index in descriptors.indices where descriptors[index].revents != 0 {
            descriptors[index].revents = 0
            let read = read(descriptors[index].fd, &buffer, buffer.count)
            guard read > 0 else {
              descriptors[index].fd = -1
              waiting -= arrived[index] == nil ? 1 : 0
              continue
            }
            received[index].append(contentsOf: buffer[0..<read])
            if arrived[index] == nil, received[index].range(of: needle) != nil {
              arrived[index] = Date().timeIntervalSince(start)
              waiting -= 1
            }
          }
        }
        return arrived
      }
      let ready = collect("event: ready", since: Date())
      guard ready.allSatisfy({ $0 != nil }) else { return ready.map { _ in nil } }
      try change()
      return collect(marker, since: Date())
    }
  }

  /// `send` that fails with EPIPE rather than raising SIGPIPE when the server has closed the connection.
  private static func sendWithoutSignal(_ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
    #else
      var on: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      return Darwin.send(socket, bytes, count, 0)
    #endif
  }

  /// Sends raw bytes and returns everything the server answers until it closes the connection (or
  /// `timeout` passes).
  func raw(_ bytes: Data, timeout: TimeInterval = 5) async throws -> Data {
    try await Self.detached {
      let socket = try open()
      defer { close(socket) }
      try setTimeout(socket, timeout)
      _ = bytes.withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
      shutdown(socket, Int32(SHUT_WR))
      return readToEnd(socket)
    }
  }

  /// Opens `GET path` and reads its body as it streams, handing the text so far to `until` until it
  /// returns true (or `timeout` passes); `onReady` runs once the Server-Sent Events `ready` event came.
  func stream(
    _ path: String, timeout: TimeInterval, onReady: @escaping @Sendable () -> Void = {},
    until: @escaping @Sendable (String) -> Bool
  ) async throws -> String {
    try await Self.detached {
      let socket = try open()
      defer { close(socket) }
      try setTimeout(socket, 0.2)
      try send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", on: socket)
      let deadline = Date().addingTimeInterval(timeout)
      var received = Data()
      var buffer = [UInt8](repeating: 0, count: 4096)
      var isReady = false
      while Date() < deadline {
        let count = read(socket, &buffer, buffer.count)
        if count == 0 { break }
        if count > 0 {
          received.append(contentsOf: buffer[0..<count])
          let text = String(decoding: received, as: UTF8.self)
          if !isReady, text.contains("event: ready\n") {
            isReady = true
            onReady()
          }
          if until(text) { return text }
        }
      }
      throw Failure.timedOut
    }
  }

  /// Runs blocking socket work on a thread of its own: blocking threads of Swift's cooperative pool or
  /// of Dispatch's worker pool, which the server's tasks run on, would starve the server.
  private static func detached<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try body() }) }.start()
    }
  }

  private func open() throws -> Int32 {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw Failure.cannotConnect }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw Failure.cannotConnect
    }
    // A response may take long under ThreadSanitizer, as a scene of thousands of nodes is planned, and
    // while the rest of the suite holds the cooperative pool's threads (see PreviewHostileDocumentTests).
    try setTimeout(socket, 120 * TestTiming.scale)
    return socket
  }

  private func setTimeout(_ socket: Int32, _ seconds: TimeInterval) throws {
    var time = timeval()
    time.tv_sec = .init(seconds.rounded(.down))
    time.tv_usec = .init((seconds - seconds.rounded(.down)) * 1_000_000)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
  }

  private func send(_ text: String, on socket: Int32) throws {
    let bytes = Array(text.utf8)
    guard write(socket, bytes, bytes.count) == bytes.count else { throw Failure.cannotConnect }
  }

  private func readToEnd(_ socket: Int32) -> Data {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 16384)
    while true {
      let count = read(socket, &buffer, buffer.count)
      if count <= 0 { break }
      received.append(contentsOf: buffer[0..<count])
    }
    return received
  }

  private static func parse(_ data: Data) throws -> Response {
    guard let end = data.firstRange(of: Data("\r\n\r\n".utf8)) else {
      throw Failure.malformedResponse(String(decoding: data, as: UTF8.self))
    }
    let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    let statusLine = head.first?.split(separator: " ") ?? []
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
      throw Failure.malformedResponse(head.first ?? "")
    }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Response(status: status, headers: headers, body: Data(data[end.upperBound...]))
  }
}
