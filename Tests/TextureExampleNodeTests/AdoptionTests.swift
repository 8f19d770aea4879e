import Foundation
import MorphCatalog
import MorphScene
import MorphSnapshotTesting
import MorphTextureCompat
import SnapshotTesting
import Testing

@testable import AdoptionNodes
@testable import ExamplePreviews

/// The adoption feature lays out and animates as the app would show it, at the default text size and
/// at an accessibility size, and its previews export the timelines pinned beside this file.
@Suite struct AdoptionTests {
  static let phone = ASSizeRangeMake(CGSize(width: 375, height: 667))

  @MainActor
  @Test func theListShowsARowPerAnimalUnderItsSearchBar() {
    let list = PetListNode()
    list.layoutAsRoot(sizeRange: Self.phone, context: LayoutContext(scale: 2))
    #expect(list.searchBarNode.frame == CGRect(x: 0, y: 0, width: 375, height: 56))
    #expect(list.tableNode.frame == CGRect(x: 0, y: 56, width: 375, height: 611))
    #expect(list.tableNode.numberOfRows(inSection: 0) == Pet.shelter.count)
    #expect(list.searchBarNode.view is UISearchBar, "the search bar node is backed by the view its block makes")
  }

  @MainActor
  @Test func searchingFiltersTheRows() {
    let list = PetListNode()
    list.layoutAsRoot(sizeRange: Self.phone, context: LayoutContext(scale: 2))
    let searchBar = list.searchBarNode.view as! UISearchBar
    searchBar.delegate?.searchBar(searchBar, textDidChange: "co")
    #expect(list.pets.map(\.name) == ["Ada", "Coco", "Comet"], "Ada is a border collie")
    #expect(list.tableNode.numberOfRows(inSection: 0) == 3)
  }

  @MainActor
  @Test func rowsGrowWithTheTextSize() {
    func rowHeight(_ category: ContentSizeCategory) -> CGFloat {
      ContentSizeCategory.$current.withValue(category) {
        let cell = PetCellNode(pet: Pet.shelter[0])
        let width = ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.infinity))
        cell.layoutAsRoot(sizeRange: width, context: LayoutContext(scale: 2))
        return cell.calculatedSize.height
      }
    }
    #expect(rowHeight(.accessibilityExtraLarge) > rowHeight(.large) * 1.5, "headline and subheadline about double")
  }

  @Test func thePreviewsFontsAreApplesSizesForTheirCategory() {
    let headline = { (category: ContentSizeCategory) in
      ContentSizeCategory.$current.withValue(category) { UIFont.preferredFont(forTextStyle: .headline).pointSize }
    }
    #expect(headline(.large) == 17)
    #expect(headline(.accessibilityExtraLarge) == 40)
  }

  @Test(arguments: ["adoption", "adoption-ax"])
  func openingTheDetailPushesItOverTheList(preview name: String) async throws {
    let preview = try #require(catalog.preview(named: name))
    assertSnapshot(
      of: preview, as: .plan(.transition("openDetail"), as: .frames(at: [0, 0.1, 0.2, 0.35])), named: name,
      timeout: 120)
    assertSnapshot(of: preview, as: .plan(.transition("openDetail"), as: .svg), named: name, timeout: 120)
  }

  @Test(arguments: ["adoption", "adoption-ax"])
  func theStoryReplacesTheSpinner(preview: String) async throws {
    let timeline = try await #require(catalog.preview(named: preview)).timeline(forTransition: "finishLoading").timeline
    assertSnapshot(of: timeline, as: .frames(at: [0, 0.2, 0.4]), named: preview)
    assertSnapshot(of: timeline, as: .html, named: preview)
  }
}
