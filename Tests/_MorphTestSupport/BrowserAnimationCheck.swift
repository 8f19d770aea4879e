import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing

/// Plays an exported animation in headless Chromium and compares it with the ``Timeline`` it was
/// exported from, through `Tests/BrowserChecks/sample_animation.py`.
///
/// The exported file must follow Morph's export contract: every drawn element carries
/// `data-morph-id="<element id>"` on its outermost box (SVG: a `<g>` holding `<rect data-morph-box="<id>">`,
/// the node's box; HTML: a `<div>` whose border box is the node's box), with the element's own opacity
/// on that same element. Positions are read relative to the stage (`data-morph-root`, or the outermost
/// `<svg>`), whose origin is the origin of the timeline's root space. SVG animates with SMIL from 0;
/// HTML starts when `morph-play` is added to `<html>` (or `window.morphPlay()` is called).
///
/// At each time, every present element's expected box is its `absoluteFrame` transformed by its own
/// and its ancestors' transforms (each about its own centre), as an axis-aligned bounding box; it must
/// match the browser's box within ``Tolerance/box`` and its alpha must match the element's computed
/// opacity within ``Tolerance/opacity``. An absent element must not be visible.
///
/// Chromium is found on PATH. Use ``requireOrSkip()`` at the start of a test: it skips the test when
/// Chromium is missing, except under CI (`CI=true`), where a missing Chromium fails it.
public enum BrowserAnimationCheck {
  /// How an exported file animates.
  public enum Kind: String, Sendable {
    /// A standalone SVG document animated with SMIL.
    case svg
    /// An HTML page animated with CSS transitions or keyframes.
    case html
  }

  /// How far the browser may stray from the timeline.
  public struct Tolerance: Sendable, Hashable {
    /// The largest difference allowed in any of x, y, width and height, in pixels.
    public var box: Double
    /// The largest difference allowed in opacity.
    public var opacity: Double

    public init(box: Double = 0.5, opacity: Double = 0.01) {
      self.box = box
      self.opacity = opacity
    }
  }

  /// The Chromium executable found on PATH, if any.
  public static let chromium = executableOnPath(named: "chromium")
  /// The Python interpreter found on PATH, if any.
  static let python = executableOnPath(named: "python3")
  /// Whether the tests run under CI (`CI=true`), where a missing Chromium is a failure.
  public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
  /// The folder of the browser-check scripts (`Tests/BrowserChecks`).
  public static let scripts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("BrowserChecks")

  /// Whether Chromium and Python are on PATH, so animations can be sampled.
  public static var isAvailable: Bool { chromium != nil && python != nil }

  /// Returns when the browser checks can run; otherwise skips (cancels) the current test with a
  /// message, or, under CI, throws ``BrowserCheckError/unavailable(_:)`` so that the test fails.
  public static func requireOrSkip(sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard !isAvailable else { return }
    let missing = [chromium == nil ? "chromium" : nil, python == nil ? "python3" : nil].compactMap { $0 }
    let reason = "\(missing.joined(separator: " and ")) not on PATH (install with scripts/install-chromium)"
    if isCI { throw BrowserCheckError.unavailable("CI=true but \(reason)") }
    try Test.cancel("browser check skipped: \(reason)", sourceLocation: sourceLocation)
  }

  /// Loads a file in Chromium and measures its elements at each time (seconds).
  public static func sample(file: URL, kind: Kind, times: [Double]) throws -> BrowserSamples {
    guard !times.isEmpty else { throw BrowserCheckError.samplingFailed("no times to sample at") }
    let output = try runScript(
      named: "sample_animation.py",
      arguments: [
        "--file", file.path, "--kind", kind.rawValue, "--times", times.map { "\($0)" }.joined(separator: ","),
      ])
    let samples: BrowserSamples
    do {
      samples = try JSONDecoder().decode(BrowserSamples.self, from: output)
    } catch {
      throw BrowserCheckError.samplingFailed("cannot read sample_animation.py's output: \(error)")
    }
    guard samples.samples.count == times.count else {
      throw BrowserCheckError.samplingFailed("asked for \(times.count) samples, got \(samples.samples.count)")
    }
    return samples
  }

