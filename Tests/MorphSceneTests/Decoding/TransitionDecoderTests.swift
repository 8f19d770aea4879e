import Foundation
import MorphLayout
import MorphPlanning
import MorphTransition
import Testing

@testable import MorphScene

/// How `transitions` and `storyboard` decode, in YAML and JSON, and that the schema for editors
/// accepts what the decoder accepts.
@Suite struct TransitionDecoderTests {
  static let everyStep = TransitionScenes.row(
    """
      go:
        from: ab
        to: bc
        animated: false
        measureAsync: true
        animation:
          - set:
              c: { frame: "initial(a) + (width, 0)", alpha: 0 }
          - animate:
              duration: 0.4
              delay: 0.1
              curve: { damping: 0.7 }
              changes:
                c: { frame: final(c), alpha: 1, backgroundColor: white, cornerRadius: 4 }
              completion:
                - keyframes:
                    duration: 1
                    mode: discrete
                    changes: { a: { border: { width: 1, color: null } } }
                    keyframes:
                      - { relativeStart: 0.25, relativeDuration: 0.5, changes: { a: { transform: { scale: 2 } } } }
                    completion:
                      - complete: true
      wide:
        sizeRange: { min: [400, 0], max: [400, inf] }
    storyboard: [go, { pause: 1 }]

    """)

  @Test func decodesEveryPartOfATransition() throws {
    let document = try TransitionScenes.document(Self.everyStep)
    #expect(document.transitions.map(\.name) == ["go", "wide"])
    let go = try #require(document.transition(named: "go"))
    #expect(go.change == .state(from: "ab", to: "bc"))
    #expect(go.fromState == "ab" && go.toState == "bc")
    #expect(go.isAnimated == false)
    #expect(go.measuresAsynchronously == true)
    #expect((go.location.line, go.location.column) == (11, 3))
    guard case .script(let steps) = go.animation, steps.count == 2 else {
      Issue.record("expected a script of two steps, found \(go.animation)")
      return
    }
    guard case .set(let changes) = steps[0], case .animate(let animation) = steps[1] else {
      Issue.record("expected set, then animate")
      return
    }
    #expect(changes.map(\.node) == ["c"])
    #expect(changes[0].assignments.map(\.value) == [.frame(changes[0].assignments[0].frameValue!), .alpha(0)])
    #expect(changes[0].assignments[0].frameValue?.text == "initial(a) + (width, 0)")
    #expect(animation.duration == 0.4)
    #expect(animation.delay == 0.1)
    #expect(animation.curve == .spring(damping: 0.7, velocity: 0))
    #expect(
      animation.changes[0].assignments.dropFirst().map(\.value)
        == [.alpha(1), .backgroundColor(.white), .cornerRadius(4)])
    guard case .keyframes(let keyframes) = animation.completion.first else {
      Issue.record("expected keyframes in the completion")
      return
    }
    #expect(keyframes.options == .calculationModeDiscrete)
    #expect(keyframes.changes[0].assignments.map(\.value) == [.borderWidth(1), .borderColor(nil)])
    #expect(keyframes.keyframes.map(\.relativeStart) == [0.25])
    #expect(
      keyframes.keyframes[0].changes[0].assignments.map(\.value) == [.transform(NodeTransform(scaleX: 2, scaleY: 2))])
    #expect(keyframes.completion == [.complete(true, location: keyframes.completion.first!.location!)])
    let wide = try #require(document.transition(named: "wide"))
    #expect(
      wide.change
        == .sizeRange(SizeRange(min: CGSize(width: 400, height: 0), max: CGSize(width: 400, height: CGFloat.infinity))))
    #expect(wide.animation == .preset(.default))
    #expect(document.storyboard.map(\.label) == ["go", "pause"])
  }

  @Test func aScriptMayBeWrittenInJSON() throws {
    let json = """
      {"morph": 1, "size": [300, 100],
       "nodes": {"a": {"intrinsicSize": [50, 20]}},
       "states": {"one": {"layout": "a"}, "two": {"layout": {"kind": "inset", "insets": 5, "child": "a"}}},
       "transitions": {"grow": {"from": "one", "to": "two", "animation": [
         {"set": {"a": {"frame": "initial(a) + (0, 0, widht, 0)"}}}]}}}
      """
    #expect {
      try SceneDecoder.decode(json, file: "test.json")
    } throws: {
      "\($0)" == "test.json:5:49: error: in frame expression \"initial(a) + (0, 0, widht, 0)\": unknown name 'widht'; "
        + "expected a number, width, height, '-' or '('; did you mean 'width'?"
    }
  }

  @Test func theExamplesDeclareTheirTransitions() throws {
    func document(_ name: String) throws -> SceneDocument {
      try SceneDecoder.decode(contentsOfFile: TestFiles.examples.appendingPathComponent(name).path)
    }
    let signup = try document("signup-form.yaml")
    #expect(signup.transitions.map(\.change) == [.state(from: "name", to: "age"), .state(from: "age", to: "name")])
    #expect(signup.storyboard.map(\.label) == ["nameToAge", "ageToName"])
    let progress = try document("progress-bar.yaml")
    #expect(progress.transitions.first?.change == .state(from: "quarter", to: "threeQuarters"))
    let card = try document("animal-card.yaml")
    #expect(card.transitions.map(\.name) == ["landscape", "portrait"])
    #expect(card.transitions.allSatisfy { $0.animation == .preset(.default) })
  }

  @Test func theSchemaAcceptsTheTransitionDocuments() throws {
    let documents = [Self.everyStep, SceneStoryboardTests.document]
    #expect(try SchemaValidator.errors(for: documents) == documents.map { _ in nil })
  }

  @Test func theSchemaRejectsStructuralMistakesInTransitions() throws {
    let bad = [
      "  go: { from: ab, to: bc, size: [1, 1] }\n",
      "  go: { from: ab, to: bc, animation: [{ set: {}, complete: true }] }\n",
      "  go: { from: ab, to: bc, animation: [{ animate: { duration: -1 } }] }\n",
      "  go: { from: ab, to: bc, animation: [{ animate: { duration: 1, curve: bouncy } }] }\n",
      "  go: { from: ab, to: bc, animation: { preset: texture, effect: opacity } }\n",
      "  go: { from: ab, to: bc, animation: [{ set: { a: { frame: 'nowhere(a)' } } }] }\n",
      "  go: { from: ab, to: bc }\nstoryboard: []\n",
    ].map(TransitionScenes.row)
    for (document, error) in zip(bad, try SchemaValidator.errors(for: bad)) {
      #expect(error != nil, "the schema accepts \(document)")
    }
  }
}

extension ScriptAssignment {
  /// The frame expression this assignment sets, if it sets a frame.
  fileprivate var frameValue: FrameExpression? {
    guard case .frame(let expression) = value else { return nil }
    return expression
  }
}

extension ScriptStep {
  /// Where a `complete` step was written.
  fileprivate var location: FileLocation? {
    guard case .complete(_, let location) = self else { return nil }
    return location
  }
}
