import ArgumentParser

/// The `morph` command: Texture's layout system off the iPhone.
@main
struct Morph: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "morph",
    abstract: "Lays out Texture (AsyncDisplayKit) node trees described in scene documents.",
    subcommands: [LayoutCommand.self])
}
