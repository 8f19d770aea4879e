import FlyingFox
import Foundation

/// The preview's HTTP interface: which path serves what.
///
/// | path | serves |
/// |---|---|
/// | `/` | the index of the scenes (a single scene: a redirect to its page) |
/// | `/scene/SLUG` | the player page |
/// | `/scene/SLUG/review.json?…` | the ``PreviewReview`` and the current error: `{"error", "review"}` |
/// | `/scene/SLUG/export.svg?…`, `/scene/SLUG/export.html?…` | the animation, as `morph export` writes it |
/// | `/scene/SLUG/thumbnail.svg` | the storyboard still shown in the index |
/// | `/events` | Server-Sent Events: a `change` event per edited document |
///
/// The query (`transition`, `storyboard`, `rotate`, `device`, `orientation`) is a ``PreviewRequest``.
/// Everything else, and every scene that is not in the catalog, is 404.
struct PreviewRoutes: Sendable {
  let renderer: PreviewRenderer
  let pages: PreviewPages
  let hub: PreviewEventHub
  let keepAliveInterval: Duration

  /// The URL of a resource of a request's scene, with the request's query.
  static func url(for request: PreviewRequest, resource: String) -> String {
    var components = URLComponents()
    components.path = "/scene/\(request.scene)/\(resource)"
    let items = request.queryItems
    if !items.isEmpty { components.queryItems = items.map { URLQueryItem(name: $0.name, value: $0.value) } }
    return components.string ?? components.path
  }

  func response(to request: HTTPRequest) async -> HTTPResponse {
    guard request.method == .GET || request.method == .HEAD else {
      return Self.text(.methodNotAllowed, "only GET and HEAD are served\n")
    }
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    switch parts.count {
    case 1 where parts[0] == "":
      return await index()
    case 1 where parts[0] == "events":
      return await events()
    case 2 where parts[0] == "scene":
      guard let entry = renderer.catalog.entry(slug: parts[1]) else { return Self.notFound }
      return Self.body(.ok, "text/html; charset=utf-8", try? pages.player(for: entry, catalog: renderer.catalog))
    case 3 where parts[0] == "scene":
      guard renderer.catalog.entry(slug: parts[1]) != nil else { return Self.notFound }
      return await resource(parts[2], scene: parts[1], query: request.query)
    default:
      return Self.notFound
    }
  }

  private func index() async -> HTTPResponse {
    let catalog = renderer.catalog
    if catalog.folder == nil, let only = catalog.entries.first {
      let headers: HTTPHeaders = [.location: "/scene/\(only.slug)"]
      return HTTPResponse(statusCode: .found, headers: headers)
    }
    return Self.body(.ok, "text/html; charset=utf-8", try? pages.index(of: catalog))
  }

  private func resource(_ name: String, scene: String, query: [HTTPRequest.QueryItem]) async -> HTTPResponse {
    if name == "thumbnail.svg" {
      return Self.body(.ok, "image/svg+xml", await renderer.thumbnail(of: scene))
    }
    let request: PreviewRequest
    do {
      var values: [String: String] = [:]
      for item in query { values[item.name] = item.value }
      request = try PreviewRequest(scene: scene, query: values)
    } catch {
      return Self.text(.badRequest, error.description + "\n")
    }
    guard let outcome = await renderer.render(request) else { return Self.notFound }
    switch name {
    case "review.json":
      return Self.body(.ok, "application/json", Self.reviewBody(outcome))
    case "export.svg":
      guard let rendering = outcome.rendering else { return Self.text(.unprocessableContent, outcome.error ?? "") }
      return Self.body(.ok, "image/svg+xml", rendering.svg)
    case "export.html":
      guard let rendering = outcome.rendering else { return Self.text(.unprocessableContent, outcome.error ?? "") }
      return Self.body(.ok, "text/html; charset=utf-8", rendering.html)
    default:
      return Self.notFound
    }
  }

  private func events() async -> HTTPResponse {
    let stream = await hub.subscribe()
    return HTTPResponse(
      statusCode: .ok,
      headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
      body: HTTPBodySequence(from: EventStreamBody(events: stream, keepAliveInterval: keepAliveInterval)))
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

  static let notFound = text(.notFound, "not found\n")

  private static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
    HTTPResponse(
      statusCode: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: Data(text.utf8))
  }

  private static func body(_ status: HTTPStatusCode, _ type: String, _ data: Data?) -> HTTPResponse {
    guard let data else { return text(.internalServerError, "the page could not be built\n") }
    return HTTPResponse(statusCode: status, headers: [.contentType: type, .cacheControl: "no-store"], body: data)
  }
}
