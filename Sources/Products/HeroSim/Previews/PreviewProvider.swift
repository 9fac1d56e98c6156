import LayoutCore
import ViewRuntime

/// A type that declares previews, as SwiftUI's `PreviewProvider` (the form before `#Preview`): every
/// non-generic type conforming to it is listed by `herosim preview`, named after the type without `_Previews`.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The view to preview.
    @ViewBuilder static var previews: Previews { get }
}
