import Foundation
import MorphLayout

/// Turns spec trees into fresh layout spec objects over a scene's nodes. Layout specs are rebuilt on
/// every layout pass, as Texture's `layoutSpecThatFits` does; the nodes are the scene's own.
struct SceneSpecFactory {
  /// The scene's nodes by name.
  let nodes: [String: DisplayNode]

  /// A `layoutSpecBlock` that builds `element` afresh on every call.
  func block(for element: SpecElement) -> (DisplayNode, SizeRange) -> LayoutSpec {
    { _, _ in
      let built = self.element(element)
      // A node alone is wrapped, since a spec block must return a spec.
      return built as? LayoutSpec ?? WrapperLayoutSpec(layoutElement: built)
    }
  }

  /// The layout element for a spec tree element.
  func element(_ element: SpecElement) -> any LayoutElement {
    switch element {
    case .node(let name, _): return nodes[name]!
    case .inlineNode(let declaration): return nodes[declaration.name]!
    case .spec(let declaration):
      let spec = self.spec(declaration.kind)
      declaration.style.apply(to: &spec.style)
      return spec
    }
  }

  private func spec(_ kind: SpecDeclaration.Kind) -> LayoutSpec {
    switch kind {
    case .spacer:
      return LayoutSpec()
    case .stack(let options, let children):
      let stack = StackLayoutSpec(
        direction: options.direction, spacing: options.spacing, justifyContent: options.justifyContent,
        alignItems: options.alignItems, flexWrap: options.flexWrap, alignContent: options.alignContent,
        lineSpacing: options.lineSpacing, children: children.map(element))
      stack.horizontalAlignment = options.horizontalAlignment
      stack.verticalAlignment = options.verticalAlignment
      return stack
    case .inset(let insets, let child):
      return InsetLayoutSpec(insets: insets, child: element(child))
    case .overlay(let child, let overlay):
      return OverlayLayoutSpec(child: element(child), overlay: element(overlay))
    case .background(let child, let background):
      return BackgroundLayoutSpec(child: element(child), background: element(background))
    case .center(let centering, let sizing, let child):
      return CenterLayoutSpec(centeringOptions: centering, sizingOptions: sizing, child: element(child))
    case .relative(let horizontal, let vertical, let sizing, let child):
      return RelativeLayoutSpec(
        horizontalPosition: horizontal, verticalPosition: vertical, sizingOption: sizing, child: element(child))
    case .ratio(let ratio, let child):
      return RatioLayoutSpec(ratio: ratio, child: element(child))
    case .absolute(let sizing, let children):
      return AbsoluteLayoutSpec(sizing: sizing, children: children.map(element))
    case .corner(let options, let child, let corner):
      let spec = CornerLayoutSpec(child: element(child), corner: element(corner), location: options.location)
      spec.offset = options.offset
      spec.wrapsCorner = options.wrapsCorner
      return spec
    case .wrapper(let children):
      return WrapperLayoutSpec(layoutElements: children.map(element))
    }
  }
}
