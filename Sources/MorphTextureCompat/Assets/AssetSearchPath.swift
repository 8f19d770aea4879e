import Foundation

/// Where `UIImage(named:)`, `#imageLiteral` and `UIColor(named:)` look for an app's assets off the
/// device, in order:
///
/// 1. ``UIImage/searchDirectories``, set by code (a test, a previews executable);
/// 2. the folders of the `MORPH_ASSET_PATH` environment variable, separated by `:`;
/// 3. `Bundle.main`'s resources — on Linux the folder of the running executable.
///
/// `UIImage(named:in:compatibleWith:)` with a bundle looks in that bundle's resources alone, as on
/// iOS: a package's own resources are `Bundle.module` (declare the catalog with
/// `resources: [.copy("Assets.xcassets")]`, since only Xcode compiles catalogs).
///
/// In each folder Morph looks first in asset catalogs — the folder itself when it is a `.xcassets`
/// folder, else the `.xcassets` folders in it — then for plain files (`name.png`, `name@2x.png`, …).
enum AssetSearchPath {
  /// The environment variable listing asset folders.
  static let environmentVariable = "MORPH_ASSET_PATH"

  /// The folders to look in for `bundle` (nil: the app's folders, see ``AssetSearchPath``).
  static func folders(for bundle: Bundle?) -> [URL] {
    if let bundle { return [bundle.resourceURL ?? bundle.bundleURL] }
    let environment = (ProcessInfo.processInfo.environment[environmentVariable] ?? "")
      .split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    return UIImage.searchDirectories + environment + [Bundle.main.resourceURL ?? Bundle.main.bundleURL]
  }

  /// The first set of kind `setExtension` named `name` in the catalogs of `folders`.
  static func set(named name: String, kind setExtension: String, in folders: [URL]) -> URL? {
    for folder in folders {
      for catalog in AssetCatalog.catalogs(in: folder) {
        if let set = catalog.set(named: name, kind: setExtension) { return set }
      }
    }
    return nil
  }
}
