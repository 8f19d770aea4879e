/// Writes the Swift file that uses every implemented or accepted entry of the inventory with Texture's
/// type, so that a missing or differently typed member fails to compile.
///
/// Uses are grouped in one function per container whose parameter is the receiver (the entry's `receiver`
/// where Swift sees the container as a generic class, such as `ASNodeController<ASDisplayNode>`): a property is named by
/// a key path of its type (writable unless read-only); a method or initializer is referenced by its full
/// name as a value of its function type; a class is converted to its superclass's metatype; a protocol's class
/// property is read from a value of the protocol's metatype.
enum UsesGenerator {
  static func generate(_ inventory: Inventory) -> String {
    var lines = [
      "// Generated from Inventory/texture-api.json by TextureInventoryTests (UsesGenerator); do not edit.",
      "// Re-record with \(Inventory.recordVariable)=1 swift test --filter TextureInventoryTests.",
      "// Texture commit \(inventory.texture.commit).",
      "//",
      "// Each line uses one implemented or accepted entry of Texture's public API with the type Texture",
      "// declares, so that a missing or differently typed member fails this target's build.",
      "",
      "import MorphTextureCompat",
      "",
    ]
    var groups: [(name: String, receiver: String?, lines: [String])] = []
    for entry in inventory.entries where entry.isChecked {
      let receiver = receiverType(of: entry)
      let line = use(of: entry)
      if let index = groups.firstIndex(where: { $0.name == entry.container && $0.receiver == receiver }) {
        groups[index].lines.append(line)
      } else {
        groups.append((entry.container, receiver, [line]))
      }
    }
    for group in groups {
      let parameter = group.receiver.map { "_ receiver: \($0)" } ?? ""
      let suffix = group.receiver == nil ? "" : "_\(identifier(group.receiver!))"
      lines.append("func uses_\(identifier(group.name))\(suffix)(\(parameter)) {")
      lines += group.lines.map { "  " + $0 }
      lines.append("}")
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// The type of the receiver a member is used on; nil for entries used without one.
  static func receiverType(of entry: InventoryEntry) -> String? {
    switch entry.kind {
    case "property", "method":
      if entry.protocol == true { return entry.receiver ?? "any \(entry.container)" }
      return entry.receiver ?? entry.container
    case "class property" where entry.protocol == true:
      return "any \(entry.container).Type"
    default:
      return nil
    }
  }

  /// The statement that uses one entry.
  static func use(of entry: InventoryEntry) -> String {
    let name = entry.swiftName
    let type = entry.checkedType
    switch entry.kind {
    case "class":
      let specialized = entry.receiver ?? entry.container
      if type.hasPrefix("AS") { return "let _: \(type).Type = \(specialized).self" }
      return "let _: \(specialized).Type = \(specialized).self"
    case "protocol":
      return "let _: \(entry.container)? = nil"
    case "type":
      return "let _: \(entry.container).Type = \(entry.container).self"
    case "typealias":
      return "let _: (\(type)).Type = \(entry.container).self"
    case "case":
      return "let _: \(entry.container) = .\(name)"
    case "property":
      guard let root = receiverType(of: entry), !root.hasPrefix("any ") else {
        return propertyUse("receiver.\(name)", type: type, readonly: entry.readonly == true)
      }
      let path = entry.readonly == true ? "KeyPath" : "WritableKeyPath"
      return "let _: \(path)<\(root), \(optional(type))> = \\\(root).\(name)"
    case "class property" where entry.protocol == true:
      return propertyUse("receiver.\(name)", type: type, readonly: true)
    case "class property":
      return propertyUse("\(entry.container).\(name)", type: type, readonly: entry.readonly == true)
    case "method":
      return "let _: \(type) = receiver.\(reference(name))"
    case "class method":
      return "let _: \(type) = \(entry.container).\(reference(name))"
    case "init":
      return "let _: \(type) = \(entry.container).\(reference(name))"
    case "function", "constant":
      return "let _: \(type) = \(name)"
    default:
      return "// \(entry.key): unknown kind \(entry.kind)"
    }
  }

  /// A read of a property into its type and, unless it is read-only, a write of the value back.
  static func propertyUse(_ access: String, type: String, readonly: Bool) -> String {
    let declared = optional(type)
    if readonly { return "let _: \(declared) = \(access)" }
    return "do { let value: \(declared) = \(access); \(access) = value }"
  }

  /// A type with an implicitly unwrapped optional (`null_resettable`) spelled as an optional.
  static func optional(_ type: String) -> String {
    type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
  }

  /// A method's name as an unapplied reference: `init()` and `foo()` are referenced without parentheses.
  static func reference(_ name: String) -> String {
    name.hasSuffix("()") ? String(name.dropLast(2)) : name
  }

  /// A name usable in a Swift identifier.
  static func identifier(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}
