import Foundation
import MorphReview
import MorphTimeline

/// What a previews executable's hidden `_catalog-timelines` command prints and `morph diff` reads back
/// from one built at another revision: every preview's timelines, as JSON.
///
/// The object is `{"morphCatalogTimelines": VERSION, "previews": [...]}`, its version
/// `Timeline.archiveVersion`, so that a Morph reads only what its own timelines' format can hold.
struct CatalogTimelinesArchive: Codable {
  var morphCatalogTimelines = Timeline.archiveVersion
  /// Each preview's timelines, in the catalog's order, its name as the version's origin.
  var previews: [VersionTimelines]
  /// The files declaring the previews, as they were compiled: where the executable was built from.
  var declaringFiles: [String]

  init(previews: [VersionTimelines], declaringFiles: [String]) {
    self.previews = previews
    self.declaringFiles = declaringFiles
  }

  /// The archive's bytes: keys sorted, so that a catalog always prints the same bytes.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// An archive read back from ``encoded()``'s bytes.
  /// - Throws: a message saying what was wrong: not an archive, or one of another version.
  init(decoding data: Data) throws(CatalogTimelinesArchiveError) {
    let decoder = JSONDecoder()
    guard let version = try? decoder.decode(Version.self, from: data).morphCatalogTimelines else {
      throw CatalogTimelinesArchiveError(reason: "it printed no Morph catalog timelines")
    }
    guard version == Timeline.archiveVersion else {
      throw CatalogTimelinesArchiveError(
        reason: "its Morph writes timelines of version \(version); this Morph reads version \(Timeline.archiveVersion)")
    }
    do {
      self = try decoder.decode(Self.self, from: data)
    } catch {
      throw CatalogTimelinesArchiveError(reason: "its timelines cannot be read: \(error)")
    }
  }

  /// The version, read before the rest.
  private struct Version: Decodable {
    var morphCatalogTimelines: Int
  }
}

/// Why a previews executable's output could not be read as its catalog's timelines.
struct CatalogTimelinesArchiveError: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}
