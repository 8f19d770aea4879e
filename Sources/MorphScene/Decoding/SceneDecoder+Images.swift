import Foundation
import MorphImage
import MorphLayout
import MorphPlanning

extension SceneDecoder {
  /// The image an image node's `file` names: a PNG, JPEG, GIF, WebP or SVG file relative to the document,
  /// read whole (to be embedded in exports) and measured in points — its pixels, halved or thirded
  /// for a name ending in `@2x` or `@3x`. Only a file inside the document's folder is read, unless
  /// ``imageAccess`` allows any, and only an image within `ImageBudget`, alone and with the document's
  /// other images.
  mutating func imageFile(_ value: SceneValue, for subject: String) throws(LocatedError) -> NodeImage {
    let name = try value.text(for: subject)
    let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name)
    let path = url.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      throw LocatedError(at: value.location, "no image file \(SceneValue.quoted(name)) relative to the document")
    }
    if imageAccess == .documentFolder {
      let folder = directory.resolvingSymlinksInPath().standardizedFileURL.path
      let real = url.resolvingSymlinksInPath().standardizedFileURL.path
      guard real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
        throw LocatedError(
          at: value.location,
          "the image file \(SceneValue.quoted(name)) is outside the document's folder; a document reads images "
            + "from its own folder only, unless --allow-images-outside is given")
      }
    }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > SceneLimits.maximumImageFileSize
    {
      throw LocatedError(
        at: value.location,
        "the image file \(SceneValue.quoted(name)) is \(size) bytes; an image file is at most "
          + "\(SceneLimits.maximumImageFileSize) bytes (5 MiB)")
    }
    let image: ImageFile
    do {
      image = try ImageFile(contentsOf: url)
    } catch {
      switch error {
      case .unreadable:
        throw LocatedError(at: value.location, "cannot read the image file \(SceneValue.quoted(name))")
      case .notAnImage:
        throw value.mismatch("a PNG, JPEG, GIF, WebP or SVG image file", for: subject)
      case .overBudget(let reason):
        throw LocatedError(at: value.location, "the image file \(SceneValue.quoted(name)) \(reason)")
      }
    }
    try count(image, at: value, described: "the image file \(SceneValue.quoted(name))")
    let stem = url.deletingPathExtension().lastPathComponent
    let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    return NodeImage(
      source: image.dataURI,
      size: CGSize(width: image.pixelSize.width / scale, height: image.pixelSize.height / scale))
  }

  /// An image node's `url`: a `data:` URI is drawn as written, once the image it holds is found within
  /// `ImageBudget`, alone and with the document's other images; any other URL is kept on the node, as
  /// Texture's network image node keeps it, but never downloaded — the exports show a placeholder the
  /// size of the node, and a warning at the value says so.
  mutating func imageURL(_ value: SceneValue, for subject: String) throws(LocatedError) -> String {
    let url = try value.text(for: subject)
    let image: ImageFile?
    do {
      image = try ImageFile(dataURI: url)
    } catch {
      switch error {
      case .overBudget(let reason): throw LocatedError(at: value.location, "the data: URI's image \(reason)")
      case .unreadable, .notAnImage: image = nil
      }
    }
    if let image { try count(image, at: value, described: "the data: URI's image") }
    if !url.lowercased().hasPrefix("data:") {
      warnings.append(
        LocatedWarning(
          at: value.location,
          "the image at \(SceneValue.quoted(url)) is not downloaded: Morph reads no network, so the exports show "
            + "a placeholder in its place; name a local copy with 'file' to see it"))
    }
    return url
  }

  /// Adds an image to the document's, refusing the one that takes their pixels together past
  /// `ImageBudget.maximumDocumentPixels` (an image met again counts once).
  private mutating func count(_ image: ImageFile, at value: SceneValue, described: String) throws(LocatedError) {
    guard imagePixels[image.data] == nil else { return }
    imagePixels[image.data] = image.decodedPixels
    let total = imagePixels.values.reduce(0, +)
    guard total <= Double(ImageBudget.maximumDocumentPixels) else {
      throw LocatedError(
        at: value.location,
        "\(described) takes the document's images to \(Int64(total)) pixels together; a document's "
          + "images hold at most \(ImageBudget.maximumDocumentPixels) pixels (4 images of 4096 × 4096)")
    }
  }
}
