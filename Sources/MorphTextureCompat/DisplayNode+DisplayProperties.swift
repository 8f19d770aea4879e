import Foundation
import MorphLayout

/// The display, layer and view properties a node keeps that change how a device renders or schedules
/// its contents, not its layout or what Morph's exports draw.
private struct KeptDisplayProperties {
  var displaysAsynchronously = true
  var displaySuspended = false
  var shouldAnimateSizeChanges = true
  var placeholderEnabled = false
  var placeholderFadeDuration: TimeInterval = 0
  var drawingPriority = 0
  var zPosition: CGFloat = 0
  var contentsScale: CGFloat = 1
  var rasterizationScale: CGFloat = 1
  var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  var contentsGravity = "resize"
  var allowsGroupOpacity = true
  var allowsEdgeAntialiasing = false
  var needsDisplayOnBoundsChange = false
  var autoresizesSubviews = true
  var isExclusiveTouch = false
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  var relayoutOnSafeAreaChanges = false
  var relayoutOnLayoutMarginsChanges = false
}

// Texture's display and view-bridge properties of a node that only a device's renderer reads. Kept and
// returned as set, with UIKit's and Texture's defaults; they have no effect off the device.
extension DisplayNode {
  private var display: KeptDisplayProperties {
    get { self[kept: KeptDisplayProperties.self, initial: KeptDisplayProperties()] }
    set { self[kept: KeptDisplayProperties.self, initial: KeptDisplayProperties()] = newValue }
  }

  /// Texture's `displaysAsynchronously` (true). Kept; Morph renders every export synchronously.
  public var displaysAsynchronously: Bool {
    get { display.displaysAsynchronously }
    set { display.displaysAsynchronously = newValue }
  }
  /// Texture's `displaySuspended`. Kept; Morph's exports always draw the node.
  public var displaySuspended: Bool {
    get { display.displaySuspended }
    set { display.displaySuspended = newValue }
  }
  /// Texture's `shouldAnimateSizeChanges` (true). Kept; no effect off the device.
  public var shouldAnimateSizeChanges: Bool {
    get { display.shouldAnimateSizeChanges }
    set { display.shouldAnimateSizeChanges = newValue }
  }
  /// Texture's `placeholderEnabled`. Kept; Morph draws the finished contents, never a placeholder.
  public var placeholderEnabled: Bool {
    get { display.placeholderEnabled }
    set { display.placeholderEnabled = newValue }
  }
  /// Texture's `placeholderFadeDuration`. Kept; no effect off the device.
  public var placeholderFadeDuration: TimeInterval {
    get { display.placeholderFadeDuration }
    set { display.placeholderFadeDuration = newValue }
  }
  /// Texture's `drawingPriority`. Kept; no effect off the device.
  public var drawingPriority: Int {
    get { display.drawingPriority }
    set { display.drawingPriority = newValue }
  }
  /// Core Animation's `zPosition`. Kept; Morph stacks nodes in subnode order.
  public var zPosition: CGFloat {
    get { display.zPosition }
    set { display.zPosition = newValue }
  }
  /// Core Animation's `contentsScale`. Kept; Morph's exports choose their own scale.
  public var contentsScale: CGFloat {
    get { display.contentsScale }
    set { display.contentsScale = newValue }
  }
  /// Core Animation's `rasterizationScale`. Kept; no effect off the device.
  public var rasterizationScale: CGFloat {
    get { display.rasterizationScale }
    set { display.rasterizationScale = newValue }
  }
  /// Core Animation's `contentsRect` (the unit rectangle). Kept; no effect off the device.
  public var contentsRect: CGRect {
    get { display.contentsRect }
    set { display.contentsRect = newValue }
  }
  /// Core Animation's `contentsCenter` (the unit rectangle). Kept; no effect off the device.
  public var contentsCenter: CGRect {
    get { display.contentsCenter }
    set { display.contentsCenter = newValue }
  }
  /// Core Animation's `contentsGravity` (`"resize"`). Kept; Morph places contents by `contentMode`.
  public var contentsGravity: String {
    get { display.contentsGravity }
    set { display.contentsGravity = newValue }
  }
  /// Core Animation's `allowsGroupOpacity` (true). Kept; no effect off the device.
  public var allowsGroupOpacity: Bool {
    get { display.allowsGroupOpacity }
    set { display.allowsGroupOpacity = newValue }
  }
  /// Core Animation's `allowsEdgeAntialiasing`. Kept; no effect off the device.
  public var allowsEdgeAntialiasing: Bool {
    get { display.allowsEdgeAntialiasing }
    set { display.allowsEdgeAntialiasing = newValue }
  }
  /// Core Animation's `needsDisplayOnBoundsChange`. Kept; Morph draws every frame anew.
  public var needsDisplayOnBoundsChange: Bool {
    get { display.needsDisplayOnBoundsChange }
    set { display.needsDisplayOnBoundsChange = newValue }
  }
  /// UIKit's `autoresizesSubviews` (true). Kept; Morph's nodes are laid out by their specs.
  public var autoresizesSubviews: Bool {
    get { display.autoresizesSubviews }
    set { display.autoresizesSubviews = newValue }
  }
  /// UIKit's `isExclusiveTouch`. Kept; Morph delivers no touches.
  public var isExclusiveTouch: Bool {
    get { display.isExclusiveTouch }
    set { display.isExclusiveTouch = newValue }
  }
  /// UIKit's `layoutMargins` (8 on each side). Kept; a change calls `layoutMarginsDidChange()`.
  public var layoutMargins: UIEdgeInsets {
    get { display.layoutMargins }
    set {
      guard newValue != display.layoutMargins else { return }
      display.layoutMargins = newValue
      layoutMarginsDidChange()
    }
  }
  /// UIKit's `preservesSuperviewLayoutMargins`. Kept; no effect off the device.
  public var preservesSuperviewLayoutMargins: Bool {
    get { display.preservesSuperviewLayoutMargins }
    set { display.preservesSuperviewLayoutMargins = newValue }
  }
  /// UIKit's `insetsLayoutMarginsFromSafeArea` (true). Kept; no effect off the device.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { display.insetsLayoutMarginsFromSafeArea }
    set { display.insetsLayoutMarginsFromSafeArea = newValue }
  }
  /// Texture's `automaticallyRelayoutOnSafeAreaChanges`. Kept; Morph's runs have no safe area changes.
  public var automaticallyRelayoutOnSafeAreaChanges: Bool {
    get { display.relayoutOnSafeAreaChanges }
    set { display.relayoutOnSafeAreaChanges = newValue }
  }
  /// Texture's `automaticallyRelayoutOnLayoutMarginsChanges`. Kept; no effect off the device.
  public var automaticallyRelayoutOnLayoutMarginsChanges: Bool {
    get { display.relayoutOnLayoutMarginsChanges }
    set { display.relayoutOnLayoutMarginsChanges = newValue }
  }
  /// UIKit's `safeAreaInsets`: zero, as for a node outside a window's safe area.
  public var safeAreaInsets: UIEdgeInsets { .zero }
  /// Texture's `supportsLayerBacking`: true, as Morph draws every node alike.
  public var supportsLayerBacking: Bool { true }
}
