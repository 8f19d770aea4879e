import Foundation

/// What the preview server asks a render worker: the head of a ``PreviewWorkerFrame`` whose one part,
/// ``sourcePart``, holds the bytes of the scene as the server read them (a document's, or a Swift
/// preview's name). The worker renders those bytes, not the file as it finds it, so that what the server
/// caches under them is their rendering.
struct PreviewWorkerRequest: Codable, Sendable {
  /// What is asked of the scene.
  enum Kind: String, Codable, Sendable {
    /// The request's review, SVG and HTML (a ``PreviewRendering``).
    case rendering
    /// The request's timeline as a file of a format of `ExportFormatRegistry.standard`.
    case download
    /// The storyboard still that the index shows of the scene.
    case thumbnail
    /// The review page of the scene's bytes against those of ``oldPart``, the document as
    /// ``revision`` has it (an answer like a download's, its file the page).
    case comparison
  }

  /// The name of the part holding the scene's bytes.
  static let sourcePart = "source"
  /// For a comparison, the name of the part holding the old version's bytes.
  static let oldPart = "old"

  var kind: Kind
  /// The scene's slug.
  var scene: String
  /// The request's query parameters (``PreviewRequest/queryItems``).
  var query: [String: String]
  /// For a download, the format's path extension (`lottie.json`).
  var format: String?
  /// For a comparison, the git revision the old version is read from.
  var revision: String?

  init(_ kind: Kind, _ request: PreviewRequest, format: String? = nil, revision: String? = nil) {
    self.kind = kind
    scene = request.scene
    query = Dictionary(request.queryItems.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    self.format = format
    self.revision = revision
  }

  /// The preview request it describes.
  var previewRequest: PreviewRequest {
    get throws(PreviewRequestError) { try PreviewRequest(scene: scene, query: query) }
  }

  /// The frame asking this of the scene's bytes (and, for a comparison, of the old version's).
  func frame(source: Data, old: Data? = nil) -> PreviewWorkerFrame<PreviewWorkerRequest> {
    var parts: [PreviewWorkerFrame<PreviewWorkerRequest>.Part] = [.init(name: Self.sourcePart, data: source)]
    if let old { parts.append(.init(name: Self.oldPart, data: old)) }
    return PreviewWorkerFrame(self, parts: parts)
  }
}
