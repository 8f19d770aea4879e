import Foundation

/// Watches a package's Swift sources (`Package.swift` and every `.swift` file under `Sources/`) by
/// listing them a few times a second, and reports each change — a file saved, added or removed — once
/// the sources have stayed the same for one poll, so that a save of several files is one change.
/// A file's modification time, size and inode tell it changed, without reading every source.
struct SwiftSourceWatcher: Sendable {
  /// The package watched.
  let package: URL
  /// The time between two polls.
  let interval: Duration

  init(package: URL, interval: Duration = .milliseconds(300)) {
    self.package = package
    self.interval = interval
  }

  /// Polls until the task is cancelled, calling `changed` after each change.
  func run(changed: @Sendable () async -> Void) async {
    var settled = fingerprint()
    var pending: [String: FileStamp]?
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      let now = fingerprint()
      if let waiting = pending, waiting == now {
        pending = nil
        settled = now
        await changed()
      } else {
        pending = now == settled ? nil : now
      }
    }
  }

  /// Every watched file's stamp, by its path relative to the package.
  func fingerprint() -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    let manifest = package.appendingPathComponent("Package.swift")
    stamps["Package.swift"] = FileStamp(manifest.path)
    let sources = package.appendingPathComponent("Sources")
    let keys: [URLResourceKey] = [.isRegularFileKey]
    guard
      let files = FileManager.default.enumerator(
        at: sources, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return stamps }
    for case let file as URL in files where file.pathExtension == "swift" {
      stamps[String(file.path.dropFirst(package.path.count))] = FileStamp(file.path)
    }
    return stamps
  }
}

/// What tells that a file changed: its modification time, size and inode (nil fields when it is gone).
struct FileStamp: Hashable, Sendable {
  var modified: Date?
  var size: Int?
  var inode: Int?

  init(_ path: String) {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    modified = attributes?[.modificationDate] as? Date
    size = (attributes?[.size] as? NSNumber)?.intValue
    inode = (attributes?[.systemFileNumber] as? NSNumber)?.intValue
  }
}
