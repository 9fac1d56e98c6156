/*
 * naive_frame.c - the "naive cairo" baseline for one in-flight frame of the HeroSim demo.
 *
 * Build:  cc -O2 -o naive_frame naive_frame.c $(pkg-config --cflags --libs cairo librsvg-2.0) -lm
 *         (or ./build.sh OUT)
 * Run:    naive_frame CARDS [FRAMES] [ASSETS_DIR]      CARDS: 16 or 48, FRAMES: 300, ASSETS_DIR: ./Assets
 *         NAIVE_FRAME_PNG=out.png  writes the last frame to a PNG
 *         NAIVE_FRAME_T=0.43       pins the flight progress of every frame (default: 0 -> 1 over the frames)
 * Prints: naive-cairo cards=N frames=F p50_ms=X.XXX p90_ms=X.XXX
 *
 * What it measures: the time to draw one frame of the icon-grid demo while a card flies from its grid
 * cell to the full-screen card (docs/screenshot-flight.png), redrawing the whole 1280x800 ARGB32 window
 * from scratch with plain cairo every frame: background, title and subtitle, every card (rounded
 * rectangle with its gradient, its icon, its label), the dimmed backdrop, then the flying hero card (its
 * icon scaled from one large raster) and its label, then cairo_surface_flush.
 *
 * Why it is the baseline: it is what a straightforward hand-written renderer would do, with none of the
 * demo's machinery and no cleverness. The only work done ahead of time is what any renderer would do
 * once: parsing the SVGs and rasterising each icon at its on-screen size (the hero's at the overlay
 * size). Nothing else is cached between frames (no cached grid layer, no dirty rectangles, no glyph or
 * path caching beyond what cairo does itself). Text uses cairo's toy text API with the same faces and
 * font options as Sources/Raster/FontSetup.swift (DejaVu Sans, hinting off, grey antialiasing), and
 * shapes use the same paths, gradients and pixel snapping as Sources/Raster/CairoRenderer.swift, so the
 * comparison with our renderer is like for like.
 *
 * Geometry follows Sources/Scenes/IconGrid.swift and CardView.swift: 24 pt padding, adaptive columns of
 * at least 150 pt with 16 pt spacing (7 columns of 162.3 pt at 1280 wide), cells 16 pt padding, 18 pt
 * corners, 13 pt semibold labels; the full-screen card 40 pt inside the window, 48 pt padding, 32 pt
 * corners, 34 pt label; the flying card blends the two styles with its width; backdrop black at up to
 * 45 %. With 48 cards the 16 catalogue items repeat and the grid runs off the bottom of the window, as
 * in the demo (everything is still drawn; cairo clips). The hero is Heart (card 5); its cell is empty
 * while it is away, as in the demo. The flight runs linearly over the frames (rect, style and the
 * backdrop's opacity, 0.45 * t); the hero's icon is drawn from its large raster with cairo's default
 * filter (GOOD, a box-filtered resample when shrinking), the largest single cost mid-flight.
 */
#include <cairo.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WIDTH = 1280, HEIGHT = 800, HERO = 5 };

typedef struct { double r, g, b; } rgb;
typedef struct { double x, y, w, h; } rect;
typedef struct { double radius, spacing, font, padding; } card_style;

static const struct { const char *icon, *title; unsigned tint; } catalogue[16] = {
    {"pencil", "Pencil", 0xFFE8CC},   {"trash", "Trash", 0xDCEBFF},       {"lock-doc", "Locked Document", 0xE3E6FF},
    {"person", "Person", 0xD5F5F0},   {"runner", "Runner", 0xFFDCDC},     {"heart", "Heart", 0xFFE0E6},
    {"star", "Star", 0xFFF3C4},       {"bell", "Bell", 0xFFE9D1},         {"camera", "Camera", 0xDDE7EE},
    {"cloud", "Cloud", 0xDDF1FF},     {"gear", "Gear", 0xE6E8EC},         {"house", "House", 0xFCE6DA},
    {"envelope", "Envelope", 0xDFE9FF}, {"music", "Music", 0xF2E1FA},     {"leaf", "Leaf", 0xDDF5DD},
    {"bolt", "Bolt", 0xFFF5CC},
};

