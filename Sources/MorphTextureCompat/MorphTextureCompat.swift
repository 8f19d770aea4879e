// Texture's (AsyncDisplayKit's) and UIKit's Swift spellings over Morph, so that Texture layout and
// Layout Transition code compiles with `import MorphTextureCompat` in place of `import AsyncDisplayKit`
// and `import UIKit`. Every name is an alias of, or a thin call into, Morph's own API.
//
// Like `import AsyncDisplayKit`, the import brings Foundation (`CGFloat`, `CGRect`, `TimeInterval`) and
// Morph's modules along.

@_exported import Foundation
@_exported import MorphLayout
@_exported import MorphTimeline
@_exported import MorphTransition
