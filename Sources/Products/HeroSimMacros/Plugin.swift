import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that provides HeroSim's macros.
@main
struct HeroSimMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
