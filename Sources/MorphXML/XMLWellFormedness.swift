import CLibXML2
import Foundation

/// Checks that bytes are a well-formed XML document, or an HTML document that parses without errors.
///
/// The checks parse with libxml2 and keep no document. They load nothing from the network and no external
/// DTD or entity. They lift libxml2's limits for untrusted input (such as 10 MB for one text node), as
/// they are meant for Morph's own output, where a large scene's style sheet may be longer: do not use
/// them on documents from elsewhere.
public enum XMLWellFormedness {
  /// Checks that `data` is a well-formed, namespace-well-formed XML document.
  ///
  /// - Parameter data: The document, in UTF-8 unless its declaration names another encoding.
  /// - Throws: ``XMLError/malformed(line:column:message:)`` with libxml2's first error and its line and
  ///   column (both from 1), for example `1:12: Opening and ending tag mismatch: b line 1 and a`.
  /// - Complexity: O(*n*) in the length of `data`.
  public static func check(_ data: Data) throws(XMLError) {
    LibXML2.initialize()
    guard let context = xmlNewParserCtxt() else { throw .allocationFailed(what: "an XML parser context") }
    defer { xmlFreeParserCtxt(context) }
    let options =
      XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_HUGE.rawValue
    try parse(data, in: context, recorder: ParseErrorRecorder()) { bytes, count in
      xmlCtxtReadMemory(context, bytes, count, nil, nil, Int32(options))
    }
  }

  /// Checks that `data` parses as HTML without errors, with the options ``HTMLTemplate`` parses with.
  ///
  /// libxml2's HTML parser follows HTML 4, so it would report every HTML5 element (`main`, `section`,
  /// `svg`, …) as an unknown tag, and `</` inside a `<script>` as an error; HTML5 allows both, so those
  /// reports are ignored. What remains are structural errors such as unexpected or mismatched end tags,
  /// misplaced `<html>` or DOCTYPE, malformed entities and attributes.
  ///
  /// - Parameter data: The document, in UTF-8.
  /// - Throws: ``XMLError/malformed(line:column:message:)`` with libxml2's first error and its line and
  ///   column (both from 1).
  /// - Complexity: O(*n*) in the length of `data`.
  public static func checkHTML(_ data: Data) throws(XMLError) {
    LibXML2.initialize()
    guard let context = htmlNewParserCtxt() else { throw .allocationFailed(what: "an HTML parser context") }
    defer { htmlFreeParserCtxt(context) }
    let recorder = ParseErrorRecorder { code, message in
      code == XML_HTML_UNKNOWN_TAG
        || (code == XML_ERR_TAG_NAME_MISMATCH && message.hasSuffix("embeds close tag"))
    }
    try parse(data, in: context, recorder: recorder) { bytes, count in
      htmlCtxtReadMemory(
        context, bytes, count, nil, "UTF-8", HTMLTemplate.parseOptions | Int32(XML_PARSE_HUGE.rawValue))
    }
  }

  /// Parses `data` with `read`, frees the document, and throws the first error recorded.
  private static func parse(
    _ data: Data, in context: xmlParserCtxtPtr, recorder: ParseErrorRecorder,
    read: (UnsafePointer<CChar>, Int32) -> xmlDocPtr?
  ) throws(XMLError) {
    guard !data.isEmpty else { throw .malformed(line: 1, column: 1, message: "Document is empty") }
    guard let count = Int32(exactly: data.count) else {
      throw .malformed(line: 1, column: 1, message: "Document is larger than 2 GiB")
    }
    let parsed = data.withUnsafeBytes { bytes in
      recorder.recordErrors(of: context) {
        read(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), count)
      }
    }
    if let parsed { xmlFreeDoc(parsed) }
    if let error = recorder.firstError { throw error }
    guard parsed != nil else { throw .malformed(line: 1, column: 1, message: "Document could not be parsed") }
  }
}
