import Foundation
import MorphLayout
import Testing

/// Lays out every Yoga/Chrome oracle case (`Fixtures/yoga-cases.json`) as Texture elements and
/// compares each box's frame with Chrome's.
///
/// Cases are built by ``OracleTextureMapping``. The root gets the range 0…∞ on both axes, intersected
/// with its own style (so an explicit width or height makes that axis exact, clamped by its min/max),
/// and an undefined parent size, as gentest lays every root out with no outer constraint.
///
/// **Rounding.** The layout runs at scale 0, so Texture's device-pixel snapping is off and the frames
/// are Texture's exact arithmetic. The gentest rounding (``GentestRounding``) is then applied to them, as
/// gentest applied it to Chrome's, and every frame must equal `expected` **exactly**. That keeps the
/// comparison strict (no tolerance) against Chrome's own numbers, and keeps the device-grid rules
/// (sizes ceiled, cross-centre floored; see ``TextureRule``) out of a comparison made on a 1-point grid:
/// those rules have their own tests in `TextureRuleTests`.
@Suite struct YogaConformanceTests {
  @Test("Yoga/Chrome oracle case", arguments: try OracleSuite.loadCases())
  func layoutMatchesChrome(_ oracleCase: OracleCase) throws {
    let mismatches = try Self.layOut(oracleCase).mismatches(against: oracleCase.expected)
    if let rule = TextureDeviations.rules[oracleCase.id] {
      #expect(
        !mismatches.isEmpty,
        """
        \(oracleCase.id) is listed as a Texture deviation (\(rule.rawValue)) but now matches Chrome; \
        remove it from TextureDeviations
        """)
    } else {
      #expect(mismatches.isEmpty, "\(oracleCase.id) differs from Chrome:\n\(mismatches.joined(separator: "\n"))")
    }
  }

  @Test func deviationsNameOnlyOracleCases() throws {
    let ids = Set(try OracleSuite.loadCases().map(\.id))
    for id in TextureDeviations.rules.keys.sorted() {
      let isOracleCase = ids.contains(id)
      #expect(isOracleCase, "TextureDeviations lists \(id), which is not an oracle case")
    }
  }

  /// The case's frames as Texture lays it out, rounded as gentest rounds Chrome's.
  static func layOut(_ oracleCase: OracleCase) throws -> OracleFrame {
    let root = try OracleTextureMapping.map(oracleCase.tree)
    let undefined = CGSize(width: CGFloat.nan, height: CGFloat.nan)
    let layout = root.outer.layoutThatFits(.unconstrained, parentSize: undefined, context: LayoutContext(scale: 0))
    return GentestRounding.round(root.frames(from: layout, at: .zero))
  }
}
