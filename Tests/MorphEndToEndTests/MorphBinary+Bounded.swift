import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension MorphBinary {
  /// How a bounded run ended: its status, whether a signal ended it or the time bound did, what it
  /// printed (written to files as it ran, so that no pipe fills up however much it prints), and how long
  /// it took.
  struct BoundedResult {
    var status: Int32
    /// Whether a signal ended the process (a crash, or the kill after the time bound).
    var wasSignalled: Bool
    /// Whether the process was still running after the time bound and was killed.
    var timedOut: Bool
    var output: Data
    var error: String
    var seconds: Double

    /// The lines printed on standard error.
    var errorLines: [String] { error.split(separator: "\n").map(String.init) }
  }

  /// Runs `morph` with arguments in `directory`, killing it after `timeout` seconds. The run is waited
  /// for on a thread of its own: a thread of Swift's cooperative pool blocked for minutes would starve
  /// the suite's asynchronous tests, which run beside it.
  static func run(_ arguments: [String], in directory: URL, timeout: Double) async throws -> BoundedResult {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(with: Swift.Result { try runBlocking(arguments, in: directory, timeout: timeout) })
      }.start()
    }
  }

  private static func runBlocking(_ arguments: [String], in directory: URL, timeout: Double) throws -> BoundedResult {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("morph-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("morph")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = output
    process.standardError = error
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    let start = ContinuousClock.now
    try process.run()
    var timedOut = false
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      exited.wait()
    }
    let elapsed = ContinuousClock.now - start
    try output.close()
    try error.close()
    return BoundedResult(
      status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, output: (try? Data(contentsOf: outputURL)) ?? Data(),
      error: String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self),
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }

  /// The largest resident set, in bytes, of any child process this test process has waited for.
  static var largestChildResidentBytes: Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_CHILDREN, &usage)
      return Int(usage.ru_maxrss)
    #else
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
      return Int(usage.ru_maxrss) * 1024
    #endif
  }
}
