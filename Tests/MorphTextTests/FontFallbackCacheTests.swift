import Foundation
import MorphLayout
import Testing

@testable import MorphText

/// The fallback cache: one fontconfig sort per family, weight and set of fonts covering a character,
/// the same answers as a sort per character, and bounded memory that keeps what is in use.
@Suite struct FontFallbackCacheTests {
  static let font = Font(size: 17)

  /// The first `count` CJK unified ideographs from U+4E00 that `face` has.
  static func ideographs(_ count: Int, in face: FontFace) -> [Unicode.Scalar] {
    Array(
      (UInt32(0x4E00)...UInt32(0x9FFF)).lazy.compactMap(Unicode.Scalar.init).filter { face.covers(Character($0)) }
        .prefix(count))
  }

  @Test func tenThousandDistinctCJKCharactersCostOneSortPerFamilyAndWeight() throws {
    let catalog = FontCatalog()
    let measurer = try FreeTypeTextMeasurer(catalog: catalog)
    let cjk = try #require(FontCatalog().fallbackFace(for: Self.font, covering: ["一"]), "no CJK font")
    let scalars = Self.ideographs(10_000, in: cjk.face)
    #expect(scalars.count == 10_000, "\(cjk.family) has fewer than 10,000 ideographs from U+4E00")
    let text = String(String.UnicodeScalarView(scalars))
    for (weight, sorts) in [(400, 1), (700, 2)] {
      let font = Font(size: 17, weight: weight)
      let segments = measurer.segments(of: text[...], font: font)
      #expect(segments.count == 1)
      #expect(segments.first?.fallback?.family == cjk.family)
      #expect(catalog.cachedCounts.sorts == sorts)
      // Laying the text out again asks again for every character, and sorts nothing more.
      _ = measurer.width(of: text[...], font: font)
      #expect(catalog.cachedCounts.sorts == sorts)
    }
    #expect(catalog.cachedCounts.coverages == catalog.coverageCapacity)
  }

  /// Characters of many scripts, some no installed font has, and emoji sequences.
  static let samples: [[Unicode.Scalar]] =
    [
      "a", "é", "ß", "Ω", "λ", "Ж", "д", "ب", "ت", "ש", "א", "你", "好", "日", "本", "語", "한", "국", "ア", "👍", "🚀", "❤",
      "★", "☃", "⌘", "✓", "∑", "→", "♫", "€", "ก", "क", "\u{F8FF}", "\u{1F600}", "\u{2603}", "\u{26A1}",
    ]
    .map { [$0] } + [["👍", "🏽"], ["🇯", "🇵"], ["1", "⃣"], ["e", "\u{301}"], ["你", "👍"]]

  @Test(arguments: [
    Font(size: 17), Font(size: 17, weight: 700), Font(family: "DejaVu Serif", size: 17),
    Font(family: "Liberation Mono", size: 17), Font(family: "WenQuanYi Micro Hei", size: 17),
    Font(family: "Noto Color Emoji", size: 17), Font(family: "Morph Missing Family", size: 17),
  ])
  func fallbacksAreTheFontsASortPerCharacterPicks(font: Font) throws {
    let catalog = FontCatalog()
    let fontconfig = try FontconfigFonts()
    for scalars in Self.samples {
      // What Morph did before: one fontconfig sort for the family, weight and these very scalars.
      let sorted = fontconfig.fallbacks(family: font.family, weight: font.weight, covering: scalars)
      for color in [false, true] {
        let expected = color ? sorted.color : sorted.plain
        let found = catalog.fallbackFace(for: font, covering: scalars, color: color)
        let name = "\(font.family) \(font.weight) \(scalars) color \(color)"
        #expect(found?.face.path == expected?.path, "\(name)")
        #expect(found?.face.index == expected?.index, "\(name)")
        #expect(found?.family == expected?.families.first, "\(name)")
      }
    }
    // Fewer sorts than characters: one per set of fonts covering them.
    #expect(catalog.cachedCounts.sorts < Self.samples.count)
  }

  @Test func threadsAskingAtOnceGetTheSameFacesFromOneSortEach() async throws {
    let catalog = FontCatalog()
    let keys: [[Unicode.Scalar]] = [["你"], ["好"], ["👍"], ["🚀"], ["ب"], ["\u{F8FF}"]]
    let answers = await withTaskGroup(of: [String?].self) { group in
      for task in 0..<16 {
        group.addTask {
          (0..<keys.count).map { step in
            let scalars = keys[(task + step) % keys.count]
            return catalog.fallbackFace(for: Self.font, covering: scalars).map { "\($0.face.path)#\($0.face.index)" }
          }.sorted { ($0 ?? "") < ($1 ?? "") }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(answers.count == 16)
    #expect(Set(answers.map { $0.map { $0 ?? "none" } }).count == 1)
    // Han, emoji and Arabic each have their fonts; nothing has U+F8FF, which needs no sort.
    #expect(catalog.cachedCounts.sorts == 3)
  }

  @Test func anLRUCacheDropsTheEntryUsedLongestAgo() {
    var cache = LRUCache<String, Int>(capacity: 3)
    for (value, key) in ["a", "b", "c"].enumerated() { cache.insert(value, for: key) }
    #expect(cache.value(for: "a") == 0)
    cache.insert(3, for: "d")
    #expect(cache.count == 3)
    #expect(cache.value(for: "b") == nil)
    #expect(cache.value(for: "a") == 0 && cache.value(for: "c") == 2 && cache.value(for: "d") == 3)
    // Replacing a value makes it the most recently used; "a" is now the oldest.
    cache.insert(20, for: "c")
    cache.insert(4, for: "e")
    #expect(cache.value(for: "a") == nil)
    #expect(cache.value(for: "c") == 20 && cache.value(for: "d") == 3 && cache.value(for: "e") == 4)
    #expect(cache.count == 3)
  }

  @Test func anLRUCacheOfOneKeepsTheLastEntry() {
    var cache = LRUCache<Int, Int>(capacity: 1)
    for key in 0..<100 { cache.insert(key * 2, for: key) }
    #expect(cache.count == 1)
    #expect(cache.value(for: 99) == 198)
    #expect(cache.value(for: 98) == nil)
  }
}
