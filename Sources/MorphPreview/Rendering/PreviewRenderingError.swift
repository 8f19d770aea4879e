/// A rendering's error as the renderer that met it words it (`FILE:LINE:COLUMN: error: …`): what a
/// render worker answers, passed on as it is.
struct PreviewRenderingError: Error, Sendable {
  var message: String
}
