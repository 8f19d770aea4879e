import Foundation
import MorphPlanning
import MorphScene

/// What a batch exports: something Morph can plan, read when the batch comes to it, so that a
/// document that cannot be read is reported in its turn while the others are still exported.
public struct ExportSource: Sendable {
  /// What the source was named as: a document's path, a preview's name.
  public let name: String
  private let load: @Sendable () throws(LocatedError) -> any Plannable

  /// A source read by `load` when the batch comes to it.
  public init(name: String, load: @escaping @Sendable () throws(LocatedError) -> any Plannable) {
    self.name = name
    self.load = load
  }

  /// The scene document at a path.
  public static func document(_ path: String) -> ExportSource {
    ExportSource(name: path) { () throws(LocatedError) in try SceneDecoder.decode(contentsOfFile: path) }
  }

  /// Something already at hand, such as a Swift preview of a catalog.
  public static func plannable(_ plannable: any Plannable) -> ExportSource {
    ExportSource(name: plannable.origin) { plannable }
  }

  /// The plannable, read.
  /// - Throws: a document's first problem reading or decoding it, located.
  func plannable() throws(LocatedError) -> any Plannable {
    try load()
  }
}
