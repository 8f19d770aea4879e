import Foundation

/// The scene documents a preview serves: one file, or every scene document directly inside a folder.
///
/// Requests name a scene by its ``Entry/slug`` only, and a slug is looked up in this list, so a request
/// can never reach a path outside it. A document inside the folder that is a symbolic link to a file
/// outside the folder is left out.
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
  }

  /// The file extensions of scene documents.
  public static let sceneExtensions: Set<String> = ["yaml", "yml", "json"]

  /// The folder served, or nil when a single file is.
  public let folder: URL?
  /// The documents, ordered by slug.
  public let entries: [Entry]

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
      entries = [Entry(slug: Self.slug(of: url), url: url.standardizedFileURL, displayPath: path)]
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
        found[slug] = Entry(slug: slug, url: resolved, displayPath: url.appendingPathComponent(name).relativePath)
      }
    }
    guard !found.isEmpty else { throw .noScenes(path) }
    folder = root
    entries = found.values.sorted { $0.slug < $1.slug }
  }

  /// The entry with a slug, if the catalog has one.
  public func entry(slug: String) -> Entry? {
    entries.first { $0.slug == slug }
  }

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