static const card_style CELL = {18, 8, 13, 16}, OVERLAY = {32, 24, 34, 48};
static const double OVERLAY_WIDTH = 720, MIN_CELL = 150, SPACING = 16, PAD = 24, MARGIN = 40, BACKDROP = 0.45;

static rgb hex(unsigned v) { return (rgb){((v >> 16) & 255) / 255.0, ((v >> 8) & 255) / 255.0, (v & 255) / 255.0}; }
static double lerp(double a, double b, double t) { return a + (b - a) * t; }

/* Whole device pixels, as CairoRenderer's snapped(_:). */
static rect snap(rect r) {
    double x0 = round(r.x), y0 = round(r.y), x1 = round(r.x + r.w), y1 = round(r.y + r.h);
    return (rect){x0, y0, fmax(0, x1 - x0), fmax(0, y1 - y0)};
}

/* FontSetup.apply: DejaVu Sans, bold for anything but regular, hinting off, grey antialiasing. */
static void set_font(cairo_t *cr, double size, int bold) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    cairo_font_options_t *o = cairo_font_options_create();
    cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY);
    cairo_set_font_options(cr, o);
    cairo_font_options_destroy(o);
}

/* Ascent and descent of a face at a size (the line height layout gives a Text). */
static void line_metrics(cairo_t *cr, double size, int bold, double *ascent, double *height) {
    set_font(cr, size, bold);
    cairo_font_extents_t fe;
    cairo_font_extents(cr, &fe);
    *ascent = fe.ascent;
    *height = fe.ascent + fe.descent;
}

/* One line of text with its left edge at x, baseline at y; or, when width > 0, centred in [x, x + width]
   (a text wider than that starts at x, as layout clamps its frame to the width it is offered). */
static void text(cairo_t *cr, const char *s, double size, int bold, double grey, double x, double y, double width) {
    set_font(cr, size, bold);
    if (width > 0) {
        cairo_text_extents_t te;
        cairo_text_extents(cr, s, &te);
        x += (width - fmin(te.x_advance, width)) / 2;
    }
    cairo_set_source_rgb(cr, grey, grey, grey);
    cairo_move_to(cr, round(x), round(y));
    cairo_show_text(cr, s);
}

