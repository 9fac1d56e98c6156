import SwiftSyntaxMacros

/// HeroSim's macros, by the type names `#externalMacro` gives.
enum HeroSimMacroTypes {
    static var all: [any Macro.Type] { [PreviewMacro.self, PreviewableMacro.self] }
}

#if !HEROSIM_TOOLCHAIN_SYNTAX
import SwiftCompilerPlugin

/// The compiler plug-in that provides HeroSim's macros, on the swift-syntax package.
@main
struct HeroSimMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = HeroSimMacroTypes.all
}
#else
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The compiler plug-in that provides HeroSim's macros, on the toolchain's own swift-syntax (the one its
/// Observation and Testing macros use): it answers the compiler's requests on standard input and output.
@main
enum HeroSimMacrosPlugin {
    static func main() throws {
        let connection = try PluginStandardIO()
        try CompilerPluginMessageListener(connection: connection, provider: HeroSimMacroProvider()).main()
    }
}

/// Finds a HeroSim macro by the type name the compiler asks for.
struct HeroSimMacroProvider: PluginProvider {
    /// The macro type named `typeName`.
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard let type = HeroSimMacroTypes.all.first(where: { "\($0)" == typeName }) else {
            throw PluginStandardIO.Failure(message: "HeroSimMacros has no macro type '\(typeName)'")
        }
        return type
    }

    /// Library plug-ins are not loaded by this plug-in: it is an executable with its macros built in.
    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw PluginStandardIO.Failure(message: "HeroSimMacros does not load plug-in libraries")
    }
}
#endif
