import ArgumentParser
import MorphScene

/// `--allow-images-outside`: whether a document's image nodes may read image files outside its
/// folder, as `layout`, `timeline`, `list` and `export` take it.
struct ImageAccessOption: ParsableArguments {
  @Flag(help: "Let image nodes read image files outside their document's folder (by default they may not).")
  var allowImagesOutside = false

  /// The access given.
  var value: ImageAccess { allowImagesOutside ? .anywhere : .documentFolder }
}
