import Foundation

/// A program run to its end (git, swift build, a previews executable): what it printed and its exit
/// status.
public struct ChildProcess: Sendable {
  /// Its standard output.
  public var output: Data
  /// Its standard error, as text.
  public var error: String
  /// Its exit status; -1 when it could not be started.
  public var status: Int32

  /// The first line of its standard error, or what its status says when it printed none.
  public var reason: String {
    error.split(separator: "\n").first.map(String.init) ?? "it exited with status \(status)"
  }

  /// Runs a program found on the `PATH` (`git`, `swift`) with arguments, in `folder` (nil: the current
  /// folder).
  public static func run(_ program: String, _ arguments: [String], in folder: URL? = nil) async -> ChildProcess {
    await run(executable: URL(fileURLWithPath: "/usr/bin/env"), [program] + arguments, in: folder)
  }

  /// Runs an executable with arguments, in `folder` (nil: the current folder). Both pipes are read at
  /// once, off the cooperative pool, so that the program never waits on a full one.
  public static func run(executable: URL, _ arguments: [String], in folder: URL? = nil) async -> ChildProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    do {
      try process.run()
    } catch {
      return ChildProcess(
        output: Data(), error: "\(executable.lastPathComponent) could not be started: \(error)", status: -1)
    }
    async let data = readToEnd(output.fileHandleForReading)
    async let errorData = readToEnd(error.fileHandleForReading)
    let (outputData, errorText) = await (data, errorData)
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        process.waitUntilExit()
        continuation.resume()
      }
    }
    return ChildProcess(
      output: outputData, error: String(decoding: errorText, as: UTF8.self), status: process.terminationStatus)
  }

  /// Every byte of a pipe, read off the cooperative pool.
  private static func readToEnd(_ handle: FileHandle) async -> Data {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: (try? handle.readToEnd()) ?? Data())
      }
    }
  }
}