  /// Runs one of `Tests/BrowserChecks`' scripts with Chromium (`--chromium` is added) and returns what it
  /// printed on standard output.
  /// - Throws: ``BrowserCheckError`` when Chromium or Python is missing or the script fails.
  public static func runScript(named name: String, arguments: [String]) throws -> Data {
    guard let chromium, let python else {
      throw BrowserCheckError.unavailable("chromium or python3 is not on PATH")
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("morph-browser-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Files rather than pipes: neither stream can fill up and block the script while the other is read.
    let outputFile = directory.appendingPathComponent("stdout.txt")
    let errorFile = directory.appendingPathComponent("stderr.txt")
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)
    let output = try FileHandle(forWritingTo: outputFile)
    let errors = try FileHandle(forWritingTo: errorFile)
    defer {
      try? output.close()
      try? errors.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [scripts.appendingPathComponent(name).path] + arguments + ["--chromium", chromium]
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let diagnostics = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw BrowserCheckError.samplingFailed("\(name) exited with \(process.terminationStatus): \(diagnostics)")
    }
    return try Data(contentsOf: outputFile)
  }

  /// Samples a file in Chromium at each time (seconds) and compares it with a timeline.
  public static func compare(
    file: URL, kind: Kind, timeline: Timeline, times: [Double], tolerance: Tolerance = Tolerance()
  ) throws -> BrowserComparison {
    compare(try sample(file: file, kind: kind, times: times), with: timeline, tolerance: tolerance)
  }

  /// Compares what the browser measured with a timeline, sample by sample (each at its own time).
  public static func compare(
    _ samples: BrowserSamples, with timeline: Timeline, tolerance: Tolerance = Tolerance()
  ) -> BrowserComparison {
    var comparison = BrowserComparison(samples: samples, tolerance: tolerance)
    for sample in samples.samples {
      let expected = expectedElements(in: timeline.sample(at: sample.time))
      for (id, element) in expected {
        comparison.check(expected: element, got: sample.elements[id], id: id, time: sample.time)
      }
      let expectedIDs = Set(expected.map(\.id))
      for id in sample.elements.keys.sorted() where !expectedIDs.contains(id) {
        comparison.record(.unexpected, time: sample.time, id: id, expected: nil, got: sample.elements[id])
      }
    }
    return comparison
  }

  /// What each element of a timeline sample should look like in the browser, in timeline order.
  public static func expectedElements(in sample: TimelineSample) -> [(id: String, element: ExpectedElement)] {
    var matrices: [String: AffineMatrix] = [:]
    var opacities: [String: Double] = [:]
    return sample.elements.map { state in
      let frame = state.absoluteFrame
      let own = AffineMatrix(state.transform, about: CGPoint(x: frame.midX, y: frame.midY))
      let matrix = (state.parentID.flatMap { matrices[$0] } ?? .identity).concatenating(own)
      // Browsers clamp opacity to 0…1 as UIKit clamps alpha; a spring may overshoot it in the timeline.
      let alpha = min(max(Double(state.alpha), 0), 1)
      let opacity = (state.parentID.flatMap { opacities[$0] } ?? 1) * alpha
      matrices[state.id] = matrix
      opacities[state.id] = opacity
      let element = ExpectedElement(
        box: matrix.boundingBox(of: frame), opacity: alpha, effectiveOpacity: opacity,
        isPresent: state.isPresent)
      return (state.id, element)
    }
  }

  static func executableOnPath(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name).path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}

/// Why the browser check could not run.
public enum BrowserCheckError: Error, CustomStringConvertible {
  /// Chromium or Python is not on PATH.
  case unavailable(String)
  /// The sampling script failed or printed something unreadable.
  case samplingFailed(String)

  public var description: String {
    switch self {
    case .unavailable(let reason): "browser check unavailable: \(reason)"
    case .samplingFailed(let reason): "browser sampling failed: \(reason)"
    }
  }
}

/// What `sample_animation.py` measured: one sample per requested time, in the order asked.
public struct BrowserSamples: Codable, Sendable, Hashable {
  /// How many animations the page had once started.
  public struct AnimationCount: Codable, Sendable, Hashable {
    /// SMIL animation elements (`animate`, `animateTransform`, `animateMotion`, `set`).
    public var smil: Int
    /// Animations from `document.getAnimations()` (CSS transitions and animations).
    public var css: Int

    public init(smil: Int, css: Int) {
      self.smil = smil
      self.css = css
    }
  }

  public var times: [Double]
  public var animations: AnimationCount
  public var samples: [BrowserSample]

  public init(times: [Double], animations: AnimationCount, samples: [BrowserSample]) {
    self.times = times
    self.animations = animations
    self.samples = samples
  }
}

/// Every marked element of the page at one time.
public struct BrowserSample: Codable, Sendable, Hashable {
  public var time: Double
  /// The elements by their `data-morph-id` (HTML) or `data-morph-box` (SVG).
  public var elements: [String: BrowserElement]

