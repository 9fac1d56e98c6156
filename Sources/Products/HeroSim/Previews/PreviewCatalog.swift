import CSwiftMetadata
import Foundation
import ViewRuntime

extension Preview {
    /// Every preview of the running program: each `#Preview` in every module it links, in file and line order,
    /// then each `PreviewProvider` by type name. Unnamed previews take their file's name.
    @MainActor
    public static var all: [Preview] {
        var found = ConformingTypes.find(module: "HeroSim", protocol: "PreviewRegistry").compactMap { type -> Preview? in
            guard let registry = type as? any PreviewRegistry.Type else { return nil }
            var preview = registry.makePreview()
            preview.fileID = registry.fileID
            preview.line = registry.line
            return preview
        }
        found.sort { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        nameUnnamed(&found)
        let providers = ConformingTypes.find(module: "HeroSim", protocol: "PreviewProvider").compactMap { type -> Preview? in
            guard let provider = type as? any PreviewProvider.Type else { return nil }
            return Preview(providing: provider)
        }
        return found + providers.sorted { $0.name < $1.name }
    }

    /// The preview of a `PreviewProvider`: named after its type without `_Previews`, in its module.
    @MainActor
    init(providing provider: any PreviewProvider.Type) {
        let full = String(reflecting: provider)
        let typeName = String(full.split(separator: ".").last ?? Substring(full))
        let base = typeName.hasSuffix("_Previews") ? String(typeName.dropLast("_Previews".count)) : typeName
        // `.previewDisplayName` and `.previewLayout` on the previews name and lay out the preview.
        let carried = (provider.previews as? any PreviewTraitCarrying)?.previewTraitValues ?? PreviewTraitValues()
        self.init(carried.displayName ?? base, traits: carried.layout.map { [$0.trait] } ?? []) { AnyView(provider.previews) }
        fileID = full.split(separator: ".").first.map(String.init) ?? ""
    }

    /// Names each unnamed preview after its file (`CardView`), numbered when the file has several (`CardView 2`).
    private static func nameUnnamed(_ previews: inout [Preview]) {
        var seen: [String: Int] = [:]
        let unnamedPerFile = Dictionary(grouping: previews.filter { !$0.isNamed }, by: \.fileID).mapValues(\.count)
        for index in previews.indices where !previews[index].isNamed {
            let file = previews[index].fileID
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            seen[file, default: 0] += 1
            previews[index].name = (unnamedPerFile[file] ?? 0) > 1 ? "\(base) \(seen[file]!)" : base
        }
    }
}

/// The types of the running program that conform to a protocol, found in the conformance records of every loaded
/// image (generic types are left out: they have no single type to show).
enum ConformingTypes {
    private final class Found {
        var types: [Any.Type] = []
    }

    /// The non-generic types conforming to the protocol `name` declared in `module`.
    static func find(module: String, protocol name: String) -> [Any.Type] {
        let found = Found()
        withExtendedLifetime(found) {
            herosim_enumerate_conforming_types(module, name, { metadata, context in
                guard let metadata, let context else { return }
                let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
                found.types.append(unsafeBitCast(metadata, to: Any.Type.self))
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.types
    }
}
