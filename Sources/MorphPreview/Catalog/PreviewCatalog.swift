import Foundation
import MorphCatalog
import MorphScene

/// The scenes a preview serves: one scene document, or every scene document directly inside a folder,
/// and the Swift previews of a ``NodeCatalog``.
///
/// Requests name a scene by its ``Entry/slug`` only, and a slug is looked up in this list, so a request
/// can never reach a path outside it. A document inside the folder that is a symbolic link to a file
/// outside the folder is left out, and ``contents(of:)`` checks again on every read, so that a file
/// replaced by such a link after start-up is not read either.
struct PreviewCatalog: Sendable {
  /// One served scene: a scene document, or a Swift preview.
  struct Entry: Sendable {
    /// The name requests use: a document's file name without its extension (`animal-card`), or a
    /// Swift preview's name.
    var slug: String
    /// Where the scene comes from, and how it becomes something to plan.
    var source: any PreviewSource
    /// The document's file, or the Swift file declaring the preview.
    var url: URL
    /// The path the document is shown under: the path given for a file, or the folder's path joined
    /// with the file name; for a Swift preview, the declaring file's path as it was compiled.
    var displayPath: String
    /// The document's name relative to the folder served (for a single file, relative to its folder):
    /// its file name; for a Swift preview, the declaring file's name. What the preview's responses call
    /// the document, so that they show no path of the machine they run on.
    var name: String
  }

  /// The file extensions of scene documents.
  static let sceneExtensions: Set<String> = ["yaml", "yml", "json"]

  /// The folder served, or nil when a single file (or no document) is.
  let folder: URL?
  /// The scenes: the documents ordered by slug, then the Swift previews in the order declared.
  let entries: [Entry]
  /// The Swift previews served.
  let previews: NodeCatalog

  /// The catalog of a scene document, or of the scene documents directly inside a folder (JSON Schema
  /// files, `*.schema.json`, are not scenes and are skipped), and of Swift previews.
  /// - Parameters:
  ///   - path: a scene document or a folder of them; nil serves the previews alone.
  ///   - previews: Swift previews to serve beside the documents.
  ///   - imageAccess: which image files the documents' image nodes may read.
  /// - Throws: ``PreviewError/notFound(_:)`` when the path does not exist,
  ///   ``PreviewError/noScenes(_:)`` for a folder without scene documents or a file that is not one
  ///   (or no path and no previews), and ``PreviewError/sameName(_:first:second:)`` when two scenes
  ///   have the same name.
  init(
    path: String? = nil, previews: NodeCatalog = NodeCatalog(), imageAccess: ImageAccess = .documentFolder
  ) throws(PreviewError) {
    let documents = try path.map { path throws(PreviewError) in try Self.documents(at: path, imageAccess: imageAccess) }
    guard documents != nil || !previews.previews.isEmpty else { throw .noScenes(".") }
    folder = documents?.folder
    self.previews = previews
    var entries = documents?.entries ?? []
    var taken = Dictionary(entries.map { ($0.slug, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
    for preview in previews.previews {
      let declaration = "the Swift preview at \(preview.location)"
      if let other = taken[preview.name] { throw .sameName(preview.name, first: other, second: declaration) }
      taken[preview.name] = declaration
      let file = URL(fileURLWithPath: preview.location.file)
      entries.append(
        Entry(
          slug: preview.name, source: BuiltPreviewSource(preview: preview), url: file,
          displayPath: preview.location.file, name: file.lastPathComponent))
    }
    self.entries = entries
  }

  /// The documents at a path: the file, or the scene documents directly inside the folder.
  private static func documents(
    at path: String, imageAccess: ImageAccess
  ) throws(PreviewError)
    -> (folder: URL?, entries: [Entry])
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .notFound(path)
    }
    let url = URL(fileURLWithPath: path)
    guard isFolder.boolValue else {
      guard isSceneFile(url) else { throw .noScenes(path) }
      let resolved = url.resolvingSymlinksInPath().standardizedFileURL
      let source = DocumentFileSource(
        realParent: DocumentFileSource.realPath(resolved.deletingLastPathComponent().path), imageAccess: imageAccess)
      let entry = Entry(
        slug: slug(of: url), source: source, url: resolved, displayPath: path, name: url.lastPathComponent)
      return (nil, [entry])
    }
    let root = url.resolvingSymlinksInPath().standardizedFileURL
    let source = DocumentFileSource(realParent: DocumentFileSource.realPath(root.path), imageAccess: imageAccess)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var found: [String: Entry] = [:]
    for name in names.sorted() {
      let file = root.appendingPathComponent(name)
      let resolved = file.resolvingSymlinksInPath().standardizedFileURL
      guard isSceneFile(file), resolved.deletingLastPathComponent().path == root.path,
        !isDirectory(resolved)
      else { continue }
      let slug = slug(of: file)
      if found[slug] == nil {
        found[slug] = Entry(
          slug: slug, source: source, url: resolved, displayPath: url.appendingPathComponent(name).relativePath,
          name: name)
      }
    }
    guard !found.isEmpty else { throw .noScenes(path) }
    return (root, found.values.sorted { $0.slug < $1.slug })
  }

  /// Whether the preview has an index page: a folder, or more than one scene (else the one scene's
  /// page is the preview's first page).
  var hasIndex: Bool { folder != nil || entries.count > 1 }

  /// The entry with a slug, if the catalog has one.
  func entry(slug: String) -> Entry? {
    entries.first { $0.slug == slug }
  }

  /// The bytes an entry's renderings depend on (see ``PreviewSource/bytes(of:)``): a document's,
  /// read again, or a Swift preview's name.
  func contents(of entry: Entry) -> Data? {
    entry.source.bytes(of: entry)
  }

  /// The largest scene document the preview reads: 16 MiB.
  static let maximumDocumentSize = 16 << 20

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
