import Foundation
import HeroSimMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct PreviewMacroTests {
    /// A diagnostic as the compiler shows it: message, line and column.
    struct Diagnosed: Equatable {
        let message: String
        let line: Int
        let column: Int
    }

    /// Expands `#Preview` in `source` (as the file `test.swift` of module `TestModule`) and expects exactly
    /// `expanded` and `diagnostics`.
    private func expand(_ source: String, _ expanded: String, diagnostics: [Diagnosed] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "test.swift")])
        let result = file.expand(macros: ["Preview": PreviewMacro.self], contextGenerator: { _ in context })
        let converter = SourceLocationConverter(fileName: "test.swift", tree: file)
        let diagnosed = context.diagnostics.map {
            let location = $0.location(converter: converter)
            return Diagnosed(message: $0.message, line: location.line, column: location.column)
        }
        #expect(result.description.trimmingTrailingWhitespace == expanded, sourceLocation: sourceLocation)
        #expect(diagnosed == diagnostics, sourceLocation: sourceLocation)
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
            diagnostics: [Diagnosed(message: "#Preview needs a closure that builds the view to preview: #Preview { ContentView() }",
                                    line: 1, column: 1)])
    }
}

private extension String {
    /// The text with the spaces and tabs at the end of each line removed, and the trailing newlines.
    var trimmingTrailingWhitespace: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }
}
