import Foundation
import _MorphTestSupport

/// `morph preview` (or a previews executable's `preview`) running as its own process, as people run it: the server tests talk to it over
/// loopback sockets, and no test in this process can slow the server down.
final class PreviewProcess: @unchecked Sendable {
  private let process = Process()
  private let output = Pipe()
  /// The first line the command printed (`Morph preview of … at URL (Ctrl-C stops)`).
  let banner: String
  /// The page address the command printed.
  let url: URL
  var port: UInt16 { UInt16(url.port ?? 0) }

  /// The process's id.
  var pid: Int32 { process.processIdentifier }

  /// Starts `morph preview PATH --port 0 [ARGUMENTS]` and waits for it to print its address.
  convenience init(path: String, arguments: [String] = []) throws {
    try self.init(
      executable: BuiltProducts.directory.appendingPathComponent("morph"), arguments: [path] + arguments)
  }

  /// Starts `EXECUTABLE preview [ARGUMENTS] --port 0` (`morph`, or a previews executable) and waits
  /// for it to print its address.
  init(executable: URL, arguments: [String]) throws {
    process.executableURL = executable
    process.arguments = ["preview"] + arguments + ["--port", "0"]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    banner = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let start = banner.range(of: "http://"),
      let url = URL(string: String(banner[start.lowerBound...].prefix { $0 != " " }))
    else {
      process.terminate()
      throw PreviewProcessError.noAddress(banner)
    }
    self.url = url
  }

  /// Sends SIGINT (Ctrl-C) and waits for the process to end.
  /// - Returns: its exit status and what it printed after its first line.
  @discardableResult
  func interrupt() -> (status: Int32, output: String) {
    if process.isRunning { kill(process.processIdentifier, SIGINT) }
    process.waitUntilExit()
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    return (process.terminationStatus, String(decoding: rest, as: UTF8.self))
  }

  deinit {
    if process.isRunning { process.terminate() }
  }
}

enum PreviewProcessError: Error {
  case noAddress(String)
}
