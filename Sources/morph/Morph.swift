import ArgumentParser

/// The `morph` command: Texture's layout system off the iPhone.
@main
struct Morph: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "morph",
    abstract:
      "Lays out Texture (AsyncDisplayKit) node trees described in scene documents and plans their layout "
      + "transitions.",
    subcommands: [LayoutCommand.self, TimelineCommand.self])
}
