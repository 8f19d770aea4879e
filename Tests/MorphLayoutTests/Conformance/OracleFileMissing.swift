import Foundation

/// The oracle file is not where the conformance suite expects it.
struct OracleFileMissing: Error, CustomStringConvertible {
  /// Where the file was looked for.
  var path: String

  var description: String {
    "The Yoga/Chrome oracle is missing: expected \(path). The conformance suite needs the shared oracle "
      + "checked out next to the repository (<parent>/shared/oracle/yoga-cases.json)."
  }
}
