import AdoptionNodes
import MorphCatalog
import MorphTextureCompat

/// The bundled Swift previews: the adoption feature at the default text size and at one of the
/// accessibility sizes, as a reader who enlarged text in Settings sees it.
let catalog = NodeCatalog {
  for (name, title, category) in [
    ("adoption", "Adoption", ContentSizeCategory.large),
    ("adoption-ax", "Adoption, accessibility text size", ContentSizeCategory.accessibilityExtraLarge),
  ] {
    NodePreview(name, title: title, size: CGSize(width: 375, height: 667), contentSizeCategory: category) {
      AdoptionFlowNode()
    } transitions: {
      Transition("openDetail") { (flow: AdoptionFlowNode) in
        flow.showDetail(of: Pet.shelter[0])
      }
      Transition("finishLoading", from: { $0.showDetail(of: Pet.shelter[0], animated: false) }) { flow in
        flow.detailNode?.finishLoading()
      }
      Transition("backToList", from: { $0.showDetail(of: Pet.shelter[0], animated: false) }) { flow in
        flow.showList()
      }
    } storyboard: {
      Step("openDetail")
      Pause(0.3)
      Step("finishLoading")
    }
  }
}
