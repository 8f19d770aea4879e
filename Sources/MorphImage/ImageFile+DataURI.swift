import Foundation

extension ImageFile {
  /// Reads the image a `data:` URI holds, base64 or percent-encoded
  /// (`data:image/png;base64,iVBOR…`, `data:image/svg+xml,%3Csvg…`).
  ///
  /// Nil when `uri` is not a `data:` URI, or what it holds is not an image Morph reads: such a URI is
  /// drawn as written, and costs a renderer nothing to refuse.
  /// - Throws: ``ImageFileError/overBudget(_:)`` for an image past ``ImageBudget``.
  public init?(dataURI uri: String) throws(ImageFileError) {
    guard uri.prefix(5).lowercased() == "data:", let comma = uri.firstIndex(of: ",") else { return nil }
    let header = uri[uri.index(uri.startIndex, offsetBy: 5)..<comma].lowercased()
    let payload = String(uri[uri.index(after: comma)...])
    let data =
      header.hasSuffix(";base64")
      ? Data(base64Encoded: payload, options: .ignoreUnknownCharacters)
      : payload.removingPercentEncoding.map { Data($0.utf8) }
    guard let data else { return nil }
    do {
      try self.init(data: data)
    } catch {
      guard case .overBudget = error else { return nil }
      throw error
    }
  }

  /// The pixels a renderer decodes to draw the image: its size's, once per frame of an animated image.
  public var decodedPixels: Double {
    pixelSize.width * pixelSize.height * Double(frameCount)
  }
}
