// Planning records layout transitions into timelines, so importing MorphTransition brings the timeline
// types (`Timeline`, `TimingCurve`, `Spring`, …) along, as a planner's user needs them.

@_exported import MorphTimeline
