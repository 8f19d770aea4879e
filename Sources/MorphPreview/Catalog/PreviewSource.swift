import Foundation
import MorphCatalog
import MorphPlanning
import MorphScene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a served scene comes from: the bytes its renderings depend on, and what they declare to plan.
protocol PreviewSource: Sendable {
  /// Whether the scene is built into the running executable, so that while the package of its
  /// sources fails to build, the compiler's errors are the scene's error.
  var isBuiltIntoExecutable: Bool { get }

  /// The bytes a rendering depends on, read anew for each request: a rendering is kept until they
  /// change. Nil when the scene can no longer be read safely.
  func bytes(of entry: PreviewCatalog.Entry) -> Data?

  /// What the bytes declare, to plan.
  /// - Throws: the first problem decoding them, located.
  func plannable(from bytes: Data, of entry: PreviewCatalog.Entry) throws(LocatedError) -> any Plannable

  /// What pages call the scene, given the name they show its file under.
  func caption(of entry: PreviewCatalog.Entry, file: String) -> String

  /// Where the scene is declared in its file, if a line declares it (a Swift preview's); nil for a
  /// document, which is the whole file.
  var declaration: FileLocation? { get }
}

/// A scene document in the served folder, read again whenever it is asked for, so that an edit shows
/// on the next request.
struct DocumentFileSource: PreviewSource {
  /// The real path of the documents' folder at start-up, which every read checks again.
  let realParent: String?

  var isBuiltIntoExecutable: Bool { false }

  var declaration: FileLocation? { nil }

  /// The document's bytes, read through a descriptor opened without following a symbolic link: nil
  /// when the file is no longer a regular file directly in the folder it was found in at start-up
  /// (replaced by a link, a directory or a device, or its folder moved), or is larger than
  /// `PreviewCatalog.maximumDocumentSize`; empty when it does not exist (an editor between deleting
  /// and writing).
  func bytes(of entry: PreviewCatalog.Entry) -> Data? {
    let path = entry.url.path
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return errno == ENOENT ? Data() : nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      Int(status.st_size) <= PreviewCatalog.maximumDocumentSize
    else { return nil }
    // The folder itself may have been swapped for a link since start-up.
    guard Self.realPath(entry.url.deletingLastPathComponent().path) == realParent else { return nil }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
      guard data.count <= PreviewCatalog.maximumDocumentSize else { return nil }
    }
    return data
  }

  /// The document decoded under its real path, so that image files are found relative to it (errors
  /// are renamed as the renderer names documents). Bytes that are not UTF-8 are an error at the first
  /// bad byte, as `morph` reports them.
  func plannable(from bytes: Data, of entry: PreviewCatalog.Entry) throws(LocatedError) -> any Plannable {
    try SceneDecoder.decode(bytes, file: entry.url.path)
  }

  func caption(of entry: PreviewCatalog.Entry, file: String) -> String { file }

  /// A path with its symbolic links resolved; nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }
}

/// A Swift preview built into the running executable: it changes only with a new build (a new
/// process), so its bytes are its name.
struct BuiltPreviewSource: PreviewSource {
  let preview: NodePreview

  var isBuiltIntoExecutable: Bool { true }

  var declaration: FileLocation? { preview.location }

  func bytes(of entry: PreviewCatalog.Entry) -> Data? { Data(preview.name.utf8) }

  func plannable(from bytes: Data, of entry: PreviewCatalog.Entry) throws(LocatedError) -> any Plannable { preview }

  /// The preview's name, then its declaring file.
  func caption(of entry: PreviewCatalog.Entry, file: String) -> String { "\(preview.name) (\(file))" }
}
