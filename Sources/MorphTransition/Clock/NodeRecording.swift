import MorphLayout
import MorphTimeline

/// Everything an ``AnimationRecorder`` recorded of one node, kept in one place so that a recording
/// looks a node up once rather than once per kind of record.
package final class NodeRecording {
  /// The subnodes of a node at one moment, with their recordings.
  package struct HierarchySnapshot {
    package let time: Double
    package let children: [DisplayNode]
    /// The recording of each of ``children``, in the same order.
    package let recordings: [NodeRecording]
  }

  package let node: DisplayNode
  /// Where the recorder keeps the recording: the number of nodes it tracked before this one, so that
  /// arrays indexed by slot can stand for dictionaries keyed by node.
  package let slot: Int
  /// The node's animatable state when its changes were last captured.
  var captured: NodeVisualState
  /// One track per animatable property, in `AnimatableProperty.allCases` order
  /// (see `AnimatableProperty.ordinal`).
  package internal(set) var tracks: [PropertyTrack]
  /// The contents the node drew, in time order.
  package internal(set) var contents: [DrawnContent] = []
  /// The node's recorded subnode lists, in time order; none while the node never had subnodes.
  package internal(set) var hierarchySnapshots: [HierarchySnapshot] = []
  /// The spec layout whose spec paths were last recorded for the nodes it placed, with the recorder's
  /// count of spec paths taken over by another layout at that moment (see
  /// `AnimationRecorder.recordSpecPaths(of:)`).
  var specPathSource: (layout: Layout, takeovers: Int)?

  init(_ node: DisplayNode, slot: Int) {
    self.node = node
    self.slot = slot
    captured = NodeVisualState(node)
    let state = captured
    tracks = AnimatableProperty.allCases.map { PropertyTrack(property: $0, initialValue: state.value(of: $0)) }
  }
}
