import Foundation

/// Where the build put its products (the `morph` executable among them): beside the test bundle.
public enum BuiltProducts {
  public static let directory: URL = {
    #if os(macOS)
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }()
}
