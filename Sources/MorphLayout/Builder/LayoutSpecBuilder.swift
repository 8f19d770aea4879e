import Foundation

/// Builds a list of layout elements from statements, for specs with several children:
/// `if`, `if`/`else`, `switch`, `for … in` and optional elements all work.
@resultBuilder
public enum LayoutSpecBuilder {
  public static func buildExpression(_ element: any LayoutElement) -> [any LayoutElement] { [element] }
  public static func buildExpression(_ element: (any LayoutElement)?) -> [any LayoutElement] {
    element.map { [$0] } ?? []
  }
  public static func buildExpression(_ elements: [any LayoutElement]) -> [any LayoutElement] { elements }
  public static func buildBlock(_ components: [any LayoutElement]...) -> [any LayoutElement] {
    components.flatMap { $0 }
  }
  public static func buildOptional(_ component: [any LayoutElement]?) -> [any LayoutElement] { component ?? [] }
  public static func buildEither(first component: [any LayoutElement]) -> [any LayoutElement] { component }
  public static func buildEither(second component: [any LayoutElement]) -> [any LayoutElement] { component }
  public static func buildArray(_ components: [[any LayoutElement]]) -> [any LayoutElement] {
    components.flatMap { $0 }
  }
  public static func buildLimitedAvailability(_ component: [any LayoutElement]) -> [any LayoutElement] {
    component
  }
}

/// Builds exactly one layout element, for specs with a single child: `if`/`else` and `switch` work,
/// and leaving out the element or writing two is a compile-time error.
@resultBuilder
public enum LayoutElementBuilder {
  public static func buildExpression(_ element: any LayoutElement) -> any LayoutElement { element }
  public static func buildBlock(_ element: any LayoutElement) -> any LayoutElement { element }
  public static func buildEither(first element: any LayoutElement) -> any LayoutElement { element }
  public static func buildEither(second element: any LayoutElement) -> any LayoutElement { element }
  public static func buildLimitedAvailability(_ element: any LayoutElement) -> any LayoutElement { element }
}
