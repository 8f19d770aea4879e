import Foundation
import MorphLayout

/// UIKit's `UIAccessibilityTraits`: what an accessibility element is and how it behaves, as a set.
/// Each trait is its own bit; Morph only keeps them.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// UIKit's `UIAccessibilityNavigationStyle`: how an assistive technology moves through a container.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
  case automatic, separate, combined
}

/// The accessibility properties a node keeps; a device's assistive technologies read them, Morph's
/// exports do not.
private struct KeptAccessibility {
  var isAccessibilityElement = false
  var isAccessibilityContainer = false
  var label: String?
  var hint: String?
  var value: String?
  var identifier: String?
  var language: String?
  var traits = UIAccessibilityTraits.none
  var frame = CGRect.zero
  var path: UIBezierPath?
  var activationPoint = CGPoint.zero
  var elementsHidden = false
  var viewIsModal = false
  var groupsChildren = false
  var navigationStyle = UIAccessibilityNavigationStyle.automatic
  var defaultLabel: String?
  var defaultHint: String?
  var defaultValue: String?
  var defaultIdentifier: String?
  var defaultTraits = UIAccessibilityTraits.none
}

// Texture's accessibility properties of a node. Kept and returned as set; they have no effect off the
// device, where no assistive technology reads them.
extension DisplayNode {
  private var accessibility: KeptAccessibility {
    get { self[kept: KeptAccessibility.self, initial: KeptAccessibility()] }
    set { self[kept: KeptAccessibility.self, initial: KeptAccessibility()] = newValue }
  }

  /// UIKit's `isAccessibilityElement`. Kept; no effect off the device.
  public var isAccessibilityElement: Bool {
    get { accessibility.isAccessibilityElement }
    set { accessibility.isAccessibilityElement = newValue }
  }
  /// Texture's `isAccessibilityContainer`. Kept; no effect off the device.
  public var isAccessibilityContainer: Bool {
    get { accessibility.isAccessibilityContainer }
    set { accessibility.isAccessibilityContainer = newValue }
  }
  /// UIKit's `accessibilityLabel`. Kept; no effect off the device.
  public var accessibilityLabel: String? {
    get { accessibility.label }
    set { accessibility.label = newValue }
  }
  /// UIKit's `accessibilityHint`. Kept; no effect off the device.
  public var accessibilityHint: String? {
    get { accessibility.hint }
    set { accessibility.hint = newValue }
  }
  /// UIKit's `accessibilityValue`. Kept; no effect off the device.
  public var accessibilityValue: String? {
    get { accessibility.value }
    set { accessibility.value = newValue }
  }
  /// UIKit's `accessibilityIdentifier`. Kept; no effect off the device.
  public var accessibilityIdentifier: String? {
    get { accessibility.identifier }
    set { accessibility.identifier = newValue }
  }
  /// UIKit's `accessibilityLanguage`. Kept; no effect off the device.
  public var accessibilityLanguage: String? {
    get { accessibility.language }
    set { accessibility.language = newValue }
  }
  /// UIKit's `accessibilityTraits`. Kept; no effect off the device.
  public var accessibilityTraits: UIAccessibilityTraits {
    get { accessibility.traits }
    set { accessibility.traits = newValue }
  }
  /// UIKit's `accessibilityFrame`. Kept; no effect off the device.
  public var accessibilityFrame: CGRect {
    get { accessibility.frame }
    set { accessibility.frame = newValue }
  }
  /// UIKit's `accessibilityPath`. Kept; no effect off the device.
  public var accessibilityPath: UIBezierPath? {
    get { accessibility.path }
    set { accessibility.path = newValue }
  }
  /// UIKit's `accessibilityActivationPoint`. Kept; no effect off the device.
  public var accessibilityActivationPoint: CGPoint {
    get { accessibility.activationPoint }
    set { accessibility.activationPoint = newValue }
  }
  /// UIKit's `accessibilityElementsHidden`. Kept; no effect off the device.
  public var accessibilityElementsHidden: Bool {
    get { accessibility.elementsHidden }
    set { accessibility.elementsHidden = newValue }
  }
  /// UIKit's `accessibilityViewIsModal`. Kept; no effect off the device.
  public var accessibilityViewIsModal: Bool {
    get { accessibility.viewIsModal }
    set { accessibility.viewIsModal = newValue }
  }
  /// UIKit's `shouldGroupAccessibilityChildren`. Kept; no effect off the device.
  public var shouldGroupAccessibilityChildren: Bool {
    get { accessibility.groupsChildren }
    set { accessibility.groupsChildren = newValue }
  }
  /// UIKit's `accessibilityNavigationStyle`. Kept; no effect off the device.
  public var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
    get { accessibility.navigationStyle }
    set { accessibility.navigationStyle = newValue }
  }
  /// Texture's `defaultAccessibilityLabel`. Kept; no effect off the device.
  public var defaultAccessibilityLabel: String? {
    get { accessibility.defaultLabel }
    set { accessibility.defaultLabel = newValue }
  }
  /// Texture's `defaultAccessibilityHint`. Kept; no effect off the device.
  public var defaultAccessibilityHint: String? {
    get { accessibility.defaultHint }
    set { accessibility.defaultHint = newValue }
  }
  /// Texture's `defaultAccessibilityValue`. Kept; no effect off the device.
  public var defaultAccessibilityValue: String? {
    get { accessibility.defaultValue }
    set { accessibility.defaultValue = newValue }
  }
  /// Texture's `defaultAccessibilityIdentifier`. Kept; no effect off the device.
  public var defaultAccessibilityIdentifier: String? {
    get { accessibility.defaultIdentifier }
    set { accessibility.defaultIdentifier = newValue }
  }
  /// Texture's `defaultAccessibilityTraits`. Kept; no effect off the device.
  public var defaultAccessibilityTraits: UIAccessibilityTraits {
    get { accessibility.defaultTraits }
    set { accessibility.defaultTraits = newValue }
  }
}
