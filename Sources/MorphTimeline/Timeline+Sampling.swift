import Foundation
import MorphLayout

/// Every element's state at one moment of a timeline.
public struct TimelineSample: Hashable, Sendable {
  /// The time asked for; before 0 or past the end the elements are as at 0 or at the end.
  public var time: Double
  /// The elements in timeline order.
  public var elements: [ElementState]

  /// The state of the element with an id.
  public func state(of id: String) -> ElementState? {
    elements.first { $0.id == id }
  }
}

/// One element's state at one moment.
public struct ElementState: Hashable, Sendable {
  public var id: String
  /// Whether the element is in the hierarchy (an absent element is not drawn).
  public var isPresent: Bool
  public var parentID: String?
  /// Index among the parent's children, back to front.
  public var index: Int
  /// The frame in the parent's coordinate space.
  public var frame: CGRect
  /// The frame in the root element's coordinate space (parents' origins added, transforms ignored).
  public var absoluteFrame: CGRect
  public var alpha: CGFloat
  public var backgroundColor: Color?
  public var cornerRadius: CGFloat
  public var borderWidth: CGFloat
  public var borderColor: Color?
  public var transform: NodeTransform
  /// Which of the element's ``TimelineElement/contents`` shows; nil when it draws nothing.
  public var contentIndex: Int?
  /// Where those contents lie within the element's bounds, as its ``TimelineElement/contentMode`` lays
  /// out contents drawn for another size; nil when it draws nothing.
  public var contentFrame: CGRect?
}

extension Timeline {
  /// Every element's state at a time (the states clamped to 0…duration, the sample labelled with the
  /// time asked for; a property that changes exactly at `time` already has its new value).
  public func sample(at time: Double) -> TimelineSample {
    let t = min(max(time, 0), duration)
    var states: [ElementState] = []
    var indexByID: [String: Int] = [:]
    for element in elements {
      let presence = element.presence(at: t)
      let frame = Self.rect(element.track(.frame).value(at: t))
      var absolute = frame
      if let parentID = presence?.parentID, let parentIndex = indexByID[parentID] {
        let parent = states[parentIndex].absoluteFrame
        absolute = frame.offsetBy(dx: parent.minX, dy: parent.minY)
      }
      indexByID[element.id] = states.count
      let contentIndex = element.contents.isEmpty ? nil : DrawnContent.index(in: element.contents, at: t)
      states.append(
        ElementState(
          id: element.id, isPresent: presence != nil, parentID: presence?.parentID, index: presence?.index ?? 0,
          frame: frame, absoluteFrame: absolute,
          alpha: Self.number(element.track(.alpha).value(at: t)),
          backgroundColor: Self.color(element.track(.backgroundColor).value(at: t)),
          cornerRadius: Self.number(element.track(.cornerRadius).value(at: t)),
          borderWidth: Self.number(element.track(.borderWidth).value(at: t)),
          borderColor: Self.color(element.track(.borderColor).value(at: t)),
          transform: Self.transform(element.track(.transform).value(at: t)), contentIndex: contentIndex,
          contentFrame: contentIndex.map {
            element.contents[$0].frame(in: frame.size, mode: element.contentMode)
          }))
    }
    return TimelineSample(time: time, elements: states)
  }

  private static func rect(_ value: AnimatableValue) -> CGRect {
    guard case .rect(let rect) = value else { preconditionFailure("frame track holds \(value)") }
    return rect
  }

  private static func number(_ value: AnimatableValue) -> CGFloat {
    guard case .number(let number) = value else { preconditionFailure("number track holds \(value)") }
    return number
  }

  private static func color(_ value: AnimatableValue) -> Color? {
    guard case .color(let color) = value else { preconditionFailure("color track holds \(value)") }
    return color
  }

  private static func transform(_ value: AnimatableValue) -> NodeTransform {
    guard case .transform(let transform) = value else { preconditionFailure("transform track holds \(value)") }
    return transform
  }
}
