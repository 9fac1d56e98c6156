// Bitmap images (PNG, JPEG, GIF...) decoded by gdk-pixbuf, which librsvg loads with it: its functions are
// found through the same dlopen'ed librsvg (rsvg_loader.c), so no library is linked at build time.
#include "CRsvg.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void *(*pixbuf_new_from_file)(const char *, GError **);
static int (*pixbuf_get_width)(const void *);
static int (*pixbuf_get_height)(const void *);
static int (*pixbuf_get_rowstride)(const void *);
static int (*pixbuf_get_n_channels)(const void *);
static int (*pixbuf_get_has_alpha)(const void *);
static int (*pixbuf_get_bits_per_sample)(const void *);
static const uint8_t *(*pixbuf_read_pixels)(const void *);
static void *(*pixbuf_apply_orientation)(void *);

static pthread_once_t pixbuf_once = PTHREAD_ONCE_INIT;
static int pixbuf_loaded;
static char pixbuf_error[512];

static void load_pixbuf(void) {
    if (herosim_rsvg_load_error()) {
        snprintf(pixbuf_error, sizeof pixbuf_error, "%s", herosim_rsvg_load_error());
        return;
    }
    void *rsvg = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
    void *pixbuf = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    void *from = pixbuf ? pixbuf : rsvg;
    if (!from) {
        snprintf(pixbuf_error, sizeof pixbuf_error, "gdk-pixbuf could not be loaded (is libgdk-pixbuf-2.0-0 installed?): %s", dlerror());
        return;
    }
    *(void **)&pixbuf_new_from_file = dlsym(from, "gdk_pixbuf_new_from_file");
    *(void **)&pixbuf_get_width = dlsym(from, "gdk_pixbuf_get_width");
    *(void **)&pixbuf_get_height = dlsym(from, "gdk_pixbuf_get_height");
    *(void **)&pixbuf_get_rowstride = dlsym(from, "gdk_pixbuf_get_rowstride");
    *(void **)&pixbuf_get_n_channels = dlsym(from, "gdk_pixbuf_get_n_channels");
    *(void **)&pixbuf_get_has_alpha = dlsym(from, "gdk_pixbuf_get_has_alpha");
    *(void **)&pixbuf_get_bits_per_sample = dlsym(from, "gdk_pixbuf_get_bits_per_sample");
    *(void **)&pixbuf_read_pixels = dlsym(from, "gdk_pixbuf_read_pixels");
    // Optional: turns a photo the way its EXIF orientation says, as UIKit shows it.
    *(void **)&pixbuf_apply_orientation = dlsym(from, "gdk_pixbuf_apply_embedded_orientation");
    if (!pixbuf_new_from_file || !pixbuf_get_width || !pixbuf_get_height || !pixbuf_get_rowstride || !pixbuf_get_n_channels
        || !pixbuf_get_has_alpha || !pixbuf_get_bits_per_sample || !pixbuf_read_pixels) {
        snprintf(pixbuf_error, sizeof pixbuf_error, "gdk-pixbuf 2.32 or later is needed: %s", dlerror());
        return;
    }
    pixbuf_loaded = 1;
}

const char *herosim_pixbuf_load_error(void) {
    pthread_once(&pixbuf_once, load_pixbuf);
    return pixbuf_loaded ? NULL : pixbuf_error;
}

void *herosim_pixbuf_open(const char *path, int *width, int *height, GError **error) {
    if (herosim_pixbuf_load_error()) { if (error) *error = NULL; return NULL; }
    void *image = pixbuf_new_from_file(path, error);
    if (!image) return NULL;
    if (pixbuf_apply_orientation) {
        void *turned = pixbuf_apply_orientation(image);
        if (turned) {
            g_object_unref(image);
            image = turned;
        }
    }
    if (pixbuf_get_bits_per_sample(image) != 8 || pixbuf_get_n_channels(image) < 3) {
        g_object_unref(image);
        if (error) *error = NULL;
        return NULL;
    }
    *width = pixbuf_get_width(image);
    *height = pixbuf_get_height(image);
    return image;
}

void herosim_pixbuf_copy_argb(const void *image, uint8_t *destination, int destination_stride) {
    int width = pixbuf_get_width(image), height = pixbuf_get_height(image);
    int stride = pixbuf_get_rowstride(image), channels = pixbuf_get_n_channels(image);
    int alpha = pixbuf_get_has_alpha(image);
    const uint8_t *pixels = pixbuf_read_pixels(image);
    for (int y = 0; y < height; y++) {
        const uint8_t *from = pixels + (size_t)y * stride;
        uint32_t *to = (uint32_t *)(destination + (size_t)y * destination_stride);
        for (int x = 0; x < width; x++, from += channels) {
            uint32_t a = alpha ? from[3] : 255;
            // cairo's ARGB32: native-endian words, colour premultiplied by alpha (rounded).
            uint32_t r = (from[0] * a + 127) / 255, g = (from[1] * a + 127) / 255, b = (from[2] * a + 127) / 255;
            to[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
}

void herosim_pixbuf_close(void *image) {
    g_object_unref(image);
}
