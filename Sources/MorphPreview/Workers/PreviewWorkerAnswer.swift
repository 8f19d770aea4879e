import Foundation

/// What a render worker answers a ``PreviewWorkerRequest``: the head of a ``PreviewWorkerFrame``.
///
/// | asked | parts of the answer |
/// |---|---|
/// | ``PreviewWorkerRequest/Kind/rendering`` | `review` (the ``PreviewReview`` as JSON), `svg`, `html` |
/// | ``PreviewWorkerRequest/Kind/download`` | `file`, saved under ``fileName`` |
/// | ``PreviewWorkerRequest/Kind/thumbnail`` | `svg` |
/// | ``PreviewWorkerRequest/Kind/comparison`` | `file` (the review page), saved under ``fileName`` |
///
/// An answer with an ``error`` has no parts.
struct PreviewWorkerAnswer: Codable, Sendable {
  /// Why the request could not be answered, as the worker's ``PreviewRenderer`` words it
  /// (`FILE:LINE:COLUMN: error: …`); nil when it was.
  var error: String?
  /// For a download, the name the file is saved under.
  var fileName: String?
}

extension PreviewWorkerFrame where Head == PreviewWorkerAnswer {
  /// The answer that the request failed, with why.
  static func failure(_ message: String) -> Self {
    Self(PreviewWorkerAnswer(error: message))
  }

  /// The answer of a rendering: its review, SVG and HTML.
  static func rendering(_ rendering: PreviewRendering) throws -> Self {
    Self(
      PreviewWorkerAnswer(),
      parts: [
        Part(name: "review", data: try JSONEncoder().encode(rendering.review)),
        Part(name: "svg", data: rendering.svg), Part(name: "html", data: rendering.html),
      ])
  }

  /// The answer of a download: the file and its name.
  static func download(_ file: PreviewDownload.File) -> Self {
    Self(PreviewWorkerAnswer(fileName: file.name), parts: [Part(name: "file", data: file.data)])
  }

  /// The answer of a thumbnail: its SVG.
  static func thumbnail(_ svg: Data) -> Self {
    Self(PreviewWorkerAnswer(), parts: [Part(name: "svg", data: svg)])
  }

  /// The rendering of `request` this answers (its timeline stays in the worker).
  /// - Throws: ``PreviewRenderingError`` with the worker's error, or
  ///   ``PreviewWorkerFailure/unreadableAnswer(_:)`` when a part is missing or the review cannot be read.
  func rendering(of request: PreviewRequest) throws -> PreviewRendering {
    if let error = head.error { throw PreviewRenderingError(message: error) }
    guard let reviewData = self[part: "review"], let svg = self[part: "svg"], let html = self[part: "html"] else {
      throw PreviewWorkerFailure.unreadableAnswer("a rendering without its review, SVG or HTML")
    }
    guard let review = try? JSONDecoder().decode(PreviewReview.self, from: reviewData) else {
      throw PreviewWorkerFailure.unreadableAnswer("a review that cannot be read")
    }
    return PreviewRendering(request: request, timeline: nil, review: review, svg: svg, html: html)
  }

  /// The download this answers.
  /// - Throws: ``PreviewWorkerFailure/unreadableAnswer(_:)`` when the file or its name is missing.
  func download() throws(PreviewWorkerFailure) -> PreviewDownload {
    if let error = head.error { return .failed(error) }
    guard let data = self[part: "file"], let name = head.fileName else {
      throw .unreadableAnswer("a download without its file or its name")
    }
    return .file(PreviewDownload.File(name: name, data: data))
  }

  /// The thumbnail this answers; nil when the scene has no rendering.
  func thumbnail() throws(PreviewWorkerFailure) -> Data? {
    if head.error != nil { return nil }
    guard let svg = self[part: "svg"] else { throw .unreadableAnswer("a thumbnail without its SVG") }
    return svg
  }
}
