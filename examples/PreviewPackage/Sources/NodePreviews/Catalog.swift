import MorphCatalog
import MorphTextureCompat
import SignupNodes

/// The previews of the package's nodes: each transition is what the app does, written as the app
/// writes it.
public let catalog = NodeCatalog {
  NodePreview("signup-form", title: "Signup form", size: CGSize(width: 375, height: 200)) {
    SignupNode()
  } transitions: {
    Transition("nameToAge") { (node: SignupNode) in
      node.fieldState = .age
      node.transitionLayout(withAnimation: true)
    }
    Transition("ageToName", from: { $0.fieldState = .age }) { node in
      node.fieldState = .name
      node.transitionLayout(withAnimation: true)
    }
  } storyboard: {
    Step("nameToAge")
    Step("ageToName")
  }

  NodePreview(
    "progress-bar", title: "Progress bar",
    sizeRange: ASSizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))
  ) {
    ProgressBarNode()
  } transitions: {
    Transition("quarterToThreeQuarters", from: { $0.ratio = 0.25 }) { (node: ProgressBarNode) in
      node.setRatio(0.75)
    }
    Transition("threeQuartersToQuarter", from: { $0.ratio = 0.75 }) { node in
      node.setRatio(0.25)
    }
  } storyboard: {
    Step("quarterToThreeQuarters")
    Step("threeQuartersToQuarter")
  }
}
