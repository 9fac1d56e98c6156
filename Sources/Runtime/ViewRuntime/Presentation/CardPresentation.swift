import LayoutCore

/// A control's editor shown over the window, as a compact date picker's (UIKit's popover on iPhone): a white
/// card with corners of 13 and a soft shadow, centred, over the window dimmed by black at 10%; it grows in
/// from 90% and fades, and a tap outside closes it.
struct CardPresentation: View, BuiltInView {
    let content: AnyView
    let dismiss: DismissAction

    var body: some View {
        let dismiss = self.dismiss
        let close = { withAnimation(PresentationView.animation) { dismiss() } }
        ZStack {
            PresentationBackdrop(opacity: 0.1, tap: close)
            content
                .padding(.vertical, 8)
                .background(RoundedRectangle(cornerRadius: 13).fill(Color.white).shadow(color: Color(white: 0, opacity: 0.18), radius: 20, y: 6))
                .transition(.scale(scale: 0.9).combined(with: .opacity))
                .id(PresentationIDs.card)
        }
    }
}
