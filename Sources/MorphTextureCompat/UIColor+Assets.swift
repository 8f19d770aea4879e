import Foundation

extension UIColor {
  /// UIKit's `init?(named:)`: the color set called `name` in an asset catalog of the app's asset
  /// folders (``UIImage/searchDirectories``, `MORPH_ASSET_PATH`, `Bundle.main`), in its light
  /// appearance. Nil when there is none.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// UIKit's `init?(named:in:compatibleWith:)`: as ``init(named:)``, in `bundle`'s resources when one
  /// is given; Morph draws the light appearance whatever the trait collection.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let set = AssetSearchPath.set(named: name, kind: "colorset", in: AssetSearchPath.folders(for: bundle)),
      let color = ColorSetContents(folder: set)?.color
    else { return nil }
    self.init(color)
  }
}
