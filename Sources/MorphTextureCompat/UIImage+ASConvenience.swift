import Foundation

extension UIImage {
  /// Texture's `as_imageNamed(_:)`: the image `UIImage(named:)` finds.
  public class func as_imageNamed(_ imageName: String) -> UIImage? {
    UIImage(named: imageName)
  }

  /// Texture's `as_imageNamed(_:compatibleWith:)`: the image
  /// `UIImage(named:in:compatibleWith:)` finds in the app's asset folders.
  public class func as_imageNamed(_ imageName: String, compatibleWith traitCollection: UITraitCollection?) -> UIImage? {
    UIImage(named: imageName, in: nil, compatibleWith: traitCollection)
  }
}
