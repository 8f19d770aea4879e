import Foundation
import MorphTimeline
import MorphXML

/// The timeline an SVG or HTML export carries when ``ExportOptions/embedsTimeline`` is set, and how to
/// read it back.
///
/// The file holds `Timeline.archived()`'s JSON in an element of id ``elementID`` (after the options'
/// `idPrefix`, made safe as the export's other ids are): an SVG in a `<metadata>` element, an HTML page in a
/// `<script type="application/json">` of its head (or of its mount point when the template has no head
/// slot), `<` written as `\u003c` so that no text of the timeline can end the element.
///
/// ```swift
/// var options = ExportOptions()
/// options.embedsTimeline = true
/// let svg = try SVGExporter(options: options).export(timeline)
/// let carried = try EmbeddedTimeline.timeline(in: svg)  // == timeline
/// ```
public enum EmbeddedTimeline {
  /// The `id` of the element holding the archive, after ``ExportOptions/idPrefix``.
  public static let elementID = "morph-timeline"

  /// The timeline a file carries, read through libxml2.
  /// - Parameters:
  ///   - file: an SVG document or HTML page Morph exported.
  ///   - idPrefix: the `idPrefix` it was exported with.
  /// - Returns: the timeline; nil when the file carries none.
  /// - Throws: `TimelineArchiveError` when the element holds no archive this Morph reads.
  public static func timeline(in file: Data, idPrefix: String = "") throws(TimelineArchiveError) -> Timeline? {
    guard let document = try? HTMLDocument(template: HTMLTemplate(data: file, location: "the export")) else {
      return nil
    }
    // The id as an SVG (dots kept) or an HTML page (dots replaced) makes it from the prefix.
    for keepsDots in [true, false] {
      var ids = DocumentIdentifiers(prefix: idPrefix, keepsDots: keepsDots)
      if let element = try? document.element(withID: ids.make(elementID)) {
        return try Timeline(archive: Data(document.text(of: element).utf8))
      }
    }
    return nil
  }

  /// The archive's text as an export writes it.
  /// - Throws: ``ExportError/invalidTimeline(_:)`` for a number JSON cannot hold.
  static func text(of timeline: Timeline) throws(ExportError) -> String {
    do {
      return String(decoding: try timeline.archived(), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    } catch {
      throw .invalidTimeline("its archive cannot be written: \(error)")
    }
  }
}
