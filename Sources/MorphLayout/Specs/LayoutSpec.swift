import Foundation

/// The base of every layout spec (Texture's `ASLayoutSpec`). A bare `LayoutSpec()` has no children and
/// measures to its range's minimum, which makes it the usual flexible spacer.
///
/// Specs are rebuilt on every layout pass; an element may appear only once in a spec tree. Their
/// style and children are stored without dynamic exclusivity checks, as a node's layout state is (see
/// ``DisplayNode``).
open class LayoutSpec: LayoutElement {
  @exclusivity(unchecked) public var style = LayoutElementStyle()

  /// The spec's children, in order. Disfavored, so that where a module adds Texture's optional
  /// `children` (`MorphTextureCompat`), code written against Texture resolves to it.
  @_disfavoredOverload
  @exclusivity(unchecked) public var children: [any LayoutElement]
  /// ``children`` under a name no other module overloads.
  package var childElements: [any LayoutElement] {
    get { children }
    set { children = newValue }
  }

  /// The first child; setting it replaces all children.
  public var child: (any LayoutElement)? {
    get { children.first }
    set { children = newValue.map { [$0] } ?? [] }
  }

  /// Whether the spec is still being built (Texture's `isMutable`): true until the layout pass of the
  /// node whose `layoutSpecThatFits(_:)` returned it takes it. Texture asserts in debug builds when a
  /// spec that is no longer mutable is changed; Morph keeps the flag for code that checks it.
  public var isMutable = true

  /// A bare spec: no children, measures to its range's minimum.
  public init() {
    children = []
  }

  /// A spec with the given children.
  public init(children: [any LayoutElement]) {
    self.children = children
  }

  /// Whether the spec's own `style` sizes restrict its range. Inset, overlay and background specs
  /// ignore them, as in Texture; every other spec honours them.
  open var appliesOwnStyleSize: Bool { true }

  /// Intersects the range with the spec's own style (unless ``appliesOwnStyleSize`` is false) and
  /// calls ``calculateLayoutThatFits(_:parentSize:context:)`` with it, made well-formed.
  public final func layoutThatFits(
    _ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext
  )
    -> Layout
  {
    let resolved =
      appliesOwnStyleSize
      ? constrainedSize.intersect(style.sizeRange(parentSize: parentSize)) : constrainedSize
    return calculateLayoutThatFits(resolved.sanitized, parentSize: parentSize, context: context)
  }

  /// Computes the spec's layout for an already resolved range: the range after the spec's own style
  /// was applied, with the parent size the spec received and the settings of the layout pass.
  /// Subclasses override this; the bare spec returns its range's minimum with no sublayouts.
  open func calculateLayoutThatFits(
    _ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext
  )
    -> Layout
  {
    Layout(element: self, size: constrainedSize.min, grid: context.pixelGrid)
  }

  /// A short name used in descriptions and provenance paths (`stack`, `inset`, …).
  open var kindName: String { "spec" }
}

extension CGSize {
  /// A size whose axes are unknown, for parent sizes of children that must not resolve fractions.
  static let undefined = CGSize(width: CGFloat.nan, height: CGFloat.nan)
}
