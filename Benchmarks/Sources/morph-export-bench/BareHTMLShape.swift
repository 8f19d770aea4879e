import CLibXML2
import Foundation

/// An HTML page shaped like the export of the benchmark's transition, not indented: a `<style>` whose
/// text, written one rule per call, is about as long as the export's style sheets, then per unit an empty
/// `<div>` with four attributes. Rules and units cycle through 1,000 variants whose values differ but have
/// the same length.
struct BareHTMLShape: BareDocumentShape {
  private struct Names {
    let html, head, style, body, div, id, dataMorphID, dataMorphKind, dataMorphSpec: UnsafePointer<xmlChar>
  }

  private struct Variant {
    let id, elementID, spec, rule, playRule: UnsafePointer<xmlChar>
  }

  let indents = false
  /// How many rules the style sheet holds.
  let ruleCount: Int
  private let names: Names
  private let display: UnsafePointer<xmlChar>
  private let variants: [Variant]

  /// A page whose style sheet is about `styleSheetBytes` long.
  init(styleSheetBytes: Int, pool: CStringPool) {
    let make = pool.make
    names = Names(
      html: make("html"), head: make("head"), style: make("style"), body: make("body"), div: make("div"),
      id: make("id"), dataMorphID: make("data-morph-id"), dataMorphKind: make("data-morph-kind"),
      dataMorphSpec: make("data-morph-spec"))
    display = make("display")
    var ruleBytes = 0
    variants = (0..<1000).map { number in
      let digits = String(format: "%04d", number)
      let rule = "\n#m-leaf\(digits){translate:0px \(digits)0px;width:100px;height:10px;opacity:1;z-index:\(digits)}"
      let playRule =
        "\n.morph-play #m-leaf\(digits){translate:0px \(digits)5px;"
        + "transition:translate 0.2s cubic-bezier(0.42,0,0.58,1) 0s}"
      ruleBytes += rule.utf8.count + playRule.utf8.count
      return Variant(
        id: make("m-leaf" + digits), elementID: make("leaf" + digits), spec: make("stack[\(digits)]"), rule: make(rule),
        playRule: make(playRule))
    }
    ruleCount = styleSheetBytes * 2 * variants.count / ruleBytes
  }

  func writeRootStart(_ writer: xmlTextWriterPtr) {
    xmlTextWriterStartElement(writer, names.html)
  }

  func writePreamble(_ writer: xmlTextWriterPtr) {
    xmlTextWriterStartElement(writer, names.head)
    xmlTextWriterStartElement(writer, names.style)
    for number in 0..<ruleCount {
      let variant = variants[number / 2 % variants.count]
      xmlTextWriterWriteString(writer, number % 2 == 0 ? variant.rule : variant.playRule)
    }
    xmlTextWriterEndElement(writer)
    xmlTextWriterEndElement(writer)
    xmlTextWriterStartElement(writer, names.body)
  }

  func writeUnit(_ number: Int, _ writer: xmlTextWriterPtr) {
    let variant = variants[number % variants.count]
    xmlTextWriterStartElement(writer, names.div)
    xmlTextWriterWriteAttribute(writer, names.id, variant.id)
    xmlTextWriterWriteAttribute(writer, names.dataMorphID, variant.elementID)
    xmlTextWriterWriteAttribute(writer, names.dataMorphKind, display)
    xmlTextWriterWriteAttribute(writer, names.dataMorphSpec, variant.spec)
    xmlTextWriterFullEndElement(writer)
  }

  func writeClosing(_ writer: xmlTextWriterPtr) {
    xmlTextWriterEndElement(writer)
    xmlTextWriterEndElement(writer)
  }
}
