import CLibXML2

/// Keeps the first error a libxml2 parser context reports, with its line and column.
///
/// The recorder is attached to one parser context as its SAX structured-error callback, which libxml2 calls
/// for that context only. The thread-global error handlers (`xmlSetStructuredErrorFunc`) are not touched:
/// they belong to the thread, and Swift tasks move between threads.
final class ParseErrorRecorder {
  /// The first error at level `XML_ERR_ERROR` or above, as a ``XMLError/malformed(line:column:message:)``.
  private(set) var firstError: XMLError?
  /// Picks out errors that are not held against the document.
  private let isIgnored: (_ code: xmlParserErrors, _ message: String) -> Bool

  /// A recorder that ignores warnings and the errors `isIgnored` picks out by code and message.
  init(ignoring isIgnored: @escaping (_ code: xmlParserErrors, _ message: String) -> Bool = { _, _ in false }) {
    self.isIgnored = isIgnored
  }

  /// Routes the errors of `context` to this recorder while `body` runs.
  ///
  /// libxml2 calls the SAX handler's `serror` only when the handler is marked as a SAX2 handler. An HTML
  /// handler is marked as version 1, and nothing in the HTML parser reads the mark except this error
  /// routing, so the mark is set for both kinds of context.
  func recordErrors<Result>(of context: xmlParserCtxtPtr, during body: () -> Result) -> Result {
    guard let handler = context.pointee.sax else { return body() }
    // The recorder outlives the call, so the context can hold it unretained.
    context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
    handler.pointee.initialized = UInt32(XML_SAX2_MAGIC)
    handler.pointee.serror = { userData, error in
      // libxml2 passes the context's userData, which both parsers set to the context itself.
      guard let userData, let error,
        let recorder = userData.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private
      else { return }
      Unmanaged<ParseErrorRecorder>.fromOpaque(recorder).takeUnretainedValue().record(error.pointee)
    }
    defer {
      handler.pointee.serror = nil
      context.pointee._private = nil
    }
    return body()
  }

  private func record(_ error: xmlError) {
    guard firstError == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    var message = error.message.map { String(cString: $0) } ?? "error \(error.code)"
    while message.last?.isWhitespace == true { message.removeLast() }
    guard !isIgnored(xmlParserErrors(UInt32(bitPattern: error.code)), message) else { return }
    firstError = .malformed(line: Int(error.line), column: Int(error.int2), message: message)
  }
}
