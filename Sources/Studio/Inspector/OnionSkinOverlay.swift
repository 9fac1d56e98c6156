import Desktop
import Foundation
import Headless
import LayoutCore
import StudioCore

/// The onion skin over the scene: outlines of the moving views at evenly spaced moments of the last
/// transition, and dots along the path of their centres.
struct OnionSkinOverlay: View {
    let skin: OnionSkin
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(Array(skin.outlines.enumerated()), id: \.offset) { _, sample in
                RoundedRectangle(cornerRadius: CGFloat(sample.cornerRadius))
                    .stroke(Color(hex: 0xBF616A, opacity: 0.85), lineWidth: 1.5)
                    .frame(width: sample.frame.width, height: sample.frame.height)
                    .offset(x: sample.frame.minX, y: sample.frame.minY)
            }
            ForEach(Array(skin.path.enumerated()), id: \.offset) { _, sample in
                Circle().fill(Color(hex: 0x5E81AC))
                    .frame(width: 5, height: 5)
                    .offset(x: sample.frame.midX - 2.5, y: sample.frame.midY - 2.5)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
