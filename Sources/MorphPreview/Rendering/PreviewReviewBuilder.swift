import Foundation
import MorphBatchExport
import MorphLayout
import MorphPlanning
import MorphScene
import MorphTimeline
import MorphTransition

/// Builds a ``PreviewReview`` from a planned timeline and the layouts before and after each of its
/// transitions.
struct PreviewReviewBuilder {
  /// What the review tells of the scene beside its timeline.
  struct Scene {
    /// The scene's name (a document's `name`, a Swift preview's title).
    var name: String?
    /// The names of its transitions, in order.
    var transitions: [String]
    /// Whether it has a storyboard.
    var hasStoryboard: Bool
  }

  let entry: PreviewCatalog.Entry
  let scene: Scene
  let request: PreviewRequest
  let timeline: Timeline
  /// The document's warnings for the planned timeline.
  var warnings: [LocatedWarning] = []
  /// Per transition of the timeline, in order, the spec boxes before and after it.
  let specs: [(before: [PreviewReview.SpecBox], after: [PreviewReview.SpecBox])]

  func build() -> PreviewReview {
    PreviewReview(
      scene: PreviewReview.SceneInfo(slug: entry.slug, name: scene.name, file: entry.displayPath),
      subject: subject,
      choices: PreviewReview.Choices(
        transitions: scene.transitions, storyboard: scene.hasStoryboard,
        devices: DeviceSize.all.map { device in
          PreviewReview.Device(
            id: device.id, name: device.name, width: Double(device.portrait.width),
            height: Double(device.portrait.height))
        },
        contentSizeCategories: ContentSizeCategory.allCases.map(\.name)),
      size: stageSize,
      duration: PreviewNumbers.value(timeline.duration),
      keyTimes: keyTimes,
      markers: timeline.markers.map { PreviewReview.Marker(time: PreviewNumbers.value($0.time), label: $0.label) },
      elements: timeline.elements.map(element),
      transitions: timeline.transitions.enumerated().map { transition($1, index: $0) },
      diagnostics: timeline.diagnostics.map { diagnostic in
        PreviewReview.Diagnostic(
          subject: diagnostic.node, time: PreviewNumbers.value(diagnostic.time), message: diagnostic.message)
      } + warnings.map { PreviewReview.Diagnostic(subject: $0.location.description, time: nil, message: $0.message) },
      exports: PreviewReview.Exports(
        svg: PreviewRoutes.url(for: request, resource: "export.svg"),
        html: PreviewRoutes.url(for: request, resource: "export.html"),
        downloads: ExportFormatRegistry.standard.formats.map { format in
          PreviewReview.Download(
            label: format.label, url: PreviewRoutes.url(for: request, resource: "download." + format.pathExtension),
            file: PreviewRoutes.downloadName(of: entry.slug, subject: subject, format: format))
        }))
  }

  var subject: PreviewReview.Subject {
    let kind: String
    var name: String?
    switch request.subject {
    case .transition(let requested):
      kind = "transition"
      name = requested ?? scene.transitions.first
    case .storyboard: kind = "storyboard"
    case .rotation: kind = "rotation"
    }
    return PreviewReview.Subject(
      kind: kind, name: name, device: request.device?.id, orientation: request.orientation.rawValue,
      contentSizeCategory: request.contentSizeCategory?.name)
  }

  /// The largest width and height the root reaches at any key time.
  private var stageSize: [Double] {
    var width: CGFloat = 0
    var height: CGFloat = 0
    for time in keyTimes {
      guard let root = timeline.sample(at: time).state(of: timeline.rootID) else { continue }
      width = max(width, root.absoluteFrame.maxX)
      height = max(height, root.absoluteFrame.maxY)
    }
    return [PreviewNumbers.value(Double(width)), PreviewNumbers.value(Double(height))]
  }

  /// Every time at which something starts or ends, sorted and without repeats.
  private var keyTimes: [Double] {
    var times: Set<Double> = [0, PreviewNumbers.value(timeline.duration)]
    for element in timeline.elements {
      for presence in element.presence {
        times.insert(PreviewNumbers.value(presence.start))
        if let end = presence.end { times.insert(PreviewNumbers.value(end)) }
      }
      for track in element.tracks where track.isAnimated {
        for segment in track.segments {
          times.insert(PreviewNumbers.value(segment.start))
          times.insert(PreviewNumbers.value(segment.end))
        }
      }
    }
    for marker in timeline.markers { times.insert(PreviewNumbers.value(marker.time)) }
    return times.filter { $0 >= 0 && $0 <= timeline.duration + 1e-9 }.sorted()
  }

  private func element(_ element: TimelineElement) -> PreviewReview.Element {
    PreviewReview.Element(
      id: element.id, name: element.name, kind: element.kind, specPath: element.specPath,
      presence: element.presence.map { [PreviewNumbers.value($0.start), $0.end.map(PreviewNumbers.value)] },
      tracks: element.tracks.filter(\.isAnimated).map { track in
        PreviewReview.Track(
          property: track.property.rawValue,
          segments: track.segments.map { segment in
            PreviewReview.Segment(
              start: PreviewNumbers.value(segment.start), end: PreviewNumbers.value(segment.end),
              curve: Self.label(segment.curve))
          })
      })
  }

  private func transition(_ transition: TimelineTransition, index: Int) -> PreviewReview.Transition {
    let end = transition.completion ?? timeline.duration
    let startOrigin = origin(of: transition.nodeID, at: transition.start)
    let endOrigin = origin(of: transition.nodeID, at: end)
    var frames: [String: PreviewReview.Frames] = [:]
    for id in Set(transition.initialFrames.keys).union(transition.finalFrames.keys) {
      frames[id] = PreviewReview.Frames(
        initial: transition.initialFrames[id].map {
          PreviewNumbers.frame($0.offsetBy(dx: startOrigin.x, dy: startOrigin.y))
        },
        final: transition.finalFrames[id].map { PreviewNumbers.frame($0.offsetBy(dx: endOrigin.x, dy: endOrigin.y)) })
    }
    let boxes = index < specs.count ? specs[index] : (before: [], after: [])
    return PreviewReview.Transition(
      node: transition.nodeID, start: PreviewNumbers.value(transition.start),
      completion: transition.completion.map(PreviewNumbers.value), inserted: transition.inserted,
      removed: transition.removed, moved: transition.moved, frames: frames, specsBefore: boxes.before,
      specsAfter: boxes.after)
  }

  /// Where a node is in the root's space at a time: the origin its subnodes' frames are relative to.
  private func origin(of id: String, at time: Double) -> CGPoint {
    timeline.sample(at: time).state(of: id)?.absoluteFrame.origin ?? .zero
  }

  /// A timing curve as CSS would name it.
  static func label(_ curve: TimingCurve) -> String {
    switch curve {
    case .linear: return "linear"
    case .discrete: return "discrete"
    case .spring(let spring):
      return "spring(damping \(format(spring.dampingRatio)), velocity \(format(spring.initialVelocity)))"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      if curve == .easeIn { return "ease-in" }
      if curve == .easeOut { return "ease-out" }
      if curve == .easeInOut { return "ease-in-out" }
      return "cubic-bezier(\([x1, y1, x2, y2].map(format).joined(separator: ", ")))"
    }
  }

  private static func format(_ value: Double) -> String {
    let rounded = PreviewNumbers.value(value)
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
