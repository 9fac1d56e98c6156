import Foundation

/// The last few (proposal, size) pairs one node chose, for one engine configuration. A container asks a
/// child its size for a handful of proposals (its minimum, maximum and share), and placement asks again;
/// four entries cover every container here. The newest entry is checked first: placement asks for the
/// proposal sizing asked for last. Proposals are compared by their bits (`nil` has its own), so a lookup
/// is a few integer compares.
struct SizeMemo {
    /// One remembered answer.
    private struct Entry {
        var width: UInt64 = 0
        var height: UInt64 = 0
        var size = CGSize.zero
    }

    private var token = 0
    private var count: UInt8 = 0
    private var e0 = Entry(), e1 = Entry(), e2 = Entry(), e3 = Entry()

    /// A proposed dimension's bits; `nil` is a NaN payload no arithmetic produces.
    @inline(__always) private static func bits(_ value: CGFloat?) -> UInt64 {
        guard let value else { return 0x7FF4_0000_0000_0001 }
        return value.native.bitPattern
    }

    /// The size remembered for `proposal` under `token`, if any. Mutating only so that a memo held by a
    /// class is read in place rather than copied out.
    @inline(__always) mutating func size(for proposal: ProposedViewSize, token: Int) -> CGSize? {
        guard token == self.token, count > 0 else { return nil }
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        if e0.width == w, e0.height == h { return e0.size }
        if count > 1, e1.width == w, e1.height == h { return e1.size }
        if count > 2, e2.width == w, e2.height == h { return e2.size }
        if count > 3, e3.width == w, e3.height == h { return e3.size }
        return nil
    }

    /// Remembers `size` for `proposal` under `token` as the newest entry; the oldest of four goes.
    @inline(__always) mutating func remember(_ size: CGSize, for proposal: ProposedViewSize, token: Int) {
        if token != self.token {
            self.token = token
            count = 0
        }
        // Only entries in use move, so a node asked one proposal touches one entry.
        switch count {
        case 0: break
        case 1: e1 = e0
        case 2: (e2, e1) = (e1, e0)
        default: (e3, e2, e1) = (e2, e1, e0)
        }
        e0 = Entry(width: Self.bits(proposal.width), height: Self.bits(proposal.height), size: size)
        count = min(4, count + 1)
    }
}
