/// An oracle style the conformance mapping does not know, so that a new property or value in the oracle
/// fails loudly instead of being ignored.
struct OracleMappingError: Error, CustomStringConvertible {
  var description: String
}
