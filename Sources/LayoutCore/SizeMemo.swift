import Foundation

/// The last few (proposal, size) pairs one node chose, for one engine configuration. A container asks a
/// child its size for a handful of proposals (its minimum, maximum and share), and placement asks again;
/// four entries cover every container here. Proposals are compared by their bits (`nil` has its own), so
/// a lookup is a few integer compares.
struct SizeMemo {
    private var token = 0
    private var count = 0
    private var next = 0
    private var w0: UInt64 = 0, h0: UInt64 = 0, w1: UInt64 = 0, h1: UInt64 = 0
    private var w2: UInt64 = 0, h2: UInt64 = 0, w3: UInt64 = 0, h3: UInt64 = 0
    private var s0 = CGSize.zero, s1 = CGSize.zero, s2 = CGSize.zero, s3 = CGSize.zero

    /// A proposed dimension's bits; `nil` is a NaN payload no arithmetic produces.
    @inline(__always) private static func bits(_ value: CGFloat?) -> UInt64 {
        guard let value else { return 0x7FF4_0000_0000_0001 }
        return value.native.bitPattern
    }

    /// The size remembered for `proposal` under `token`, if any. Mutating only so that a memo held by a
    /// class is read in place rather than copied out.
    mutating func size(for proposal: ProposedViewSize, token: Int) -> CGSize? {
        guard token == self.token else { return nil }
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        if count > 0, w0 == w, h0 == h { return s0 }
        if count > 1, w1 == w, h1 == h { return s1 }
        if count > 2, w2 == w, h2 == h { return s2 }
        if count > 3, w3 == w, h3 == h { return s3 }
        return nil
    }

    /// Remembers `size` for `proposal` under `token`, replacing the oldest entry when full.
    mutating func remember(_ size: CGSize, for proposal: ProposedViewSize, token: Int) {
        if token != self.token {
            self.token = token
            count = 0
            next = 0
        }
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        switch next {
        case 0: (w0, h0, s0) = (w, h, size)
        case 1: (w1, h1, s1) = (w, h, size)
        case 2: (w2, h2, s2) = (w, h, size)
        default: (w3, h3, s3) = (w, h, size)
        }
        next = (next + 1) & 3
        count = min(4, count + 1)
    }
}
