import CLibXML2
import Foundation

/// An SVG shaped like the export of the benchmark's transition, indented: per unit, a `<g>` with six
/// attributes holding an `<animateTransform>` with eight and a `<rect>` with four. Units cycle through
/// 1,000 variants whose values differ but have the same length.
struct BareSVGShape: BareDocumentShape {
  private struct Names {
    let svg, xmlns, width, height, viewBox: UnsafePointer<xmlChar>
    let g, id, `class`, dataMorphID, dataMorphSpec, transform, opacity: UnsafePointer<xmlChar>
    let animateTransform, attributeName, type, calcMode, values, keyTimes, keySplines, dur, fill: UnsafePointer<xmlChar>
    let rect, dataMorphBox: UnsafePointer<xmlChar>
  }

  private struct Values {
    let version, encoding, svgNamespace, rootWidth, rootHeight, rootViewBox: UnsafePointer<xmlChar>
    let morphDisplay, one, translate, spline, keyTimes, keySplines, dur, freeze: UnsafePointer<xmlChar>
    let boxWidth, boxHeight, none: UnsafePointer<xmlChar>
  }

  private struct Variant {
    let id, spec, transform, values: UnsafePointer<xmlChar>
  }

  let indents = true
  private let names: Names
  private let values: Values
  private let variants: [Variant]

  init(pool: CStringPool) {
    let make = pool.make
    names = Names(
      svg: make("svg"), xmlns: make("xmlns"), width: make("width"), height: make("height"), viewBox: make("viewBox"),
      g: make("g"), id: make("id"), class: make("class"), dataMorphID: make("data-morph-id"),
      dataMorphSpec: make("data-morph-spec"), transform: make("transform"), opacity: make("opacity"),
      animateTransform: make("animateTransform"), attributeName: make("attributeName"), type: make("type"),
      calcMode: make("calcMode"), values: make("values"), keyTimes: make("keyTimes"), keySplines: make("keySplines"),
      dur: make("dur"), fill: make("fill"), rect: make("rect"), dataMorphBox: make("data-morph-box"))
    values = Values(
      version: make("1.0"), encoding: make("UTF-8"), svgNamespace: make("http://www.w3.org/2000/svg"),
      rootWidth: make("100"), rootHeight: make("112490"), rootViewBox: make("0 0 100 112490"),
      morphDisplay: make("morph-display"), one: make("1"), translate: make("translate"), spline: make("spline"),
      keyTimes: make("0;1"), keySplines: make("0.42 0 0.58 1"), dur: make("0.2s"), freeze: make("freeze"),
      boxWidth: make("100"), boxHeight: make("10"), none: make("none"))
    variants = (0..<1000).map { number in
      let digits = String(format: "%04d", number)
      return Variant(
        id: make("leaf" + digits), spec: make("stack[\(digits)]"), transform: make("translate(0 \(digits)0)"),
        values: make("0 \(digits)0;0 \(String(format: "%04d", 999 - number))0"))
    }
  }

  func writeRootStart(_ writer: xmlTextWriterPtr) {
    xmlTextWriterStartDocument(writer, values.version, values.encoding, nil)
    xmlTextWriterStartElement(writer, names.svg)
    xmlTextWriterWriteAttribute(writer, names.xmlns, values.svgNamespace)
    xmlTextWriterWriteAttribute(writer, names.width, values.rootWidth)
    xmlTextWriterWriteAttribute(writer, names.height, values.rootHeight)
    xmlTextWriterWriteAttribute(writer, names.viewBox, values.rootViewBox)
  }

  func writePreamble(_ writer: xmlTextWriterPtr) {}

  func writeUnit(_ number: Int, _ writer: xmlTextWriterPtr) {
    let variant = variants[number % variants.count]
    xmlTextWriterStartElement(writer, names.g)
    xmlTextWriterWriteAttribute(writer, names.id, variant.id)
    xmlTextWriterWriteAttribute(writer, names.class, values.morphDisplay)
    xmlTextWriterWriteAttribute(writer, names.dataMorphID, variant.id)
    xmlTextWriterWriteAttribute(writer, names.dataMorphSpec, variant.spec)
    xmlTextWriterWriteAttribute(writer, names.transform, variant.transform)
    xmlTextWriterWriteAttribute(writer, names.opacity, values.one)
    xmlTextWriterStartElement(writer, names.animateTransform)
    xmlTextWriterWriteAttribute(writer, names.attributeName, names.transform)
    xmlTextWriterWriteAttribute(writer, names.type, values.translate)
    xmlTextWriterWriteAttribute(writer, names.calcMode, values.spline)
    xmlTextWriterWriteAttribute(writer, names.values, variant.values)
    xmlTextWriterWriteAttribute(writer, names.keyTimes, values.keyTimes)
    xmlTextWriterWriteAttribute(writer, names.keySplines, values.keySplines)
    xmlTextWriterWriteAttribute(writer, names.dur, values.dur)
    xmlTextWriterWriteAttribute(writer, names.fill, values.freeze)
    xmlTextWriterEndElement(writer)
    xmlTextWriterStartElement(writer, names.rect)
    xmlTextWriterWriteAttribute(writer, names.dataMorphBox, variant.id)
    xmlTextWriterWriteAttribute(writer, names.width, values.boxWidth)
    xmlTextWriterWriteAttribute(writer, names.height, values.boxHeight)
    xmlTextWriterWriteAttribute(writer, names.fill, values.none)
    xmlTextWriterEndElement(writer)
    xmlTextWriterEndElement(writer)
  }

  func writeClosing(_ writer: xmlTextWriterPtr) {
    xmlTextWriterEndElement(writer)
  }
}
