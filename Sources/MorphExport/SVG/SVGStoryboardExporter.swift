import Foundation
import MorphTimeline

/// Exports a timeline as a static SVG storyboard: frames sampled at given times, side by side, each
/// labelled with its time, and no animation at all, for places that strip animation.
///
/// ```swift
/// let frames = try SVGStoryboardExporter().string(for: timeline)   // start, each marker, end
/// ```
///
/// Each frame is a `<g class="morph-frame" data-morph-time="T">` holding a nested `<svg>` as large as
/// the root element's largest frame (which clips what moves outside it) and a label below it. Inside,
/// the elements present at that time are drawn as ``SVGExporter`` draws them, with the values of
/// `Timeline.sample(at:)` and the same structure, minus animations and absent elements.
public struct SVGStoryboardExporter: Sendable {
  /// The options; ``ExportOptions/storyboardTimes`` chooses the frames.
  public var options: ExportOptions

  /// Space between frames.
  static let gap = 16.0
  /// Height of the band under each frame that holds its label.
  static let labelHeight = 24.0
  /// Size of the labels' font.
  static let labelFontSize = 12.0

  /// An exporter with options.
  public init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// The times the storyboard shows: the options' times, or the start, each marker and the end; each
  /// clamped to the timeline and listed once.
  public func frameTimes(for timeline: Timeline) -> [Double] {
    let markerTimes: [Double] = timeline.markers.map(\.time).sorted()
    let requested: [Double] = options.storyboardTimes ?? [0] + markerTimes + [timeline.duration]
    var times: [Double] = []
    var seen: Set<Double> = []
    for time in requested {
      let clamped = min(max(time, 0), timeline.duration)
      if seen.insert(clamped).inserted { times.append(clamped) }
    }
    return times
  }

  /// The storyboard of a timeline, as UTF-8.
  /// - Throws: ``ExportError`` when the options are out of range, the timeline is inconsistent or the
  ///   XML writer fails.
  /// - Complexity: O(f × e) for f frames and e elements, plus normalizing the timeline.
  public func export(_ timeline: Timeline) throws(ExportError) -> Data {
    try options.validate()
    return try export(PreparedTimeline(timeline, samplingTolerance: options.samplingTolerance))
  }

  /// The storyboard of a timeline already normalized, as UTF-8: the same bytes as
  /// `export(_:)` of its timeline, with the sampling tolerance it was prepared with.
  /// - Throws: ``ExportError`` when the options are out of range or the XML writer fails.
  public func export(_ prepared: PreparedTimeline) throws(ExportError) -> Data {
    try options.validate()
    let timeline = prepared.timeline
    let model = prepared.model
    let format = SVGFormat(precision: options.precision)
    let extent = model.rootExtent
    let times = frameTimes(for: timeline)
    let count = Double(times.count)
    let markup = try SVGMarkup()
    let width = count * extent.width + (count - 1) * Self.gap
    let height = extent.height + Self.labelHeight
    markup.open("svg")
    markup.attribute("xmlns", "http://www.w3.org/2000/svg")
    markup.attribute("version", "1.1")
    markup.attribute("width", format.number(width))
    markup.attribute("height", format.number(height))
    markup.attribute("viewBox", format.numbers([0, 0, width, height]))
    markup.attribute("data-morph-root", model.rootID)
    markup.attribute("data-morph-duration", format.fine(model.duration))
    markup.metadata(samplingTolerance: options.samplingTolerance, format: format)
    var ids = DocumentIdentifiers(prefix: options.idPrefix, keepsDots: true)
    var labels: [Double: [String]] = [:]
    for marker in model.markers { labels[marker.time, default: []].append(marker.label) }
    for (number, time) in times.enumerated() {
      let left = Double(number) * (extent.width + Self.gap)
      markup.open("g")
      markup.attribute("class", "morph-frame")
      markup.attribute("data-morph-time", format.fine(time))
      markup.attribute("transform", "translate(\(format.numbers([left, 0])))")
      markup.open("svg")
      ids = Self.writeFrame(
        of: model, at: timeline.sample(at: time), format: format, markup: markup, idStem: "frame\(number + 1)-",
        ids: consume ids, samplingTolerance: options.samplingTolerance)  // moved, so that ids are added without copying
      markup.close()
      markup.open("text")
      markup.attribute("class", "morph-frame-label")
      markup.attribute("x", format.number(extent.width / 2))
      markup.attribute("y", format.number(extent.height + Self.labelHeight - 7))
      markup.attribute("text-anchor", "middle")
      markup.attribute("font-family", SVGElementWriter.fontFamily("DejaVu Sans"))
      markup.attribute("font-size", format.number(Self.labelFontSize))
      markup.text(label(at: time, markers: labels, format: format))
      markup.close()
      markup.close()
    }
    markup.close()
    return try markup.finish()
  }

