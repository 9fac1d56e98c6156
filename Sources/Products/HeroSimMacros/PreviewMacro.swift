import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { … }`: declares a type that registers the preview, so a program linking the
/// file finds it at run time (`Preview.all`) with the file and line it was written at.
///
/// The arguments are passed on as written to `Preview`'s initialiser, so they are checked as any Swift call is.
/// A body that declares `@Previewable` variables becomes a view that owns them, as in SwiftUI.
public struct PreviewMacro: DeclarationMacro {
    /// The registry type of the `#Preview` at `node`: its file and line, and the preview made from the arguments as
    /// written; a preview without a closure is an error at the macro.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? trailingBodyArgument(node.arguments) else {
            throw MacroExpansionErrorMessage("#Preview needs a closure that builds the view to preview: #Preview { ContentView() }")
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let registry = context.makeUniqueName("HeroSimPreview")
        var arguments = node.arguments.filter { $0.label?.text != "body" }
        if let last = arguments.indices.last {
            arguments[last].trailingComma = nil
        }
        let previewable = PreviewableBody(body)
        let closure: ExprSyntax
        var members = MemberBlockItemListSyntax()
        if let wrapper = previewable.wrapperView(named: "PreviewContent") {
            members.append(MemberBlockItemSyntax(decl: wrapper))
            closure = "{ PreviewContent() }"
        } else {
            closure = ExprSyntax(body.trimmed)
        }
        let call: ExprSyntax = arguments.isEmpty
            ? "HeroSim.Preview(body: \(closure))"
            : "HeroSim.Preview(\(arguments.trimmed), body: \(closure))"
        let file = location?.file ?? "\(literal: "")"
        let line = location?.line ?? "0"
        let declaration: DeclSyntax = """
            struct \(registry): HeroSim.PreviewRegistry {
                static var fileID: String { \(file) }
                static var line: Int { \(line) }
                @MainActor static func makePreview() -> HeroSim.Preview {
                    \(call)
                }\(members)
            }
            """
        return [declaration]
    }

    /// The body passed as a labelled `body:` argument instead of a trailing closure.
    private static func trailingBodyArgument(_ arguments: LabeledExprListSyntax) -> ClosureExprSyntax? {
        arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    }
}

/// A preview body split into its `@Previewable` variables and the statements that build the view.
struct PreviewableBody {
    let variables: [VariableDeclSyntax]
    let statements: [CodeBlockItemSyntax]

    init(_ closure: ClosureExprSyntax) {
        var variables: [VariableDeclSyntax] = []
        var statements: [CodeBlockItemSyntax] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: Self.isPreviewable) {
                variables.append(variable.with(\.attributes, variable.attributes.filter { !Self.isPreviewable($0) }))
            } else {
                statements.append(item)
            }
        }
        self.variables = variables
        self.statements = statements
    }

    /// A view type owning the `@Previewable` variables whose body is the other statements; nil without any.
    func wrapperView(named name: String) -> DeclSyntax? {
        guard !variables.isEmpty else { return nil }
        let stored = MemberBlockItemListSyntax(variables.map { MemberBlockItemSyntax(decl: $0.trimmed) })
        let body = CodeBlockItemListSyntax(statements.map(\.trimmed))
        return """
            struct \(raw: name): HeroSim.View {
                \(stored)
                @HeroSim.ViewBuilder var body: some HeroSim.View {
                    \(body)
                }
            }
            """
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }
}

/// `@Previewable`: marks a variable of a `#Preview` body, such as `@Previewable @State var on = false`, that
/// the preview's view owns. `#Preview` does the work; this attribute adds nothing by itself.
public struct PreviewableMacro: PeerMacro {
    /// Nothing: `#Preview` moves the marked variable into the view it makes.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
