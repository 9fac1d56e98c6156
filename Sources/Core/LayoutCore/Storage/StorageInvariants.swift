// Storage: the layout tree's storage and the engine's memos, the one place in LayoutCore that opts out of
// Swift's safety checks.
//
// Why unsafe: layout visits every node several times per frame (sizing asks a child for a few proposals,
// placement asks again), so the memos are read and written on the hot path. They skip dynamic exclusivity
// checks (`@exclusivity(unchecked)`), a node reaches its first child through an unretained reference
// (`Unmanaged`, no reference counting), and `sharesStorage(with:)` compares arrays by their buffer
// address.
//
// What keeps it correct:
// - A node's kind and children never change once its storage is made (`Node` makes fresh storage for a
//   changed kind or children), so a memo can never outlive the content it was computed from; the traits
//   that change in place (path, id, priority, z-index) are read by no memo.
// - The unretained first child is kept alive by the storage's own `children` array, which lives as long
//   as the storage.
// - Nodes are not `Sendable`: one layout pass at a time reads and writes a tree's memos, and no access to
//   a memo field is held across a call, so unchecked exclusivity never overlaps.
// - Every memo entry is keyed by the engine's token (its measurer) and its inputs compared by their bits,
//   so an engine never reads another's answers, and a hit gives the very value computing would.
// - Array identity is only asked while both arrays are alive.
