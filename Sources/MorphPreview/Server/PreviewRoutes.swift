import Foundation
import Hummingbird
import MorphBatchExport

/// The preview's HTTP interface: which path serves what.
///
/// | path | serves |
/// |---|---|
/// | `/` | the index of the scenes (a single scene file: a redirect to its page) |
/// | `/scene/SLUG` | the player page |
/// | `/preview.js`, `/preview.css` | the player's script and style sheet |
/// | `/scene/SLUG/review.json?…` | the ``PreviewReview`` and the current error: `{"error", "review"}` |
/// | `/scene/SLUG/export.svg?…`, `/scene/SLUG/export.html?…` | the animation, as `morph export` writes it |
/// | `/scene/SLUG/download.EXTENSION?…` | the timeline as a file of each format of `ExportFormatRegistry.standard` (`download.lottie.json`…), to save |
/// | `/scene/SLUG/thumbnail.svg` | the storyboard still shown in the index |
/// | `/scene/SLUG/compare.html` | with a compared revision, the review page of the document against it |
/// | `/events` | Server-Sent Events: a `change` event per edited document |
///
/// The query (`transition`, `storyboard`, `rotate`, `device`, `orientation`) is a ``PreviewRequest``.
/// Everything else, every scene that is not in the catalog and every scene whose file is no longer a
/// regular file in the served folder, is 404. `HEAD` answers what `GET` would, without the body (and
/// without subscribing to the events). Requests are first checked by ``PreviewRequestPolicy``.
struct PreviewRoutes: Sendable {
  let renderer: PreviewRenderer
  let pages: PreviewPages
  let hub: PreviewEventHub
  let keepAliveInterval: Duration
  let policy: PreviewRequestPolicy
  /// The index and the player pages, built once: they depend on the catalog only, which is fixed.
  let builtPages = BuiltPages()

  /// The URL of a resource of a request's scene, with the request's query.
  static func url(for request: PreviewRequest, resource: String) -> String {
    var components = URLComponents()
    components.path = "/scene/\(request.scene)/\(resource)"
    let items = request.queryItems
    if !items.isEmpty { components.queryItems = items.map { URLQueryItem(name: $0.name, value: $0.value) } }
    return components.string ?? components.path
  }

