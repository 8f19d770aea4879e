/// The longest animations and the largest values Morph plans, whatever it plans them from: far beyond
/// any real scene, and small enough that a careless or hostile document or preview fails fast with a
/// located error instead of exhausting time or memory.
public enum PlanningLimits {
  /// The longest duration, delay, stagger or pause, in seconds (an hour).
  public static let maximumSeconds: Double = 3600
  /// How deeply specs and nodes may nest in a layout tree, counting the levels the nodes' own layouts
  /// add: far beyond any real screen, and shallow enough for layout and export, which recurse.
  public static let maximumLayoutDepth = 256
  /// The longest timeline a transition or storyboard may plan, in seconds (a day).
  public static let maximumTimelineDuration: Double = 86_400
  /// The largest magnitude of any position, size or value a timeline may hold: the exporters' range.
  public static let largestMagnitude: Double = 1e9
  /// How many rows (sample times × elements) `morph timeline` prints at most.
  public static let maximumSampleRows = 1_000_000
  /// The largest screen scale.
  public static let maximumScale: Double = 100
  /// The smallest screen scale but 0 (no snapping): a pixel of at most 100 points, so that snapping to
  /// it stays finite.
  public static let minimumScale: Double = 0.01
}
