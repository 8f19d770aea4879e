import Foundation

/// One entry of the inventory of Texture's public API (`Inventory/texture-api.json`, written by
/// `scripts/texture-inventory extract` from Texture's headers and classified by hand): a class, protocol,
/// type, enum case, property, method, initializer, function or constant, with its Swift spelling and type
/// and how Morph covers it.
struct InventoryEntry: Decodable, Sendable {
  /// The entry's identity, stable across re-extractions: container and Objective-C selector.
  var key: String
  /// The header that declares it.
  var header: String
  /// The class, protocol or type that declares it (`functions`, `constants` for free ones).
  var container: String
  /// `class`, `protocol`, `type`, `typealias`, `case`, `property`, `class property`, `method`,
  /// `class method`, `init`, `function` or `constant`.
  var kind: String
  /// The Objective-C declaration's facts: selector, property name or C name.
  var objc: String
  /// The name as Swift's importer spells it.
  var swift: String
  /// Its Swift type: a property's or constant's type, a method's function type, a class's superclass.
  var swiftType: String
  /// The category of a member declared in one.
  var category: String?
  /// Whether a property is read-only.
  var readonly: Bool?
  /// Whether Texture marks it deprecated.
  var deprecated: Bool?
  /// Whether it is a protocol's member.
  var `protocol`: Bool?
  /// The class whose instances check a protocol member (one that adopts the protocol in Texture).
  var receiver: String?
  /// `implemented`, `accepted` or `not-applicable` (`unclassified` until classified).
  var status: String
  /// The layout or drawing effect, why it has none off the device, or why it does not apply.
  var note: String?
  /// The Swift name, where the extractor's approximation of the importer is wrong.
  var swiftNameOverride: String?
  /// The Swift type, where the extractor's approximation of the importer is wrong.
  var swiftTypeOverride: String?

  /// The name a use spells.
  var swiftName: String { swiftNameOverride ?? swift }
  /// The type a use checks.
  var checkedType: String { swiftTypeOverride ?? swiftType }
  /// Whether the generated uses check it.
  var isChecked: Bool { status == "implemented" || status == "accepted" }
}

/// The inventory file and where it lives in the repository.
struct Inventory: Decodable, Sendable {
  /// The Texture commit and headers it was extracted from.
  struct Source: Decodable, Sendable {
    var commit: String
    var headers: [String]
  }

  var texture: Source
  var entries: [InventoryEntry]

  /// This test target's folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// The data file.
  static let dataFile = folder.appendingPathComponent("Inventory/texture-api.json")
  /// The generated uses.
  static let usesFile = folder.appendingPathComponent("Generated/TextureAPIUses.swift")
  /// The README, whose coverage table the tests keep up to date.
  static let readme = folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
  /// Set (to anything) to rewrite the generated uses and the README's coverage table instead of
  /// comparing them.
  static let recordVariable = "MORPH_RECORD_TEXTURE_INVENTORY"

  static func load() throws -> Inventory {
    try JSONDecoder().decode(Inventory.self, from: Data(contentsOf: dataFile))
  }
}
