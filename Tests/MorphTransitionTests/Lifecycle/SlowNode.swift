import Foundation
import MorphLayout

/// A 30×30 leaf whose measurement waits at a gate.
final class SlowNode: DisplayNode {
  private let gate: MeasurementGate

  init(_ name: String, gate: MeasurementGate) {
    self.gate = gate
    super.init()
    self.name = name
  }

  override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    gate.measuring()
    return CGSize(width: 30, height: 30)
  }
}
