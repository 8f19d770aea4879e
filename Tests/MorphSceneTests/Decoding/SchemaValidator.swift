import Foundation

/// Validates scene documents against `examples/morph-scene.schema.json` with Python's `jsonschema`
/// (draft 2020-12) after loading them with PyYAML.
enum SchemaValidator {
  static let schema = TestFiles.examples.appendingPathComponent("morph-scene.schema.json")

  private static let script = """
    import json, sys, yaml, jsonschema
    schema = json.load(open(sys.argv[1]))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    results = []
    for text in json.load(sys.stdin):
        error = jsonschema.exceptions.best_match(validator.iter_errors(yaml.safe_load(text)))
        results.append(None if error is None else error.message)
    json.dump(results, sys.stdout)
    """

  /// For each document, nil when the schema accepts it, else the schema's best error message.
  static func errors(for documents: [String]) throws -> [String?] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, schema.path]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: documents))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationFailure(message: "python3 with jsonschema and PyYAML failed: \(problem)")
    }
    return try JSONDecoder().decode([String?].self, from: data)
  }

  /// Why the validator could not run.
  struct ValidationFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }
}
