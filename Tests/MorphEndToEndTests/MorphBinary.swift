import Foundation
import _MorphTestSupport

/// Runs the built `morph` executable from the repository's root directory.
enum MorphBinary {
  /// The repository's root directory.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Where the build put its products.
  static let productsDirectory = BuiltProducts.directory

  /// What a run printed and how it ended.
  struct Result {
    var status: Int32
    var output: String
    var error: String

    /// Standard error without the warnings of the remote images some examples show (their URLs are
    /// never downloaded): what is left must be empty for a clean run.
    var errorBesidesRemoteImageWarnings: String {
      error.split(separator: "\n").filter { !$0.contains(": warning: the image at ") }.joined(separator: "\n")
    }
  }

  /// Runs `morph` (the built one unless another copy is given) with arguments, in the repository's root
  /// directory, with this process's environment and the variables given.
  static func run(
    _ arguments: [String], executable: URL = productsDirectory.appendingPathComponent("morph"),
    environment: [String: String] = [:]
  ) throws -> Result {
    // An executable copied a moment ago can be refused as "text file busy": a process started on another
    // thread during the copy holds the copy's open file until it replaces its own image, milliseconds later.
    var attempt = 0
    while true {
      attempt += 1
      do {
        return try runOnce(arguments, executable: executable, environment: environment)
      } catch let error as CocoaError where attempt < 100 && error.isTextFileBusy {
        Thread.sleep(forTimeInterval: 0.02)
      }
    }
  }

  private static func runOnce(
    _ arguments: [String], executable: URL, environment: [String: String]
  ) throws
    -> Result
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = repository
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // morph writes at most a line to stderr, so reading stdout to its end first cannot block.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}

extension CocoaError {
  /// Whether the error is the kernel's "text file busy" (`ETXTBSY`).
  fileprivate var isTextFileBusy: Bool {
    (userInfo[NSUnderlyingErrorKey] as? NSError).map { $0.domain == NSPOSIXErrorDomain && $0.code == Int(ETXTBSY) }
      ?? false
  }
}
