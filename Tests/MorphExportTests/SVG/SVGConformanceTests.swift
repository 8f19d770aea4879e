import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import MorphXML
import Testing
import _MorphTestSupport

@testable import MorphExport

/// Every export is well-formed XML, uses only the SVG 1.1 and SMIL vocabulary, keeps no character
/// XML forbids, and its animations are consistent SMIL.
@MainActor
@Suite struct SVGConformanceTests {
  /// Every document the tests export, by name.
  private func documents() async throws -> [(name: String, data: Data)] {
    var timelines: [(String, Timeline, ExportOptions)] = ExportCases.curves.map {
      ("box \($0.name)", ExportCases.box($0.curve), ExportOptions())
    }
    timelines += [
      ("chained", ExportCases.chained(), ExportOptions()),
      ("chained by a completion", try await ExportCases.chainedByCompletion(), ExportOptions()),
      ("reordered row", try await Planned.reorderedRow(), ExportOptions(loops: true, loopPause: 0.3)),
      ("card", try await CardNode.widening(title: "A title long enough to wrap"), ExportOptions(precision: 1)),
      ("awkward text", ExportCases.awkwardText(), ExportOptions(idPrefix: "9 é<")),
      ("text runs", ExportCases.textRuns(), ExportOptions()),
      ("restacked", ExportCases.restacked(), ExportOptions()),
      ("storyboard", try await ExportCases.storyboard(), ExportOptions()),
    ]
    var documents: [(String, Data)] = []
    for (name, timeline, options) in timelines {
      documents.append((name, try SVGExporter(options: options).export(timeline)))
      documents.append((name + " storyboard", try SVGStoryboardExporter(options: options).export(timeline)))
    }
    return documents
  }

  @Test func everyExportIsWellFormed() async throws {
    for (name, data) in try await documents() {
      #expect(throws: Never.self, "\(name)") { try XMLWellFormedness.check(data) }
    }
  }

  @Test func everyExportUsesOnlyTheSVGAndSMILVocabulary() async throws {
    for (name, data) in try await documents() {
      let problems = SVGVocabulary.problems(in: data)
      #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    }
  }

  @Test func theVocabularyCheckCatchesForeignMarkup() {
    let foreign = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/><rect onclick="x()"/><animate attributeName="x"/></svg>"#
        .utf8)
    #expect(SVGVocabulary.problems(in: foreign).count == 3)
  }

  @Test func forbiddenCharactersAreStrippedAndOthersKept() throws {
    let data = try SVGExporter().export(ExportCases.awkwardText())
    let forbidden = data.filter { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    #expect(forbidden.isEmpty)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("&lt;b&gt;Tom &amp;"))
    #expect(text.contains("'café'"))
    #expect(text.contains("— 日本語 👋🏽 abcd"))
    #expect(text.contains(#"data-morph-id="label &lt;1&gt; &amp; &quot;é&quot;""#))
    #expect(text.contains(#"id="label__1_______""#))
  }

  @Test func idsAreUniqueAndReferencesResolve() async throws {
    for (name, data) in try await documents() {
      let text = String(decoding: data, as: UTF8.self)
      let ids = matches(of: #" id="([^"]*)""#, in: text)
      #expect(Set(ids).count == ids.count, "\(name) repeats an id")
      let references = matches(of: ##"(?:href="#|url\(#)([^")]*)"##, in: text)
      for reference in references {
        #expect(ids.contains(reference), "\(name) refers to a missing id \(reference)")
      }
    }
  }

  @Test func animationsHaveOneKeyTimePerValueAndOneSplinePerInterval() async throws {
    for (name, data) in try await documents() {
      let text = String(decoding: data, as: UTF8.self)
      for element in matches(of: #"(<animate(?:Transform)? [^>]*>)"#, in: text) {
        let values = attribute("values", in: element)?.split(separator: ";") ?? []
        let keyTimes = attribute("keyTimes", in: element)?.split(separator: ";").map { Double($0)! } ?? []
        let calcMode = attribute("calcMode", in: element)
        #expect(!values.isEmpty, "\(name): \(element)")
        if values.count > 1 {
          #expect(keyTimes.count == values.count, "\(name): \(element)")
          #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }, "\(name): \(element)")
          #expect(keyTimes.first == 0, "\(name): \(element)")
          if calcMode != "discrete" { #expect(keyTimes.last == 1, "\(name): \(element)") }
        }
        if calcMode == "spline" {
          let splines = attribute("keySplines", in: element)!.split(separator: ";")
          #expect(splines.count == values.count - 1, "\(name): \(element)")
          let points = splines.flatMap { $0.split(separator: " ").map { Double($0)! } }
          #expect(points.allSatisfy { (0...1).contains($0) }, "\(name): \(element)")
        }
      }
    }
  }

  private func matches(of pattern: String, in text: String) -> [String] {
    let expression = try! NSRegularExpression(pattern: pattern)
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      String(text[Range($0.range(at: 1), in: text)!])
    }
  }

  private func attribute(_ name: String, in element: String) -> String? {
    matches(of: " \(name)=\"([^\"]*)\"", in: element).first
  }
}
