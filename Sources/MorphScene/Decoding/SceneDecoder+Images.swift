import Foundation
import MorphImage
import MorphLayout
import MorphPlanning

extension SceneDecoder {
  /// The image an image node's `file` names: a PNG, JPEG, GIF, WebP or SVG file relative to the document,
  /// read whole (to be embedded in exports) and measured in points — its pixels, halved or thirded
  /// for a name ending in `@2x` or `@3x`. Only a file inside the document's folder is read, unless
  /// ``imageAccess`` allows any, and only an image within `ImageBudget`.
  func imageFile(_ value: SceneValue, for subject: String) throws(LocatedError) -> NodeImage {
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
    let stem = url.deletingPathExtension().lastPathComponent
    let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    return NodeImage(
      source: image.dataURI,
      size: CGSize(width: image.pixelSize.width / scale, height: image.pixelSize.height / scale))
  }

  /// An image node's `url`: a `data:` URI is drawn as written; any other URL is kept on the node, as
  /// Texture's network image node keeps it, but never downloaded — the exports show a placeholder the
  /// size of the node, and a warning at the value says so.
  mutating func imageURL(_ value: SceneValue, for subject: String) throws(LocatedError) -> String {
    let url = try value.text(for: subject)
    if !url.lowercased().hasPrefix("data:") {
      warnings.append(
        LocatedWarning(
          at: value.location,
          "the image at \(SceneValue.quoted(url)) is not downloaded: Morph reads no network, so the exports show "
            + "a placeholder in its place; name a local copy with 'file' to see it"))
    }
    return url
  }
}
