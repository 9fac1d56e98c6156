// The part of librsvg's C API HeroSim uses (librsvg 2.46 and later), declared here rather than through
// <librsvg/rsvg.h>: that header needs glib's include folders from pkg-config, whose flags include
// -pthread, which SwiftPM refuses with a warning. These declarations match librsvg-2.0's rsvg.h and
// glib's gerror.h. The functions forward to librsvg loaded with dlopen (rsvg_loader.c).
#ifndef HEROSIM_CRSVG_H
#define HEROSIM_CRSVG_H
#include <stdint.h>

typedef struct _RsvgHandle RsvgHandle;
struct _cairo;

/// A rectangle in user units (rsvg.h's RsvgRectangle).
typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

/// glib's GError.
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} GError;

RsvgHandle *rsvg_handle_new_from_file(const char *filename, GError **error);
int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
int rsvg_handle_render_document(RsvgHandle *handle, struct _cairo *cr, const RsvgRectangle *viewport, GError **error);
void g_object_unref(void *object);
void g_error_free(GError *error);

/// Starts loading librsvg (and its ~30 libraries: pango, gio, libxml2, gdk-pixbuf...) on a thread of its own,
/// so that the first SVG does not wait for it; the first call of a function above waits until it is loaded.
void herosim_rsvg_load_in_background(void);
/// Why librsvg cannot be loaded (loading it first if nothing did), or NULL when it is loaded.
const char *herosim_rsvg_load_error(void);

/// Why gdk-pixbuf (loaded with librsvg) cannot decode bitmaps, or NULL when it can.
const char *herosim_pixbuf_load_error(void);
/// Decodes the bitmap at `path` (PNG, JPEG, GIF, ... whatever gdk-pixbuf reads, 8 bits a channel), giving its
/// size in pixels; NULL (with `error` set when gdk-pixbuf said why) when it cannot.
void *herosim_pixbuf_open(const char *path, int *width, int *height, GError **error);
/// Copies a decoded image into cairo ARGB32 rows (premultiplied) of `destination_stride` bytes.
void herosim_pixbuf_copy_argb(const void *image, uint8_t *destination, int destination_stride);
/// Frees a decoded image.
void herosim_pixbuf_close(void *image);

#endif
