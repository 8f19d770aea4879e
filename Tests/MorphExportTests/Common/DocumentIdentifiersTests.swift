import Testing

@testable import MorphExport

@Suite struct DocumentIdentifiersTests {
  @Test func idsAreXMLNamesWithThePrefix() {
    var ids = DocumentIdentifiers(prefix: "card-", keepsDots: true)
    #expect(ids.make("title") == "card-title")
    #expect(ids.make("a b/c<é>") == "card-a_b_c___")
    var bare = DocumentIdentifiers(prefix: "", keepsDots: true)
    #expect(bare.make("9 lives") == "_9_lives")
    #expect(bare.make("-x") == "_-x")
    #expect(bare.make("") == "_")
    #expect(bare.make(".hidden") == "_.hidden")
  }

  @Test func repeatedNamesGetNumbered() {
    var ids = DocumentIdentifiers(prefix: "", keepsDots: true)
    #expect(ids.make("a") == "a")
    #expect(ids.make("a") == "a-2")
    #expect(ids.make("a-2") == "a-2-2")
    #expect(ids.make("a") == "a-3")
    #expect(ids.make("a?") == "a_")
    #expect(ids.make("a!") == "a_-2")
  }
}
