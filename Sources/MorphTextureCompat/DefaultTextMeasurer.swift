import Foundation
import MorphLayout
import MorphText

/// The measurer of text in nodes made without one, as Texture code makes them (`ASTextNode()`,
/// `ASButtonNode()`): FreeType with the fonts fontconfig finds, created on first use, or one set
/// before that with ``use(_:)``.
public enum DefaultTextMeasurer {
  /// Why ``use(_:)`` was refused.
  public enum Error: Swift.Error, Equatable {
    /// A measurer is in use already; nodes made before would measure differently.
    case alreadyInUse
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var measurer: (any TextMeasuring)?

  /// The measurer in use, a `FreeTypeTextMeasurer` unless ``use(_:)`` set another first. Creating it
  /// stops the program if fontconfig finds no font for Morph's default family (DejaVu Sans, which
  /// `scripts/install-dependencies` installs).
  public static var shared: any TextMeasuring {
    lock.lock()
    defer { lock.unlock() }
    if let measurer { return measurer }
    do {
      let created = try FreeTypeTextMeasurer()
      measurer = created
      return created
    } catch {
      fatalError("MorphTextureCompat: no default text measurer: \(error)")
    }
  }

  /// Makes `measurer` the default, once, before any node has used the default (for tests, or for
  /// fonts of a team's own).
  public static func use(_ newMeasurer: any TextMeasuring) throws(Error) {
    lock.lock()
    defer { lock.unlock() }
    guard measurer == nil else { throw .alreadyInUse }
    measurer = newMeasurer
  }
}