  public init(time: Double, elements: [String: BrowserElement]) {
    self.time = time
    self.elements = elements
  }
}

/// One element as the browser shows it.
public struct BrowserElement: Codable, Sendable, Hashable, CustomStringConvertible {
  /// The box's bounding client rect, relative to the stage (SVG: in the stage's user space).
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  /// The computed opacity of the element carrying `data-morph-id` (its own, not its ancestors').
  public var opacity: Double
  /// Whether no ancestor has `display: none` and the box's `visibility` is `visible`.
  public var displayed: Bool
  /// Whether it is displayed with a box of positive width and height.
  public var visible: Bool
  /// How many elements with this id are visible.
  public var visibleCopies: Int

  public init(
    x: Double, y: Double, width: Double, height: Double, opacity: Double, displayed: Bool, visible: Bool,
    visibleCopies: Int
  ) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.opacity = opacity
    self.displayed = displayed
    self.visible = visible
    self.visibleCopies = visibleCopies
  }

  /// The box as a rect.
  public var box: CGRect { CGRect(x: x, y: y, width: width, height: height) }

  public var description: String {
    let state = visible ? "" : displayed ? ", empty" : ", not displayed"
    return "box \(format(box)), opacity \(format(opacity))\(state)"
  }
}

/// What an element of a timeline sample should look like in the browser.
public struct ExpectedElement: Sendable, Hashable, CustomStringConvertible {
  /// The bounding box of the transformed `absoluteFrame`, in root space.
  public var box: CGRect
  /// The element's own alpha, which the browser must report as its opacity.
  public var opacity: Double
  /// The alpha multiplied by its ancestors': near zero, the element may be hidden instead.
  public var effectiveOpacity: Double
  public var isPresent: Bool

  public init(box: CGRect, opacity: Double, effectiveOpacity: Double, isPresent: Bool) {
    self.box = box
    self.opacity = opacity
    self.effectiveOpacity = effectiveOpacity
    self.isPresent = isPresent
  }

  /// Whether the element must be displayed: it is present, has an area and is not fully transparent.
  func mustBeDisplayed(tolerance: BrowserAnimationCheck.Tolerance) -> Bool {
    isPresent && box.width > 0 && box.height > 0 && effectiveOpacity > tolerance.opacity
  }

  public var description: String {
    isPresent ? "box \(format(box)), opacity \(format(opacity))" : "absent"
  }
}

/// The outcome of comparing a browser's rendering with a timeline.
public struct BrowserComparison: Sendable, CustomStringConvertible {
  /// What the browser measured.
  public var samples: BrowserSamples
  public var tolerance: BrowserAnimationCheck.Tolerance
  /// Every disagreement, by time then timeline order.
  public private(set) var mismatches: [BrowserMismatch] = []
  /// The largest difference in x, y, width or height over every compared box, in pixels.
  public private(set) var maxBoxDeviation = 0.0
  /// The largest opacity difference over every compared element.
  public private(set) var maxOpacityDeviation = 0.0
  /// How many (time, element) pairs had their box and opacity compared.
  public private(set) var comparedCount = 0

  init(samples: BrowserSamples, tolerance: BrowserAnimationCheck.Tolerance) {
    self.samples = samples
    self.tolerance = tolerance
  }

  /// Whether the browser agrees with the timeline everywhere.
  public var passed: Bool { mismatches.isEmpty }

  mutating func check(expected: ExpectedElement, got: BrowserElement?, id: String, time: Double) {
    guard expected.isPresent else {
      if let got, got.visible { record(.visibleWhileAbsent, time: time, id: id, expected: expected, got: got) }
      return
    }
    guard let got else {
      if expected.mustBeDisplayed(tolerance: tolerance) {
        record(.missing, time: time, id: id, expected: expected, got: nil)
      }
      return
    }
    if got.visibleCopies > 1 { record(.duplicated, time: time, id: id, expected: expected, got: got) }
    guard got.displayed else {
      if expected.mustBeDisplayed(tolerance: tolerance) {
        record(.notDisplayed, time: time, id: id, expected: expected, got: got)
      }
      return
    }
    comparedCount += 1
    let boxDeviation = [
      got.x - expected.box.minX, got.y - expected.box.minY, got.width - expected.box.width,
      got.height - expected.box.height,
    ].map { abs(Double($0)) }.max()!
    let opacityDeviation = abs(got.opacity - expected.opacity)
    maxBoxDeviation = max(maxBoxDeviation, boxDeviation)
    maxOpacityDeviation = max(maxOpacityDeviation, opacityDeviation)
    if boxDeviation > tolerance.box {
      record(.box(deviation: boxDeviation), time: time, id: id, expected: expected, got: got)
    }
    if opacityDeviation > tolerance.opacity {
      record(.opacity(deviation: opacityDeviation), time: time, id: id, expected: expected, got: got)
    }
  }

