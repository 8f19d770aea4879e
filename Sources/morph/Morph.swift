import ArgumentParser

/// The `morph` command: Texture's layout system off the iPhone.
@main
struct Morph: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "morph",
    abstract:
      "Lays out Texture (AsyncDisplayKit) node trees described in scene documents, plans their layout "
      + "transitions and exports them as animated SVG and HTML.",
    subcommands: [
      LayoutCommand.self, TimelineCommand.self, ListCommand.self, ExportCommand.self, PreviewCommand.self,
    ])
}
