// `swift run ExamplePreviews export|timeline|list|preview`: Morph's commands with the bundled Swift
// previews beside the scene documents.
import MorphCommandLine

await MorphCommand.main(catalog: catalog)
