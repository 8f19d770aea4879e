import MorphLayout

/// UIKit's `UIColor`; its fixed colors (`.red`, `.lightGray`, `.clear`, …) are ``Color``'s own.
public typealias UIColor = Color
