import LayoutCore

/// A gesture attached around a hit view, and where its view was when the pointer went down.
struct GestureAttachment {
    let marker: GestureMarker
    /// The frame of the gesture's view, in window coordinates (local coordinates start at its origin).
    let frame: CGRect

    /// The gestures that take part in one pointer sequence, `attachments` given outermost first, in the
    /// order they compete: a view's gestures before those of the views around it, and a high-priority
    /// gesture before every gesture of its view and the views inside it (the innermost gesture of a view is
    /// its first). A mask without `.subviews` leaves out the gestures inside; one without `.gesture`, its own.
    static func precedence(_ attachments: [GestureAttachment]) -> (exclusive: [GestureAttachment], simultaneous: [GestureAttachment]) {
        var inScope: [GestureAttachment] = []
        for attachment in attachments {
            if attachment.marker.mask.contains(.gesture) { inScope.append(attachment) }
            if !attachment.marker.mask.contains(.subviews) { break }
        }
        var exclusive: [GestureAttachment] = []
        var simultaneous: [GestureAttachment] = []
        for attachment in inScope.reversed() {
            switch attachment.marker.priority {
            case .normal: exclusive.append(attachment)
            case .high: exclusive.insert(attachment, at: 0)
            case .simultaneous: simultaneous.append(attachment)
            }
        }
        return (exclusive, simultaneous)
    }
}
