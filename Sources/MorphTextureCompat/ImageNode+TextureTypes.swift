import MorphLayout

extension TextureTypedNodeProperties where Self: ImageNode {
  /// Texture's `image`, a `UIImage?`: the image shown, measured at its size in points and embedded in
  /// every export; nil for none. Reads return the `UIImage` that was set (another Morph image set
  /// through Morph's own property reads as nil here).
  public var image: UIImage? {
    get { imageContent as? UIImage }
    set { imageContent = newValue }
  }
}
