// The shelter's animals, as the app's model layer has them.
import Foundation

/// One animal waiting for a home.
public struct Pet: Hashable, Sendable {
  public var name: String
  public var breed: String
  public var ageInYears: Int
  public var story: String
  public var photoURL: URL?

  /// The animals the shelter lists, in the order it lists them.
  public static let shelter: [Pet] = [
    Pet(
      name: "Ada", breed: "Border collie", ageInYears: 3,
      story: "Ada herds anything that moves, children and bicycles included, and settles down with a chew "
        + "by the fire at night. She knows sit, down, wait and a very convincing sad face.",
      photoURL: URL(string: "https://example.com/pets/ada.jpg")),
    Pet(
      name: "Biscuit", breed: "Beagle", ageInYears: 7,
      story: "A gentle senior who follows his nose everywhere. Biscuit loves short walks and long naps.",
      photoURL: URL(string: "https://example.com/pets/biscuit.jpg")),
    Pet(
      name: "Coco", breed: "Tabby cat", ageInYears: 2,
      story: "Coco rules the windowsill and greets every visitor at the door.",
      photoURL: URL(string: "https://example.com/pets/coco.jpg")),
    Pet(
      name: "Comet", breed: "Greyhound", ageInYears: 5,
      story: "Retired from racing and ready for the sofa: Comet sprints twice a day and sleeps the rest.",
      photoURL: URL(string: "https://example.com/pets/comet.jpg")),
  ]

  /// The animals whose name or breed contains `query`, ignoring case; every animal for an empty query.
  public static func matching(_ query: String, in pets: [Pet] = shelter) -> [Pet] {
    let query = query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return pets }
    return pets.filter {
      $0.name.localizedCaseInsensitiveContains(query) || $0.breed.localizedCaseInsensitiveContains(query)
    }
  }

  /// "3 years", "1 year".
  public var ageText: String { ageInYears == 1 ? "1 year" : "\(ageInYears) years" }
}
