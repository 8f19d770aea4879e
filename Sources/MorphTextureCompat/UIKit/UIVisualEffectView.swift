import Foundation

/// UIKit's `UIVisualEffect`, the base of blur effects.
open class UIVisualEffect: NSObject {}

/// UIKit's `UIBlurEffect`: a blur of a style, which only a device draws (the view is recorded with its
/// style; see `DisplayNode/wrappedViewDescription`).
open class UIBlurEffect: UIVisualEffect {
  /// UIKit's `UIBlurEffect.Style`.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, extraDark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark
  }

  /// The blur's style.
  public let style: Style

  /// UIKit's `init(style:)`.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// UIKit's `UIVisualEffectView`: a view showing an effect (a blur) over what is behind it, which only
/// a device draws; its ``contentView`` holds the views shown on top.
open class UIVisualEffectView: UIView {
  /// UIKit's `effect`.
  public var effect: UIVisualEffect?
  /// UIKit's `contentView`.
  public let contentView = UIView()

  /// UIKit's `init(effect:)`.
  public convenience init(effect: UIVisualEffect?) {
    self.init(frame: .zero)
    self.effect = effect
    DeviceOnlyDiagnostics.report("UIVisualEffectView: blurs are drawn only on a device")
  }

  override var drawnState: [String: String] {
    var state = super.drawnState
    if let blur = effect as? UIBlurEffect { state["effect"] = "blur(\(blur.style))" }
    return state
  }
}
