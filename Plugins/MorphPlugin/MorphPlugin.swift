import Foundation
import PackagePlugin

/// `swift package morph COMMAND …`: builds the package's previews executable — the executable product
/// whose target uses `MorphCommandLine` and calls `MorphCommand.main(catalog:)` — and runs it with the
/// arguments, so `swift package morph export --out output` or `swift package morph preview` works
/// without `swift run`. `--product NAME` picks one when the package has several.
@main
struct MorphPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var arguments = arguments
    let chosen = Self.takeOption("--product", from: &arguments)
    let candidates = context.package.products(ofType: ExecutableProduct.self).filter { product in
      product.targets.contains { target in
        (target as? SourceModuleTarget)?.dependencies.contains { dependency in
          if case .product(let product) = dependency { return product.name == "MorphCommandLine" }
          return false
        } ?? false
      }
    }
    let product: ExecutableProduct
    if let chosen {
      guard let named = candidates.first(where: { $0.name == chosen }) else {
        throw PluginError("no previews executable named '\(chosen)'; the package has: \(Self.names(candidates))")
      }
      product = named
    } else if candidates.count == 1 {
      product = candidates[0]
    } else if candidates.isEmpty {
      throw PluginError(
        "the package has no previews executable: add an executable target that depends on the product "
          + "MorphCommandLine and calls `await MorphCommand.main(catalog: …)`")
    } else {
      throw PluginError("give --product NAME, one of: \(Self.names(candidates))")
    }
    let build = try packageManager.build(
      .product(product.name), parameters: .init(configuration: .debug, echoLogs: false))
    guard build.succeeded, let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
      FileHandle.standardError.write(Data(build.logText.utf8))
      throw PluginError("building \(product.name) failed")
    }
    let process = Process()
    process.executableURL = executable.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    // The package manager running this plugin holds the build folder's lock: `preview` rebuilds
    // without waiting for it (see MorphPreview's SwiftPackageBuild).
    process.environment = ProcessInfo.processInfo.environment.merging(["MORPH_SWIFTPM_LOCK_HELD": "1"]) { $1 }
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginError(
        "\(product.name) \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
    }
  }

  /// Removes `--name VALUE` (or `--name=VALUE`) from the arguments and returns the value.
  private static func takeOption(_ name: String, from arguments: inout [String]) -> String? {
    if let index = arguments.firstIndex(of: name), index + 1 < arguments.count {
      let value = arguments[index + 1]
      arguments.removeSubrange(index...index + 1)
      return value
    }
    if let index = arguments.firstIndex(where: { $0.hasPrefix(name + "=") }) {
      let value = String(arguments[index].dropFirst(name.count + 1))
      arguments.remove(at: index)
      return value
    }
    return nil
  }

  private static func names(_ products: [ExecutableProduct]) -> String {
    products.isEmpty ? "none" : products.map(\.name).joined(separator: ", ")
  }
}

/// An error the plugin reports as its one line.
struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
