import Foundation

/// Finds and decodes the Yoga/Chrome oracle, which lives outside the repository at
/// `../shared/oracle/yoga-cases.json` relative to the repository root (the same layout as CI).
enum OracleSuite {
  /// The oracle file, located from this source file's path.
  static let casesFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Conformance
    .deletingLastPathComponent()  // MorphLayoutTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .deletingLastPathComponent()  // the directory holding `shared/`
    .appendingPathComponent("shared/oracle/yoga-cases.json")

  /// Every case of the oracle, in file order.
  /// - Throws: ``OracleFileMissing`` when the file is not there, or a decoding error.
  static func loadCases() throws -> [OracleCase] {
    guard FileManager.default.fileExists(atPath: casesFile.path) else {
      throw OracleFileMissing(path: casesFile.path)
    }
    return try JSONDecoder().decode([OracleCase].self, from: Data(contentsOf: casesFile))
  }
}