  /// The storyboard of a timeline, as a string.
  /// - Throws: as `export(_:)` of a timeline.
  public func string(for timeline: Timeline) throws(ExportError) -> String {
    String(decoding: try export(timeline), as: UTF8.self)
  }

  /// `t = 0.4 s`, followed by the labels of the markers at that time (given by time, in order).
  private func label(at time: Double, markers: [Double: [String]], format: SVGFormat) -> String {
    let names = markers[time] ?? []
    return "t = \(format.fine(time)) s" + (names.isEmpty ? "" : " (" + names.joined(separator: ", ") + ")")
  }

  /// Writes one frame into the `<svg>` element just opened: its size and viewBox (the root element's
  /// extent), then the elements present in the sample, as ``SVGExporter`` draws them without animation.
  /// - Returns: the document's ids, with the frame's added.
  static func writeFrame(
    of model: ExportModel, at sample: TimelineSample, format: SVGFormat, markup: SVGMarkup, idStem: String,
    ids: consuming DocumentIdentifiers, samplingTolerance: Double
  ) -> DocumentIdentifiers {
    let extent = model.rootExtent
    markup.attribute("width", format.number(extent.width))
    markup.attribute("height", format.number(extent.height))
    markup.attribute("viewBox", format.numbers([extent.minX, extent.minY, extent.width, extent.height]))
    let timing = SVGTiming(duration: 0, loops: false, pause: 0, samplingTolerance: samplingTolerance, format: format)
    let frame = frozen(model, at: sample)
    var writer = SVGElementWriter(
      model: frame, plan: StackingPlan(frame), timing: timing, markup: markup, idStem: idStem, ids: consume ids)
    writer.writeTopLevel()
    return writer.ids
  }

  /// The model holding each element's sampled values throughout, with only the present elements, in
  /// their order at that time.
  static func frozen(_ model: ExportModel, at sample: TimelineSample) -> ExportModel {
    var frozen = model
    frozen.duration = 0
    frozen.elements = zip(model.elements, sample.elements).map { element, state in
      var element = element
      let presence = Presence(start: 0, end: nil, parentID: state.parentID, index: state.index)
      element.presence = state.isPresent ? [presence] : []
      let values: [AnimatableProperty: AnimatableValue] = [
        .frame: .rect(state.frame), .alpha: .number(state.alpha), .backgroundColor: .color(state.backgroundColor),
        .cornerRadius: .number(state.cornerRadius), .borderWidth: .number(state.borderWidth),
        .borderColor: .color(state.borderColor), .transform: .transform(state.transform),
      ]
      element.contents =
        state.contentIndex.map { index in
          var shown = element.contents[index]
          shown.drawn.start = 0
          shown.end = nil
          shown.placement = KeyframeTrack(
            property: .frame,
            keyframes: [Keyframe(time: 0, value: .rect(state.contentFrame ?? .zero), interpolation: .hold)])
          return [shown]
        } ?? []
      element.tracks = element.tracks.map { track in
        let keyframe = Keyframe(time: 0, value: values[track.property]!, interpolation: .hold)
        return KeyframeTrack(property: track.property, keyframes: [keyframe])
      }
      return element
    }
    return frozen
  }
}
