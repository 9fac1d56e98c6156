import LayoutCore

/// The action `.refreshable` puts in the environment, as SwiftUI's `RefreshAction`: a vertical scroll view
/// (a `List`) under it runs it when pulled down past its top, showing a spinner until it returns.
public struct RefreshAction {
    let action: () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
    private enum RefreshKey: EnvironmentKey {
        static var defaultValue: RefreshAction? { nil }
    }

    /// The refresh action of the scroll views here (`.refreshable`), or nil when they do not refresh.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Makes the vertical scroll views (and lists) inside this view refreshable: pulled down past their top
    /// and let go, they run `action`, resting below a spinner until it returns.
    public func refreshable(action: @escaping () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

/// The pull to refresh, after UIKit's `UIRefreshControl`: the content pulled 70 pt below its top starts
/// the refresh when let go; it then rests 60 pt down, the spinner centred in that gap, until the action returns.
enum RefreshMetrics {
    static let trigger: CGFloat = 70
    static let rest: CGFloat = 60
}

/// The spinner in the gap a pull opens above a refreshable scroll view's content: fading in as the pull
/// nears the trigger, solid while refreshing.
struct RefreshSpinner: View, BuiltInView {
    /// How far the content is pulled down.
    let pull: CGFloat
    let isRefreshing: Bool

    var body: some View {
        let gap = max(pull, 0)
        ProgressView()
            .frame(height: max(gap, 20))
            .frame(maxWidth: .infinity)
            .opacity(isRefreshing ? 1 : Double(min(1, gap / RefreshMetrics.trigger)))
            .offset(y: gap < 20 ? gap - 20 : 0)
    }
}
