import Foundation

/// Finds and decodes the Yoga/Chrome oracle, `Fixtures/yoga-cases.json` beside this file (see
/// `Fixtures/README.md` for where the cases come from).
enum OracleSuite {
  /// The oracle file, located from this source file's path.
  static let casesFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/yoga-cases.json")

  /// Every case of the oracle, in file order.
  /// - Throws: An error reading or decoding the file.
  static func loadCases() throws -> [OracleCase] {
    try JSONDecoder().decode([OracleCase].self, from: Data(contentsOf: casesFile))
  }
}
