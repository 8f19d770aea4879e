// The first screen: a search bar over the list of animals. Typing filters the list.
#if canImport(AsyncDisplayKit)
  import AsyncDisplayKit
#else
  import MorphTextureCompat
#endif

public final class PetListNode: ASDisplayNode, ASTableDataSource, ASTableDelegate, UISearchBarDelegate {
  let searchBarNode = ASDisplayNode(viewBlock: { UISearchBar() })
  let tableNode = ASTableNode(style: .plain)
  /// The animals the list shows.
  public private(set) var pets = Pet.shelter
  /// Called with the animal whose row was tapped.
  public var onSelect: ((Pet) -> Void)?

  public override init() {
    super.init()
    automaticallyManagesSubnodes = true
    backgroundColor = .white
    searchBarNode.style.height = ASDimensionMake(56)
    tableNode.style.flexGrow = 1
    tableNode.dataSource = self
    tableNode.delegate = self
  }

  public override func didLoad() {
    super.didLoad()
    guard let searchBar = searchBarNode.view as? UISearchBar else { return }
    searchBar.placeholder = "Search by name or breed"
    searchBar.searchBarStyle = .minimal
    searchBar.delegate = self
  }

  /// Shows the animals matching `query`.
  public func search(_ query: String) {
    pets = Pet.matching(query)
    tableNode.reloadData()
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let screen = ASStackLayoutSpec.vertical()
    screen.alignItems = .stretch
    screen.children = [searchBarNode, tableNode]
    return screen
  }

  // MARK: UISearchBarDelegate

  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    search(searchText)
  }

  // MARK: ASTableDataSource

  public func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }

  public func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { pets.count }

  public func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
    let pet = pets[indexPath.row]
    return { PetCellNode(pet: pet) }
  }

  // MARK: ASTableDelegate

  public func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {
    onSelect?(pets[indexPath.row])
  }
}
