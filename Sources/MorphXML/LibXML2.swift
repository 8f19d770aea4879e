import CLibXML2

/// The process-wide libxml2 set-up that every entry point of the module runs first.
enum LibXML2 {
  /// Runs `xmlInitParser()` exactly once, on whichever thread gets here first; a `static let` initializer
  /// is run once and thread-safely. `xmlCleanupParser()` is never called, since other code in the process
  /// may still be using libxml2.
  private static let initialized: Void = xmlInitParser()

  /// Makes sure libxml2 is initialised before the caller touches it.
  static func initialize() {
    initialized
  }
}
