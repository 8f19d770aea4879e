import Foundation
import MorphLayout

/// What a preview page shows of a scene: which timeline, on which screen.
struct PreviewRequest: Hashable, Sendable {
  /// The timeline shown.
  enum Subject: Hashable, Sendable {
    /// One of the document's transitions, by name; nil: its first.
    case transition(String?)
    /// The document's storyboard.
    case storyboard
    /// A rotation of the device from the request's orientation to the other.
    case rotation
  }

  /// The scene's slug in the catalog.
  var scene: String
  /// The timeline shown.
  var subject: Subject
  /// The screen; nil: the document's own size range.
  var device: DeviceSize?
  /// How the device is held (before a rotation).
  var orientation: Orientation
  /// The Dynamic Type size text styles and preferred fonts are set at; nil: the document's, else large.
  var contentSizeCategory: ContentSizeCategory?

  init(
    scene: String, subject: Subject = .transition(nil), device: DeviceSize? = nil,
    orientation: Orientation = .portrait, contentSizeCategory: ContentSizeCategory? = nil
  ) {
    self.scene = scene
    self.subject = subject
    self.device = device
    self.orientation = orientation
    self.contentSizeCategory = contentSizeCategory
  }

  /// The request that query parameters describe: `transition=NAME` or `storyboard=1` or `rotate=1`,
  /// `device=ID`, `orientation=portrait|landscape`, `contentSizeCategory=NAME` (UIKit's name, such as
  /// `accessibilityLarge`).
  /// - Throws: a message naming the parameter that is not understood.
  init(scene: String, query: [String: String]) throws(PreviewRequestError) {
    self.scene = scene
    if let id = query["device"], !id.isEmpty {
      guard let device = DeviceSize.named(id) else {
        throw PreviewRequestError(
          "unknown device '\(id)'; expected one of: "
            + DeviceSize.all.map(\.id).joined(separator: ", "))
      }
      self.device = device
    } else {
      device = nil
    }
    if let name = query["orientation"], !name.isEmpty {
      guard let orientation = Orientation(rawValue: name) else {
        throw PreviewRequestError("unknown orientation '\(name)'; expected portrait or landscape")
      }
      self.orientation = orientation
    } else {
      orientation = .portrait
    }
    if let name = query["contentSizeCategory"], !name.isEmpty {
      guard let category = ContentSizeCategory(name: name) else {
        throw PreviewRequestError(
          "unknown content size category '\(name)'; expected one of: \(ContentSizeCategory.nameList)")
      }
      contentSizeCategory = category
    }
    if query["rotate"] == "1" {
      guard device != nil else { throw PreviewRequestError("a rotation needs a device (device=ID)") }
      subject = .rotation
    } else if query["storyboard"] == "1" {
      subject = .storyboard
    } else {
      subject = .transition(query["transition"].flatMap { $0.isEmpty ? nil : $0 })
    }
  }

  /// The query parameters of this request, in a fixed order (the inverse of ``init(scene:query:)``).
  var queryItems: [(name: String, value: String)] {
    var items: [(String, String)] = []
    switch subject {
    case .transition(let name?): items.append(("transition", name))
    case .transition(nil): break
    case .storyboard: items.append(("storyboard", "1"))
    case .rotation: items.append(("rotate", "1"))
    }
    if let device {
      items.append(("device", device.id))
      items.append(("orientation", orientation.rawValue))
    }
    if let contentSizeCategory { items.append(("contentSizeCategory", contentSizeCategory.name)) }
    return items
  }
}

/// A preview request that cannot be understood.
struct PreviewRequestError: Error, Hashable, Sendable, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}
