import Foundation
import MorphLayout

/// The cropping, upscaling and animation settings an image node keeps.
private struct KeptImageSettings {
  var placeholderColor: UIColor?
  var isCropEnabled = true
  var forceUpscaling = false
  var forcedSize = CGSize.zero
  var cropRect = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
  var animatedImagePaused = false
  var animatedImageRunLoopMode = "kCFRunLoopCommonModes"
}

// Texture's image node API for cropping, upscaling, placeholders and animated images. Kept and returned
// as set; Morph places the image by the node's `contentMode` and draws its first frame.
extension ImageNode {
  private var imageSettings: KeptImageSettings {
    get { self[kept: KeptImageSettings.self, initial: KeptImageSettings()] }
    set { self[kept: KeptImageSettings.self, initial: KeptImageSettings()] = newValue }
  }

  /// Texture's `placeholderColor`. Kept; Morph draws the image, never a placeholder.
  public var placeholderColor: UIColor? {
    get { imageSettings.placeholderColor }
    set { imageSettings.placeholderColor = newValue }
  }
  /// Texture's `isCropEnabled` (true). Kept; Morph places the image by `contentMode`.
  public var isCropEnabled: Bool {
    get { imageSettings.isCropEnabled }
    set { imageSettings.isCropEnabled = newValue }
  }
  /// Texture's `setCropEnabled(_:recropImmediately:inBounds:)`: sets ``isCropEnabled``.
  public func setCropEnabled(_ enabled: Bool, recropImmediately: Bool, inBounds bounds: CGRect) {
    isCropEnabled = enabled
  }
  /// Texture's `cropRect` (a centred, empty unit rectangle). Kept; Morph places the image by
  /// `contentMode`.
  public var cropRect: CGRect {
    get { imageSettings.cropRect }
    set { imageSettings.cropRect = newValue }
  }
  /// Texture's `forceUpscaling`. Kept; Morph's exports scale images as their format allows.
  public var forceUpscaling: Bool {
    get { imageSettings.forceUpscaling }
    set { imageSettings.forceUpscaling = newValue }
  }
  /// Texture's `forcedSize` (zero: the node's size). Kept; Morph draws at the node's size.
  public var forcedSize: CGSize {
    get { imageSettings.forcedSize }
    set { imageSettings.forcedSize = newValue }
  }
  /// Texture's `animatedImagePaused`. Kept; Morph draws an animated image's first frame.
  public var animatedImagePaused: Bool {
    get { imageSettings.animatedImagePaused }
    set { imageSettings.animatedImagePaused = newValue }
  }
  /// Texture's `animatedImageRunLoopMode` (the common modes). Kept; no effect off the device.
  public var animatedImageRunLoopMode: String {
    get { imageSettings.animatedImageRunLoopMode }
    set { imageSettings.animatedImageRunLoopMode = newValue }
  }
}
