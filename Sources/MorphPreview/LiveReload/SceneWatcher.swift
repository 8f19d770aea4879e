import Foundation

/// Watches the catalog's documents by reading them a few times a second, and reports each change of
/// their bytes once they have stayed the same for one poll (so that an editor's save in several writes
/// is one change). Reading the bytes, rather than modification times, sees every edit on every file
/// system and is cheap for documents of this size.
struct SceneWatcher: Sendable {
  /// The documents watched.
  let catalog: PreviewCatalog
  /// The time between two polls.
  let interval: Duration

  init(catalog: PreviewCatalog, interval: Duration = .milliseconds(200)) {
    self.catalog = catalog
    self.interval = interval
  }

  /// Polls until the task is cancelled, calling `changed` with the slug of each changed document.
  func run(changed: @Sendable (String) async -> Void) async {
    var settled = contents()
    var pending: [String: Data?] = [:]
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      let now = contents()
      for entry in catalog.entries {
        let bytes = now[entry.slug] ?? nil
        if let waiting = pending[entry.slug], waiting == bytes {
          pending[entry.slug] = nil
          settled[entry.slug] = bytes
          await changed(entry.slug)
        } else if bytes != (settled[entry.slug] ?? nil) {
          pending[entry.slug] = bytes
        } else {
          pending[entry.slug] = nil
        }
      }
    }
  }

  private func contents() -> [String: Data?] {
    var contents: [String: Data?] = [:]
    for entry in catalog.entries {
      contents[entry.slug] = catalog.contents(of: entry)
    }
    return contents
  }
}