static void rounded_rect(cairo_t *cr, rect r, double radius) {
    double rad = fmax(0, fmin(radius, fmin(r.w, r.h) / 2));
    cairo_new_path(cr);
    cairo_new_sub_path(cr);
    cairo_arc(cr, r.x + r.w - rad, r.y + rad, rad, -M_PI / 2, 0);
    cairo_arc(cr, r.x + r.w - rad, r.y + r.h - rad, rad, 0, M_PI / 2);
    cairo_arc(cr, r.x + rad, r.y + r.h - rad, rad, M_PI / 2, M_PI);
    cairo_arc(cr, r.x + rad, r.y + rad, rad, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

/* The card background: Color.gradient, from the tint mixed 18 % with white at the top to the tint. */
static void card_fill(cairo_t *cr, rect r, double radius, rgb c) {
    rounded_rect(cr, r, radius);
    cairo_pattern_t *p = cairo_pattern_create_linear(r.x, r.y, r.x, r.y + r.h);
    cairo_pattern_add_color_stop_rgb(p, 0, lerp(c.r, 1, 0.18), lerp(c.g, 1, 0.18), lerp(c.b, 1, 0.18));
    cairo_pattern_add_color_stop_rgb(p, 1, c.r, c.g, c.b);
    cairo_set_source(cr, p);
    cairo_pattern_destroy(p);
    cairo_fill(cr);
}

/* CardStyle(width:widestCell:): cell style up to the widest cell, overlay style from 720 pt, blended between. */
static card_style style_for(double width, double widest) {
    double t = fmin(1, fmax(0, (width - widest) / (OVERLAY_WIDTH - widest)));
    return (card_style){lerp(CELL.radius, OVERLAY.radius, t), lerp(CELL.spacing, OVERLAY.spacing, t),
                        lerp(CELL.font, OVERLAY.font, t), lerp(CELL.padding, OVERLAY.padding, t)};
}

/* CardView's layout: the icon square (scaledToFit in what the label leaves), the label's line (left edge,
   baseline, width); ascent and height are the label font's. */
static rect card_icon(rect card, card_style s, double ascent, double height, double *label_x, double *label_y, double *label_w) {
    rect in = {card.x + s.padding, card.y + s.padding, card.w - 2 * s.padding, card.h - 2 * s.padding};
    double box_h = fmax(0, in.h - s.spacing - height), side = fmin(in.w, box_h);
    *label_x = in.x;
    *label_w = in.w;
    *label_y = in.y + in.h - height + ascent;
    return snap((rect){in.x + (in.w - side) / 2, in.y + (box_h - side) / 2, side, side});
}

/* The SVG drawn into a w x h pixel image (centred, aspect kept), as IconLibrary.raster does. */
static cairo_surface_t *rasterise(RsvgHandle *svg, int w, int h) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(s);
    RsvgRectangle viewport = {0, 0, w, h};
    GError *error = NULL;
    if (!rsvg_handle_render_document(svg, cr, &viewport, &error)) {
        fprintf(stderr, "naive_frame: %s\n", error ? error->message : "SVG render failed");
        exit(1);
    }
    cairo_destroy(cr);
    return s;
}

static RsvgHandle *load_svg(const char *assets, const char *name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/Icons/%s.svg", assets, name);
    GError *error = NULL;
    RsvgHandle *h = rsvg_handle_new_from_file(path, &error);
    if (!h) {
        fprintf(stderr, "naive_frame: %s: %s\n", path, error ? error->message : "cannot load");
        exit(1);
    }
    return h;
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int cards = argc > 1 ? atoi(argv[1]) : 0, frames = argc > 2 ? atoi(argv[2]) : 300;
    const char *assets = argc > 3 ? argv[3] : "./Assets";
    if (cards < HERO + 1 || frames < 1) {
        fprintf(stderr, "usage: naive_frame CARDS [FRAMES] [ASSETS_DIR]   (CARDS 16 or 48)\n");
        return 2;
    }
    const char *png = getenv("NAIVE_FRAME_PNG"), *pinned = getenv("NAIVE_FRAME_T");

    cairo_surface_t *window = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(window);

    /* Layout constants (IconGrid): header heights from the fonts, adaptive columns, the cell height. */
    double title_ascent, title_h, sub_ascent, sub_h, label_ascent, label_h;
    line_metrics(cr, 28, 1, &title_ascent, &title_h);
    line_metrics(cr, 14, 0, &sub_ascent, &sub_h);
    line_metrics(cr, CELL.font, 1, &label_ascent, &label_h);
    int columns = (int)fmax(1, floor((WIDTH - 2 * PAD + SPACING) / (MIN_CELL + SPACING)));
    double cell_w = (WIDTH - 2 * PAD - (columns - 1) * SPACING) / columns;
    double cell_h = 2 * CELL.padding + (cell_w - 2 * CELL.padding) + CELL.spacing + label_h;
    double grid_y = PAD + title_h + 4 + sub_h + 16, widest = 2 * MIN_CELL + SPACING;
    rect overlay = {MARGIN, MARGIN, WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN};

    /* Before timing: each card's SVG loaded once and rasterised once at its icon size; the hero's once more
       at the full-screen card's icon size. */
    rect *cell = malloc(cards * sizeof *cell);
    cairo_surface_t **icon = malloc(cards * sizeof *icon);
    RsvgHandle *hero_svg = NULL;
    for (int i = 0; i < cards; i++) {
        cell[i] = (rect){PAD + (i % columns) * (cell_w + SPACING), grid_y + (i / columns) * (cell_h + SPACING), cell_w, cell_h};
        double lx, ly, lw;
        rect r = card_icon(cell[i], CELL, label_ascent, label_h, &lx, &ly, &lw);
        RsvgHandle *svg = load_svg(assets, catalogue[i % 16].icon);
        icon[i] = rasterise(svg, (int)r.w, (int)r.h);
        if (i == HERO) hero_svg = svg;
        else g_object_unref(svg);
    }
    double lx, ly, lw, big_ascent, big_h;
    line_metrics(cr, OVERLAY.font, 1, &big_ascent, &big_h);
    rect big_rect = card_icon(overlay, OVERLAY, big_ascent, big_h, &lx, &ly, &lw);
    cairo_surface_t *hero_icon = rasterise(hero_svg, (int)big_rect.w, (int)big_rect.h);
    g_object_unref(hero_svg);

    double *ms = malloc(frames * sizeof *ms);
    rgb background = hex(0xF2F2F7);
    for (int f = 0; f < frames; f++) {
        double t = pinned ? atof(pinned) : (frames > 1 ? (double)f / (frames - 1) : 1);
        double start = now_ms();

        cairo_set_source_rgb(cr, background.r, background.g, background.b);
        cairo_paint(cr);
        text(cr, "HeroSim", 28, 1, 0.1, PAD, PAD + title_ascent, 0);
        text(cr, "Click an icon, or use the arrow keys and Return. Escape closes, Q quits.", 14, 0, 0.42,
             PAD, PAD + title_h + 4 + sub_ascent, 0);

        for (int i = 0; i < cards; i++) {
            if (i == HERO) continue; /* away: its cell is empty while it flies */
            card_fill(cr, snap(cell[i]), CELL.radius, hex(catalogue[i % 16].tint));
            double x, y, w;
            rect ir = card_icon(cell[i], CELL, label_ascent, label_h, &x, &y, &w);
            cairo_set_source_surface(cr, icon[i], ir.x, ir.y);
            cairo_rectangle(cr, ir.x, ir.y, ir.w, ir.h);
            cairo_fill(cr);
            text(cr, catalogue[i % 16].title, CELL.font, 1, 0.15, x, y, w);
        }

        cairo_set_source_rgba(cr, 0, 0, 0, BACKDROP * t);
        cairo_paint(cr);

        rect from = cell[HERO];
        rect hero = {lerp(from.x, overlay.x, t), lerp(from.y, overlay.y, t), lerp(from.w, overlay.w, t), lerp(from.h, overlay.h, t)};
        card_style s = style_for(hero.w, widest);
        card_fill(cr, snap(hero), s.radius, hex(catalogue[HERO].tint));
        double x, y, w, ascent, height;
        line_metrics(cr, s.font, 1, &ascent, &height); /* its label size changes every frame */
        rect ir = card_icon(hero, s, ascent, height, &x, &y, &w);
        cairo_save(cr);
        cairo_translate(cr, ir.x, ir.y);
        cairo_scale(cr, ir.w / big_rect.w, ir.h / big_rect.h);
        cairo_set_source_surface(cr, hero_icon, 0, 0);
        cairo_rectangle(cr, 0, 0, big_rect.w, big_rect.h);
        cairo_fill(cr);
        cairo_restore(cr);
        text(cr, catalogue[HERO].title, s.font, 1, 0.15, x, y, w);

        cairo_surface_flush(window);
        ms[f] = now_ms() - start;
    }

    if (png && cairo_surface_write_to_png(window, png) != CAIRO_STATUS_SUCCESS)
        fprintf(stderr, "naive_frame: cannot write %s\n", png);

    qsort(ms, frames, sizeof *ms, by_value);
    printf("naive-cairo cards=%d frames=%d p50_ms=%.3f p90_ms=%.3f\n", cards, frames, ms[frames / 2],
           ms[frames * 9 / 10 < frames ? frames * 9 / 10 : frames - 1]);

    for (int i = 0; i < cards; i++) cairo_surface_destroy(icon[i]);
    cairo_surface_destroy(hero_icon);
    cairo_destroy(cr);
    cairo_surface_destroy(window);
    free(cell); free(icon); free(ms);
    return 0;
}
