import FuzzSupport
import MorphLayout
import MorphPlanning
import MorphScene

/// A libFuzzer target: reads the bytes as a scene document and, if it decodes, builds it and lays
/// it out in every state. Decoding either succeeds or throws a ``LocatedError`` located in the document
/// (or naming it); building and laying out a decoded document either succeed with finite frames or
/// throw such an error. Anything else — a trap, a hang, an error without the file's name — is a finding.
@main
enum SceneLoadingTarget {
  static func main() {
    FuzzDriver.run { data, count in
      SceneLoadingTarget.test(UnsafeBufferPointer(start: data, count: count))
      return 0
    }
  }

  static func test(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    let file = "fuzz.yaml"
    do {
      let document = try SceneDecoder.decode(text, file: file)
      let scene = try SceneBuilder(textMeasurer: FixedAdvanceTextMeasurer()).build(document)
      let states: [String?] = scene.stateNames.isEmpty ? [nil] : scene.stateNames
      for state in states {
        let layout = try LaidOutTree(scene: scene, state: state)
        for (name, frame) in layout.frames {
          FuzzFinding.check(
            [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
            "node \(name) has the frame \(frame) in state \(state ?? "-")")
        }
      }
    } catch {
      let description = error.description
      FuzzFinding.check(
        description.hasPrefix("\(file):") && !error.message.isEmpty, "an unlocated error: \(description)")
      if let location = error.location {
        FuzzFinding.check(location.line >= 1 && location.column >= 1, "an error at \(location): \(description)")
      }
    }
  }
}
