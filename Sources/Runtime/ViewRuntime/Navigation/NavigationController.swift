import LayoutCore

/// What a `NavigationStack` keeps between builds, and what the views inside it reach through the
/// environment to push and pop: a class, so that the environment holding it compares equal from one build
/// to the next (the views under the stack keep their nodes).
final class NavigationController {
    /// Pushes a view (a `NavigationLink(destination:)`); set by the stack at each build.
    var pushView: (AnyView) -> Void = { _ in }
    /// Pushes a value (a `NavigationLink(value:)`).
    var pushValue: (AnyHashable) -> Void = { _ in }
    /// Pops the screens at `depth` and above (depth 0 is the root, never popped).
    var popTo: (Int) -> Void = { _ in }
    /// The dismiss actions handed to each pushed screen, kept so that the same action (and so an equal
    /// environment) reaches a screen at every build.
    private var dismissActions: [Int: DismissAction] = [:]
    /// The number the next pushed view takes.
    var nextViewID = 0

    /// The screens as the last change of the stack left them, the screens among them that zoom, and the
    /// animation of that change.
    private var lastChange: (screens: [AnyHashable], zooming: Set<AnyHashable>, animation: Animation)?

    /// The animation of a change of the stack to `screens`: `zoom` when a screen that comes or goes zooms
    /// (those in `zooming` now, or when they were last built), else `push`. The same answer for every build
    /// of the same screens, so a build read twice in one update animates as the first.
    func screenAnimation(for screens: [AnyHashable], zooming: Set<AnyHashable>, push: Animation, zoom: Animation) -> Animation {
        guard let last = lastChange else {
            lastChange = (screens, zooming, push)
            return push
        }
        if last.screens == screens { return last.animation }
        let changed = Set(screens).symmetricDifference(last.screens)
        let animation = changed.contains { zooming.contains($0) || last.zooming.contains($0) } ? zoom : push
        lastChange = (screens, zooming, animation)
        return animation
    }

    /// The action that pops the screen at `depth`.
    func dismissAction(depth: Int) -> DismissAction {
        if let action = dismissActions[depth] { return action }
        let action = DismissAction(action: { [weak self] in self?.popTo(depth) })
        dismissActions[depth] = action
        return action
    }
}

/// The stack a view is in and how deep: what `NavigationLink` and `\.dismiss` use.
struct NavigationScreenContext {
    let controller: NavigationController
    let depth: Int
}

extension EnvironmentValues {
    private enum NavigationScreenKey: EnvironmentKey {
        static var defaultValue: NavigationScreenContext? { nil }
    }

    /// The navigation stack screen the view is in, if any.
    var navigationScreen: NavigationScreenContext? {
        get { self[NavigationScreenKey.self] }
        set { self[NavigationScreenKey.self] = newValue }
    }
}
