import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// UIKit's `init(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// UIKit's `init(item:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// UIKit's `section`.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
    /// UIKit's `row`.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
    /// UIKit's `item`.
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
