import MorphCatalog
import MorphCommandLine

await MorphCommand.main(catalog: NodeCatalog())