  mutating func record(
    _ problem: BrowserMismatch.Problem, time: Double, id: String, expected: ExpectedElement?, got: BrowserElement?
  ) {
    mismatches.append(BrowserMismatch(time: time, id: id, problem: problem, expected: expected, got: got))
  }

  public var description: String {
    let elementCount = Set(samples.samples.flatMap(\.elements.keys)).count
    let summary = """
      \(passed ? "browser matches the timeline" : "\(mismatches.count) mismatches"): \
      \(samples.samples.count) times, \(elementCount) elements in the page, \(comparedCount) boxes compared; \
      max box deviation \(format(maxBoxDeviation)) px (tolerance \(format(tolerance.box))), \
      max opacity deviation \(format(maxOpacityDeviation)) (tolerance \(format(tolerance.opacity)))
      """
    return ([summary] + mismatches.map { "  \($0)" }).joined(separator: "\n")
  }
}

/// One disagreement between the browser and the timeline.
public struct BrowserMismatch: Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Sendable, Hashable {
    /// The box is further than the tolerance from the expected box in x, y, width or height.
    case box(deviation: Double)
    /// The opacity is further than the tolerance from the element's alpha.
    case opacity(deviation: Double)
    /// A present, visible element is not displayed.
    case notDisplayed
    /// A present, visible element is not in the page.
    case missing
    /// An element that is not in the hierarchy at this time is visible.
    case visibleWhileAbsent
    /// Several elements with the element's id are visible.
    case duplicated
    /// The page has an element whose id is not in the timeline.
    case unexpected
  }

  public var time: Double
  public var id: String
  public var problem: Problem
  /// What the timeline says; nil for an id the timeline does not have.
  public var expected: ExpectedElement?
  /// What the browser shows; nil when the page has no such element.
  public var got: BrowserElement?

  public var description: String {
    let what =
      switch problem {
      case .box(let deviation): "box off by \(format(deviation)) px"
      case .opacity(let deviation): "opacity off by \(format(deviation))"
      case .notDisplayed: "not displayed"
      case .missing: "missing from the page"
      case .visibleWhileAbsent: "visible while absent"
      case .duplicated: "drawn \(got?.visibleCopies ?? 0) times"
      case .unexpected: "not in the timeline"
      }
    let expectedText = expected.map(\.description) ?? "nothing"
    let gotText = got.map(\.description) ?? "nothing"
    return "t=\(format(time)) \(id): \(what); expected \(expectedText), got \(gotText)"
  }
}

/// A 2D affine map, x' = a·x + c·y + tx, y' = b·x + d·y + ty.
struct AffineMatrix {
  var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

  static let identity = AffineMatrix()

  /// A node transform applied about a centre: translate, then rotate, then scale, as UIKit and CSS's
  /// `translate() rotate() scale()` do.
  init(_ transform: NodeTransform, about centre: CGPoint) {
    let cosine = cos(Double(transform.rotation))
    let sine = sin(Double(transform.rotation))
    let scaleX = Double(transform.scaleX)
    let scaleY = Double(transform.scaleY)
    a = cosine * scaleX
    b = sine * scaleX
    c = -sine * scaleY
    d = cosine * scaleY
    let cx = Double(centre.x)
    let cy = Double(centre.y)
    tx = cx + Double(transform.translationX) - (a * cx + c * cy)
    ty = cy + Double(transform.translationY) - (b * cx + d * cy)
  }

  private init() {}

  /// This map applied after `inner`.
  func concatenating(_ inner: AffineMatrix) -> AffineMatrix {
    var result = AffineMatrix()
    result.a = a * inner.a + c * inner.b
    result.b = b * inner.a + d * inner.b
    result.c = a * inner.c + c * inner.d
    result.d = b * inner.c + d * inner.d
    result.tx = a * inner.tx + c * inner.ty + tx
    result.ty = b * inner.tx + d * inner.ty + ty
    return result
  }

  /// The axis-aligned bounding box of a rect's image.
  func boundingBox(of rect: CGRect) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
    let xs = corners.map { a * Double($0.x) + c * Double($0.y) + tx }
    let ys = corners.map { b * Double($0.x) + d * Double($0.y) + ty }
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

/// A number with at most four decimals and no trailing zeros.
private func format(_ value: Double) -> String {
  var text = String(format: "%.4f", value)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text == "-0" ? "0" : text
}

private func format(_ rect: CGRect) -> String {
  "(" + [rect.minX, rect.minY, rect.width, rect.height].map { format(Double($0)) }.joined(separator: ", ") + ")"
}
