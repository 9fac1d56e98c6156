"""Flexbox baselines for the layout benchmark: Yoga (via `poga`) and Taffy (via `stretchable`).

Measures the time of ONE native layout call (Yoga's YGNodeCalculateLayout, Taffy's
compute_layout) on a node tree that models Benchmarks/LayoutBenchmark's grid of N cards
in a 1280-wide window. Tree construction is not timed. Every timed call starts from
scratch: the whole tree is marked dirty first, so no cached measurement is reused.
Median of 5 runs. Usage: flex_layout.py [cards]   (default 10000)

The tree (the same in both libraries, no Python callbacks during layout):
  root    column, width 1280, padding 24, 16 between rows
  row     row of 7 cards, 16 between cards (the last row is topped up with empty padded
          cards so its cards keep the grid's column width, as LazyVGrid's do)
  card    column, flex 1 1 0, padding 16, 8 between children, items centred
  image   leaf, flex-grow 1, aspect-ratio 1, width 100% (Taffy 0.7 does not carry a
          stretched width through aspect-ratio into the card's height; 100% it does)
  text    leaf of fixed size 7.5 * len("Item N") x 16 (the label)
Gaps: Taffy uses `gap`; the Yoga that poga bundles (1.19) has no gap, so it uses the
equivalent leading margins. Pixel rounding is off in both.
"""
import statistics
import sys
import time

COLUMNS, WIDTH, PAD, SPACING, CARD_PAD, CARD_GAP = 7, 1280.0, 24.0, 16.0, 16.0, 8.0
RUNS = 5


def grid(cards):
    """Rows of (index or None for a filler), 7 per row."""
    slots = list(range(cards)) + [None] * (-cards % COLUMNS)
    return [slots[i:i + COLUMNS] for i in range(0, len(slots), COLUMNS)]


def text_size(i):
    return 7.5 * len(f"Item {i}"), 16.0


def median_ms(layout, mark_dirty):
    times = []
    for _ in range(RUNS):
        mark_dirty()
        start = time.perf_counter_ns()
        layout()
        times.append((time.perf_counter_ns() - start) / 1e6)
    return statistics.median(times), times


def bench_yoga(cards):
    import poga.libpoga_capi as y

    config = y.YGConfigNew()
    y.YGConfigSetPointScaleFactor(config, 0.0)  # no pixel rounding
    nodes = []

    def node(direction, padding=0.0):
        n = y.YGNodeNewWithConfig(config)
        nodes.append(n)
        y.YGNodeStyleSetFlexDirection(n, direction)
        if padding:
            y.YGNodeStyleSetPadding(n, y.YGEdge.All, padding)
        return n

    root = node(y.YGFlexDirection.Column, PAD)
    y.YGNodeStyleSetWidth(root, WIDTH)
    first_card = None
    for r, row_slots in enumerate(grid(cards)):
        row = node(y.YGFlexDirection.Row)
        if r:
            y.YGNodeStyleSetMargin(row, y.YGEdge.Top, SPACING)
        y.YGNodeInsertChild(root, row, r)
        for c, i in enumerate(row_slots):
            card = node(y.YGFlexDirection.Column, CARD_PAD)
            y.YGNodeStyleSetFlexGrow(card, 1.0)
            y.YGNodeStyleSetFlexShrink(card, 1.0)
            y.YGNodeStyleSetFlexBasis(card, 0.0)
            y.YGNodeStyleSetAlignItems(card, y.YGAlign.Center)
            if c:
                y.YGNodeStyleSetMargin(card, y.YGEdge.Left, SPACING)
            y.YGNodeInsertChild(row, card, c)
            if i is None:
                continue
            first_card = first_card or card
            image = node(y.YGFlexDirection.Column)
            y.YGNodeStyleSetFlexGrow(image, 1.0)
            y.YGNodeStyleSetAspectRatio(image, 1.0)
            y.YGNodeStyleSetWidthPercent(image, 100.0)
            text = node(y.YGFlexDirection.Column)
            w, h = text_size(i)
            y.YGNodeStyleSetWidth(text, w)
            y.YGNodeStyleSetHeight(text, h)
            y.YGNodeStyleSetMargin(text, y.YGEdge.Top, CARD_GAP)
            y.YGNodeInsertChild(card, image, 0)
            y.YGNodeInsertChild(card, text, 1)

    calculate, undefined, ltr = y.YGNodeCalculateLayout, y.YGUndefined, y.YGDirection.LTR
    ms, times = median_ms(lambda: calculate(root, WIDTH, undefined, ltr),
                          lambda: y.YGNodeMarkDirtyAndPropogateToDescendants(root))
    start = time.perf_counter_ns()  # not dirtied: shows what the dirtying prevents
    calculate(root, WIDTH, undefined, ltr)
    cached_ms = (time.perf_counter_ns() - start) / 1e6
    frame = tuple(f(first_card) for f in (y.YGNodeLayoutGetLeft, y.YGNodeLayoutGetTop,
                                          y.YGNodeLayoutGetWidth, y.YGNodeLayoutGetHeight))
    row0 = y.YGNodeGetChild(root, 0)
    frame = (frame[0] + y.YGNodeLayoutGetLeft(row0), frame[1] + y.YGNodeLayoutGetTop(row0)) + frame[2:]
    return len(nodes), ms, times, cached_ms, frame, y.YGNodeLayoutGetHeight(root)


