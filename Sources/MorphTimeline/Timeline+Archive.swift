import Foundation

extension Timeline {
  /// The version of the archive format ``archived()`` writes and ``init(archive:)`` reads.
  public static let archiveVersion = 1

  /// The timeline as a lossless JSON archive: everything it holds, keys sorted and indented, so that
  /// the same timeline always gives the same bytes and a changed one a readable text diff.
  ///
  /// `Timeline(archive: timeline.archived()) == timeline` for every timeline. The archive is an object
  /// `{"morphTimelineArchive": VERSION, "timeline": {…}}`.
  /// - Throws: an `EncodingError` for a number JSON cannot hold (an infinite or NaN value).
  public func archived() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(TimelineArchive(morphTimelineArchive: Self.archiveVersion, timeline: self))
  }

  /// A timeline read back from ``archived()``'s bytes.
  /// - Throws: ``TimelineArchiveError`` for bytes that are not an archive of this version, with what
  ///   was wrong.
  public init(archive: Data) throws(TimelineArchiveError) {
    let decoder = JSONDecoder()
    let version: Int
    do {
      version = try decoder.decode(ArchiveVersion.self, from: archive).morphTimelineArchive
    } catch {
      throw TimelineArchiveError(reason: "not a Morph timeline archive: \(error)")
    }
    guard version == Self.archiveVersion else {
      throw TimelineArchiveError(
        reason: "a timeline archive of version \(version); this Morph reads version \(Self.archiveVersion)")
    }
    do {
      self = try decoder.decode(TimelineArchive.self, from: archive).timeline
    } catch {
      throw TimelineArchiveError(reason: "not a Morph timeline archive: \(error)")
    }
  }
}

/// Why bytes could not be read as a timeline archive.
public struct TimelineArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public var reason: String

  public var description: String { reason }
}

/// The archive's format version, read before the rest.
private struct ArchiveVersion: Decodable {
  var morphTimelineArchive: Int
}

/// The archive's outermost object: its format version and the timeline.
private struct TimelineArchive: Codable {
  var morphTimelineArchive: Int
  var timeline: Timeline
}
