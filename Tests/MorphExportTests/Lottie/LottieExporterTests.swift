import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphExport

/// Byte-exact snapshots of Lottie exports, and the rules behind them read back from the JSON.
@MainActor
@Suite struct LottieExporterTests {
  private func snapshot(
    _ timeline: Timeline, named name: String, frameRate: Double = 60, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let data = try LottieExporter(frameRate: frameRate).export(timeline)
    SnapshotFile.assert(data, named: name, pathExtension: "json", function: function, sourceLocation: sourceLocation)
  }

  /// The exported JSON, parsed.
  private func exported(_ timeline: Timeline, frameRate: Double = 60) throws -> [String: Any] {
    let data = try LottieExporter(frameRate: frameRate).export(timeline)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The layer named `name`, in the main composition or any precomposition.
  private func layer(_ name: String, in animation: [String: Any]) throws -> [String: Any] {
    let compositions = [animation["layers"]] + ((animation["assets"] as? [[String: Any]]) ?? []).map { $0["layers"] }
    let layers = compositions.compactMap { $0 as? [[String: Any]] }.flatMap { $0 }
    return try #require(layers.first { $0["nm"] as? String == name }, "no layer \(name)")
  }

  private func keyframes(_ property: Any?) throws -> [[String: Any]] {
    let animated = try #require(property as? [String: Any])
    #expect(animated["a"] as? Int == 1)
    return try #require(animated["k"] as? [[String: Any]])
  }

  @Test(arguments: ExportCases.curves.map(\.name)) func eachCurve(_ name: String) throws {
    let curve = ExportCases.curves.first { $0.name == name }!.curve
    try snapshot(ExportCases.box(curve), named: name)
  }

  @Test func chainedAndInterruptedByHand() throws {
    try snapshot(ExportCases.chained(), named: "box")
  }

  @Test func insertedRemovedAndReordered() async throws {
    try snapshot(try await Planned.reorderedRow(), named: "row")
  }

  @Test func aCardWithEveryKindOfContent() async throws {
    try snapshot(try await CardNode.widening(title: "A title long enough to wrap onto three lines"), named: "card")
  }

  @Test func textOfSeveralRuns() throws {
    try snapshot(ExportCases.textRuns(), named: "runs")
  }

  @Test func bezierMovementsKeepTheirControlPointsAsHandles() throws {
    let animation = try exported(ExportCases.box(.cubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)))
    let box = try layer("box", in: animation)
    let opacity = try keyframes((box["ks"] as? [String: Any])?["o"])
    // At 60 frames per second the movement from 0.25 s to 0.75 s runs from frame 15 to frame 45.
    #expect(opacity.map { $0["t"] as? Double } == [0, 15, 45])
    #expect(opacity[1]["s"] as? [Double] == [100])
    #expect(opacity[1]["o"] as? [String: [Double]] == ["x": [0.34], "y": [1.56]])
    #expect(opacity[1]["i"] as? [String: [Double]] == ["x": [0.64], "y": [1]])
    #expect(opacity[2]["s"] as? [Double] == [50])
    #expect(opacity[2]["o"] == nil && opacity[2]["i"] == nil, "the last keyframe moves on to nothing")
  }

  @Test func discreteChangesAreHoldKeyframes() throws {
    let box = try layer("box", in: try exported(ExportCases.box(.discrete)))
    let opacity = try keyframes((box["ks"] as? [String: Any])?["o"])
    #expect(opacity.contains { $0["h"] as? Int == 1 })
    #expect(opacity.last?["s"] as? [Double] == [50])
  }

  @Test func keyframeTimesFollowTheFrameRate() throws {
    let animation = try exported(ExportCases.box(.linear), frameRate: 30)
    #expect(animation["fr"] as? Double == 30)
    #expect(animation["op"] as? Double == 31, "frames 0 to 30: the last shows the end")
    let opacity = try keyframes(((try layer("box", in: animation))["ks"] as? [String: Any])?["o"])
    #expect(opacity.map { $0["t"] as? Double } == [0, 7.5, 22.5])
  }

