import Foundation

/// The `Contents.json` of an image set: its images, each a file for a scale (`1x`, `2x`, `3x`; none
/// for a single-scale image such as a PDF) and a device idiom.
struct ImageSetContents: Decodable {
  /// One image of the set.
  struct Image: Decodable {
    var filename: String?
    var scale: String?
    var idiom: String?

    /// The pixels a point of the image: `2x` is 2; a single-scale image is 1.
    var pixelsPerPoint: CGFloat {
      scale.flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1
    }
  }

  var images: [Image]

  /// Reads the set at `folder`; nil when it has no readable `Contents.json`.
  init?(folder: URL) {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
      let contents = try? JSONDecoder().decode(ImageSetContents.self, from: data)
    else { return nil }
    self = contents
  }

  /// The image a phone of `screenScale` uses: an iPhone's or universal image with a file, at the
  /// screen's scale, else the smallest larger scale, else the largest.
  func image(forScreenScale screenScale: CGFloat) -> Image? {
    let candidates = images.filter { $0.filename != nil && ["universal", "iphone", nil].contains($0.idiom) }
    let phoneFirst = candidates.filter { $0.idiom == "iphone" } + candidates.filter { $0.idiom != "iphone" }
    if let exact = phoneFirst.first(where: { $0.pixelsPerPoint == screenScale }) { return exact }
    let larger = phoneFirst.filter { $0.pixelsPerPoint > screenScale }.min { $0.pixelsPerPoint < $1.pixelsPerPoint }
    return larger ?? phoneFirst.max { $0.pixelsPerPoint < $1.pixelsPerPoint }
  }
}
