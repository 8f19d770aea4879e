import MorphTextureCompat
import Testing

/// A node subclass and delegate that record the interface-state calls they receive, in order.
private final class RecordingNode: ASDisplayNode {
  var calls: [String] = []
  override func willEnterHierarchy() { super.willEnterHierarchy(); calls.append("will \(name ?? "")") }
  override func didEnterHierarchy() { super.didEnterHierarchy(); calls.append("enter \(name ?? "")") }
  override func didExitHierarchy() { super.didExitHierarchy(); calls.append("exit \(name ?? "")") }
  override func didEnterVisibleState() { super.didEnterVisibleState(); calls.append("visible") }
  override func didExitVisibleState() { super.didExitVisibleState(); calls.append("invisible") }
  override func didEnterPreloadState() { super.didEnterPreloadState(); calls.append("preload") }
  override func didExitDisplayState() { super.didExitDisplayState(); calls.append("undisplay") }
}

private final class RecordingDelegate: ASInterfaceStateDelegate {
  var calls: [String] = []
  func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
    calls.append("\(oldState.rawValue)->\(newState.rawValue)")
  }
  func didEnterDisplayState() { calls.append("display") }
  func nodeDidLoad() { calls.append("loaded") }
  func nodeDidLayout() { calls.append("laid out") }
  func didEnterHierarchy() { calls.append("entered") }
  func didExitHierarchy() { calls.append("exited") }
}

/// Texture's interface state: a node enters the hierarchy when its tree is laid out as a root or it
/// joins a node in the hierarchy, and leaves it when removed.
@Suite struct InterfaceStateTests {
  @Test func rootLayoutPutsTheTreeInTheHierarchy() {
    let root = RecordingNode(name: "root"), child = RecordingNode(name: "child")
    root.addSubnode(child)
    #expect(root.interfaceState == [] && !child.isInHierarchy && !child.isVisible)
    root.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 100)))
    #expect(root.interfaceState == .inHierarchy && child.interfaceState == .inHierarchy)
    #expect(child.isVisible && child.isInDisplayState && child.isInPreloadState && child.isInHierarchy)
    #expect(root.calls == ["will root", "preload", "visible", "enter root"])
    #expect(child.calls == ["will child", "preload", "visible", "enter child"])
  }

  @Test func removalAndAdditionMoveNodesOutAndIn() {
    let root = ASDisplayNode(), child = RecordingNode(name: "child")
    root.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 10, height: 10)))
    root.addSubnode(child)
    #expect(child.isVisible)
    child.calls = []
    child.removeFromSupernode()
    #expect(child.interfaceState == [] && !child.isInHierarchy)
    #expect(child.calls == ["exit child", "undisplay", "invisible"])
    let detached = ASDisplayNode()
    detached.addSubnode(child)
    #expect(!child.isInHierarchy)
  }

  @Test func delegatesHearLoadLayoutAndStateChangesUntilRemoved() {
    let node = ASDisplayNode(), delegate = RecordingDelegate()
    node.add(delegate)
    node.add(delegate)
    node.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 10, height: 10)))
    #expect(delegate.calls == ["loaded", "display", "0->15", "entered", "laid out"])
    node.remove(delegate)
    let parent = ASDisplayNode()
    parent.addSubnode(node)
    #expect(delegate.calls.count == 5)
  }

  @Test func includesFunctionsReadTheBits() {
    #expect(ASInterfaceState.inHierarchy.rawValue == 15 && ASInterfaceState.visible.rawValue == 8)
    #expect(ASInterfaceStateIncludesVisible(.visible) && !ASInterfaceStateIncludesVisible(.display))
    #expect(ASInterfaceStateIncludesDisplay([.display]) && !ASInterfaceStateIncludesDisplay(.preload))
    #expect(ASInterfaceStateIncludesPreload(.inHierarchy) && !ASInterfaceStateIncludesPreload([]))
    #expect(ASInterfaceStateIncludesMeasureLayout(.measureLayout) && !ASInterfaceStateIncludesMeasureLayout(.visible))
  }
}
