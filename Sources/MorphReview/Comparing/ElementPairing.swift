import Foundation
import MorphTimeline

/// Which element of an old timeline is which of a new one.
///
/// Elements pair by node name (by id where a node has no name), so that reordering a document's keys
/// or a Swift file's declarations pairs every element as before. The elements left over pair by kind
/// and the layout specs that placed them, where exactly one old and one new element share both: a
/// renamed node is the same element under a new name, not one removed and another added.
struct ElementPairing {
  /// The elements of both versions, old first.
  private(set) var pairs: [(old: TimelineElement, new: TimelineElement)] = []
  /// The old elements the new version does not have.
  private(set) var removed: [TimelineElement] = []
  /// The new elements the old version does not have.
  private(set) var added: [TimelineElement] = []
  /// The new element's id of each paired old element's id.
  private(set) var newID: [String: String] = [:]

  /// Pairs the elements of two timelines; the roots always pair.
  init(old: Timeline, new: Timeline) {
    var unpairedNew = new.elements
    var unpairedOld: [TimelineElement] = []
    for element in old.elements {
      let index = unpairedNew.firstIndex { candidate in
        element.id == old.rootID
          ? candidate.id == new.rootID : candidate.id != new.rootID && Self.key(of: candidate) == Self.key(of: element)
      }
      if let index {
        pair(element, unpairedNew.remove(at: index))
      } else {
        unpairedOld.append(element)
      }
    }
    for element in unpairedOld {
      let placement = Self.placement(of: element)
      let candidates = unpairedNew.indices.filter { Self.placement(of: unpairedNew[$0]) == placement }
      let rivals = unpairedOld.filter { Self.placement(of: $0) == placement }
      if placement.specPath != nil, candidates.count == 1, rivals.count == 1 {
        pair(element, unpairedNew.remove(at: candidates[0]))
      } else {
        removed.append(element)
      }
    }
    added = unpairedNew
  }

  private mutating func pair(_ old: TimelineElement, _ new: TimelineElement) {
    pairs.append((old, new))
    newID[old.id] = new.id
  }

  /// What an element pairs by first: its node's name, else its id.
  private static func key(of element: TimelineElement) -> String { element.name ?? element.id }

  /// What an element left over pairs by: its kind and the specs that placed it.
  private static func placement(of element: TimelineElement) -> Placement {
    Placement(kind: element.kind, specPath: element.specPath)
  }

  private struct Placement: Equatable {
    var kind: String
    var specPath: String?
  }
}

extension TimelineElement {
  /// What a review calls the element: its node's name, else its id.
  var reviewName: String { name ?? id }
}
