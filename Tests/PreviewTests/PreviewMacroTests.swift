import HeroSimMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct PreviewMacroTests {
    private let macros: [String: MacroSpec] = ["Preview": MacroSpec(type: PreviewMacro.self)]

    private func expand(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = []) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message))
        }
    }

    @Test func aPreviewBecomesARegistryWithItsFileLineAndArgumentsAsWritten() {
        expand(
            """
            #Preview("Open", traits: .sizeThatFitsLayout) {
                CardView(isOpen: true)
            }
            """,
            """
            struct __macro_local_14HeroSimPreviewfMu_: HeroSim.PreviewRegistry {
                static var fileID: String {
                    "TestModule/test.swift"
                }
                static var line: Int {
                    1
                }
                @MainActor static func makePreview() -> HeroSim.Preview {
                    HeroSim.Preview("Open", traits: .sizeThatFitsLayout, body: {
                        CardView(isOpen: true)
                    })
                }
            }
            """)
    }

    @Test func previewableVariablesBecomeStateOfAViewThePreviewOwns() {
        expand(
            """
            #Preview {
                @Previewable @State var isOn = false
                Toggle("On", isOn: $isOn)
            }
            """,
            """
            struct __macro_local_14HeroSimPreviewfMu_: HeroSim.PreviewRegistry {
                static var fileID: String {
                    "TestModule/test.swift"
                }
                static var line: Int {
                    1
                }
                @MainActor static func makePreview() -> HeroSim.Preview {
                    HeroSim.Preview(body: {
                            PreviewContent()
                        })
                }
                struct PreviewContent: HeroSim.View {
                    @State var isOn = false
                    @HeroSim.ViewBuilder var body: some HeroSim.View {
                        Toggle("On", isOn: $isOn)
                    }
                }
            }
            """)
    }

    @Test func aPreviewWithoutAClosureSaysWhatItNeeds() {
        expand(
            "#Preview(\"Empty\")",
            "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that builds the view to preview: #Preview { ContentView() }",
                                         line: 1, column: 1)])
    }
}
