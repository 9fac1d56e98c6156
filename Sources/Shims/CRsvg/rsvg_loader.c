// The librsvg functions HeroSim calls, each forwarding to librsvg loaded with dlopen once. Linked at build
// time, librsvg and its ~30 libraries (pango, gio, libxml2, gdk-pixbuf, harfbuzz...) were mapped and
// relocated before main for every herosim command, about 5 ms of every start; loaded here, that happens
// on a thread of its own (herosim_rsvg_load_in_background) while the arguments and the scene are read.
#include "CRsvg.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static RsvgHandle *(*loaded_new_from_file)(const char *, GError **);
static int (*loaded_intrinsic_size)(RsvgHandle *, double *, double *);
static int (*loaded_render_document)(RsvgHandle *, struct _cairo *, const RsvgRectangle *, GError **);
static void (*loaded_object_unref)(void *);
static void (*loaded_error_free)(GError *);

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char load_error[512];

static void load(void) {
    void *rsvg = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!rsvg) {
        snprintf(load_error, sizeof load_error, "librsvg could not be loaded (is librsvg2-2 installed?): %s", dlerror());
        return;
    }
    // dlsym on librsvg's handle also finds the functions of the libraries it loaded (gobject, glib).
    *(void **)&loaded_new_from_file = dlsym(rsvg, "rsvg_handle_new_from_file");
    *(void **)&loaded_intrinsic_size = dlsym(rsvg, "rsvg_handle_get_intrinsic_size_in_pixels");
    *(void **)&loaded_render_document = dlsym(rsvg, "rsvg_handle_render_document");
    *(void **)&loaded_object_unref = dlsym(rsvg, "g_object_unref");
    *(void **)&loaded_error_free = dlsym(rsvg, "g_error_free");
    if (!loaded_new_from_file || !loaded_intrinsic_size || !loaded_render_document || !loaded_object_unref || !loaded_error_free) {
        snprintf(load_error, sizeof load_error, "librsvg 2.46 or later is needed: %s", dlerror());
        return;
    }
    loaded = 1;
}

static int load_now(void) {
    pthread_once(&load_once, load);
    return loaded;
}

static void *load_on_thread(void *unused) {
    (void)unused;
    load_now();
    return NULL;
}

void herosim_rsvg_load_in_background(void) {
    pthread_t thread;
    if (pthread_create(&thread, NULL, load_on_thread, NULL) == 0) pthread_detach(thread);
}

const char *herosim_rsvg_load_error(void) {
    return load_now() ? NULL : load_error;
}

RsvgHandle *rsvg_handle_new_from_file(const char *filename, GError **error) {
    if (!load_now()) { if (error) *error = NULL; return NULL; }
    return loaded_new_from_file(filename, error);
}

int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height) {
    return load_now() ? loaded_intrinsic_size(handle, out_width, out_height) : 0;
}

int rsvg_handle_render_document(RsvgHandle *handle, struct _cairo *cr, const RsvgRectangle *viewport, GError **error) {
    if (!load_now()) { if (error) *error = NULL; return 0; }
    return loaded_render_document(handle, cr, viewport, error);
}

void g_object_unref(void *object) {
    if (load_now()) loaded_object_unref(object);
}

void g_error_free(GError *error) {
    if (load_now()) loaded_error_free(error);
}
