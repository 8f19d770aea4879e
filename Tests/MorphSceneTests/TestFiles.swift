import Foundation

/// Paths of the files the tests read, found from this source file's location.
enum TestFiles {
  /// The repository's root directory.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The bad scene documents, by file name.
  static let badScenes = repository.appendingPathComponent("Tests/MorphSceneTests/BadScenes")

  /// The scenes with bad transitions or storyboards, by file name.
  static let badScripts = repository.appendingPathComponent("Tests/MorphSceneTests/BadScripts")

  /// The example scenes and the schema beside them.
  static let examples = repository.appendingPathComponent("examples")

  /// The names of the files in a directory, sorted.
  static func names(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }
}
