import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import _MorphTestSupport

extension ExportCases {
  /// A feed cell's body of several runs, as an attributed string gives it: a bold name in a larger
  /// size, regular text with some kern, an underlined link on a pale background, and a gray timestamp,
  /// wrapped at 170 pt, once left-aligned and once centred and cut at two lines with a blue
  /// "more" token; the first slides 30 pt right. With an `inset`, each text node pads its text by it
  /// (its `textContainerInset`): the lines are broken for the width inside it.
  static func textRuns(
    measurer: any TextMeasuring = AhemTextMeasurer(), family: String = "Ahem", inset: EdgeInsets = .zero
  ) -> Timeline {
    let gray = Color(red: 0.45, green: 0.45, blue: 0.5)
    let runs = [
      TextRun("Ada Lovelace", font: Font(family: family, size: 15, weight: 700)),
      TextRun(" wrote the first program for ", font: Font(family: family, size: 12), color: .darkGray, kern: 0.5),
      TextRun(
        "the Engine", font: Font(family: family, size: 12), color: Color(red: 0, green: 0.3, blue: 0.8),
        underline: true, backgroundColor: Color(red: 1, green: 0.95, blue: 0.6)),
      TextRun(" · 2h", font: Font(family: family, size: 10), color: gray),
    ]
    var elements: [TimelineElement] = []
    let cut = TextAttributes(
      font: Font(family: family, size: 12), alignment: .center, maximumNumberOfLines: 2,
      truncationRuns: [TextRun(" more", font: Font(family: family, size: 12), color: .blue)])
    let plain = TextAttributes(font: Font(family: family, size: 12), lineSpacing: 2)
    for (index, attributes) in [plain, cut].enumerated() {
      let layout = TextLineBreaker.layout(
        runs, attributes: attributes, width: 170 - inset.left - inset.right, measurer: measurer)
      let frame = CGRect(
        x: 10, y: 10 + CGFloat(index) * 90, width: 170, height: layout.size.height + inset.top + inset.bottom)
      elements.append(
        Fixture.element(
          "body\(index)", parent: "root", index: index, frame: frame, kind: "text",
          content: .text(TextContent(runs: runs, attributes: attributes, layout: layout, textContainerInset: inset)),
          segments: index == 0
            ? [
              .frame: [
                Fixture.move(from: frame, to: frame.offsetBy(dx: 30, dy: 0), start: 0, duration: 0.5, curve: .easeOut)
              ]
            ]
            : [:]))
    }
    return Fixture.timeline(width: 240, height: 190, duration: 0.5, elements)
  }
}
