import Foundation
import MorphImage

extension UIImage {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var directories: [URL] = []

  /// Folders of a team's assets (`.xcassets` folders, folders holding them, or folders of image
  /// files), searched first by `UIImage(named:)`, `#imageLiteral` and `UIColor(named:)`; then come
  /// the folders of the `MORPH_ASSET_PATH` environment variable (separated by `:`), then
  /// `Bundle.main`'s resources. Empty by default.
  public static var searchDirectories: [URL] {
    get {
      lock.lock()
      defer { lock.unlock() }
      return directories
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      directories = newValue
    }
  }

  /// UIKit's `init?(named:)`: the image called `name` in the app's asset folders — an image set of an
  /// asset catalog, at ``UIScreen/main``'s scale (or the nearest it has), else a file `name.png`,
  /// `name@2x.png`, `name.jpg`, … with the screen's scale first. Nil when there is none.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// UIKit's `init?(named:in:compatibleWith:)`: as ``init(named:)``, in `bundle`'s resources when one
  /// is given. The image is the one for ``UIScreen/main``'s scale; the trait collection does not change
  /// it.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let (file, scale) = Self.file(named: name, in: bundle) else { return nil }
    self.init(file: file, scale: scale)
  }

  /// The file and scale of the image `name`, if the asset folders have it.
  static func file(named name: String, in bundle: Bundle?) -> (ImageFile, CGFloat)? {
    let folders = AssetSearchPath.folders(for: bundle)
    let screenScale = UIScreen.main.scale
    if let set = AssetSearchPath.set(named: name, kind: "imageset", in: folders),
      let image = ImageSetContents(folder: set)?.image(forScreenScale: screenScale),
      let filename = image.filename,
      let file = try? ImageFile(contentsOf: set.appendingPathComponent(filename))
    {
      return (file, image.pixelsPerPoint)
    }
    guard let path = path(named: name, in: folders, screenScale: screenScale),
      let file = try? ImageFile(contentsOf: URL(fileURLWithPath: path))
    else { return nil }
    return (file, scale(ofFileNamed: path))
  }

  /// The extensions plain image files are tried with, in order.
  private static let extensions = ["png", "jpg", "jpeg", "gif", "webp"]

  /// The path of a plain image file `name` in `folders`: the screen's scale's variant first.
  private static func path(named name: String, in folders: [URL], screenScale: CGFloat) -> String? {
    let suffixes = (["@\(Int(screenScale.rounded()))x"] + ["", "@2x", "@3x", "@1x"]).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    let hasExtension = extensions.contains((name as NSString).pathExtension.lowercased())
    for folder in folders {
      let candidates =
        hasExtension
        ? [name] : suffixes.flatMap { suffix in extensions.map { "\(name)\(suffix).\($0)" } }
      for candidate in candidates {
        let path = folder.appendingPathComponent(candidate).path
        if FileManager.default.fileExists(atPath: path) { return path }
      }
    }
    return nil
  }
}
