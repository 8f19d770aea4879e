import Foundation
import FuzzSupport
import MorphExport
import MorphTimeline
import MorphXML

/// A libFuzzer target: builds a timeline and export options from the bytes (see
/// ``TimelineGenerator``), exports them as animated SVG, as a still SVG storyboard or as HTML (the
/// bytes choose), and checks that libxml2 parses the file back without error. An exporter may refuse a
/// timeline or options with an `ExportError`; anything else — a trap, a hang, another error, a file
/// that does not parse — is a finding.
@main
enum ExportTarget {
  static func main() {
    FuzzDriver.run { data, count in
      ExportTarget.test(UnsafeBufferPointer(start: data, count: count))
      return 0
    }
  }

  static func test(_ bytes: UnsafeBufferPointer<UInt8>) {
    var generator = TimelineGenerator(FuzzInput(Array(bytes)))
    let timeline = generator.timeline()
    var input = generator.input
    // One exporter per run: each export is costly under AddressSanitizer, and libFuzzer explores each
    // exporter as well from inputs that pick it.
    let format = input.int(in: 0...2)
    let options = ExportOptions(
      loops: input.bool(), loopPause: input.choice([0, 1, Double(input.length())]), precision: input.int(in: -1...10),
      storyboardTimes: input.bool() ? nil : (0..<input.int(in: 0...3)).map { _ in Double(input.length()) },
      idPrefix: input.choice(["", "m-", input.text(maximumLength: 4)]),
      samplingTolerance: input.choice([0.001, 0.1, 0, 1, Double(input.length())]))
    let title = input.bool() ? input.text(maximumLength: 10) : nil

    switch format {
    case 0:
      exportAndCheck("SVG", wellFormed: XMLWellFormedness.check) { try SVGExporter(options: options).export(timeline) }
    case 1:
      exportAndCheck("the storyboard", wellFormed: XMLWellFormedness.check) {
        try SVGStoryboardExporter(options: options).export(timeline)
      }
    default:
      exportAndCheck("HTML", wellFormed: XMLWellFormedness.checkHTML) {
        try HTMLExporter(options: options, title: title).export(timeline)
      }
    }
  }
}

/// Exports with `export` and checks the result with `wellFormed`.
private func exportAndCheck(
  _ format: String, wellFormed: (Data) throws(XMLError) -> Void, export: () throws -> Data
) {
  let data: Data
  do {
    data = try export()
  } catch is ExportError {
    return
  } catch {
    FuzzFinding.check(false, "the \(format) export failed with \(type(of: error)): \(error)")
    return
  }
  do {
    try wellFormed(data)
  } catch {
    FuzzFinding.check(
      false, "the \(format) export is not well-formed: \(error)\n\(String(decoding: data, as: UTF8.self))")
  }
}