def bench_taffy(cards):
    from stretchable import Style, taffylib as t
    from stretchable.context import taffy
    from stretchable.style import PCT, PT, AlignItems, FlexDirection, Size
    from stretchable.style.geometry.size import SizeAvailableSpace

    tree = taffy._ptr
    t.disable_rounding(tree)
    gap = lambda g: Size(g * PT, g * PT)
    root_style = Style(flex_direction=FlexDirection.COLUMN, size=Size(WIDTH * PT, None),
                       padding=PAD * PT, gap=gap(SPACING)).to_dict()
    row_style = Style(flex_direction=FlexDirection.ROW, gap=gap(SPACING)).to_dict()
    card_style = Style(flex_direction=FlexDirection.COLUMN, flex_grow=1, flex_shrink=1, flex_basis=0 * PT,
                       padding=CARD_PAD * PT, gap=gap(CARD_GAP),
                       align_items=AlignItems.CENTER).to_dict()
    image_style = Style(flex_grow=1, aspect_ratio=1.0, size=Size(100 * PCT, None)).to_dict()
    text_styles = {}
    nodes, leaves = [], []

    def node(style, parent=None):
        n = t.node_create(tree, style)
        nodes.append(n)
        if parent is not None:
            t.node_add_child(tree, parent, n)
        return n

    root = node(root_style)
    first_card = None
    for row_slots in grid(cards):
        row = node(row_style, root)
        for i in row_slots:
            if i is None:
                leaves.append(node(card_style, row))
                continue
            card = node(card_style, row)
            first_card = first_card or card
            size = text_size(i)
            if size not in text_styles:
                text_styles[size] = Style(size=Size(size[0] * PT, size[1] * PT)).to_dict()
            leaves.append(node(image_style, card))
            leaves.append(node(text_styles[size], card))

    space = SizeAvailableSpace(WIDTH, None).to_dict()  # 1280 x max-content

    def mark_dirty():  # Taffy dirties a node and its ancestors, so every leaf dirties all
        for leaf in leaves:
            t.node_mark_dirty(tree, leaf)

    # The native call inside Node.compute_layout, without that method's Python walk afterwards.
    compute = t.node_compute_layout
    ms, times = median_ms(lambda: compute(tree, root, space), mark_dirty)
    start = time.perf_counter_ns()
    compute(tree, root, space)
    cached_ms = (time.perf_counter_ns() - start) / 1e6
    out = t.PyLayout()
    t.node_get_layout(tree, first_card, out)
    frame = (out.x, out.y, out.width, out.height)
    t.node_get_layout(tree, nodes[1], out)  # the first row
    frame = (frame[0] + out.x, frame[1] + out.y) + frame[2:]
    t.node_get_layout(tree, root, out)
    return len(nodes), ms, times, cached_ms, frame, out.height


def main():
    cards = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    column = (WIDTH - 2 * PAD - (COLUMNS - 1) * SPACING) / COLUMNS  # 162.2857
    image = column - 2 * CARD_PAD
    expected = (PAD, PAD, column, image + CARD_GAP + 16 + 2 * CARD_PAD)
    rows = -(-cards // COLUMNS)
    content = 2 * PAD + rows * expected[3] + (rows - 1) * SPACING  # float32 sums drift a little
    for name, bench in (("yoga", bench_yoga), ("taffy", bench_taffy)):
        nodes, ms, times, cached_ms, frame, height = bench(cards)
        print(f"{name}: first card x={frame[0]:.2f} y={frame[1]:.2f} w={frame[2]:.2f} h={frame[3]:.2f}, "
              f"content height {height:.0f}, runs ms {[round(x, 1) for x in times]}, "
              f"not-dirtied relayout {cached_ms:.2f} ms", file=sys.stderr)
        assert all(abs(a - b) < 0.01 for a, b in zip(frame, expected)), (name, frame, expected)
        assert abs(height - content) < 1 + 1e-4 * content, (name, height, content)
        print(f"flex-baseline {name} cards={cards} nodes={nodes} layout_ms={ms:.1f} "
              f"us_per_node={ms * 1e3 / nodes:.2f} us_per_card={ms * 1e3 / cards:.2f}", flush=True)


if __name__ == "__main__":
    main()
