import Foundation
import MorphExport
import MorphTimeline
import MorphXML

/// A review as one self-contained HTML page, for people: per transition, the old and new versions play
/// side by side and overlaid (onion skin, with a slider between them), in sync on one scrubber, with
/// the changed elements outlined (old dashed red, new blue), the times where changes peak marked on the
/// scrubber, and the table of changes, whose rows jump to the time their change peaks.
///
/// Each version is its SVG export, animated with SMIL and paused, in an `iframe` of its own, so the
/// page needs no server and no other file: it opens from a CI artifact folder as it is. The page is
/// built from `Sources/MorphReview/Templates/` through libxml2. `window.morphReview` exposes each
/// transition's time and `seek`, for tests.
public struct ReviewPage: Sendable {
  /// The review shown.
  public var review: Review
  /// How each version is exported (its precision; it never loops).
  public var exportOptions: ExportOptions

  /// A page of a review.
  public init(review: Review, exportOptions: ExportOptions = ExportOptions()) {
    self.review = review
    self.exportOptions = exportOptions
    self.exportOptions.loops = false
  }

  static let template = HTMLTemplate(
    data: Data(PackageResources.review_html), location: "Morph's review template (Templates/review.html)")
  static let styleSheet = String(decoding: Data(PackageResources.review_css), as: UTF8.self)
  static let script = String(decoding: Data(PackageResources.review_js), as: UTF8.self)

  /// The page's bytes.
  /// - Throws: an `ExportError` when a version cannot be exported, an `XMLError` when the page cannot
  ///   be built.
  public func html() throws -> Data {
    let document = try HTMLDocument(template: Self.template)
    try document.appendText("Review: \(review.old) → \(review.new)", to: document.element(withID: "review-title"))
    try document.appendText(Self.styleSheet, to: document.element(withID: "review-style"))
    try document.appendText(Self.script, to: document.element(withID: "review-script"))
    let header = try document.element(withID: "review-header")
    try document.appendText(
      "Comparing \(review.old) with \(review.new)", to: document.appendElement(named: "h1", to: header))
    try document.appendText(
      Self.summary(of: review) + " Tolerance \(TimelineComparison.number(review.tolerance)).",
      to: document.appendElement(named: "p", to: header))
    let main = try document.element(withID: "review-subjects")
    for subject in review.subjects {
      try appendSubject(subject, to: main, in: document)
    }
    return try document.serialized()
  }

  /// One transition's section: a heading, and for a changed one its stages, controls and table.
  private func appendSubject(_ subject: ReviewedSubject, to main: HTMLElement, in document: HTMLDocument) throws {
    let duration = max(subject.oldTimeline?.duration ?? 0, subject.newTimeline?.duration ?? 0)
    let changed = !subject.changes.isEmpty
    let section = try document.appendElement(
      named: "section",
      attributes: changed
        ? ["class": "subject", "data-name": subject.name, "data-duration": TimelineComparison.number(duration)]
        : ["class": "subject same", "data-name": subject.name],
      to: main)
    let heading = try document.appendElement(named: "h2", to: section)
    try document.appendText(subject.name, to: heading)
    let count = subject.changes.count
    try document.appendText(
      changed ? "\(subject.status.rawValue), \(count) change\(count == 1 ? "" : "s")" : "same",
      to: document.appendElement(named: "span", attributes: ["class": "count"], to: heading))
    guard changed else { return }
    let stages = try document.appendElement(named: "div", attributes: ["class": "stages"], to: section)
    let versions = [("old", review.old, subject.oldTimeline), ("new", review.new, subject.newTimeline)]
    for (side, label, timeline) in versions {
      guard let timeline else { continue }
      let frame = try appendStage(caption: label, to: stages, in: document)
      try appendRendering(of: timeline, side: side, isOver: false, to: frame, in: document)
    }
    if let old = subject.oldTimeline, let new = subject.newTimeline {
      let frame = try appendStage(caption: "Overlaid", mix: true, to: stages, in: document)
      try appendRendering(of: old, side: "old", isOver: false, to: frame, in: document)
      try appendRendering(of: new, side: "new", isOver: true, to: frame, in: document)
    }
    try appendControls(for: subject, duration: duration, to: section, in: document)
    try appendTable(of: subject.changes, to: section, in: document)
  }

