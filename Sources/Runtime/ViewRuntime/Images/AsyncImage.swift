import Foundation
import LayoutCore

/// The state of an `AsyncImage`'s load, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded: the image.
    case success(Image)
    /// The load failed: why.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads an image from a URL and shows it, as SwiftUI's `AsyncImage`: a file URL, or an http
/// or https one (downloaded), decoded from PNG, JPEG, GIF and the other formats gdk-pixbuf reads. Until it
/// has loaded (and when it fails) the plain form shows a grey placeholder that fills the space offered;
/// loaded, the image at its size (pixels over `scale`).
///
/// ```swift
/// AsyncImage(url: photo.url) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 120, height: 120)
/// .clipShape(.rect(cornerRadius: 12))
/// ```
///
/// The load runs as the view's `.task(id: url)`: a new URL loads again, and a file URL has loaded by the
/// next frame in a headless run.
public struct AsyncImage<Content: View>: View, BuiltInView {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: ((AsyncImagePhase) -> Content)?
    @State private var phase = AsyncImagePhase.empty
    /// The URL `phase` is of.
    @State private var loaded: URL?

    /// The image at `url`, a grey placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = nil
    }

    /// The image at `url` shaped by `content`, with `placeholder` until it has loaded (and if it fails).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    /// The image at `url`, each phase of the load drawn by `content`; phase changes happen in `transaction`
    /// (give it an animation to animate them).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    /// The phase's view, with the load.
    public var body: some View {
        let current = loaded == url ? phase : .empty
        shown(current).task(id: url) { await load() }
    }

    @ViewBuilder private func shown(_ phase: AsyncImagePhase) -> some View {
        if let content {
            content(phase)
        } else if let image = phase.image {
            image
        } else {
            Rectangle().fill(Color(white: 0.5, opacity: 0.2))
        }
    }

    private func load() async {
        let url = self.url, scale = self.scale
        guard let url else {
            set(.empty, for: nil)
            return
        }
        let next: AsyncImagePhase
        do {
            guard let loader = AsyncImageLoading.loader else { throw AsyncImageError(description: "no host draws images here") }
            let path = try await loader(url)
            next = .success(Image(loadedFrom: path, scale: scale))
        } catch {
            next = .failure(error)
        }
        guard !Task.isCancelled else { return }
        set(next, for: url)
    }

    private func set(_ next: AsyncImagePhase, for url: URL?) {
        withTransaction(transaction) {
            phase = next
            loaded = url
        }
    }
}
