import LayoutCore

/// SwiftUI's `NavigationLink`: its label, which pushes `destination` (or `value`) on the stack it is in
/// when tapped. The label is drawn as it is (in a `List` SwiftUI adds a chevron; HeroSim has no `List`).
/// Outside a stack a tap does nothing, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View, BuiltInView {
    let label: Label
    let push: Push
    @Environment(\.navigationScreen) private var screen

    /// What a tap pushes.
    enum Push {
        case view(AnyView)
        case value(AnyHashable?)
    }

    /// A link with a custom label that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = .view(AnyView(destination()))
    }

    /// A link labelled `title` (in the accent colour) that pushes `destination`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text {
        label = Text(title)
        push = .view(AnyView(destination()))
    }

    /// A link that pushes `destination`, the older spelling.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = .view(AnyView(destination))
    }

    /// A link that pushes `value`, shown by the stack's `navigationDestination(for:)` of its type; a nil
    /// value makes a link that does nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        push = .value(value.map { AnyHashable($0) })
    }

    /// A link labelled `title` that pushes `value`.
    public init<P: Hashable>(_ title: String, value: P?) where Label == Text, Destination == Never {
        label = Text(title)
        push = .value(value.map { AnyHashable($0) })
    }

    /// The label, tappable as a whole.
    public var body: some View {
        let screen = self.screen
        let push = self.push
        return label
            .foregroundColor(NavigationBarMetrics.accent)
            .contentShape(Rectangle())
            .onTapGesture {
                guard let controller = screen?.controller else { return }
                switch push {
                case .view(let view): controller.pushView(view)
                case .value(let value?): controller.pushValue(value)
                case .value(nil): break
                }
            }
    }
}

/// A `navigationDestination(for:)`: how a screen shows the values of one type pushed on its stack.
struct NavigationDestinationMarker: NodeMarker {
    let type: ObjectIdentifier
    let make: (AnyHashable) -> AnyView?

    /// The destination for `value`, when it is of this marker's type.
    func view(for value: AnyHashable) -> AnyView? { make(value) }
}

/// A `navigationDestination(isPresented:)`: a screen pushed while the binding is true.
struct NavigationPresentedMarker: NodeMarker {
    let isPresented: Binding<Bool>
    let destination: AnyView

    /// Pops the screen: sets the binding to false.
    var dismissAction: DismissAction {
        let binding = isPresented
        return DismissAction(action: { binding.wrappedValue = false })
    }
}

extension View {
    /// Shows the values of type `data` pushed on the enclosing stack with `destination`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: NavigationDestinationMarker(type: ObjectIdentifier(data)) { value in
            (value.base as? D).map { AnyView(destination($0)) }
        }))
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is true; popping it sets it false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: NavigationPresentedMarker(isPresented: isPresented, destination: AnyView(destination()))))
    }
}
