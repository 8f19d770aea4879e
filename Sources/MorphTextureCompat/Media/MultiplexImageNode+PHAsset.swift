import Foundation

/// Photos' `PHAsset`, as far as a multiplex image node's data source names it: an asset of the photo
/// library, known by its local identifier. Morph has no photo library, so no node asks for one; the
/// class lets data sources written for a device compile.
open class PHAsset: NSObject, @unchecked Sendable {
  /// Photos' `localIdentifier`: the asset's identifier in the library.
  public let localIdentifier: String

  /// An asset with a local identifier.
  public init(localIdentifier: String) {
    self.localIdentifier = localIdentifier
    super.init()
  }
}
