import Foundation

/// An Xcode asset catalog on disk (a `.xcassets` folder): its image sets and color sets found by
/// name, as a device finds them in the compiled catalog.
///
/// A set is named by its folder's name without the extension (`star.imageset` is `star`), wherever it
/// is in the catalog's groups; a group whose `Contents.json` sets `"provides-namespace": true` puts
/// its name in front of its sets' names (`Icons/star`).
struct AssetCatalog {
  /// The `.xcassets` folder.
  let url: URL

  /// The catalogs in `directory`: the folder itself if it is one, else the `.xcassets` folders in it,
  /// by name.
  static func catalogs(in directory: URL) -> [AssetCatalog] {
    if directory.pathExtension == "xcassets" { return [AssetCatalog(url: directory)] }
    let children = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
    return children.filter { $0.pathExtension == "xcassets" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
      .map(AssetCatalog.init)
  }

  /// The folder of the set of kind `setExtension` (`imageset`, `colorset`) named `name`, if any.
  func set(named name: String, kind setExtension: String) -> URL? {
    find(name, kind: setExtension, in: url, namespace: "")
  }

  private func find(_ name: String, kind setExtension: String, in folder: URL, namespace: String) -> URL? {
    let children =
      ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    for child in children where child.pathExtension == setExtension {
      if namespace + child.deletingPathExtension().lastPathComponent == name { return child }
    }
    for child in children where child.pathExtension.isEmpty && isDirectory(child) {
      let prefix = providesNamespace(child) ? namespace + child.lastPathComponent + "/" : namespace
      guard name.hasPrefix(prefix) else { continue }
      if let found = find(name, kind: setExtension, in: child, namespace: prefix) { return found }
    }
    return nil
  }

  private func isDirectory(_ url: URL) -> Bool {
    (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
  }

  /// Whether a group's `Contents.json` sets `"provides-namespace": true`.
  private func providesNamespace(_ group: URL) -> Bool {
    struct Contents: Decodable {
      struct Properties: Decodable {
        var providesNamespace: Bool?
        enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
      }
      var properties: Properties?
    }
    guard let data = try? Data(contentsOf: group.appendingPathComponent("Contents.json")),
      let contents = try? JSONDecoder().decode(Contents.self, from: data)
    else { return false }
    return contents.properties?.providesNamespace == true
  }
}