  func response(to request: Request) async -> Response {
    // Decoded segment by segment, so that an encoded slash stays inside its segment (and names no scene).
    let parts = request.uri.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
      String($0).removingPercentEncoding ?? ""
    }
    let rendersScene = parts.count == 3 && parts[0] == "scene"
    if let refusal = policy.refusal(of: request.head, renders: rendersScene) {
      return Self.text(refusal.status, refusal.reason + "\n")
    }
    let isHead = request.method == .head
    guard request.method == .get || isHead else {
      var response = Self.text(.methodNotAllowed, "only GET and HEAD are served\n")
      response.headers[.allow] = "GET, HEAD"
      return response
    }
    if isHead, request.uri.path == "/events" { return Self.eventStreamHead }
    let response = await get(request, parts: parts)
    return isHead ? response.createHeadResponse() : response
  }

  /// The answer to a `GET` of the path of `parts`, its segments decoded.
  private func get(_ request: Request, parts: [String]) async -> Response {
    switch parts.count {
    case 1 where parts[0] == "":
      return await index()
    case 1 where parts[0] == "events":
      return events()
    case 1 where parts[0] == "preview.js":
      return Self.body(.ok, "text/javascript; charset=utf-8", PreviewTemplates.playerScript)
    case 1 where parts[0] == "preview.css":
      return Self.body(.ok, "text/css; charset=utf-8", PreviewTemplates.playerStyleSheet)
    case 2 where parts[0] == "scene":
      guard let entry = renderer.catalog.entry(slug: parts[1]), renderer.catalog.contents(of: entry) != nil else {
        return Self.notFound
      }
      let page = builtPages.page("scene/\(entry.slug)") { try? pages.player(for: entry, catalog: renderer.catalog) }
      return Self.body(.ok, "text/html; charset=utf-8", page)
    case 3 where parts[0] == "scene":
      guard renderer.catalog.entry(slug: parts[1]) != nil else { return Self.notFound }
      var query: [String: String] = [:]
      for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
      return await resource(parts[2], scene: parts[1], query: query)
    default:
      return Self.notFound
    }
  }

  private func index() async -> Response {
    let catalog = renderer.catalog
    if !catalog.hasIndex, let only = catalog.entries.first {
      return Response(status: .found, headers: [.location: "/scene/\(only.slug)", .contentLength: "0"])
    }
    return Self.body(.ok, "text/html; charset=utf-8", builtPages.page("") { try? pages.index(of: catalog) })
  }

  private func resource(_ name: String, scene: String, query: [String: String]) async -> Response {
    if name == "compare.html" {
      guard let revision = pages.comparedRevision else { return Self.notFound }
      switch await renderer.comparison(of: scene, with: revision) {
      case nil: return Self.notFound
      case .failed(let message): return Self.text(.unprocessableContent, message)
      case .file(let file): return Self.body(.ok, "text/html; charset=utf-8", file.data)
      }
    }
    if name == "thumbnail.svg" {
      guard await renderer.render(PreviewRequest(scene: scene)) != nil else { return Self.notFound }
      return Self.body(.ok, "image/svg+xml", await renderer.thumbnail(of: scene))
    }
    let download =
      name.hasPrefix("download.")
      ? ExportFormatRegistry.standard.formats.first { "download." + $0.pathExtension == name } : nil
    guard download != nil || ["review.json", "export.svg", "export.html"].contains(name) else { return Self.notFound }
    let request: PreviewRequest
    do {
      request = try PreviewRequest(scene: scene, query: query)
    } catch {
      return Self.text(.badRequest, error.description + "\n")
    }
    if let download {
      switch await renderer.download(request, as: download) {
      case nil: return Self.notFound
      case .failed(let message): return Self.text(.unprocessableContent, message)
      case .file(let file):
        var response = Self.body(.ok, download.mediaType, file.data)
        response.headers[.contentDisposition] = Self.contentDisposition(of: file.name)
        return response
      }
    }
    guard let outcome = await renderer.render(request) else { return Self.notFound }
    switch name {
    case "review.json":
      return Self.body(.ok, "application/json", Self.reviewBody(outcome))
    case "export.svg":
      guard let rendering = outcome.rendering else { return Self.text(.unprocessableContent, outcome.error ?? "") }
      return Self.body(.ok, "image/svg+xml", rendering.svg)
    default:
      guard let rendering = outcome.rendering else { return Self.text(.unprocessableContent, outcome.error ?? "") }
      return Self.body(.ok, "text/html; charset=utf-8", rendering.html)
    }
  }

  /// The name a download is saved under: `SCENE.TRANSITION.EXTENSION`, `SCENE.storyboard.EXTENSION`
  /// or `SCENE.rotation-DEVICE-ORIENTATION.EXTENSION`.
  static func downloadName(of scene: String, subject: PreviewReview.Subject, format: any ExportFormat) -> String {
    let shown: String
    switch subject.kind {
    case "rotation": shown = "rotation-\(subject.device ?? "device")-\(subject.orientation)"
    case "storyboard": shown = "storyboard"
    default: shown = subject.name ?? "transition"
    }
    let safe = { (text: String) in String(text.map { $0.isLetter || $0.isNumber || "-_".contains($0) ? $0 : "_" }) }
    return "\(safe(scene)).\(safe(shown)).\(format.pathExtension)"
  }

  /// The `Content-Disposition` of a download named `name` (one of ``downloadName(of:subject:format:)``):
  /// `attachment; filename="NAME"`, header values being ASCII; a name with letters beyond ASCII has
  /// each of them as `_` there, and is given whole as `filename*=UTF-8''NAME`, percent-encoded, which
  /// browsers prefer (RFC 6266).
  static func contentDisposition(of name: String) -> String {
    let ascii = String(name.map { $0.isASCII ? $0 : "_" })
    // RFC 8187's attr-char: what a `filename*` value may give without percent-encoding.
    let attributeCharacters = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$&+-.^_`|~")
    guard ascii != name, let encoded = name.addingPercentEncoding(withAllowedCharacters: attributeCharacters) else {
      return "attachment; filename=\"\(ascii)\""
    }
    return "attachment; filename=\"\(ascii)\"; filename*=UTF-8''\(encoded)"
  }

  private static let eventStreamHeaders: HTTPFields = [
    .contentType: "text/event-stream", .cacheControl: "no-store",
  ]

  /// What `HEAD /events` answers: the stream's headers, and no stream.
  private static let eventStreamHead = Response(status: .ok, headers: eventStreamHeaders)

  private func events() -> Response {
    Response(
      status: .ok, headers: Self.eventStreamHeaders,
      body: EventStreamBody(hub: hub, keepAliveInterval: keepAliveInterval).responseBody)
  }

  /// `{"error": …, "review": …}`: the current error (or null) and the review (the last good one when
  /// there is an error; null if the document never rendered).
  private static func reviewBody(_ outcome: PreviewOutcome) -> Data {
    struct Body: Encodable {
      var error: String?
      var review: PreviewReview?

      /// Both keys always, null when absent, so that pages can tell "no error" from an old server.
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(error, forKey: .error)
        try container.encode(review, forKey: .review)
      }

      enum CodingKeys: String, CodingKey { case error, review }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(Body(error: outcome.error, review: outcome.rendering?.review))) ?? Data()
  }

  static var notFound: Response { text(.notFound, "not found\n") }

  static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }

  private static func body(_ status: HTTPResponse.Status, _ type: String, _ data: Data?) -> Response {
    guard let data else { return text(.internalServerError, "the page could not be built\n") }
    return Response(
      status: status, headers: [.contentType: type, .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }
}

/// Pages built once and kept, by a key: one per scene of the catalog and the index, so bounded by the
/// catalog's size.
final class BuiltPages: @unchecked Sendable {
  private let lock = NSLock()
  private var pages: [String: Data] = [:]

  /// The page kept for a key, built by `build` the first time (a page that cannot be built is not kept).
  func page(_ key: String, build: () -> Data?) -> Data? {
    if let page = lock.withLock({ pages[key] }) { return page }
    guard let page = build() else { return nil }
    lock.withLock { pages[key] = page }
    return page
  }
}
