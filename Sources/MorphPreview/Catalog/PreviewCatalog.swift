import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The scene documents a preview serves: one file, or every scene document directly inside a folder.
///
/// Requests name a scene by its ``Entry/slug`` only, and a slug is looked up in this list, so a request
/// can never reach a path outside it. A document inside the folder that is a symbolic link to a file
/// outside the folder is left out, and ``contents(of:)`` checks again on every read, so that a file
/// replaced by such a link after start-up is not read either.
public struct PreviewCatalog: Sendable {
  /// One served scene document.
  public struct Entry: Hashable, Sendable {
    /// The name requests use: the file name without its extension (`animal-card`).
    public var slug: String
    /// The document's file.
    public var url: URL
    /// The path the document is shown under: the path given for a file, or the folder's path joined
    /// with the file name.
    public var displayPath: String
    /// The document's name relative to the folder served (for a single file, relative to its folder):
    /// its file name. What the preview's responses call the document, so that they show no path of
    /// the machine they run on.
    public var name: String
  }

  /// The file extensions of scene documents.
  public static let sceneExtensions: Set<String> = ["yaml", "yml", "json"]

  /// The folder served, or nil when a single file is.
  public let folder: URL?
  /// The documents, ordered by slug.
  public let entries: [Entry]
  /// The real path of the documents' folder at start-up, which every read checks again.
  private let realParent: String?

  /// The catalog of a scene document, or of the scene documents directly inside a folder (JSON Schema
  /// files, `*.schema.json`, are not scenes and are skipped).
  /// - Throws: ``PreviewError/notFound(_:)`` when the path does not exist, and
  ///   ``PreviewError/noScenes(_:)`` for a folder without scene documents or a file that is not one.
  public init(path: String) throws(PreviewError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .notFound(path)
    }
    let url = URL(fileURLWithPath: path)
    guard isDirectory.boolValue else {
      guard Self.isSceneFile(url) else { throw .noScenes(path) }
      folder = nil
      entries = [
        Entry(
          slug: Self.slug(of: url), url: url.resolvingSymlinksInPath().standardizedFileURL, displayPath: path,
          name: url.lastPathComponent)
      ]
      realParent = entries.first.flatMap { Self.realPath($0.url.deletingLastPathComponent().path) }
      return
    }
    let root = url.resolvingSymlinksInPath().standardizedFileURL
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var found: [String: Entry] = [:]
    for name in names.sorted() {
      let file = root.appendingPathComponent(name)
      let resolved = file.resolvingSymlinksInPath().standardizedFileURL
      guard Self.isSceneFile(file), resolved.deletingLastPathComponent().path == root.path,
        !Self.isDirectory(resolved)
      else { continue }
      let slug = Self.slug(of: file)
      if found[slug] == nil {
        found[slug] = Entry(
          slug: slug, url: resolved, displayPath: url.appendingPathComponent(name).relativePath, name: name)
      }
    }
    guard !found.isEmpty else { throw .noScenes(path) }
    folder = root
    entries = found.values.sorted { $0.slug < $1.slug }
    realParent = Self.realPath(root.path)
  }

  /// The entry with a slug, if the catalog has one.
  public func entry(slug: String) -> Entry? {
    entries.first { $0.slug == slug }
  }

  /// A document's bytes, read through a descriptor opened without following a symbolic link: nil when
  /// the file is no longer a regular file directly in the folder it was found in at start-up (replaced
  /// by a link, a directory or a device, or its folder moved), or is larger than
  /// ``maximumDocumentSize``; empty when it does not exist (an editor between deleting and writing).
  public func contents(of entry: Entry) -> Data? {
    let path = entry.url.path
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return errno == ENOENT ? Data() : nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      Int(status.st_size) <= Self.maximumDocumentSize
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
      guard data.count <= Self.maximumDocumentSize else { return nil }
    }
    return data
  }

  private static func realPath(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  /// The largest scene document the preview reads: 16 MiB.
  public static let maximumDocumentSize = 16 << 20

  private static func isSceneFile(_ url: URL) -> Bool {
    sceneExtensions.contains(url.pathExtension.lowercased()) && !url.lastPathComponent.hasSuffix(".schema.json")
      && !url.lastPathComponent.hasPrefix(".")
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  private static func slug(of url: URL) -> String {
    url.deletingPathExtension().lastPathComponent
  }
}
