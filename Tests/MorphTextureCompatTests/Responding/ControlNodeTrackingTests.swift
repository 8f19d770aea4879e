import MorphTextureCompat
import Testing

/// A control that records the control events it sends and the tracking calls it gets.
private final class RecordingControl: ASControlNode {
  var sent: [ASControlNodeEvent] = []
  var tracking: [String] = []
  var refusesTracking = false

  override func sendActions(forControlEvents events: ASControlNodeEvent, with event: UIEvent?) {
    super.sendActions(forControlEvents: events, with: event)
    sent.append(events)
  }
  override func beginTracking(with touch: UITouch, with event: UIEvent?) -> Bool {
    tracking.append("begin")
    return !refusesTracking
  }
  override func continueTracking(with touch: UITouch, with event: UIEvent?) -> Bool {
    tracking.append("continue")
    return true
  }
  override func endTracking(with touch: UITouch?, with event: UIEvent?) { tracking.append("end") }
  override func cancelTracking(with event: UIEvent?) { tracking.append("cancel") }
}

/// A control node tracks the touches given to it as Texture's does.
@Suite struct ControlNodeTrackingTests {
  private func control() -> RecordingControl {
    let control = RecordingControl()
    control.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    return control
  }

  @Test func aTapInsideHighlightsThenSendsTouchDownAndTouchUpInside() {
    let control = control()
    let touch = UITouch(at: CGPoint(x: 50, y: 20), in: control)
    control.touchesBegan([touch], with: nil)
    #expect(control.isTracking)
    #expect(control.isTouchInside)
    #expect(control.isHighlighted)
    control.touchesEnded([touch], with: nil)
    #expect(!control.isTracking)
    #expect(!control.isHighlighted)
    #expect(control.sent == [.touchDown, .touchUpInside])
    #expect(control.tracking == ["begin", "end"])
  }

  @Test func dragsOutsideUnhighlightAndLiftingThereSendsTouchUpOutside() {
    let control = control()
    let touch = UITouch(at: CGPoint(x: 50, y: 20), in: control)
    control.touchesBegan([touch], with: nil)
    touch.locationInRoot = CGPoint(x: 150, y: 20)
    control.touchesMoved([touch], with: nil)
    #expect(!control.isHighlighted)
    #expect(!control.isTouchInside)
    control.touchesEnded([touch], with: nil)
    #expect(control.sent == [.touchDown, .touchDragOutside, .touchUpOutside])
  }

  @Test func hitTestSlopWidensWhereATouchStillCountsAsInside() {
    let control = control()
    control.hitTestSlop = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: -60)
    let touch = UITouch(at: CGPoint(x: 50, y: 20), in: control)
    control.touchesBegan([touch], with: nil)
    touch.locationInRoot = CGPoint(x: 150, y: 20)
    control.touchesMoved([touch], with: nil)
    #expect(control.isHighlighted)
    #expect(control.sent.last == .touchDragInside)
  }

  @Test func aRepeatedTapSendsTouchDownRepeatAndACancelSendsTouchCancel() {
    let control = control()
    let touch = UITouch(at: CGPoint(x: 5, y: 5), in: control, tapCount: 2)
    control.touchesBegan([touch], with: nil)
    control.touchesCancelled([touch], with: nil)
    #expect(control.sent == [.touchDownRepeat, .touchCancel])
    #expect(control.tracking == ["begin", "cancel"])
    #expect(!control.isHighlighted)
  }

  @Test func aDisabledControlOrARefusedTrackIgnoresTouches() {
    let disabled = control()
    disabled.isEnabled = false
    disabled.touchesBegan([UITouch(at: .zero, in: disabled)], with: nil)
    #expect(disabled.sent.isEmpty)
    #expect(disabled.tracking.isEmpty)
    let refusing = control()
    refusing.refusesTracking = true
    refusing.touchesBegan([UITouch(at: .zero, in: refusing)], with: nil)
    #expect(refusing.sent.isEmpty)
    #expect(!refusing.isTracking)
  }

  @Test func sentEventsReachTheRegisteredActionsOfThoseEvents() {
    final class Observer: ASControlNode {
      var sentActions: [String] = []
      override func actionWasSent(_ action: TargetAction, with event: UIEvent?) {
        sentActions.append(action.action.description)
      }
    }
    let control = Observer()
    control.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    control.addTarget(nil, action: Selector("tapped"), forControlEvents: .touchUpInside)
    control.addTarget(nil, action: Selector("down"), forControlEvents: .touchDown)
    let touch = UITouch(at: CGPoint(x: 1, y: 1), in: control)
    control.touchesBegan([touch], with: UIEvent(touches: [touch]))
    control.touchesEnded([touch], with: nil)
    #expect(control.sentActions == ["down", "tapped"])
  }

  @Test func aTouchReportsItsLocationInEachNodesSpace() {
    let root = ASDisplayNode()
    let child = ASDisplayNode()
    root.addSubnode(child)
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    child.frame = CGRect(x: 30, y: 40, width: 50, height: 50)
    let touch = UITouch(at: CGPoint(x: 5, y: 6), in: child)
    #expect(touch.location(in: root) == CGPoint(x: 35, y: 46))
    #expect(touch.location(in: nil) == CGPoint(x: 35, y: 46))
    #expect(touch.location(in: child) == CGPoint(x: 5, y: 6))
  }
}
