import CLibXML2

extension String {
  /// Calls `body` with the string as a NUL-terminated `xmlChar` string, without copying a native string.
  ///
  /// (Passing a `String` where libxml2 takes `const xmlChar *` makes Swift copy it into a new array on
  /// every call; `withCString` lends the string's own storage.)
  func withXMLString<Result>(_ body: (UnsafePointer<xmlChar>) throws -> Result) rethrows -> Result {
    try withCString { try body(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
  }
}
