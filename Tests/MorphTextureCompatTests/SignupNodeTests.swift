import MorphTextureCompat
import Testing

/// Seed 002's SignupNode, 375 points wide, switching from the name field to the age field and back.
///
/// Layout by hand: the inset of 15 leaves the stack 345 wide (exactly) and 0…∞ high. In the horizontal
/// stack the field is first 0 × 44 (a plain node with an unbounded width collapses to its minimum
/// width; its style height is 44) and the untitled button 0 × 0; the 345 points of room all go to the
/// growing field, the line is 44 high and the button is stretched to 0 × 44. So the node is 375 × 74,
/// the shown field is at (15, 15, 345, 44) and the button at (360, 15, 0, 44).
///
/// The animation (`UIView.animate(withDuration: 0.4, …)`) has UIKit's default ease-in-out curve,
/// cubic-bezier(0.42, 0, 0.58, 1): progress 0.5 at half time (t = 0.2) by symmetry, and at a quarter
/// (t = 0.1) x = 0.25 gives s ≈ 0.22507, y = 3 s²(1 − s) + s³ ≈ 0.12916 (0.87084 at t = 0.3).
@MainActor
@Suite struct SignupNodeTests {
  private let range = ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.infinity))
  private let shownFieldFrame = CGRect(x: 15, y: 15, width: 345, height: 44)
  private let buttonFrame = CGRect(x: 360, y: 15, width: 0, height: 44)

  private func laidOutSignupNode() -> SignupNode {
    let signupNode = SignupNode()
    signupNode.name = "signup"
    signupNode.nameField.name = "name"
    signupNode.ageField.name = "age"
    signupNode.buttonNode.name = "button"
    signupNode.layoutAsRoot(sizeRange: range)
    return signupNode
  }

  /// The guide's transition call, with the state the Objective-C version sets (the Swift snippet sets
  /// `.signupNodeName`, which would transition to the field already shown).
  private func transition(_ signupNode: SignupNode, to fieldState: SignupNodeFieldState) async throws -> Timeline {
    try await TransitionPlanner().record(signupNode, sizeRange: range) {
      signupNode.fieldState = fieldState
      signupNode.transitionLayout(withAnimation: true, shouldMeasureAsync: true)
    }
  }

  @Test func theNameFieldFillsTheRowBesideTheButton() {
    let signupNode = laidOutSignupNode()
    #expect(signupNode.frame.size == CGSize(width: 375, height: 74))
    #expect(signupNode.subnodes!.map(\.name) == ["name", "button"])
    #expect(signupNode.nameField.frame == shownFieldFrame)
    #expect(signupNode.buttonNode.frame == buttonFrame)
  }

  /// The age field slides in from x = 15 + 345 = 360 to 15 while fading in; the name field slides
  /// out from 15 to 15 − 345 = −330 while fading out; the name field is removed at 0.4 s, when the
  /// completion calls `completeTransition`.
  @Test func theAgeFieldSlidesInFromTheRightAsTheNameFieldLeavesToTheLeft() async throws {
    let signupNode = laidOutSignupNode()
    let timeline = try await transition(signupNode, to: .signupNodeAge)
    #expect(timeline.duration == 0.4)

    let samples: [(time: Double, progress: Double)] = [(0, 0), (0.1, 0.12916), (0.2, 0.5), (0.3, 0.87084), (0.4, 1)]
    for (time, progress) in samples {
      let age = try timeline.state("age", at: time)
      let name = try timeline.state("name", at: time)
      #expect(isNear(age.frame.minX, 360 - 345 * progress), "age x at \(time) s")
      #expect(isNear(age.alpha, progress), "age alpha at \(time) s")
      #expect(isNear(name.frame.minX, 15 - 345 * progress), "name x at \(time) s")
      #expect(isNear(name.alpha, 1 - progress), "name alpha at \(time) s")
      #expect(age.frame.size == shownFieldFrame.size && age.frame.minY == 15)
      #expect(name.frame.size == shownFieldFrame.size && name.frame.minY == 15)
      #expect(try timeline.state("button", at: time).frame == buttonFrame)
      #expect(try timeline.state("signup", at: time).frame.size == CGSize(width: 375, height: 74))
    }
    #expect(try timeline.state("age", at: 0.2).frame.minX == 187.5)
    #expect(try timeline.state("name", at: 0.2).frame.minX == -157.5)

    #expect(try timeline.state("age", at: 0).isPresent)
    #expect(try timeline.state("name", at: 0.399).isPresent)
    #expect(try !timeline.state("name", at: 0.4).isPresent)
    #expect(timeline.transitions.first?.inserted == ["age"])
    #expect(timeline.transitions.first?.removed == ["name"])
    #expect(timeline.transitions.first?.completion == 0.4)
    #expect(signupNode.subnodes!.map(\.name) == ["age", "button"])
  }

  /// Back to the name field, the seed's other branch: its Swift version starts the name field at the
  /// age field's old frame without shifting it (the Objective-C version adds the width), so the name
  /// field only fades in at (15, 15) while the age field slides out to −330 and fades out.
  @Test func backToTheNameFieldItFadesInWhereItEnds() async throws {
    let signupNode = laidOutSignupNode()
    _ = try await transition(signupNode, to: .signupNodeAge)
    let timeline = try await transition(signupNode, to: .signupNodeName)
    #expect(timeline.duration == 0.4)

    for (time, progress) in [(0, 0), (0.1, 0.12916), (0.2, 0.5), (0.4, 1)] as [(Double, Double)] {
      let name = try timeline.state("name", at: time)
      let age = try timeline.state("age", at: time)
      #expect(name.frame == shownFieldFrame, "name frame at \(time) s")
      #expect(isNear(name.alpha, progress), "name alpha at \(time) s")
      #expect(isNear(age.frame.minX, 15 - 345 * progress), "age x at \(time) s")
      #expect(isNear(age.alpha, 1 - progress), "age alpha at \(time) s")
    }
    #expect(try timeline.state("age", at: 0.399).isPresent)
    #expect(try !timeline.state("age", at: 0.4).isPresent)
    #expect(signupNode.subnodes!.map(\.name) == ["name", "button"])
  }
}