  /// A figure with a caption and an empty frame for renderings and their outlines; returns the frame.
  private func appendStage(
    caption: String, mix: Bool = false, to stages: HTMLElement, in document: HTMLDocument
  ) throws -> HTMLElement {
    let figure = try document.appendElement(named: "figure", attributes: ["class": "stage"], to: stages)
    let figcaption = try document.appendElement(named: "figcaption", to: figure)
    try document.appendText(caption, to: document.appendElement(named: "span", to: figcaption))
    if mix {
      try document.appendElement(
        named: "input",
        attributes: [
          "type": "range", "class": "mix", "min": "0", "max": "1", "step": "0.01", "value": "0.5",
          "aria-label": "How much of the new version shows over the old one",
        ], to: figcaption)
    }
    let frame = try document.appendElement(named: "div", attributes: ["class": "frame"], to: figure)
    try document.appendElement(named: "svg", attributes: ["class": "outlines", "aria-hidden": "true"], to: frame)
    return frame
  }

  /// One version's SVG export in an `iframe` of its own, paused by the page's script.
  private func appendRendering(
    of timeline: Timeline, side: String, isOver: Bool, to frame: HTMLElement, in document: HTMLDocument
  ) throws {
    let svg = String(decoding: try SVGExporter(options: exportOptions).export(timeline), as: UTF8.self)
    let page = "<!DOCTYPE html><style>html, body { margin: 0; overflow: hidden; }</style>" + svg
    try document.appendElement(
      named: "iframe",
      attributes: [
        "class": isOver ? "over" : "under", "data-side": side, "title": "The \(side) version",
        "srcdoc": page,
      ], to: frame)
  }

  /// The play button, the scrubber with a mark where each change peaks, and the time.
  private func appendControls(
    for subject: ReviewedSubject, duration: Double, to section: HTMLElement, in document: HTMLDocument
  ) throws {
    let controls = try document.appendElement(named: "div", attributes: ["class": "controls"], to: section)
    try document.appendText(
      "Play",
      to: document.appendElement(named: "button", attributes: ["type": "button", "class": "play"], to: controls))
    let scrubber = try document.appendElement(named: "div", attributes: ["class": "scrubber"], to: controls)
    try document.appendElement(
      named: "input",
      attributes: [
        "type": "range", "class": "scrub", "min": "0", "max": TimelineComparison.number(duration), "step": "0.001",
        "value": "0", "aria-label": "Time",
      ], to: scrubber)
    let peaks = try document.appendElement(named: "div", attributes: ["class": "peaks"], to: scrubber)
    let times = Set(subject.changes.compactMap(\.time)).sorted()
    for time in times {
      let percent = duration > 0 ? time / duration * 100 : 0
      try document.appendElement(
        named: "span",
        attributes: [
          "class": "peak", "data-time": TimelineComparison.number(time),
          "style": "left: \(TimelineComparison.number(percent))%", "title": TimelineComparison.secondsText(time),
        ], to: peaks)
    }
    try document.appendText(
      "0 s", to: document.appendElement(named: "output", attributes: ["class": "time"], to: controls))
  }

  /// The changes, one row each; a row jumps to the time its change peaks (the start where it has none).
  private func appendTable(of changes: [TimelineChange], to section: HTMLElement, in document: HTMLDocument) throws {
    let table = try document.appendElement(named: "table", attributes: ["class": "changes"], to: section)
    let head = try document.appendElement(named: "tr", to: document.appendElement(named: "thead", to: table))
    for title in ["kind", "element", "what", "largest", "old", "new"] {
      try document.appendText(title, to: document.appendElement(named: "th", to: head))
    }
    let body = try document.appendElement(named: "tbody", to: table)
    for change in changes {
      var attributes: KeyValuePairs<String, String> = [:]
      let time = TimelineComparison.number(change.time ?? 0)
      switch (change.oldElementID, change.newElementID) {
      case (let old?, let new?):
        attributes = ["tabindex": "0", "data-time": time, "data-old-id": old, "data-new-id": new]
      case (let old?, nil): attributes = ["tabindex": "0", "data-time": time, "data-old-id": old]
      case (nil, let new?): attributes = ["tabindex": "0", "data-time": time, "data-new-id": new]
      case (nil, nil): attributes = ["tabindex": "0", "data-time": time]
      }
      let row = try document.appendElement(named: "tr", attributes: attributes, to: body)
      let cells = [
        change.kind.rawValue, change.element ?? "(transition)", change.aspect, Review.largestText(of: change),
        change.old, change.new,
      ]
      for (index, text) in cells.enumerated() {
        let cell = try document.appendElement(
          named: "td", attributes: index == 0 ? ["class": "kind"] : [:], to: row)
        try document.appendText(text, to: cell)
      }
    }
  }

  /// The line under the page's heading: how many transitions changed.
  private static func summary(of review: Review) -> String {
    let changed = review.subjects.filter { !$0.changes.isEmpty }.count
    let noun = review.subjects.count == 1 ? "transition" : "transitions"
    return changed == 0
      ? "No change in \(review.subjects.count) \(noun)."
      : "\(changed) of \(review.subjects.count) \(noun) changed."
  }
}