  @Test(arguments: [0.5, 241, .nan, .infinity])
  func refusesAFrameRateOutOfRange(_ frameRate: Double) throws {
    #expect(throws: ExportError.self) { try LottieExporter(frameRate: frameRate).export(ExportCases.box(.linear)) }
  }

  @Test func valuesOfTracksMovingOnDifferentKeyframesAreSampledAtEveryFrame() throws {
    let start = ExportCases.start
    let timeline = Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "box", parent: "root", frame: start, initial: [.backgroundColor: .color(.red)],
          segments: [
            .frame: [Fixture.move(from: start, to: ExportCases.end, start: 0, duration: 0.5, curve: .easeIn)],
            .transform: [
              TrackSegment(
                start: 0.25, duration: 0.5, from: .transform(.identity),
                to: .transform(.translation(x: 30, y: 0)),
                curve: .linear)
            ],
          ])
      ])
    let position = try keyframes(
      ((try layer("box", in: try exported(timeline, frameRate: 10)))["ks"] as? [String: Any])?["p"])
    // Every frame, and the frames where the transform starts and stops moving (0.25 s and 0.75 s).
    #expect(position.map { $0["t"] as? Double } == [0, 1, 2, 2.5, 3, 4, 5, 6, 7, 7.5, 8, 9, 10])
    // At 0.5 s the frame has arrived and the transform is halfway: centre 170 + 15, 75, in the root's
    // precomposition, whose box lies 200 pixels (its larger side) in.
    #expect(position.first { $0["t"] as? Double == 5 }?["s"] as? [Double] == [385, 275])
  }

  @Test func anElementDrawingOnlyItsBoxIsAShapeLayerAndOneWithChildrenAPrecomposition() throws {
    let animation = try exported(ExportCases.box(.linear))
    let root = try layer("root", in: animation)
    #expect(root["ty"] as? Int == 0, "a precomposition, so its opacity fades its children with it")
    let box = try layer("box", in: animation)
    #expect(box["ty"] as? Int == 4)
    let background = try #require((box["shapes"] as? [[String: Any]])?.first)
    #expect(background["ty"] as? String == "gr", "every shape and layer names its type first")
  }

  @Test func clipsToBoundsIsAMaskOfTheRoundedBox() throws {
    let timeline = Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "card", parent: "root", frame: CGRect(x: 10, y: 10, width: 100, height: 60), clipsToBounds: true,
          initial: [.cornerRadius: .number(12), .backgroundColor: .color(.blue)]),
        Fixture.element("child", parent: "card", frame: CGRect(x: 50, y: 40, width: 80, height: 40)),
      ])
    let card = try layer("card", in: try exported(timeline))
    #expect(card["hasMask"] as? Bool == true)
    let mask = try #require((card["masksProperties"] as? [[String: Any]])?.first)
    let path = try #require((mask["pt"] as? [String: Any])?["k"] as? [String: Any])
    let vertices = try #require(path["v"] as? [[Double]])
    let margin = 200.0
    #expect(vertices.first == [margin + 12, margin], "the top edge starts after the corner")
    #expect(vertices.count == 8)
  }

  @Test func textIsATextLayerNamingItsFont() throws {
    let animation = try exported(ExportCases.awkwardText())
    let fonts = try #require((animation["fonts"] as? [String: Any])?["list"] as? [[String: Any]])
    #expect(fonts.first?["fFamily"] as? String == "Ahem's \"Test\" Font")
    let compositions = ((animation["assets"] as? [[String: Any]]) ?? []).compactMap { $0["layers"] as? [[String: Any]] }
    let texts = compositions.flatMap { $0 }.filter { $0["ty"] as? Int == 5 }
    #expect(!texts.isEmpty)
    let document = try #require(
      (((texts[0]["t"] as? [String: Any])?["d"] as? [String: Any])?["k"] as? [[String: Any]])?.first?["s"]
        as? [String: Any])
    #expect(document["f"] as? String == fonts[0]["fName"] as? String)
  }

  /// Outlines every text as one contour: a line to (10, 0), a curve back to the start.
  private struct TriangleOutlines: TextOutlining {
    func outline(of text: Substring, font: Font) -> TextOutline {
      TextOutline(
        contours: [
          TextOutline.Contour(
            start: CGPoint(x: 0, y: -10),
            segments: [
              .line(to: CGPoint(x: 10, y: 0)),
              .curve(control1: CGPoint(x: 8, y: 4), control2: CGPoint(x: 2, y: 4), to: CGPoint(x: 0, y: -10)),
            ])
        ], isComplete: true)
    }
  }

  @Test func textAsShapesIsAPathPerContourFilledWithTheTextsColor() throws {
    let data = try LottieExporter(textOutlines: TriangleOutlines()).export(ExportCases.awkwardText())
    let animation = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(animation["fonts"] == nil, "no text layers, so no fonts to name")
    let compositions = ((animation["assets"] as? [[String: Any]]) ?? []).compactMap { $0["layers"] as? [[String: Any]] }
    let glyphs = try #require(compositions.flatMap { $0 }.first { ($0["nm"] as? String)?.hasSuffix(" glyphs") == true })
    let items = try #require(((glyphs["shapes"] as? [[String: Any]])?.first)?["it"] as? [[String: Any]])
    #expect(items.map { $0["ty"] as? String } == ["sh", "fl", "tr"])
    let path = try #require((items[0]["ks"] as? [String: Any])?["k"] as? [String: Any])
    // The curve returns to the start, so the start is the only vertex there, taking its handle in.
    #expect(path["v"] as? [[Double]] == [[0, -10], [10, 0]])
    #expect(path["o"] as? [[Double]] == [[0, 0], [-2, 4]])
    #expect(path["i"] as? [[Double]] == [[2, 14], [0, 0]])
  }

  /// Each run's outline here is one contour of a move and two segments: 3 a run.
  @Test func textAsShapesPastTheOutlineBudgetIsRefused() throws {
    let timeline = ExportCases.awkwardText()
    var exporter = LottieExporter(textOutlines: TriangleOutlines())
    let runs =
      String(decoding: try exporter.export(timeline), as: UTF8.self).components(separatedBy: " glyphs\"").count - 1
    #expect(runs > 1)
    exporter.outlineSegmentBudget = 3 * runs
    #expect(throws: Never.self) { try exporter.export(timeline) }
    exporter.outlineSegmentBudget = 3 * runs - 1
    #expect(
      throws: ExportError.invalidOptions(
        "the text drawn as shapes has more than \(3 * runs - 1) outline segments; a Lottie file draws at most "
          + "\(3 * runs - 1) (draw text as text layers instead: --lottie-text layers)")
    ) { try exporter.export(timeline) }
  }

  @Test func theSameTimelineGivesTheSameBytes() async throws {
    let timeline = try await CardNode.widening(title: "Twice")
    #expect(try LottieExporter().export(timeline) == LottieExporter().export(timeline))
  }

  @Test func morphRecognisesItsOwnLottieFilesOnly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-lottie-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let own = folder.appendingPathComponent("own.lottie.json")
    try ExportFileWriter().write(try LottieExporter().export(ExportCases.box(.linear)), to: own)
    #expect(ExportFileWriter.wasWrittenByMorph(own))
    // Replacing it is allowed; a Lottie file of another tool is not replaced.
    try ExportFileWriter().write(try LottieExporter().export(ExportCases.box(.easeInOut)), to: own)
    let foreign = folder.appendingPathComponent("foreign.lottie.json")
    try Data(#"{"assets":[],"layers":[],"meta":{"g":"Other"},"nm":"x"}"#.utf8 + [0x0A]).write(to: foreign)
    #expect(!ExportFileWriter.wasWrittenByMorph(foreign))
    #expect(throws: ExportError.wouldReplaceForeignFile(foreign.path)) {
      try ExportFileWriter().write(Data("{}\n".utf8), to: foreign)
    }
    // The mark inside a string (a layer's name) is not Morph's mark.
    let named = folder.appendingPathComponent("named.lottie.json")
    try Data(#"{"assets":[],"layers":[{"nm":"],\"meta\":{\"g\":\"Morph\"},\"nm\":"}],"nm":"x"}"#.utf8 + [0x0A])
      .write(to: named)
    #expect(!ExportFileWriter.wasWrittenByMorph(named))
  }
}
