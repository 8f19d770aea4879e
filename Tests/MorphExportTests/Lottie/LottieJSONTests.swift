import Foundation
import Testing

@testable import MorphExport

/// Lottie's JSON writer writes every number within the bounds of a timeline's, or refuses the file.
@Suite struct LottieJSONTests {
  @Test func numbersAreWrittenInFixedPointToTheirPrecision() throws {
    let json = LottieJSON.object([("w", .number(1e9)), ("p", .numbers([-0.0, 12.345, -1e9]))])
    #expect(
      String(decoding: try json.serialized(precision: 2), as: UTF8.self)
        == #"{"w":1000000000,"p":[0,12.35,-1000000000]}"#)
  }

  @Test(arguments: [1e300, -1_000_000_000.5, Double.infinity, Double.nan])
  func aNumberBeyondTheBoundsIsRefusedNamingItsKey(number: Double) {
    let json = LottieJSON.object([
      ("assets", .array([.object([("id", .literal("image_0")), ("w", .number(number)), ("h", .number(1))])]))
    ])
    #expect(
      throws: ExportError.invalidTimeline(
        "the Lottie file's 'w' would be \(number), beyond the ±1000000000 a number may be")
    ) { try json.serialized(precision: 3) }
  }
}
