import Foundation

/// The previews of a package's own node classes, declared in Swift: what a previews executable hands
/// to `MorphCommand.main(catalog:)`, so that its `export`, `timeline`, `layout`, `list` and `preview`
/// commands show them beside any scene documents.
///
/// ```swift
/// let catalog = NodeCatalog {
///   NodePreview("signup-form", size: CGSize(width: 375, height: 200)) { SignupNode() } transitions: { … }
///   NodePreview("progress-bar", size: CGSize(width: 375, height: 44)) { ProgressBarNode() } transitions: { … }
/// }
/// ```
public struct NodeCatalog: Sendable {
  /// The previews, in the order declared.
  public let previews: [NodePreview]

  /// A catalog of the previews `content` declares.
  public init(@NodeCatalogBuilder _ content: () -> [NodePreview]) {
    previews = content()
  }

  /// An empty catalog: the `morph` command's own.
  public init() {
    previews = []
  }

  /// The preview named `name`.
  public func preview(named name: String) -> NodePreview? {
    previews.first { $0.name == name }
  }
}

/// Builds a ``NodeCatalog``'s previews.
@resultBuilder
public enum NodeCatalogBuilder {
  public static func buildExpression(_ preview: NodePreview) -> [NodePreview] { [preview] }
  public static func buildBlock(_ parts: [NodePreview]...) -> [NodePreview] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [NodePreview]?) -> [NodePreview] { part ?? [] }
  public static func buildEither(first: [NodePreview]) -> [NodePreview] { first }
  public static func buildEither(second: [NodePreview]) -> [NodePreview] { second }
  public static func buildArray(_ parts: [[NodePreview]]) -> [NodePreview] { parts.flatMap { $0 } }
}
