import Foundation

/// The progress bar `morph export` draws on standard error while it renders raster and video files, when
/// standard error is a terminal: one line, redrawn in place, for the file that last encoded a frame.
///
/// ```
/// [##########----------]  31/61 frames  output/signup-form.nameToAge.mp4
/// ```
enum FrameProgressBar {
  /// Characters between the brackets.
  static let width = 20
  /// Renders with fewer frames finish too fast to need a bar.
  static let smallestTotal = 30

  /// The bar for a file: how many frames are encoded, of how many.
  static func line(done: Int, total: Int, path: String) -> String {
    let filled = total > 0 ? width * min(done, total) / total : width
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    let count = String(repeating: " ", count: max(0, String(total).count - String(done).count)) + String(done)
    return "[\(bar)] \(count)/\(total) frames  \(path)"
  }

  /// Redraws the bar on standard error (a terminal), ending the line at the file's last frame.
  static func draw(done: Int, total: Int, path: String) {
    guard total >= smallestTotal else { return }
    let end = done == total ? "\n" : ""
    FileHandle.standardError.write(Data(("\r\u{1B}[K" + line(done: done, total: total, path: path) + end).utf8))
  }
}
