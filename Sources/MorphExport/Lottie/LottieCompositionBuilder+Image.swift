import Foundation
import MorphImage
import MorphLayout
import MorphTimeline

extension LottieCompositionBuilder {
  /// An image layer drawing an image in the size its node drew it at, as the SVG export does: scaled
  /// to that size, or with its aspect ratio kept inside it (`scaleAspectFit`) or covering it
  /// (`scaleAspectFill`, clipped to it by a mask). An embedded image (a `data:` URI) is an asset with
  /// its size in pixels; an image at a URL is referred to and drawn at the node's size.
  mutating func imageLayer(
    _ source: String, size: CGSize, mode: ContentMode, name: String, origin: [Double]
  ) -> LottieLayer {
    let asset = imageAsset(source, drawnSize: size)
    let drawn = (width: max(Double(size.width), 0), height: max(Double(size.height), 0))
    let natural = (width: Double(asset.size.width), height: Double(asset.size.height))
    var scale = (
      x: natural.width > 0 ? drawn.width / natural.width : 1, y: natural.height > 0 ? drawn.height / natural.height : 1
    )
    switch mode {
    case .scaleAspectFit: scale = (min(scale.x, scale.y), min(scale.x, scale.y))
    case .scaleAspectFill: scale = (max(scale.x, scale.y), max(scale.x, scale.y))
    default: break
    }
    let offset = ((drawn.width - natural.width * scale.x) / 2, (drawn.height - natural.height * scale.y) / 2)
    var layer = LottieLayer(
      ind: 0, ty: .image, nm: name + " image", refId: asset.id,
      ks: .at([origin[0] + offset.0, origin[1] + offset.1].map(format.value)), ip: 0, op: endFrame)
    layer.ks.s = .fixed([scale.x * 100, scale.y * 100].map(format.value))
    if mode == .scaleAspectFill && scale.x > 0 {
      // The part of the image inside the drawn size, in the image's own pixels.
      let path = LottieBezierPath.roundedRectangle(
        x: -offset.0 / scale.x, y: -offset.1 / scale.y, width: drawn.width / scale.x, height: drawn.height / scale.y,
        radius: 0)
      layer.hasMask = true
      layer.masksProperties = [LottieMask(nm: "scaleAspectFill", pt: .fixedPath(path.rounded(by: format)))]
    }
    return layer
  }

  /// The asset of an image source, made on first use: embedded with its pixel size when it is a
  /// readable `data:` URI, else referred to at the size it is first drawn at, in whole pixels (as
  /// players read an image's size).
  private mutating func imageAsset(_ source: String, drawnSize: CGSize) -> (id: String, size: CGSize) {
    if let known = images[source] { return known }
    let id = "image_\(images.count)"
    let file = Self.embeddedImage(source)
    let size =
      file?.pixelSize
      ?? CGSize(width: max(drawnSize.width, 1).rounded(.up), height: max(drawnSize.height, 1).rounded(.up))
    assets.append(
      LottieAsset(
        id: id, w: Double(size.width), h: Double(size.height), u: "", p: source, e: file == nil ? 0 : 1))
    images[source] = (id, size)
    return (id, size)
  }

  /// The image a `data:` URI embeds in base64, if it is one MorphImage reads.
  private static func embeddedImage(_ source: String) -> ImageFile? {
    guard source.hasPrefix("data:"), let comma = source.firstIndex(of: ","),
      source[..<comma].hasSuffix(";base64"),
      let data = Data(base64Encoded: String(source[source.index(after: comma)...]))
    else { return nil }
    return try? ImageFile(data: data)
  }
}
