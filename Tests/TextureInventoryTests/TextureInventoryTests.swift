import Foundation
import Testing

/// The inventory of Texture's public API: every entry is classified, the generated uses (which compile
/// only if every implemented or accepted entry exists with Texture's type) are what the generator writes
/// from the data file, and the README's coverage table is up to date.
///
/// After changing `Inventory/texture-api.json` (with `scripts/texture-inventory`), re-record the uses
/// and the table with `MORPH_RECORD_TEXTURE_INVENTORY=1 swift test --filter TextureInventoryTests`.
@Suite struct TextureInventoryTests {
  /// `missing`: Morph lacks it yet (counted against coverage); `pending`: container API that the list
  /// and collection work adds.
  static let statuses: Set<String> = ["implemented", "accepted", "not-applicable", "missing", "pending"]
  var isRecording: Bool { ProcessInfo.processInfo.environment[Inventory.recordVariable] != nil }

  @Test func everyEntryIsClassifiedWithANote() throws {
    let inventory = try Inventory.load()
    #expect(inventory.entries.count > 500, "the inventory lists Texture's API")
    for entry in inventory.entries {
      #expect(Self.statuses.contains(entry.status), "\(entry.key) is \(entry.status)")
      #expect(!(entry.note ?? "").isEmpty, "\(entry.key) has no note")
    }
  }

  @Test func keysAreUnique() throws {
    let keys = try Inventory.load().entries.map(\.key)
    #expect(Set(keys).count == keys.count)
  }

  @Test func generatedUsesAreUpToDate() throws {
    let generated = UsesGenerator.generate(try Inventory.load())
    if isRecording {
      try generated.write(to: Inventory.usesFile, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: Inventory.usesFile, encoding: .utf8)
    #expect(
      committed == generated,
      "Generated/TextureAPIUses.swift differs from what the inventory generates; re-record with \(Inventory.recordVariable)=1"
    )
  }

  @Test func usesCoverEveryCheckedEntry() throws {
    let inventory = try Inventory.load()
    let uses = UsesGenerator.generate(inventory)
    let checked = inventory.entries.filter(\.isChecked)
    #expect(uses.split(separator: "\n").filter { $0.hasPrefix("  ") }.count == checked.count)
  }

  @Test func readmeCoverageTableIsUpToDate() throws {
    let table = CoverageTable(try Inventory.load()).markdown
    let readme = try String(contentsOf: Inventory.readme, encoding: .utf8)
    let updated = try #require(
      CoverageTable.readme(readme, replacingTableWith: table), "README.md has no coverage table markers")
    if isRecording, updated != readme {
      try updated.write(to: Inventory.readme, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      updated == readme, "README.md's coverage table is out of date; re-record with \(Inventory.recordVariable)=1")
  }

  @Test func coverageCountsEachStatus() throws {
    let rows = CoverageTable(try Inventory.load()).rows
    let total = CoverageTable(try Inventory.load()).total
    #expect(rows.map(\.entries).reduce(0, +) == total.entries)
    #expect(rows.map(\.implemented).reduce(0, +) == total.implemented)
    #expect(rows.map(\.accepted).reduce(0, +) == total.accepted)
    #expect(rows.map(\.notApplicable).reduce(0, +) == total.notApplicable)
    #expect(CoverageTable.format(99.96) == "99.9")
    #expect(CoverageTable.Row(name: "x", entries: 4, implemented: 1, accepted: 1, notApplicable: 2).percent == 100)
  }
}
