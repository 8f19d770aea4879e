/// Which image files a scene document's image nodes may read.
///
/// A document names its images by path, and a document may come from anyone: so by default it reads
/// images only from its own folder, as a web page's relative links stay on its site.
public enum ImageAccess: Hashable, Sendable {
  /// Files inside the document's folder or its subfolders, once links and `..` are resolved: the
  /// default.
  case documentFolder
  /// Any file the process may read: `morph --allow-images-outside`.
  case anywhere
}
