/// A face that draws characters another font lacks, with the family name a browser knows it by.
public struct FallbackFace: Sendable {
  /// The face, opened through the catalog.
  public let face: FontFace
  /// The face's preferred family name as fontconfig lists it, for CSS and SVG `font-family`.
  public let family: String

  /// A fallback face known as `family`.
  public init(face: FontFace, family: String) {
    self.face = face
    self.family = family
  }
}
