import MorphCommandLine

await MorphCommand.main(catalog: catalog)
